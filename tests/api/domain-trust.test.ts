import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { apiAs, errorOf } from "../helpers/api-client";
import { ownerWithSite } from "../helpers/hosted";
import { startDnsServer } from "../helpers/dns";
import { nodeDnsResolver } from "../../functions/hosts/node/dns";
import { customDomains } from "../../db/schema";
import type { DomainView } from "../../functions/services/sites/domains";

/** Two claims of one domain verified at the same instant: one wins, the other answers 409 with the envelope (never a 500); the hosted sites' own origin is never a custom domain. */
const TARGET = "sites.lumen.test";
let dns: Awaited<ReturnType<typeof startDnsServer>>;
let t: TestApp;
beforeAll(async () => {
  dns = await startDnsServer();
  t = await createTestApp({ CUSTOM_DOMAIN_TARGET: TARGET }, { dnsResolver: nodeDnsResolver([dns.server]) });
});
afterAll(async () => {
  t.cleanup();
  await dns.close();
});

const domainRoute = (cookie: string, id: number) => {
  const route = apiAs(t, cookie).projects[":id"].domain;
  return {
    add: (hostname: string) => route.$post({ param: { id: String(id) }, json: { hostname } }),
    verify: () => route.verify.$post({ param: { id: String(id) } }),
  };
};

describe("simultaneous verifications", () => {
  it.each([1, 2, 3])("round %i: exactly one claim wins; the other is a 409 envelope", async (round) => {
    const hostname = `shop.race-${round}.com`;
    const sites = await Promise.all([ownerWithSite(t, { role: "premium" }), ownerWithSite(t, { role: "premium" })]);
    const tokens: string[] = [];
    for (const s of sites) {
      const res = await domainRoute(s.owner.cookie, s.project.id).add(hostname);
      expect(res.status).toBe(201);
      tokens.push(((await res.json()) as { domain: DomainView }).domain.records[1]!.value);
    }
    dns.cname.set(hostname, `${TARGET}.`);
    dns.txt.set(`_lumen-verify.${hostname}`, tokens);
    const answers = await Promise.all(sites.map((s) => domainRoute(s.owner.cookie, s.project.id).verify()));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const loser = answers.find((r) => r.status === 409)!;
    expect(await errorOf(loser)).toMatchObject({ code: "CONFLICT", message: expect.stringMatching(/already connected to another site/) });
    const verified = (await t.db.select().from(customDomains).where(eq(customDomains.hostname, hostname))).filter((d) => d.verifiedAt);
    expect(verified).toHaveLength(1);
  });
});

describe("the hosted sites' own origin", () => {
  it("is never a custom domain (nor any name under it)", async () => {
    const withOrigin = await createTestApp({ CUSTOM_DOMAIN_TARGET: TARGET, SITES_ORIGIN: "https://lumen-usercontent.net" });
    try {
      const site = await ownerWithSite(withOrigin, { role: "premium" });
      for (const hostname of ["lumen-usercontent.net", "evil.lumen-usercontent.net"]) {
        const res = await apiAs(withOrigin, site.owner.cookie).projects[":id"].domain.$post({ param: { id: String(site.project.id) }, json: { hostname } });
        expect(res.status).toBe(400);
      }
    } finally {
      withOrigin.cleanup();
    }
  });
});
