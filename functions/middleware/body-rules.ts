import { jsonDepthExceeds } from "../lib/json-depth";
import { MAX_JSON_DEPTH } from "../../core/api-limits";
import { bodyLimit as honoBodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import type { AppEnv } from "../types";
import { errorJson } from "./error-json";

/** Largest request body any API route accepts (bytes). */
export const MAX_BODY_BYTES = 256 * 1024;

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** Requests a rule does not apply to (the image upload, which has its own type and size checks). */
type Exempt = (c: Context<AppEnv>) => boolean;
const never: Exempt = () => false;

/** 413 PAYLOAD_TOO_LARGE past MAX_BODY_BYTES. Reads without a body method skip it (asking for a body costs a Request object on Node). */
export const bodyLimit = (exempt: Exempt = never) => {
  const limit = honoBodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorJson(c, 413, "PAYLOAD_TOO_LARGE", `Request body is larger than ${MAX_BODY_BYTES / 1024} KB`),
  });
  return createMiddleware<AppEnv>((c, next) => (!BODY_METHODS.has(c.req.method) || exempt(c) ? next() : limit(c, next)));
};

/**
 * JSON only where JSON is expected: any API request that carries a body must say it is JSON, and no
 * JSON body may nest deeper than MAX_JSON_DEPTH (400 JSON_TOO_DEEP, before any route reads it; the
 * text is kept by Hono for the route's own reading).
 */
export const jsonBodiesOnly = (exempt: Exempt = never) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (BODY_METHODS.has(c.req.method) && !exempt(c)) {
      const hasBody = Number(c.req.header("content-length") ?? "0") > 0 || c.req.header("transfer-encoding") !== undefined;
      const type = c.req.header("content-type") ?? "";
      if (hasBody && !/^application\/(?:[\w.+-]+\+)?json\b/i.test(type)) {
        return errorJson(c, 415, "UNSUPPORTED_MEDIA_TYPE", "Send the request body as application/json");
      }
      if ((hasBody || c.req.raw.body !== null) && jsonDepthExceeds(await c.req.text(), MAX_JSON_DEPTH)) {
        return errorJson(c, 400, "JSON_TOO_DEEP", `Request body nests deeper than ${MAX_JSON_DEPTH} levels`);
      }
    }
    await next();
  });
