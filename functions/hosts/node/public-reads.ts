import type { IncomingMessage, ServerResponse } from "node:http";
import type { RuntimeDeps } from "../../types";
import { PUBLIC_READ_KEYS, etagMatches } from "../../services/public-reads";
import { publicReadHeaders } from "../../middleware/public-json";
import { countApiRequest } from "../../middleware/api-rate-limit";
import { callerAddress } from "../../lib/client-address";
import { hashAddress } from "../../lib/address-hash";
import { fromTrustedProxy, levelForStatus, logLine, requestIdFrom } from "../../lib/log-line";
import { envelope } from "../../lib/errors";

type PublicReadPath = keyof typeof PUBLIC_READ_KEYS;
const isPublicReadPath = (path: string): path is PublicReadPath => Object.hasOwn(PUBLIC_READ_KEYS, path);

/**
 * The Node server's answer to an anonymous GET of a public read (the template gallery, the showcase)
 * that is already in memory: written straight on the Node response, as the static pages are, without
 * the Web Request and Response and the middleware layers a JSON already serialised does not need.
 * It does what the app does for such a request: counts it against the caller's address in the
 * API-wide limit (the same store, key and headers; a refusal is the same 429), keeps or gives the
 * request id, answers 304 to a matching ETag, logs the request line. Null (nothing counted, nothing
 * written) for anything else, which the app answers: another path or method, a request with a
 * cookie (a signed-in caller counts under their account), an entry not loaded or out of date.
 * The server's own security headers are already set on `res`.
 */
export function publicReadFromMemory(req: IncomingMessage, pathname: string, deps: RuntimeDeps): ((res: ServerResponse) => Promise<void>) | null {
  if (req.method !== "GET" || !isPublicReadPath(pathname) || req.headers.cookie) return null;
  const read = deps.publicReads.peek(PUBLIC_READ_KEYS[pathname]);
  if (!read) return null;
  return async (res) => {
    const started = performance.now();
    const { config } = deps;
    const requestId = requestIdFrom(
      req.headers["x-request-id"] as string | undefined,
      undefined,
      fromTrustedProxy(deps.config.requestIdTrustedProxies, req.socket.remoteAddress),
    );
    const proxied = config.clientIpHeader ? req.headers[config.clientIpHeader] : undefined;
    const address = callerAddress(Array.isArray(proxied) ? proxied.join(",") : proxied, req.socket.remoteAddress);
    const counted = await countApiRequest(deps, { key: `ip:${hashAddress(address, config.addressHashSecret, deps.now())}`, method: "GET", path: pathname });
    const common = { "X-Request-Id": requestId, ...counted?.headers };
    let status: number;
    if (counted?.refusal) {
      status = 429;
      const body = envelope("RATE_LIMITED", counted.refusal.message);
      body.error.requestId = requestId;
      res.writeHead(status, { ...common, "Cache-Control": "no-store", "Content-Type": "application/json" }).end(JSON.stringify(body));
    } else if (etagMatches(req.headers["if-none-match"], read.etag)) {
      status = 304;
      res.writeHead(status, { ...common, ...publicReadHeaders(read.etag) }).end();
    } else {
      status = 200;
      res.writeHead(status, { ...common, ...publicReadHeaders(read.etag), "Content-Type": "application/json" }).end(read.body);
    }
    if (config.logRequests) {
      const durationMs = Math.round((performance.now() - started) * 10) / 10;
      deps.log(logLine(levelForStatus(status), "request", { requestId, method: "GET", path: pathname, status, durationMs, userId: null }));
    }
  };
}
