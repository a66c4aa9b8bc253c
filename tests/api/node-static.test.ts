import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { spawnSync } from "node:child_process";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { startNodeServer, type NodeServer } from "../../functions/hosts/node/server";

/** The Node server's static path (answered on the Node response directly) against a small built site. */
const dir = mkdtempSync(join(tmpdir(), "lumen-static-"));
const staticDir = join(dir, "static");
const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title></head><body>${"<p>Intelligent spaces, human-first AI tools.</p>".repeat(40)}</body></html>`;
const files: Record<string, string> = {
  "index.html": page("Home"),
  "services/index.html": page("Services"),
  "about.html": page("About"),
  "404.html": page("Page Not Found"),
  "checkout/index.html": page("Checkout shell"),
  "invite/index.html": page("Invite shell"),
  "_astro/app.123.js": `console.log(${JSON.stringify("x".repeat(2000))});`,
  "robots.txt": "User-agent: *\n",
  _headers: "/*\n  X-Secret: 1\n",
};
let server: NodeServer;
let base: string;

beforeAll(async () => {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(staticDir, path, ".."), { recursive: true });
    writeFileSync(join(staticDir, path), body);
  }
  // The build's last step writes the compressed copies; the server only reads them.
  const compress = spawnSync(process.execPath, ["scripts/compress-static.mjs", staticDir], { encoding: "utf8" });
  if (compress.status !== 0) throw new Error(`compress-static failed: ${compress.stderr}`);
  // A file the build did not compress (added by hand): served as it is, never compressed on a request.
  writeFileSync(join(staticDir, "late.txt"), "late ".repeat(400));
  server = await startNodeServer({ PORT: "0", HOST: "127.0.0.1", DATABASE_URL: `file:${join(dir, "app.db")}`, LOG_REQUESTS: "0", STATIC_DIR: staticDir });
  base = `http://127.0.0.1:${(server.server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A raw request (fetch would decompress and hide Content-Encoding; and it cannot send "//x/" paths). */
function raw(path: string, init: { method?: string; headers?: Record<string, string> } = {}) {
  return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((done, fail) => {
    const req = httpRequest(`${base}${path.startsWith("/") ? "" : "/"}`, { method: init.method ?? "GET", path, headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => done({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", fail);
    req.end();
  });
}

describe("the Node server's static path", () => {
  it("serves pages by their clean URL (index.html or .html) with the security headers and an ETag", async () => {
    for (const [path, title] of [
      ["/", "Home"],
      ["/services", "Services"],
      ["/about", "About"],
    ] as const) {
      const res = await raw(path);
      expect(res.status, path).toBe(200);
      expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
      expect(res.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(res.headers["x-content-type-options"]).toBe("nosniff");
      expect(res.headers["x-powered-by"]).toBeUndefined();
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(res.body.toString()).toContain(`<title>${title}</title>`);
    }
  });

  it("compresses by Accept-Encoding (brotli first, then gzip) and says so in Vary", async () => {
    const plain = await raw("/services");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    const br = await raw("/services", { headers: { "Accept-Encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    const gz = await raw("/services", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    // Too small to be worth compressing.
    expect((await raw("/robots.txt", { headers: { "Accept-Encoding": "br" } })).headers["content-encoding"]).toBeUndefined();
  });

  it("sends the build's compressed copies and never compresses on a request", async () => {
    expect(existsSync(join(staticDir, "services/index.html.br"))).toBe(true);
    const br = await raw("/services", { headers: { "Accept-Encoding": "br" } });
    expect(br.body.equals(readFileSync(join(staticDir, "services/index.html.br")))).toBe(true);
    const late = await raw("/late.txt", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(late.status).toBe(200);
    expect(late.headers["content-encoding"]).toBeUndefined();
    // The copies are not pages of their own, and Cloudflare is told not to upload them.
    expect((await raw("/services/index.html.br")).status).toBe(404);
    expect(readFileSync(join(staticDir, ".assetsignore"), "utf8")).toMatch(/^\*\.br$/m);
  });

  it("answers 304 to a matching If-None-Match, HEAD without a body, and caches hashed assets for a year", async () => {
    const first = await raw("/services");
    const again = await raw("/services", { headers: { "If-None-Match": String(first.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const head = await raw("/services", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(Number(head.headers["content-length"])).toBe(first.body.length);
    expect(head.body.length).toBe(0);
    const asset = await raw("/_astro/app.123.js");
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toBe("text/javascript; charset=utf-8");
  });

  it("refuses other methods with 405 and Allow", async () => {
    const res = await raw("/services", { method: "POST" });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBe("GET, HEAD");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("rewrites client routes to their shell and redirects /page/ to /page (never off-site)", async () => {
    expect((await raw("/checkout/42")).body.toString()).toContain("Checkout shell");
    expect((await raw("/invite/abc123")).body.toString()).toContain("Invite shell");
    const slash = await raw("/services/?a=1");
    expect(slash.status).toBe(308);
    expect(slash.headers.location).toBe("/services?a=1");
    expect((await raw("//evil.example/")).headers.location).toBe("/evil.example");
  });

  it("answers the 404 page for anything else: unknown, hidden, traversal, broken encoding, NUL", async () => {
    for (const path of [
      "/nope",
      "/_headers",
      "/..%2f..%2fetc%2fpasswd",
      "/../../etc/passwd",
      "/%E0%A4%A",
      "/%00",
      "/services/index.html%00.js",
      "/a".repeat(500),
    ]) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toContain("<title>Page Not Found</title>");
      expect(res.headers["content-security-policy"], path).toContain("frame-ancestors 'none'");
    }
  });

  it("answers 404 for the 404 page and the client-route shells asked for by name", async () => {
    for (const path of ["/404", "/404.html", "/checkout", "/checkout/index.html", "/invite", "/invite/index.html"]) {
      const res = await raw(path);
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toContain("<title>Page Not Found</title>");
    }
    expect((await raw("/checkout/42")).status).toBe(200);
  });

  it("leaves /api and /sites to the app", async () => {
    const res = await raw("/api/health");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toContain("application/json");
    expect((await raw("/sites/none/")).status).toBe(404);
  });
});
