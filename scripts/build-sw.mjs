// Generates the service worker (dist/client/sw.js + the Workbox runtime) from the built site with
// Workbox's generateSW. Runs right after `astro build` (see the build:site script).
//
// - Precache: the pages of PRECACHED_PAGE_PATHS that exist in the build (home, offline page, the tools),
//   every file they reference (scripts, styles, fonts, images, followed through the scripts' imports),
//   the manifest and its icons. Pages missing from the build are skipped with a note, so a tool page
//   is picked up by the next build after it lands.
// - Each precached page answers at both `/redactor/` and `/redactor` (the Node server serves the
//   latter directly; Cloudflare redirects it to the former).
// - Other same-origin pages: network first, cached copy when offline, else the offline page.
// - Other same-origin static files: stale-while-revalidate.
// - /api, /sites and /oidc (NEVER_CACHE_PREFIXES) and other origins: not handled at all.
// - skipWaiting false: a new version waits until the visitor accepts the reload offered by src/scripts/pwa.ts.
import { generateSW } from "workbox-build";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import {
  IGNORED_URL_PARAMETERS,
  NEVER_CACHE_PREFIXES,
  OFFLINE_PATH,
  PAGE_NETWORK_TIMEOUT_SECONDS,
  PRECACHED_PAGE_PATHS,
  RUNTIME_CACHE_MAX_ENTRIES,
  SERVICE_WORKER_PATH,
} from "../src/config/pwa.ts";

const SW_FILE = SERVICE_WORKER_PATH.slice(1);
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

/** Paths the service worker must never answer or store (matched on the URL's pathname). */
export const NEVER_CACHE_PATTERN = new RegExp(`^(?:${NEVER_CACHE_PREFIXES.map(escapeRegExp).join("|")})(?:/|$)`);

// Route matchers are copied into sw.js as source text, so they are built with the pattern inlined.
/** Same-origin page navigations outside the never-cached prefixes. */
export const navigationMatcher = new Function(
  "{ request, url, sameOrigin }",
  `return sameOrigin && request.mode === "navigate" && !${NEVER_CACHE_PATTERN}.test(url.pathname);`,
);
/** Same-origin static files (scripts, styles, fonts, images, the manifest) outside the never-cached prefixes. */
export const assetMatcher = new Function(
  "{ request, url, sameOrigin }",
  `return sameOrigin && ["script", "style", "font", "image", "manifest"].includes(request.destination) && !${NEVER_CACHE_PATTERN}.test(url.pathname);`,
);

/** The built file of a page path: `/` → index.html, `/redactor` → redactor/index.html. */
export function pageFile(path) {
  return path === "/" ? "index.html" : `${path.replace(/^\/+|\/+$/g, "")}/index.html`;
}

/** The URLs a built page answers at: `index.html` → `/`; `x/index.html` → `/x/` and `/x`. */
export function pageUrls(file) {
  if (file === "index.html") return ["/"];
  const dir = file.slice(0, -"/index.html".length);
  return [`/${dir}/`, `/${dir}`];
}

function listFiles(dir, prefix = "") {
  const out = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, `${prefix}${name}/`));
    else out.push(`${prefix}${name}`);
  }
  return out;
}

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/**
 * Files the given pages need: `_astro/*` files named in the pages or (transitively) in the scripts and
 * styles they load, and other same-origin files the pages reference by absolute path (icons, images).
 */
