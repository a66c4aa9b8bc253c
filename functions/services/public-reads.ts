/**
 * Public reads (the template gallery, the showcase) answered from memory: the JSON is serialised once
 * with its ETag and kept until a write may have changed it (`invalidate`, called by createApp after
 * every successful state-changing API request) or until `ttlMs` passes. The time bound is what keeps
 * a Worker isolate honest, since it never sees another isolate's writes; on Node the one process sees
 * every write through the API. Concurrent misses share one load.
 */
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase64urlNoPadding } from "@oslojs/encoding";

/** The public reads by path: what each route answers from the cache under its key. */
export const PUBLIC_READ_KEYS = { "/api/templates": "templates", "/api/published-apps": "published-apps" } as const;

/**
 * The writes that may change a public read: templates (admin), the showcase (publishing, withdrawing
 * a listing, deleting a project, moderation). Only these clear the cache; a page-view beacon, a lead,
 * a project save or a generation leave it as it is.
 */
const PUBLIC_READ_WRITES = [
  /^\/api\/admin\/templates(\/|$)/,
  /^\/api\/moderation(\/|$)/,
  /^\/api\/projects\/[^/]+\/(publish|listing)$/,
  /^\/api\/projects\/[^/]+$/,
];

export function mayChangePublicReads(path: string): boolean {
  return PUBLIC_READ_WRITES.some((re) => re.test(path));
}

/** How long an entry is kept at most (a Worker isolate never sees another isolate's writes). */
export const PUBLIC_READ_TTL_MS = 15_000;
/** How long a shared cache in front of the API (Cloudflare's) may keep a public read. */
export const PUBLIC_READ_CDN_SECONDS = 30;

export interface PublicRead {
  body: string;
  etag: string;
}

export interface PublicReadCache {
  read(key: string, load: () => Promise<unknown>): Promise<PublicRead>;
  /** The entry of `key` when it is fresh and loaded, without loading anything. */
  peek(key: string): PublicRead | undefined;
  /** Forget every entry: the next read of each key loads again. */
  invalidate(): void;
}

export function createPublicReadCache(opts: { ttlMs: number; now: () => number }): PublicReadCache {
  const entries = new Map<string, { read: Promise<PublicRead>; loaded?: PublicRead; expires: number; epoch: number }>();
  // A load that started before an invalidation must not be kept after it.
  let epoch = 0;
  return {
    read(key, load) {
      const now = opts.now();
      const hit = entries.get(key);
      if (hit && hit.expires > now && hit.epoch === epoch) return hit.read;
      const started = epoch;
      const read = load().then((data) => {
        const body = JSON.stringify(data);
        return { body, etag: `"${encodeBase64urlNoPadding(sha256(new TextEncoder().encode(body))).slice(0, 27)}"` };
      });
      const entry: { read: Promise<PublicRead>; loaded?: PublicRead; expires: number; epoch: number } = { read, expires: now + opts.ttlMs, epoch: started };
      entries.set(key, entry);
      read.then(
        (loaded) => (entry.loaded = loaded),
        () => {
          if (entries.get(key)?.read === read) entries.delete(key);
        },
      );
      return read;
    },
    peek(key) {
      const hit = entries.get(key);
      return hit && hit.expires > opts.now() && hit.epoch === epoch ? hit.loaded : undefined;
    },
    invalidate() {
      epoch++;
      entries.clear();
    },
  };
}

/** True when an If-None-Match header names this ETag (a list, weak forms and `*` included). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag);
}
