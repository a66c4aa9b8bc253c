import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { eq } from "drizzle-orm";
import { createTestApp, RAISED_API_LIMITS, type TestApp } from "../helpers/test-app";
import { attackRoute, NASTY_STRINGS } from "../helpers/hostile";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { siteMessages } from "../../db/schema";
import { requestAnswerSchema } from "../../functions/routes/projects/inbox";
import { CONTACT_MIN_FILL_MS } from "../../functions/services/sites/hosted";
import { answerToken } from "../../functions/services/sites/requests";
import { checkSlot, REQUEST_KINDS } from "../../core/site/requests";
import { isStrictEmail } from "../../core/contact-message";
import type { FactHours } from "../../core/site/schema";

/** The hostile-input suite for booking, order and quote requests: the forms' bodies, the answer links and the owner's answer route. */
let clock = Date.UTC(2026, 8, 1, 8);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({ ...RAISED_API_LIMITS }, { now: () => clock })));
afterAll(() => t.cleanup());

const content = {
  facts: { phones: [], emails: [], social: [], places: [], team: [], hours: [{ days: ["mon", "tue", "wed", "thu", "fri"], time: "9-17", closed: false }] },
  sections: [
    { kind: "offerings", id: "menu", heading: "Menu", hidden: false, images: [], style: "menu", groups: [{ items: [{ name: "Loaf", price: "€4" }] }] },
  ],
  settings: { contactForm: true, requests: { booking: { on: true }, order: { on: true }, quote: { on: true } } },
};

describe("hostile input: the request forms", () => {
  it("generated form bodies never get a 5xx; only requests that pass the rules are stored", async () => {
    const site = await ownerWithSite(t, { content });
    const token = formToken(await (await t.app.request(`${site.base}/`)).text());
    clock += CONTACT_MIN_FILL_MS;
    // One well-formed order among the generated ones: the checks below always have a row to check.
    const valid = { name: "Ana", email: "ana@example.com", "qty-0": "2", date: "2026-12-02", time: "10:00", t: token };
    expect((await t.app.request(`${site.base}/request/order`, formPost(valid, { "cf-connecting-ip": "10.89.0.1" }))).status).toBe(303);
    const value = fc.oneof(
      fc.constantFrom(...NASTY_STRINGS, "2026-09-02", "10:00", "1", "99", "100", "-1", "Loaf"),
      fc.string({ unit: "binary", maxLength: 200 }),
    );
    const field = fc.constantFrom("name", "email", "phone", "message", "service", "date", "time", "qty-0", "qty-1", "website", "t", "__proto__", "x");
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...REQUEST_KINDS, "nope", "../contact"),
        fc.dictionary(field, value, { maxKeys: 9 }),
        fc.boolean(),
        async (kind, fields, withToken) => {
          n += 1;
          clock += 60 * 60 * 1000;
          const body = { ...fields, ...(withToken ? { t: token } : {}) } as Record<string, string>;
          const res = await t.app.request(`${site.base}/request/${kind}`, formPost(body, { "cf-connecting-ip": `10.88.${n % 250}.${(n >> 8) % 250}` }));
          expect([303, 404, 413, 422, 429], `${kind} ${JSON.stringify(body).slice(0, 300)}`).toContain(res.status);
        },
      ),
      { numRuns: 80 },
    );
    const stored = await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, site.project.id));
    expect(stored.length).toBeGreaterThan(0);
    for (const m of stored) {
      expect(REQUEST_KINDS, JSON.stringify(m)).toContain(m.kind);
      expect(isStrictEmail(m.email)).toBe(true);
      expect(m.status).toBe("new");
      if (m.kind !== "quote") {
        const slot = checkSlot({
          date: m.details?.date ?? "",
          time: m.details?.time ?? "",
          hours: content.facts.hours as FactHours[],
          now: m.createdAt.getTime(),
        });
        expect(slot.errors, JSON.stringify(m)).toEqual({});
      } else expect(m.message.length).toBeGreaterThan(0);
      if (m.kind === "order") expect(m.details?.items?.every((l) => l.quantity >= 1 && l.quantity <= 99 && l.name === "Loaf")).toBe(true);
    }
  });

  it("bodies that are not forms, and oversized ones, are a 4xx page, never a 5xx", async () => {
    const { base } = await ownerWithSite(t, { content });
    for (const [type, body] of [
      ["application/x-www-form-urlencoded", "name=%E0%A4%A&date=%zz&time=%"],
      ["application/json", '{"name":'],
      ["multipart/form-data; boundary=x", '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nA\r\n--x--'],
      ["application/x-www-form-urlencoded", `message=${"x".repeat(70_000)}`],
      ["text/plain", "\u0000\u0001"],
    ] as const) {
      const res = await t.app.request(`${base}/request/booking`, { method: "POST", headers: { "Content-Type": type }, body });
      expect(res.status, `${type}: ${body.slice(0, 40)}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });
});

describe("hostile input: the answer links", () => {
  it("malformed, forged and other requests' tokens change nothing and never get a 5xx", async () => {
    const { project } = await ownerWithSite(t, { content });
    const [row] = await t.db
      .insert(siteMessages)
      .values({ projectId: project.id, name: "A", email: "a@example.com", message: "", kind: "booking", status: "new" })
      .returning();
    const good = await answerToken(t.deps, row!.id, "confirm");
    const tokens = [
      ...NASTY_STRINGS,
      good.slice(0, -1),
      `${good}0`,
      good.replace(".c.", ".d."),
      good.toUpperCase(),
      `${row!.id + 1}${good.slice(String(row!.id).length)}`,
      "1.c.",
      "9".repeat(30),
    ];
    for (const token of tokens) {
      for (const method of ["GET", "POST"]) {
        const res = await t.app.request(
          `/sites/-/answer?t=${encodeURIComponent(token.toWellFormed())}`,
          method === "POST" ? formPost({ note: "x".repeat(5000) }) : {},
        );
        expect(res.status, `${method} ${token.slice(0, 40)}`).toBe(404);
      }
    }
    const [after] = await t.db.select().from(siteMessages).where(eq(siteMessages.id, row!.id));
    expect(after!.status).toBe("new");
  });
});

describe("hostile input: the owner's answer route", () => {
  it("POST /api/projects/:id/messages/:messageId/answer: never a 5xx, refused bodies change nothing", async () => {
    const { owner, project } = await ownerWithSite(t, { content });
    await attackRoute(t, {
      name: "POST /api/projects/:id/messages/:messageId/answer",
      method: "POST",
      path: () => `/api/projects/${project.id}/messages/999999/answer`,
      headers: () => ({ Cookie: owner.cookie }),
      schema: requestAnswerSchema,
      valid: () => ({ answer: "decline", note: "Sorry" }),
      okStatuses: [404],
    });
  });
});
