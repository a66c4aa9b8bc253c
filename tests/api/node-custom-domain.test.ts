import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startNodeServer, type NodeServer } from "../../functions/hosts/node/server";
import { generatedSites, projects, users } from "../../db/schema";
import { createSession, sessionCookieName } from "../../functions/auth/sessions";
import { startDnsServer } from "../helpers/dns";

/** The built Node server: a verified custom domain (checked by its DNS_SERVERS) is served by Host, ahead of the static files. */
const dir = mkdtempSync(join(tmpdir(), "lumen-node-domain-"));
let server: NodeServer;
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let port = 0;

function get(host: string, path = "/", init: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }>((done, fail) => {
    const req = request({ host: "127.0.0.1", port, path, method: init.method ?? "GET", headers: { Host: host, ...init.headers } }, (res) => {
      let body = "";
      res.on("data", (c) => (body += c));
      res.on("end", () => done({ status: res.statusCode!, body, headers: res.headers }));
    });
    req.on("error", fail);
    req.end(init.body);
  });
}

beforeAll(async () => {
  dns = await startDnsServer();
  mkdirSync(join(dir, "static"));
  writeFileSync(join(dir, "static", "index.html"), "<!doctype html><title>Platform home</title><p>PLATFORM HOME</p>");
  server = await startNodeServer({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: `file:${join(dir, "app.db")}`,
    LOG_REQUESTS: "0",
    STATIC_DIR: join(dir, "static"),
    DNS_SERVERS: dns.server,
    CUSTOM_DOMAIN_TARGET: "sites.lumen.test",
  });
  port = (server.server.address() as { port: number }).port;
});
afterAll(async () => {
  await server.close();
  await dns.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("custom domains on the Node server", () => {
  it("a domain verified against the local DNS server is then served by Host; unverified and foreign hosts are refused; the platform's own host is unchanged", async () => {
    const [user] = await server.db.insert(users).values({ id: crypto.randomUUID(), email: "node-domain@example.com", role: "premium" }).returning();
    const [p] = await server.db
      .insert(projects)
      .values({
        userId: user!.id,
        name: "Node Domain Cafe",
        businessType: "Restaurant",
        basePrice: "24.99",
        serviceFee: "5.00",
        totalPrice: "29.99",
        paymentStatus: "paid",
        status: "completed",
        generatedUrl: "/sites/node-domain-cafe/",
      })
      .returning();
    await server.db.insert(generatedSites).values({
      projectId: p!.id,
      slug: "node-domain-cafe",
      html: '<!doctype html><html><head><title>Node Domain Cafe</title></head><body><main id="main"><h1>Node Domain Cafe</h1></main></body></html>',
      content: {},
      writer: "embedded",
    });
    const { token } = await createSession(server.db, user!.id);
    const auth = { Cookie: `${sessionCookieName(false)}=${token}`, Origin: `http://127.0.0.1:${port}`, "Content-Type": "application/json" };

    const body = JSON.stringify({ hostname: "www.node-domain-cafe.com" });
    const added = await get(`127.0.0.1:${port}`, `/api/projects/${p!.id}/domain`, {
      method: "POST",
      headers: { ...auth, "Content-Length": String(body.length) },
      body,
    });
    expect(added.status).toBe(201);
    const txt = (JSON.parse(added.body) as { domain: { records: { value: string }[] } }).domain.records[1]!.value;

    expect((await get("www.node-domain-cafe.com")).status).toBe(404);
    expect((await get("www.node-domain-cafe.com")).body).toContain("This domain is not connected to a website");

    dns.cname.set("www.node-domain-cafe.com", "sites.lumen.test");
    dns.txt.set("_lumen-verify.www.node-domain-cafe.com", [txt]);
    const verified = await get(`127.0.0.1:${port}`, `/api/projects/${p!.id}/domain/verify`, { method: "POST", headers: auth });
    expect(verified.status).toBe(200);
    expect(JSON.parse(verified.body).domain.verified).toBe(true);

    const home = await get("www.node-domain-cafe.com:443");
    expect(home.status).toBe(200);
    expect(home.body).toContain("<h1>Node Domain Cafe</h1>");
    expect(home.body).toContain('action="/contact"');
    expect(home.headers["content-security-policy"]).toContain("form-action 'self'");
    expect((await get("www.node-domain-cafe.com", "/robots.txt")).body).toContain("Sitemap: https://www.node-domain-cafe.com/sitemap.xml");
    expect((await get("www.node-domain-cafe.com", "/sitemap.xml")).body).toContain("<loc>https://www.node-domain-cafe.com/</loc>");
    // The platform's static files are not reachable through a custom domain.
    expect((await get("www.node-domain-cafe.com", "/index.html")).status).toBe(404);
    expect((await get("elsewhere.example.org")).status).toBe(404);
    // The platform itself, by its own host or by address, still serves its pages.
    expect((await get(`127.0.0.1:${port}`)).body).toContain("PLATFORM HOME");
    // Another local name of this server: sent to the site's own address first (functions/lib/local-origin.ts).
    const alias = await get(`localhost:${port}`);
    expect([alias.status, alias.headers.location]).toEqual([308, `http://127.0.0.1:${port}/`]);
    expect((await get(`sites.lumen.test`)).body).toContain("PLATFORM HOME");
    const ask = await get(`127.0.0.1:${port}`, "/api/domains/ask?domain=www.node-domain-cafe.com");
    expect(ask.status).toBe(200);
  });
});
