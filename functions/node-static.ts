import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import { createHash } from "node:crypto";
import { HIDDEN_STATIC_FILES } from "./lib/client-routes";
import { SERVICE_WORKER_PATH } from "../src/config/pwa";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".map": "application/json; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".xml", ".txt", ".svg", ".map"]);

interface CachedFile {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

/**
 * Serves the prerendered site from memory: files are read once, compressed once (brotli or gzip by
 * Accept-Encoding), and answered with strong ETags. `/x` finds `x`, `x/index.html` or `x.html`.
 */
export function createStaticHandler(rootDir: string) {
  const root = resolve(rootDir);
  const cache = new Map<string, CachedFile | null>();

  async function load(urlPath: string): Promise<CachedFile | null> {
    if (cache.has(urlPath)) return cache.get(urlPath) ?? null;
    const file = await locate(urlPath);
    let entry: CachedFile | null = null;
    if (file) {
      const body = await readFile(file);
      const ext = extname(file).toLowerCase();
      entry = {
        body,
        type: TYPES[ext] ?? "application/octet-stream",
        etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
        cacheControl: urlPath.startsWith("/_astro/")
          ? "public, max-age=31536000, immutable"
          : urlPath === SERVICE_WORKER_PATH
            ? "no-cache"
            : ext === ".html"
              ? "public, max-age=0, must-revalidate"
              : "public, max-age=3600",
      };
      if (COMPRESSIBLE.has(ext) && body.length > 512) {
        entry.brotli = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
        entry.gzip = gzipSync(body, { level: 9 });
      }
    }
    cache.set(urlPath, entry);
    return entry;
  }

  async function locate(urlPath: string): Promise<string | null> {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes("\0") || HIDDEN_STATIC_FILES.has(decoded)) return null;
    const base = normalize(join(root, decoded));
    if (base !== root && !base.startsWith(root + sep)) return null;
    const candidates = decoded.endsWith("/") ? [join(base, "index.html")] : [base, join(base, "index.html"), `${base}.html`];
    for (const candidate of candidates) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) return candidate;
    }
    return null;
  }

  /** A response for the file at `urlPath`, or null when there is none. */
  return async function serve(request: Request, urlPath: string, status = 200): Promise<Response | null> {
    const file = await load(urlPath);
    if (!file) return null;
    const headers = new Headers({ "Content-Type": file.type, "Cache-Control": file.cacheControl, ETag: file.etag, Vary: "Accept-Encoding" });
    if (status === 200 && request.headers.get("if-none-match") === file.etag) return new Response(null, { status: 304, headers });
    const accept = request.headers.get("accept-encoding") ?? "";
    let body = file.body;
    if (file.brotli && /\bbr\b/.test(accept)) {
      body = file.brotli;
      headers.set("Content-Encoding", "br");
    } else if (file.gzip && /\bgzip\b/.test(accept)) {
      body = file.gzip;
      headers.set("Content-Encoding", "gzip");
    }
    headers.set("Content-Length", String(body.length));
    return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status, headers });
  };
}
