import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { withoutRequestId } from "../helpers/hosted";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { startDnsServer } from "../helpers/dns";
import { nodeDnsResolver } from "../../functions/hosts/node/dns";
import { dohResolver } from "../../functions/services/sites/dns";
import { customDomains, siteMessages } from "../../db/schema";
import { DOMAIN_CHANGES_PER_HOUR, type DomainView } from "../../functions/services/sites/domains";
import { CONTACT_MIN_FILL_MS } from "../../functions/services/sites/hosted";

const TARGET = "sites.lumen.test";
let clock = Date.UTC(2026, 6, 1, 10);
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let t: TestApp;

beforeAll(async () => {
  dns = await startDnsServer();
  t = await createTestApp({ CUSTOM_DOMAIN_TARGET: TARGET }, { now: () => clock, dnsResolver: nodeDnsResolver([dns.server]) });
});
afterAll(async () => {
  t.cleanup();
  await dns.close();
});

/** A project's domain routes through the typed client, as `cookie`'s owner. */
const domainOf = (cookie: string, id: number, on: Pick<TestApp, "app"> = t) => {
  const route = apiAs(on, cookie).projects[":id"].domain;
  const param = { id: String(id) };
  return {
    get: () => route.$get({ param }),
    add: (hostname: string) => route.$post({ param, json: { hostname } }),
    verify: () => route.verify.$post({ param }),
    remove: () => route.$delete({ param }),
  };
};
const ask = (domain: string) => apiClient(t).domains.ask.$get({ query: { domain } });
/** Untyped on purpose: bodies and queries the route's schema refuses (a number for a hostname, no domain at all), and calls on other hosts (`onHost`). */
const rawRequest = (path: string, init?: RequestInit) => t.app.request(path, init);
const onHost = (host: string, path = "/", init: RequestInit = {}) => t.app.request(`http://${host}${path}`, init);

