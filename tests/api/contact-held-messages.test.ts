import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { outbox, siteMessages } from "../../db/schema";
import { CONTACT_HELD_PER_ADDRESS, CONTACT_MAIL_PER_SITE, CONTACT_MIN_FILL_MS, CONTACT_PER_ADDRESS } from "../../functions/services/sites/hosted";

/**
 * The per-site daily cap bounds the mail sent to an owner, not who may write: once others filled it,
 * a real visitor's message is still stored (held, not mailed) and the owner sees it in the inbox.
 */
let clock = Date.UTC(2026, 4, 5, 9);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({}, { now: () => clock })));
afterAll(() => t.cleanup());

/** Untyped on purpose: the hosted site and its contact form under /sites/ are pages, not API routes. */
const rawPage = (path: string, init?: RequestInit) => t.app.request(path, init);
let n = 0;
const ip = () => `10.33.${Math.floor(++n / 250)}.${n % 250}`;
const fields = { name: "Flooder", email: "flood@example.com", phone: "", message: "spam", website: "" };

describe("held contact messages", () => {
  it("after 20 addresses fill the day's mail cap, a real visitor is not refused: the message is held, not mailed, and shown to the owner", async () => {
    const { base, project, owner } = await ownerWithSite(t);
    const token = formToken(await (await rawPage(`${base}/`)).text());
    clock += CONTACT_MIN_FILL_MS + 1000;
    const senders = CONTACT_MAIL_PER_SITE.limit / CONTACT_PER_ADDRESS.limit;
    for (let a = 0; a < senders; a++) {
      const address = ip();
      for (let i = 0; i < CONTACT_PER_ADDRESS.limit; i++) {
        expect((await rawPage(`${base}/contact`, formPost({ ...fields, t: token }, { "cf-connecting-ip": address }))).status).toBe(303);
      }
    }
    const real = await rawPage(
      `${base}/contact`,
      formPost(
        { ...fields, name: "Real Visitor", email: "real@example.org", message: "Can I book a table for Friday?", t: token },
        { "cf-connecting-ip": ip() },
      ),
    );
    expect(real.status).toBe(303);

    const stored = await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id));
    expect(stored).toHaveLength(CONTACT_MAIL_PER_SITE.limit + 1);
    const held = stored.filter((m) => m.heldAt !== null);
    expect(held.map((m) => m.name)).toEqual(["Real Visitor"]);
    const mails = (await t.db.select().from(outbox).where(eq(outbox.kind, "site_message"))).filter((m) => m.to === owner.user.email);
    expect(mails).toHaveLength(CONTACT_MAIL_PER_SITE.limit);
    expect(mails.some((m) => m.text.includes("Can I book a table"))).toBe(false);

    const inbox = (await (await apiAs(t, owner.cookie).projects[":id"].messages.$get({ param: { id: String(project.id) }, query: {} })).json()) as {
      name: string;
      held: boolean;
    }[];
    expect(inbox.find((m) => m.name === "Real Visitor")).toMatchObject({ held: true });
    expect(inbox.filter((m) => m.held)).toHaveLength(1);
  });

  it("held messages are bounded per address (one address cannot fill the store)", async () => {
    const { base, project } = await ownerWithSite(t);
    const token = formToken(await (await rawPage(`${base}/`)).text());
    clock += CONTACT_MIN_FILL_MS + 1000;
    for (let a = 0; a < CONTACT_MAIL_PER_SITE.limit / CONTACT_PER_ADDRESS.limit; a++) {
      const address = ip();
      for (let i = 0; i < CONTACT_PER_ADDRESS.limit; i++) await rawPage(`${base}/contact`, formPost({ ...fields, t: token }, { "cf-connecting-ip": address }));
    }
    const one = ip();
    let accepted = 0;
    for (let i = 0; i < CONTACT_HELD_PER_ADDRESS.limit + 3; i++) {
      if (i > 0 && i % CONTACT_PER_ADDRESS.limit === 0) clock += CONTACT_PER_ADDRESS.windowMs;
      const fresh = formToken(await (await rawPage(`${base}/`)).text());
      clock += CONTACT_MIN_FILL_MS + 1000;
      const res = await rawPage(`${base}/contact`, formPost({ ...fields, t: fresh }, { "cf-connecting-ip": one }));
      if (res.status === 303) accepted++;
      else expect(res.status).toBe(429);
    }
    expect(accepted).toBe(CONTACT_HELD_PER_ADDRESS.limit);
    const held = (await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id))).filter((m) => m.heldAt !== null);
    expect(held).toHaveLength(CONTACT_HELD_PER_ADDRESS.limit);
  });
});
