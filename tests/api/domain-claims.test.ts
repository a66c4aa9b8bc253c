import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { ownerWithSite } from "../helpers/hosted";
import { startDnsServer } from "../helpers/dns";
import { nodeDnsResolver } from "../../functions/hosts/node/dns";
import { auditEvents, customDomains, outbox, users } from "../../db/schema";
import { DOMAIN_CLAIM_TTL_MS, DOMAIN_POWER_GRACE_MS, type DomainView } from "../../functions/services/sites/domains";
import { removeDueHostnames } from "../../functions/services/hostname-removals";

/**
 * Custom domains cannot be squatted (unverified claims expire; the claim verified first wins), stop
 * serving once the owner lost the power (after a notice), can always be removed, and leave no
 * Cloudflare custom hostname behind when the project is deleted (retried like mail). Every change audited.
 */
const TARGET = "sites.lumen.test";
let clock = Date.UTC(2026, 7, 1, 10);
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let cf: Server;
let cfBase: string;
let cfFail = false;
const cfCalls: { method: string; url: string }[] = [];
let t: TestApp;

beforeAll(async () => {
  dns = await startDnsServer();
  cf = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      cfCalls.push({ method: req.method!, url: req.url! });
      res.writeHead(cfFail ? 503 : 200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify(
          cfFail ? { success: false, errors: [{ code: 1000, message: "Temporarily unavailable" }] } : { success: true, result: { id: `cf-${cfCalls.length}` } },
        ),
      );
    });
  });
  await new Promise<void>((done) => cf.listen(0, "127.0.0.1", done));
  cfBase = `http://127.0.0.1:${(cf.address() as AddressInfo).port}/client/v4`;
  t = await createTestApp(
    { CUSTOM_DOMAIN_TARGET: TARGET, CF_API_TOKEN: "cf-token", CF_ZONE_ID: "zone9", CF_API_BASE_URL: cfBase },
    { now: () => clock, dnsResolver: nodeDnsResolver([dns.server]) },
  );
});
afterAll(async () => {
  t.cleanup();
  await dns.close();
  await new Promise<void>((done) => cf.close(() => done()));
});

/** A project's domain routes through the typed client, as `cookie`'s owner. */
const domainOf = (cookie: string, id: number) => {
  const route = apiAs(t, cookie).projects[":id"].domain;
  const param = { id: String(id) };
  return {
    get: () => route.$get({ param }),
    add: (hostname: string) => route.$post({ param, json: { hostname } }),
    verify: () => route.verify.$post({ param }),
    remove: () => route.$delete({ param }),
  };
};
/** Untyped on purpose: requests to other hosts (a custom domain served by Host). */
const onHost = (host: string) => t.app.request(`http://${host}/`);
async function claim(hostname: string) {
  const site = await ownerWithSite(t, { role: "premium" });
  const res = await domainOf(site.owner.cookie, site.project.id).add(hostname);
  return { ...site, res };
}
async function verify(site: { owner: { cookie: string }; project: { id: number } }) {
  return ((await (await domainOf(site.owner.cookie, site.project.id).verify()).json()) as { domain: DomainView }).domain;
}
const audit = async (action: string) => t.db.select().from(auditEvents).where(eq(auditEvents.action, action));

