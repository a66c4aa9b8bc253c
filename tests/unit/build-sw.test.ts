import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { assetMatcher, buildServiceWorker, navigationMatcher, pageFile, pageUrls, precacheFiles } from "../../scripts/build-sw.mjs";
import { NEVER_CACHE_PREFIXES, OFFLINE_TOOL_PATHS } from "../../src/config/pwa";

type Matcher = (args: { request: { mode?: string; destination?: string }; url: URL; sameOrigin: boolean }) => boolean;
type Built = { precached: string[]; missing: string[]; size: number; warnings: string[] };

function write(root: string, files: Record<string, string>) {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), body);
  }
}

const page = (body: string) =>
  `<!doctype html><html><head><link rel="stylesheet" href="/_astro/Logo.bbb.css"><link rel="manifest" href="/manifest.webmanifest"><link rel="icon" href="/favicon.svg"></head><body>${body}<a href="/redactor">Redactor</a><a href="/api/login">Sign in</a><script type="module" src="/_astro/site.aaa.js"></script></body></html>`;

/** A build output as Astro writes it, with every tool page present. */
const FIXTURE: Record<string, string> = {
  "index.html": page("<h1>Home</h1>"),
  "offline/index.html": page("<h1>You're offline</h1>"),
  ...Object.fromEntries(OFFLINE_TOOL_PATHS.map((path) => [pageFile(path), page(`<h1>${path}</h1>`)])),
  "redactor/index.html": page(
    `<astro-island component-url="/_astro/Redactor.ccc.js" renderer-url="/_astro/client.ddd.js"></astro-island>` +
      `<img src="/images/plant-room.webp" srcset="/images/plant-room.webp 1x, /images/plant-room@2x.webp 2x" alt="">` +
      `<img src="/sites/demo/logo.png" alt=""><img src="https://cdn.example/x.png" alt="">`,
  ),
  "about/index.html": page(`<img src="/images/team.webp" alt="">`),
  "dashboard/index.html": page(`<astro-island component-url="/_astro/Dashboard.eee.js"></astro-island>`),
  "404.html": page("<h1>Page Not Found</h1>"),
  "_astro/site.aaa.js": `console.log("site")`,
  "_astro/Logo.bbb.css": `@font-face{font-family:x;src:url(/_astro/inter.fff.woff2)}`,
  "_astro/inter.fff.woff2": "font",
  "_astro/Redactor.ccc.js": `import{a}from"./chunk.ggg.js";const l=()=>import("./lazy.hhh.js");`,
  "_astro/chunk.ggg.js": `export const a=1`,
  "_astro/lazy.hhh.js": `export default 2`,
  "_astro/client.ddd.js": `export default 3`,
  "_astro/Dashboard.eee.js": `export default 4`,
  "images/plant-room.webp": "img",
  "images/plant-room@2x.webp": "img2",
  "images/team.webp": "img3",
  "manifest.webmanifest": "{}",
  "favicon.svg": "<svg/>",
  "favicon.ico": "ico",
  "icons/icon-192.png": "png",
  "icons/icon-512.png": "png",
  "icons/icon-maskable-512.png": "png",
  "sites/demo/logo.png": "user content",
  "sites/demo/index.html": "<h1>hosted</h1>",
  "api/health": "{}",
  "oidc/index.html": "<h1>idp</h1>",
  _headers: "/sw.js\n  Cache-Control: no-cache\n",
};

