import type { Context, TypedResponse } from "hono";
import type { AppEnv } from "../types";
import { etagMatches, PUBLIC_READ_CDN_SECONDS } from "../services/public-reads";

/**
 * Answers public data from the app's public-read cache with its ETag: 304 when the caller already
 * has it. Browsers revalidate every time (`max-age=0`); a shared cache (Cloudflare in front of the
 * Worker) may keep it briefly. Typed as the JSON it carries, for the RPC client.
 */
export async function publicJson<T>(c: Context<AppEnv>, key: string, load: () => Promise<T>): Promise<TypedResponse<T, 200, "json">> {
  const { publicReads } = c.get("deps");
  const { body, etag } = await publicReads.read(key, load);
  const headers = publicReadHeaders(etag);
  if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304, headers) as unknown as TypedResponse<T, 200, "json">;
  return c.body(body, 200, { ...headers, "Content-Type": "application/json" }) as unknown as TypedResponse<T, 200, "json">;
}

/** The caching headers of a public read: browsers revalidate every time, a shared cache may keep it briefly. */
export function publicReadHeaders(etag: string): Record<string, string> {
  return { ETag: etag, "Cache-Control": `public, max-age=0, must-revalidate, s-maxage=${PUBLIC_READ_CDN_SECONDS}` };
}