describe("domain claims", () => {
  it("an unverified claim does not lock the real owner out: they add it too, and the claim verified first wins", async () => {
    const squatter = await claim("shop.claims-one.com");
    expect(squatter.res.status).toBe(201);
    const owner = await claim("shop.claims-one.com");
    expect(owner.res.status).toBe(201);
    const { domain } = (await owner.res.json()) as { domain: DomainView };
    dns.cname.set("shop.claims-one.com", `${TARGET}.`);
    dns.txt.set("_lumen-verify.shop.claims-one.com", [domain.records[1]!.value]);
    expect((await verify(owner)).verified).toBe(true);
    // The squatter's claim is gone; a new claim of a verified domain is refused.
    expect(await t.db.select().from(customDomains).where(eq(customDomains.projectId, squatter.project.id))).toHaveLength(0);
    expect((await claim("shop.claims-one.com")).res.status).toBe(409);
    expect((await onHost("shop.claims-one.com")).status).toBe(200);
    expect((await audit("domain.added")).filter((r) => (r.detail as { hostname?: string }).hostname === "shop.claims-one.com")).toHaveLength(2);
    expect((await audit("domain.verified")).some((r) => r.targetId === String(owner.project.id))).toBe(true);
  });

  it("unverified claims expire after 72 hours", async () => {
    const old = await claim("old.claims-two.com");
    clock += DOMAIN_CLAIM_TTL_MS + 1;
    const view = (await (await domainOf(old.owner.cookie, old.project.id).get()).json()) as { domain: DomainView | null };
    expect(view.domain).toBeNull();
    expect(await t.db.select().from(customDomains).where(eq(customDomains.hostname, "old.claims-two.com"))).toHaveLength(0);
  });
});

describe("losing the power", () => {
  it("a domain keeps serving through a notice period after the owner lost custom_domains, then stops; removing is always allowed", async () => {
    const site = await claim("www.claims-three.com");
    const { domain } = (await site.res.json()) as { domain: DomainView };
    dns.cname.set("www.claims-three.com", `${TARGET}.`);
    dns.txt.set("_lumen-verify.www.claims-three.com", [domain.records[1]!.value]);
    expect((await verify(site)).verified).toBe(true);
    await t.db.update(users).set({ role: "user" }).where(eq(users.id, site.owner.user.id));

    expect((await onHost("www.claims-three.com")).status).toBe(200);
    const notices = (await t.db.select().from(outbox).where(eq(outbox.kind, "domain_notice"))).filter((m) => m.to === site.owner.user.email);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.text).toContain("www.claims-three.com");
    clock += DOMAIN_POWER_GRACE_MS + 1;
    expect((await onHost("www.claims-three.com")).status).toBe(404);
    expect((await apiClient(t).domains.ask.$get({ query: { domain: "www.claims-three.com" } })).status).toBe(404);

    const removed = await domainOf(site.owner.cookie, site.project.id).remove();
    expect(removed.status).toBe(200);
    expect((await audit("domain.removed")).some((r) => r.targetId === String(site.project.id))).toBe(true);
  });
});

describe("deleting a project", () => {
  it("deletes its Cloudflare custom hostname, retrying until Cloudflare answers", async () => {
    const site = await claim("gone.claims-four.com");
    const { domain } = (await site.res.json()) as { domain: DomainView };
    dns.cname.set("gone.claims-four.com", `${TARGET}.`);
    dns.txt.set("_lumen-verify.gone.claims-four.com", [domain.records[1]!.value]);
    expect((await verify(site)).verified).toBe(true);
    const [row] = await t.db.select().from(customDomains).where(eq(customDomains.projectId, site.project.id));
    const id = row!.cloudflareId!;
    expect(id).toMatch(/^cf-/);

    cfFail = true;
    expect((await apiAs(t, site.owner.cookie).projects[":id"].$delete({ param: { id: String(site.project.id) } })).status).toBeLessThan(300);
    const deletes = () => cfCalls.filter((c) => c.method === "DELETE" && c.url.endsWith(`/custom_hostnames/${id}`));
    expect(deletes().length).toBe(1);
    cfFail = false;
    expect(await removeDueHostnames({ db: t.db, domains: t.config.hosted.domains }, clock)).toBe(0); // not due yet
    clock += 60_000;
    expect(await removeDueHostnames({ db: t.db, domains: t.config.hosted.domains }, clock)).toBe(1);
    expect(deletes().length).toBe(2);
    expect(await removeDueHostnames({ db: t.db, domains: t.config.hosted.domains }, clock + 10 * 60_000)).toBe(0);
  });
});