export function referencedFiles(distDir, pageFiles) {
  const astroDir = join(distDir, "_astro");
  const astroNames = existsSync(astroDir) ? listFiles(astroDir) : [];
  const found = new Set();
  const queue = [...pageFiles];
  const add = (rel) => {
    if (found.has(rel) || pageFiles.includes(rel)) return;
    found.add(rel);
    if (/\.(?:m?js|css)$/.test(rel)) queue.push(rel);
  };
  while (queue.length > 0) {
    const file = queue.pop();
    const text = readFileSync(join(distDir, file), "utf8");
    for (const name of astroNames) if (text.includes(name)) add(`_astro/${name}`);
    if (!file.endsWith(".html")) continue;
    const paths = [...text.matchAll(/\s(?:src|href)="(\/[^"?#]*)"/g)].map((m) => m[1]);
    for (const m of text.matchAll(/\ssrcset="([^"]*)"/g)) paths.push(...m[1].split(",").map((c) => c.trim().split(/\s+/)[0] ?? ""));
    for (const path of paths) {
      if (!path.startsWith("/") || path.startsWith("//") || NEVER_CACHE_PATTERN.test(path) || path.endsWith(".html")) continue;
      const rel = decodeURIComponent(path.slice(1));
      if (rel && isFile(join(distDir, rel))) add(rel);
    }
  }
  return [...found].sort();
}

/** Everything to precache, as paths relative to the build folder, and the pages that are not built yet. */
export function precacheFiles(distDir) {
  const pages = [];
  const missing = [];
  for (const path of PRECACHED_PAGE_PATHS) (isFile(join(distDir, pageFile(path))) ? pages : missing).push(path);
  if (!pages.includes(OFFLINE_PATH)) throw new Error(`build-sw: the offline page ${pageFile(OFFLINE_PATH)} is missing from ${distDir}`);
  const files = pages.map(pageFile);
  const extras = ["manifest.webmanifest", "favicon.svg", "favicon.ico"].filter((f) => isFile(join(distDir, f)));
  const icons = existsSync(join(distDir, "icons"))
    ? listFiles(join(distDir, "icons"))
        .filter((f) => f.endsWith(".png"))
        .map((f) => `icons/${f}`)
    : [];
  const all = new Set([...files, ...extras, ...icons, ...referencedFiles(distDir, files)]);
  return { files: [...all].filter((f) => !NEVER_CACHE_PATTERN.test(`/${f}`)).sort(), pages, missing };
}

/** Generates sw.js in `distDir`. Returns what was precached (URLs), its size, and the pages still missing. */
export async function buildServiceWorker({ distDir = "dist/client", mode = "production" } = {}) {
  const root = resolve(distDir);
  const { files, pages, missing } = precacheFiles(root);
  const keep = new Set(files);
  let precached = [];

  const result = await generateSW({
    globDirectory: root,
    globPatterns: ["**/*"],
    globIgnores: [SW_FILE, "workbox-*.js", "**/*.map", "_headers", "_redirects", ".assetsignore", "wrangler.json"],
    maximumFileSizeToCacheInBytes: 10 * 1024 * 1024,
    // Only the files chosen above; pages become their clean URLs.
    manifestTransforms: [
      (entries) => {
        const manifest = entries
          .filter((entry) => keep.has(entry.url))
          .flatMap((entry) =>
            entry.url.endsWith("index.html") && pages.some((p) => pageFile(p) === entry.url)
              ? pageUrls(entry.url).map((url) => ({ ...entry, url }))
              : [{ ...entry, url: `/${entry.url}` }],
          );
        precached = manifest.map((entry) => entry.url);
        return { manifest, warnings: [] };
      },
    ],
    // Vite hashes everything under _astro/: the file name is its revision.
    dontCacheBustURLsMatching: /^_astro\//,
    swDest: join(root, SW_FILE),
    mode,
    sourcemap: false,
    cacheId: "lumen",
    skipWaiting: false,
    clientsClaim: true,
    cleanupOutdatedCaches: true,
    directoryIndex: "index.html",
    ignoreURLParametersMatching: IGNORED_URL_PARAMETERS,
    disableDevLogs: true,
    runtimeCaching: [
      {
        urlPattern: navigationMatcher,
        handler: "NetworkFirst",
        options: {
          cacheName: "lumen-pages",
          networkTimeoutSeconds: PAGE_NETWORK_TIMEOUT_SECONDS,
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: RUNTIME_CACHE_MAX_ENTRIES },
          precacheFallback: { fallbackURL: `${OFFLINE_PATH}/` },
        },
      },
      {
        urlPattern: assetMatcher,
        handler: "StaleWhileRevalidate",
        options: {
          cacheName: "lumen-assets",
          cacheableResponse: { statuses: [200] },
          expiration: { maxEntries: RUNTIME_CACHE_MAX_ENTRIES },
        },
      },
    ],
  });
  return { precached, size: result.size, warnings: result.warnings, missing, files: result.filePaths };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const distDir = process.argv[2] ?? "dist/client";
  const { precached, size, warnings, missing } = await buildServiceWorker({ distDir });
  for (const warning of warnings) console.warn(`build-sw: ${warning}`);
  if (missing.length > 0) console.log(`build-sw: not built yet, not precached: ${missing.join(", ")}`);
  console.log(`build-sw: ${join(distDir, SW_FILE)} precaches ${precached.length} URLs (${(size / 1024).toFixed(0)} KiB)`);
}