describe("custom domains", () => {
  it("shows the records, verifies them against real DNS, then serves the site by Host at / with robots.txt, sitemap.xml and the contact form", async () => {
    const { owner, project } = await ownerWithSite(t, { name: "Harbour Domain Bakery", role: "premium" });
    const added = await domainOf(owner.cookie, project.id).add(" https://Shop.Harbour-Bakery.com./ ");
    expect(added.status).toBe(201);
    const { domain } = (await added.json()) as { domain: DomainView };
    expect(domain.hostname).toBe("shop.harbour-bakery.com");
    expect(domain.verified).toBe(false);
    const [cname, txt] = domain.records;
    expect(cname).toEqual({ type: "CNAME", name: "shop.harbour-bakery.com", value: TARGET });
    expect(txt!.type).toBe("TXT");
    expect(txt!.name).toBe("_lumen-verify.shop.harbour-bakery.com");
    expect(txt!.value).toMatch(/^lumen-verify=[a-z2-7]{32}$/);

    // Not verified: the host is refused, and Caddy's ask endpoint says no.
    expect((await onHost("shop.harbour-bakery.com")).status).toBe(404);
    expect((await ask("shop.harbour-bakery.com")).status).toBe(404);

    const verify = async () => {
      const res = await domainOf(owner.cookie, project.id).verify();
      expect(res.status).toBe(200);
      return ((await res.json()) as { domain: DomainView }).domain;
    };
    let v = await verify();
    expect([v.verified, v.records.map((r) => r.state)]).toEqual([false, ["missing", "missing"]]);
    dns.txt.set("_lumen-verify.shop.harbour-bakery.com", ["lumen-verify=not-the-token"]);
    dns.cname.set("shop.harbour-bakery.com", "elsewhere.example.net");
    v = await verify();
    expect([v.verified, v.records.map((r) => r.state)]).toEqual([false, ["wrong", "wrong"]]);
    dns.txt.set("_lumen-verify.shop.harbour-bakery.com", ["v=spf1 -all", txt!.value]);
    v = await verify();
    expect([v.verified, v.records.map((r) => r.state)]).toEqual([false, ["wrong", "ok"]]);
    dns.cname.set("shop.harbour-bakery.com", TARGET);
    v = await verify();
    expect([v.verified, v.records.map((r) => r.state)]).toEqual([true, ["ok", "ok"]]);
    expect(v.lastError).toBeNull();

    expect((await ask("shop.harbour-bakery.com")).status).toBe(200);
    expect((await ask("SHOP.harbour-bakery.com.")).status).toBe(200);
    expect((await ask("other.example.org")).status).toBe(404);
    expect((await rawRequest("/api/domains/ask")).status).toBe(400);

    const home = await onHost("shop.harbour-bakery.com", "/", { headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" } });
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain("Harbour Domain Bakery");
    expect(html).toContain('<link rel="canonical" href="https://shop.harbour-bakery.com/">');
    expect(html).not.toContain("/sites/");
    expect(html).toContain('action="/contact"');
    expect(home.headers.get("Content-Security-Policy")).toContain("form-action 'self'");
    const robots = await onHost("shop.harbour-bakery.com", "/robots.txt");
    expect(await robots.text()).toContain("Sitemap: https://shop.harbour-bakery.com/sitemap.xml");
    const sitemap = await onHost("shop.harbour-bakery.com", "/sitemap.xml");
    expect(sitemap.headers.get("content-type")).toContain("application/xml");
    expect(await sitemap.text()).toContain("<loc>https://shop.harbour-bakery.com/</loc>");
    expect((await onHost("shop.harbour-bakery.com", "/api/projects")).status).toBe(404);
    expect((await onHost("shop.harbour-bakery.com", "/sites/anything/")).status).toBe(404);

    clock += CONTACT_MIN_FILL_MS;
    const sent = await onHost(
      "shop.harbour-bakery.com",
      "/contact",
      formPost({ name: "Domain Visitor", email: "dv@example.com", message: "Hi from your domain", t: formToken(html) }, { "cf-connecting-ip": "203.0.113.44" }),
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe("/contact/sent");
    expect((await onHost("shop.harbour-bakery.com", "/contact/sent")).status).toBe(200);
    expect(await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id))).toHaveLength(1);

    // Removed: the host is refused again.
    expect((await domainOf(owner.cookie, project.id).remove()).status).toBe(200);
    expect((await onHost("shop.harbour-bakery.com")).status).toBe(404);
    expect(((await (await domainOf(owner.cookie, project.id).get()).json()) as { domain: unknown }).domain).toBeNull();
  });

  it("unknown and unverified hosts get a clear 404; the platform's own hosts are never custom domains", async () => {
    const unknown = await onHost("nobody.example.org");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain("This domain is not connected to a website");
    const { owner, project } = await ownerWithSite(t, { role: "premium" });
    await domainOf(owner.cookie, project.id).add("pending.harbour-bakery.com");
    expect((await onHost("pending.harbour-bakery.com")).status).toBe(404);
    expect((await onHost(TARGET, "/api/health")).status).toBe(200);
    expect((await onHost("10.0.0.5", "/api/health")).status).toBe(200);
  });

  it("owner only, names checked, one owner per name, changes rate limited", async () => {
    const { owner, project } = await ownerWithSite(t, { role: "premium" });
    const other = await signedInUser(t, { role: "premium" });
    const foreign = await domainOf(other.cookie, project.id).get();
    const missing = await domainOf(other.cookie, 999999).get();
    expect(foreign.status).toBe(404);
    expect(withoutRequestId(await foreign.json())).toEqual(withoutRequestId(await missing.json()));
    expect((await domainOf(other.cookie, project.id).add("steal.harbour-bakery.com")).status).toBe(404);
    expect((await domainOf(other.cookie, project.id).verify()).status).toBe(404);
    expect((await domainOf(other.cookie, project.id).remove()).status).toBe(404);
    expect((await apiClient(t).projects[":id"].domain.$get({ param: { id: String(project.id) } })).status).toBe(401);

    for (const bad of ["localhost", "127.0.0.1", "a", "-bad-.com", "exa mple.com", TARGET, `x.${TARGET}`, "site.test", "a..b.com", `${"x".repeat(64)}.com`]) {
      const res = await domainOf(owner.cookie, project.id).add(bad);
      expect(res.status, bad).toBe(400);
    }
    expect((await rawRequest(`/api/projects/${project.id}/domain`, jsonInit("POST", { hostname: 42 }, { Cookie: owner.cookie }))).status).toBe(400);
    const second = await ownerWithSite(t, { role: "premium" });
    expect((await domainOf(second.owner.cookie, second.project.id).add("shared.harbour-bakery.com")).status).toBe(201);
    // An unverified claim blocks nobody (domain-claims.test.ts: the claim verified first wins).
    const alsoClaimed = await domainOf(owner.cookie, project.id).add("SHARED.harbour-bakery.com");
    expect(alsoClaimed.status).toBe(201);
    expect((await domainOf(second.owner.cookie, second.project.id).add("another.harbour-bakery.com")).status).toBe(409);

    // Custom domains are a power (premium, admins, or granted): a plain account is told so, and its site keeps its address.
    const plain = await ownerWithSite(t);
    const refused = await domainOf(plain.owner.cookie, plain.project.id).add("plain.harbour-bakery.com");
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ success: false, error: { code: "FORBIDDEN", message: "Custom domains are not available on your plan" } });

    // A project with no generated site yet cannot take a domain.
    const bare = await signedInUser(t, { role: "premium" });
    const created = await apiAs(t, bare.cookie).projects.$post({ json: { name: "No Site Yet", businessType: "Restaurant" } });
    const id = ((await created.json()) as { id: number }).id;
    expect((await domainOf(bare.cookie, id).add("nosite.harbour-bakery.com")).status).toBe(409);

    clock += 2 * 60 * 60 * 1000;
    const user = await ownerWithSite(t, { role: "premium" });
    await domainOf(user.owner.cookie, user.project.id).add("limits.harbour-bakery.com");
    let last = 0;
    for (let i = 1; i < DOMAIN_CHANGES_PER_HOUR; i++) last = (await domainOf(user.owner.cookie, user.project.id).verify()).status;
    expect(last).toBe(200);
    const limited = await domainOf(user.owner.cookie, user.project.id).verify();
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
  });
});

