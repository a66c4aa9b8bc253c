import { createMiddleware } from "hono/factory";
import type { Context } from "hono";
import type { AppEnv } from "../types";
import { ApiError } from "../lib/errors";
import { callerAddress } from "../lib/client-address";
import { hashAddress } from "../lib/address-hash";
import { hitRateLimit, rateLimitHeaders } from "../services/rate-limit/index";

/**
 * The caller's network address. A proxy's header counts only when the host configured it
 * (`config.clientIpHeader`: always `cf-connecting-ip` on the Worker, where Cloudflare sets it; on Node
 * only with CLIENT_IP_HEADER, since any client can send such a header). Otherwise the socket's address.
 * For `x-forwarded-for` the last entry is used: the one the trusted proxy appended. IPv6 callers are
 * counted by their /64 (`addressKey`).
 */
export function clientAddress(c: Context<AppEnv>): string {
  const header = c.get("deps").config.clientIpHeader;
  // The Node host passes @hono/node-server's bindings ({ incoming, outgoing }) as the env.
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return callerAddress(header ? c.req.header(header) : undefined, incoming?.socket?.remoteAddress);
}

/** The caller's network address, hashed with the day's salt (never stored in the clear; functions/lib/address-hash.ts). */
export function clientKey(c: Context<AppEnv>): string {
  return hashAddress(clientAddress(c), c.get("deps").config.addressHashSecret, c.get("deps").now());
}

/**
 * Middleware: count the request against `bucket`, answer 429 with the headers when over the limit,
 * and add the headers to successful answers too.
 */
export function rateLimit(opts: { bucket: string; limit: number; windowMs: number; key?: (c: Context<AppEnv>) => string; message?: string }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const key = opts.key ? opts.key(c) : (c.get("user")?.id ?? clientKey(c));
    const now = c.get("deps").now();
    const result = await hitRateLimit(c.get("deps").db, { bucket: opts.bucket, key, limit: opts.limit, windowMs: opts.windowMs, now });
    const headers = rateLimitHeaders(result, now);
    if (!result.allowed) throw new ApiError(429, "RATE_LIMITED", opts.message ?? "Too many requests; try again later", headers);
    await next();
    for (const [k, v] of Object.entries(headers)) c.res.headers.set(k, v);
  });
}
