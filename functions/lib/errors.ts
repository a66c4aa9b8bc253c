import { codeForStatus, type ErrorCode } from "../../core/error-codes";

export { codeForStatus, type ErrorCode };

export interface ErrorEnvelope {
  success: false;
  /** `requestId`: the id in the X-Request-Id header and the log line, to find this failure in the logs. */
  error: { code: ErrorCode; message: string; requestId?: string };
}

/** The statuses an API error answers with (DESIGN.md, "Errors and bad input"). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 410 | 413 | 415 | 421 | 422 | 429 | 500 | 502 | 503;

/** Throw from a route or service; the app turns it into the envelope with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
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
