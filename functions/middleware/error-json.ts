import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { envelope, type ErrorCode } from "../lib/errors";

/** The error envelope as a response, carrying the request's id. */
export function errorJson(c: Context, status: ContentfulStatusCode, code: ErrorCode, message: string) {
  const body = envelope(code, message);
  const requestId = c.get("requestId") as string | undefined;
  if (requestId) body.error.requestId = requestId;
  return c.json(body, status);
}
