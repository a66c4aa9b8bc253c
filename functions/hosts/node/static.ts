import { existsSync, readdirSync, readFileSync } from "node:fs";
import { extname, join, relative, resolve, sep } from "node:path";
import { createHash } from "node:crypto";
import { HIDDEN_STATIC_FILES, isNotAPage, shellFor } from "../../lib/client-routes";
import { SERVICE_WORKER_PATH } from "../../../src/config/pwa";
import { PRECOMPRESSED } from "../../lib/static-compression";

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

interface CachedFile {
  body: Buffer;
  gzip?: Buffer;
  brotli?: Buffer;
  type: string;
  etag: string;
  cacheControl: string;
}

/** What the static site answers: plain data, written by the Node server straight to the socket. */
export interface StaticAnswer {
  status: number;
  headers: Record<string, string>;
  /** Null for HEAD, 304 and redirects. */
  body: Buffer | null;
}

export interface StaticRequest {
  method: string;
  /** The URL's pathname (as WHATWG URL parsing gives it) and its search string. */
  pathname: string;
  search: string;
  ifNoneMatch?: string;
  acceptEncoding?: string;
}

/** Every file below `root`, by its URL path ("/services/index.html"). */
function indexFiles(root: string): Map<string, string> {
  const files = new Map<string, string>();
  let entries: string[] = [];
  try {
    entries = readdirSync(root, { recursive: true, encoding: "utf8" });
  } catch {
    return files; // no build yet: every page is a 404
  }
  for (const entry of entries) {
    const file = join(root, entry);
    const urlPath = `/${relative(root, file).split(sep).join("/")}`;
    if (!HIDDEN_STATIC_FILES.has(urlPath) && TYPES[extname(file).toLowerCase()] !== undefined) files.set(urlPath, file);
  }
  return files;
}

/**
 * The prerendered site from memory. The list of files is read once at start, so a request for a
 * page that does not exist never touches the disk; each file is read on its first request with the
 * brotli and gzip copies the build wrote beside it, and kept. Answers carry strong ETags and `extraHeaders` (the security
 * headers). `/x` finds `x`, `x/index.html` or `x.html`; `/x/` redirects to `/x` (one URL per page,
 * as Cloudflare's drop-trailing-slash); client routes get their shell; anything else the 404 page.
 */
export function createStaticSite(rootDir: string, extraHeaders: Record<string, string>) {
  const root = resolve(rootDir);
  const files = indexFiles(root);
  const cache = new Map<string, CachedFile>();

  function load(urlPath: string): CachedFile | null {
    const cached = cache.get(urlPath);
    if (cached) return cached;
    const file = files.get(urlPath);
    if (!file) return null;
    const body = readFileSync(file);
    const ext = extname(file).toLowerCase();
    const entry: CachedFile = {
      body,
      type: TYPES[ext]!,
      etag: `"${createHash("sha1").update(body).digest("base64url")}"`,
      cacheControl: urlPath.startsWith("/_astro/")
        ? "public, max-age=31536000, immutable"
        : urlPath === SERVICE_WORKER_PATH
          ? "no-cache"
          : ext === ".html"
            ? "public, max-age=0, must-revalidate"
            : "public, max-age=3600",
    };
    // Compressed copies come from the build (scripts/compress-static.mjs); none is made on a request.
    if (existsSync(file + PRECOMPRESSED.brotli)) entry.brotli = readFileSync(file + PRECOMPRESSED.brotli);
    if (existsSync(file + PRECOMPRESSED.gzip)) entry.gzip = readFileSync(file + PRECOMPRESSED.gzip);
    cache.set(urlPath, entry);
    return entry;
  }

  /** The file a URL path names: itself, its index.html or its .html (decoded; null when none). */
  function locate(pathname: string): CachedFile | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return null;
    }
    const candidates = decoded.endsWith("/") ? [`${decoded}index.html`] : [decoded, `${decoded}/index.html`, `${decoded}.html`];
    for (const candidate of candidates) {
      if (files.has(candidate)) return load(candidate);
    }
    return null;
  }

  function fileAnswer(file: CachedFile, req: StaticRequest, status: number): StaticAnswer {
    const headers: Record<string, string> = {
      ...extraHeaders,
      "Content-Type": file.type,
      "Cache-Control": file.cacheControl,
      ETag: file.etag,
      Vary: "Accept-Encoding",
    };
    if (status === 200 && req.ifNoneMatch === file.etag) return { status: 304, headers, body: null };
    const accept = req.acceptEncoding ?? "";
    let body = file.body;
    if (file.brotli && /\bbr\b/.test(accept)) {
      body = file.brotli;
      headers["Content-Encoding"] = "br";
    } else if (file.gzip && /\bgzip\b/.test(accept)) {
      body = file.gzip;
      headers["Content-Encoding"] = "gzip";
    }
    headers["Content-Length"] = String(body.length);
    return { status, headers, body: req.method === "HEAD" ? null : body };
  }

  return function answer(req: StaticRequest): StaticAnswer {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return {
        status: 405,
        headers: { ...extraHeaders, Allow: "GET, HEAD", "Content-Type": "text/plain; charset=utf-8" },
        body: Buffer.from("Method Not Allowed"),
      };
    }
    const path = req.pathname;
    const shell = shellFor(path);
    if (!shell && path.length > 1 && path.endsWith("/")) {
      // Leading slashes are collapsed so "//host/" can never become a redirect to another site.
      return { status: 308, headers: { ...extraHeaders, Location: `/${path.replace(/^\/+|\/+$/g, "")}${req.search}` }, body: null };
    }
    const file = isNotAPage(path) ? null : locate(shell ?? path);
    if (file) return fileAnswer(file, req, 200);
    const notFound = load("/404.html");
    if (notFound) return fileAnswer(notFound, req, 404);
    return {
      status: 404,
      headers: { ...extraHeaders, "Content-Type": "text/plain; charset=utf-8" },
      body: req.method === "HEAD" ? null : Buffer.from("Not Found"),
    };
  };
}
