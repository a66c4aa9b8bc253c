import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, ORIGIN, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { auditEvents, outbox } from "../../db/schema";
import { CONTACT_MIN_FILL_MS } from "../../functions/services/sites/hosted";
import type { EditableSiteDto } from "../../core/site/editor";

/**
 * A notification address other than the account's own is used only after someone at that address
 * confirmed it through a signed link: the platform never relays visitors' messages to a third party.
 */
let clock = Date.UTC(2026, 5, 6, 9);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({}, { now: () => clock })));
afterAll(() => t.cleanup());

const fields = { name: "Eve", email: "eve@example.com", phone: "", message: "Buy cheap watches at spam.example", website: "" };
let n = 0;
const mails = async (to: string, kind: string) => (await t.db.select().from(outbox).where(eq(outbox.kind, kind))).filter((m) => m.to === to);

/** Untyped on purpose: the hosted site and its contact form under /sites/ (pages, not API routes), and the signed link as mailed (its token is in a query the route does not declare to the client). */
const rawRequest = (path: string, init?: RequestInit) => t.app.request(path, init);

async function sendMessage(base: string) {
  const token = formToken(await (await rawRequest(`${base}/`)).text());
  clock += CONTACT_MIN_FILL_MS + 1000;
  const res = await rawRequest(`${base}/contact`, formPost({ ...fields, t: token }, { "cf-connecting-ip": `10.44.0.${++n}` }));
  expect(res.status).toBe(303);
}

/** Sets settings.ownerEmail through the editor (save, then publish), as an owner does. */
async function setNotifyAddress(projectId: number, cookie: string, ownerEmail: string) {
  const own = apiAs(t, cookie).projects[":id"];
  const param = { id: String(projectId) };
  const site = (await (await own.site.$get({ param })).json()) as EditableSiteDto;
  const content = { ...site.head.content, settings: { ...site.head.content.settings, ownerEmail } };
  const saved = await own.site.versions.$post({ param, json: { baseVersion: site.head.number, content } });
  expect(saved.status).toBeLessThan(300);
  const { number } = (await saved.json()) as { number: number };
  expect((await own.site.versions[":number"].publish.$post({ param: { ...param, number: String(number) } })).status).toBe(200);
}

const linkIn = (text: string) => /(https?:\/\/\S+\/api\/notify-address\/verify\?token=[A-Za-z0-9._-]+)/.exec(text)?.[1];

describe("notification addresses", () => {
  it("messages are not mailed to an unconfirmed address: they go to the account's own email, and the address gets only a confirmation link", async () => {
    const victim = `victim${++n}@elsewhere.example`;
    const { base, project, owner } = await ownerWithSite(t);
    await setNotifyAddress(project.id, owner.cookie, victim);
    await sendMessage(base);
    expect(await mails(victim, "site_message")).toHaveLength(0);
    expect(await mails(owner.user.email, "site_message")).toHaveLength(1);
    const [confirm] = await mails(victim, "notify_verify");
    expect(confirm).toBeDefined();
    expect(confirm!.text).not.toContain("cheap watches");
    expect(linkIn(confirm!.text)).toBeDefined();
    const [changed] = (await t.db.select().from(auditEvents).where(eq(auditEvents.action, "notify.address_changed"))).filter(
      (r) => r.targetId === String(project.id),
    );
    expect(changed!.detail).toMatchObject({ from: owner.user.email, to: victim, verified: false });
  });

  it("after the link is confirmed (a POST from its page), messages go to the address; a tampered link confirms nothing", async () => {
    const other = `helper${++n}@elsewhere.example`;
    const { base, project, owner } = await ownerWithSite(t);
    await setNotifyAddress(project.id, owner.cookie, other);
    const link = linkIn((await mails(other, "notify_verify"))[0]!.text)!;
    const path = new URL(link).pathname + new URL(link).search;

    const tampered = path.replace(/.$/, (ch) => (ch === "A" ? "B" : "A"));
    expect((await rawRequest(tampered, { method: "POST", headers: { Origin: ORIGIN } })).status).toBe(400);
    const page = await rawRequest(path);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toBe("default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'");
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(page.headers.get("x-robots-tag")).toBe("noindex");
    expect(await page.text()).toContain("<form");
    await sendMessage(base);
    expect(await mails(other, "site_message")).toHaveLength(0);

    expect((await rawRequest(path, { method: "POST", headers: { Origin: ORIGIN } })).status).toBe(200);
    await sendMessage(base);
    expect(await mails(other, "site_message")).toHaveLength(1);
    expect(
      (await t.db.select().from(auditEvents).where(eq(auditEvents.action, "notify.address_verified"))).some((r) => r.targetId === String(project.id)),
    ).toBe(true);
  });

  it("a link expires after 72 hours", async () => {
    const late = `late${++n}@elsewhere.example`;
    const { project, owner } = await ownerWithSite(t);
    await setNotifyAddress(project.id, owner.cookie, late);
    const link = linkIn((await mails(late, "notify_verify"))[0]!.text)!;
    clock += 72 * 60 * 60 * 1000 + 1;
    expect((await rawRequest(new URL(link).pathname + new URL(link).search, { method: "POST", headers: { Origin: ORIGIN } })).status).toBe(400);
  });

  it("the account's own email needs no confirmation", async () => {
    const { base, project, owner } = await ownerWithSite(t);
    await setNotifyAddress(project.id, owner.cookie, owner.user.email.toUpperCase());
    await sendMessage(base);
    expect(await mails(owner.user.email.toUpperCase(), "notify_verify")).toHaveLength(0);
    expect(
      (await t.db.select().from(outbox).where(eq(outbox.kind, "site_message"))).filter((m) => m.to.toLowerCase() === owner.user.email.toLowerCase()).length,
    ).toBeGreaterThan(0);
  });
});