describe("Cloudflare for SaaS (a local server standing in for api.cloudflare.com)", () => {
  let server: Server;
  let base: string;
  const calls: { method: string; url: string; auth?: string; body: unknown }[] = [];
  let fail = false;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = "";
      req.on("data", (c) => (data += c));
      req.on("end", () => {
        calls.push({ method: req.method!, url: req.url!, auth: req.headers.authorization, body: data ? JSON.parse(data) : null });
        res.writeHead(fail ? 409 : 200, { "Content-Type": "application/json" });
        res.end(
          JSON.stringify(
            fail
              ? { success: false, errors: [{ code: 1406, message: "Duplicate custom hostname found." }] }
              : { success: true, result: { id: "cf-hostname-1" } },
          ),
        );
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/client/v4`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  it("a verified domain is created as a custom hostname, and deleted with the domain; an API error is shown to the owner", async () => {
    const app = await createTestApp(
      { CUSTOM_DOMAIN_TARGET: TARGET, CF_API_TOKEN: "cf-token", CF_ZONE_ID: "zone123", CF_API_BASE_URL: base },
      { dnsResolver: nodeDnsResolver([dns.server]) },
    );
    try {
      const { owner, project } = await ownerWithSite(app, { role: "premium" });
      const domainRoutes = domainOf(owner.cookie, project.id, app);
      const { domain } = (await (await domainRoutes.add("cf.harbour-bakery.com")).json()) as {
        domain: DomainView;
      };
      dns.cname.set("cf.harbour-bakery.com", `${TARGET}.`);
      dns.txt.set("_lumen-verify.cf.harbour-bakery.com", [domain.records[1]!.value]);
      const verified = (await (await domainRoutes.verify()).json()) as { domain: DomainView };
      expect(verified.domain.verified).toBe(true);
      expect(calls).toEqual([
        {
          method: "POST",
          url: "/client/v4/zones/zone123/custom_hostnames",
          auth: "Bearer cf-token",
          body: { hostname: "cf.harbour-bakery.com", ssl: { method: "http", type: "dv" } },
        },
      ]);
      const [row] = await app.db.select().from(customDomains).where(eq(customDomains.projectId, project.id));
      expect(row!.cloudflareId).toBe("cf-hostname-1");
      expect((await domainRoutes.remove()).status).toBe(200);
      expect(calls.at(-1)).toMatchObject({ method: "DELETE", url: "/client/v4/zones/zone123/custom_hostnames/cf-hostname-1" });

      fail = true;
      const again = (await (await domainRoutes.add("cf.harbour-bakery.com")).json()) as { domain: DomainView };
      dns.txt.set("_lumen-verify.cf.harbour-bakery.com", [again.domain.records[1]!.value]);
      const failed = (await (await domainRoutes.verify()).json()) as { domain: DomainView };
      expect(failed.domain.lastError).toContain("Duplicate custom hostname found.");
    } finally {
      fail = false;
      app.cleanup();
    }
  });
});

describe("DNS-over-HTTPS resolver (the Worker's), against a local JSON endpoint", () => {
  it("reads TXT chunks and CNAME answers; NXDOMAIN is no answer; SERVFAIL is a failure", async () => {
    const answers: Record<string, unknown> = {
      "t.example.com/TXT": {
        Status: 0,
        Answer: [
          { name: "t.example.com", type: 16, data: '"lumen-verify=abc" "def"' },
          { name: "t.example.com", type: 5, data: "x." },
        ],
      },
      "c.example.com/CNAME": { Status: 0, Answer: [{ name: "c.example.com", type: 5, data: "sites.lumen.test." }] },
      "gone.example.com/TXT": { Status: 3 },
      "broken.example.com/TXT": { Status: 2 },
    };
    const server = createServer((req, res) => {
      const u = new URL(req.url!, "http://x");
      expect(req.headers.accept).toBe("application/dns-json");
      res
        .writeHead(200, { "Content-Type": "application/dns-json" })
        .end(JSON.stringify(answers[`${u.searchParams.get("name")}/${u.searchParams.get("type")}`] ?? { Status: 0 }));
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    try {
      const r = dohResolver(`http://127.0.0.1:${(server.address() as AddressInfo).port}/dns-query`);
      expect(await r.resolveTxt("t.example.com")).toEqual([["lumen-verify=abc", "def"]]);
      expect(await r.resolveCname("c.example.com")).toEqual(["sites.lumen.test."]);
      expect(await r.resolveTxt("gone.example.com")).toEqual([]);
      await expect(r.resolveTxt("broken.example.com")).rejects.toThrow(/status 2/);
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
    }
  });
});
