import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Codes of the error envelope (DESIGN.md): `{ success: false, error: { code, message } }`. */
export type ErrorCode =
  | "VALIDATION_ERROR"
  | "INVALID_JSON"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "UNAUTHORIZED"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "METHOD_NOT_ALLOWED"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "RATE_LIMITED"
  | "SERVICE_UNAVAILABLE"
  | "INTERNAL_ERROR";

export interface ErrorEnvelope {
  success: false;
  error: { code: ErrorCode; message: string };
}

/** Throw from a route or service; the app turns it into the envelope with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The 404 for a project that is absent or not the caller's (the two are never told apart). */
export const PROJECT_NOT_FOUND = "Project not found";

export const notFound = (what = "Not found") => new ApiError(404, "NOT_FOUND", what);
export const conflict = (message: string) => new ApiError(409, "CONFLICT", message);
export const unauthorized = (message = "Unauthorized") => new ApiError(401, "UNAUTHORIZED", message);
export const forbidden = (message = "Forbidden") => new ApiError(403, "FORBIDDEN", message);
export const unavailable = (message: string) => new ApiError(503, "SERVICE_UNAVAILABLE", message);

export function envelope(code: ErrorCode, message: string): ErrorEnvelope {
  return { success: false, error: { code, message } };
}

export function errorJson(c: Context, status: ContentfulStatusCode, code: ErrorCode, message: string) {
  return c.json(envelope(code, message), status);
}

/** The code a bare status maps to, for errors raised by middleware (body limit, validator, csrf). */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400: return "VALIDATION_ERROR";
    case 401: return "UNAUTHORIZED";
    case 403: return "FORBIDDEN";
    case 404: return "NOT_FOUND";
    case 405: return "METHOD_NOT_ALLOWED";
    case 409: return "CONFLICT";
    case 413: return "PAYLOAD_TOO_LARGE";
    case 415: return "UNSUPPORTED_MEDIA_TYPE";
    case 429: return "RATE_LIMITED";
    case 503: return "SERVICE_UNAVAILABLE";
    default: return status >= 500 ? "INTERNAL_ERROR" : "VALIDATION_ERROR";
  }
}