const dirs: string[] = [];
function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "lumen-sw-"));
  dirs.push(dir);
  write(dir, files);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("service worker build on a complete site", () => {
  let dir = "";
  let built: Built;
  let sw = "";
  beforeAll(async () => {
    dir = fixture(FIXTURE);
    built = (await buildServiceWorker({ distDir: dir })) as Built;
    sw = readFileSync(join(dir, "sw.js"), "utf8");
  }, 60_000);

  it("precaches every tool page at both of its URLs, plus home and the offline page", () => {
    expect(built.missing).toEqual([]);
    for (const path of OFFLINE_TOOL_PATHS) {
      expect(built.precached).toContain(`${path}/`);
      expect(built.precached).toContain(path);
    }
    expect(built.precached).toEqual(expect.arrayContaining(["/", "/offline/", "/offline"]));
  });

  it("precaches what those pages load, following script imports, and the manifest and icons", () => {
    expect(built.precached).toEqual(
      expect.arrayContaining([
        "/_astro/site.aaa.js",
        "/_astro/Logo.bbb.css",
        "/_astro/inter.fff.woff2",
        "/_astro/Redactor.ccc.js",
        "/_astro/client.ddd.js",
        "/_astro/chunk.ggg.js",
        "/_astro/lazy.hhh.js",
        "/images/plant-room.webp",
        "/images/plant-room@2x.webp",
        "/manifest.webmanifest",
        "/favicon.svg",
        "/favicon.ico",
        "/icons/icon-192.png",
        "/icons/icon-512.png",
        "/icons/icon-maskable-512.png",
      ]),
    );
  });

  it("leaves out pages and code the offline pages do not use", () => {
    for (const url of ["/about/", "/about", "/images/team.webp", "/dashboard/", "/_astro/Dashboard.eee.js", "/404.html", "/_headers", "/sw.js"]) {
      expect(built.precached).not.toContain(url);
    }
  });

  it("never precaches /api, /sites or /oidc, even when present in the build or referenced", () => {
    for (const url of built.precached) for (const prefix of NEVER_CACHE_PREFIXES) expect(url.startsWith(`${prefix}/`) || url === prefix).toBe(false);
  });

  it("writes exactly that list into sw.js, with the offline fallback and the update handshake", () => {
    const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]);
    expect(urls.sort()).toEqual([...built.precached].sort());
    expect(sw).toContain('fallbackURL:"/offline/"');
    expect(sw).toContain("SKIP_WAITING");
    expect(sw).toContain("/^(?:\\/api|\\/sites|\\/oidc)(?:\\/|$)/");
    expect(sw).toMatch(/ignoreURLParametersMatching:\[\/\^utm_\/,\/\^fbclid\$\/,\/\^source\$\/\]/);
  });

  it("revisions pages by content and trusts the hashed _astro names", () => {
    const revisions = new Map([...sw.matchAll(/url:"([^"]+)",revision:("[0-9a-f]+"|null)/g)].map((m) => [m[1], m[2]]));
    expect(revisions.get("/_astro/site.aaa.js")).toBe("null");
    expect(revisions.get("/redactor/")).toMatch(/^"[0-9a-f]{32}"$/);
    expect(revisions.get("/redactor")).toBe(revisions.get("/redactor/"));
    expect(revisions.get("/redactor")).not.toBe(revisions.get("/tools"));
  });
});

describe("service worker build before the tool pages exist", () => {
  it("precaches what is there and lists the missing pages", async () => {
    const files = Object.fromEntries(Object.entries(FIXTURE).filter(([path]) => !OFFLINE_TOOL_PATHS.some((p) => path === pageFile(p))));
    const built = (await buildServiceWorker({ distDir: fixture(files) })) as Built;
    expect(built.missing).toEqual([...OFFLINE_TOOL_PATHS]);
    expect(built.precached).toEqual(expect.arrayContaining(["/", "/offline/"]));
    expect(built.precached).not.toContain("/redactor");
  }, 60_000);

  it("refuses to build without the offline page", () => {
    const files = Object.fromEntries(Object.entries(FIXTURE).filter(([path]) => path !== "offline/index.html"));
    expect(() => precacheFiles(fixture(files))).toThrow(/offline/);
  });
});

describe("route matchers copied into sw.js", () => {
  const nav = navigationMatcher as Matcher;
  const asset = assetMatcher as Matcher;
  const at = (path: string) => new URL(path, "https://lumen.example");

  it("handles same-origin page navigations, never /api, /sites or /oidc", () => {
    for (const path of ["/", "/about", "/checkout/42", "/apis-explained", "/sitesurvey"]) {
      expect(nav({ request: { mode: "navigate" }, url: at(path), sameOrigin: true })).toBe(true);
    }
    for (const path of ["/api", "/api/login", "/api/logout?x=1", "/sites/acme-bakery/", "/sites", "/oidc/auth", "/oidc"]) {
      expect(nav({ request: { mode: "navigate" }, url: at(path), sameOrigin: true })).toBe(false);
    }
    expect(nav({ request: { mode: "navigate" }, url: at("/about"), sameOrigin: false })).toBe(false);
    expect(nav({ request: { mode: "cors" }, url: at("/about"), sameOrigin: true })).toBe(false);
  });

  it("caches same-origin static files only, never API answers or hosted sites", () => {
    expect(asset({ request: { destination: "image" }, url: at("/templates/studio-folio.svg"), sameOrigin: true })).toBe(true);
    expect(asset({ request: { destination: "script" }, url: at("/_astro/Admin.x.js"), sameOrigin: true })).toBe(true);
    expect(asset({ request: { destination: "image" }, url: at("/sites/acme/logo.png"), sameOrigin: true })).toBe(false);
    expect(asset({ request: { destination: "" }, url: at("/api/projects"), sameOrigin: true })).toBe(false);
    expect(asset({ request: { destination: "" }, url: at("/data.json"), sameOrigin: true })).toBe(false);
    expect(asset({ request: { destination: "image" }, url: at("/x.png"), sameOrigin: false })).toBe(false);
  });
});

describe("page URLs", () => {
  it("maps page paths to built files and back to both URL forms", () => {
    expect(pageFile("/")).toBe("index.html");
    expect(pageFile("/roi-calculator")).toBe("roi-calculator/index.html");
    expect(pageUrls("index.html")).toEqual(["/"]);
    expect(pageUrls("roi-calculator/index.html")).toEqual(["/roi-calculator/", "/roi-calculator"]);
  });
});
