import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { siteMessages } from "../../db/schema";
import { CONTACT_MIN_FILL_MS } from "../../functions/services/sites/hosted";
import { isStrictEmail, replyMailto } from "../../core/contact-message";

/** A contact address is an address: nothing a mail client would read as more headers (cc, body) gets stored, and reply links encode it. */
let clock = Date.UTC(2026, 3, 4, 9);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({}, { now: () => clock })));
afterAll(() => t.cleanup());

/** Untyped on purpose: the hosted site and its contact form under /sites/ are pages, not API routes. */
const rawPage = (path: string, init?: RequestInit) => t.app.request(path, init);

const HOSTILE = [
  "a@b.co?cc=someone%40elsewhere&body=Wire%20the%20money",
  "a@b.co&cc=x@y.z",
  "a@b.co#x",
  "a%40b@b.co",
  "a@b.co/path",
  "a=b@b.co?subject=x",
  "a@-b.co",
  "a@b..co",
  ".a@b.co",
  "a@b.c0m",
];

describe("contact email addresses", () => {
  it.each(HOSTILE)("%j is refused with the form again, and nothing is stored", async (email) => {
    const { base, project } = await ownerWithSite(t);
    const token = formToken(await (await rawPage(`${base}/`)).text());
    clock += CONTACT_MIN_FILL_MS + 1000;
    const res = await rawPage(
      `${base}/contact`,
      formPost({ name: "Eve", email, phone: "", message: "Hello", website: "", t: token }, { "cf-connecting-ip": `10.7.0.${clock % 250}` }),
    );
    expect(res.status).toBe(422);
    expect(await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id))).toHaveLength(0);
  });

  it("real addresses still pass (plus, dots, hyphens, subdomains, international letters)", () => {
    for (const ok of ["ada@example.com", "ada.lovelace+site@mail.example.co.uk", "o'brien@example.ie", "jörg@bäckerei.de", "x_y-z@sub-domain.example.org"])
      expect(isStrictEmail(ok), ok).toBe(true);
  });

  it("a reply link is built with the address encoded, and none for an address that is not one", () => {
    expect(replyMailto("ada@example.com")).toBe("mailto:ada@example.com");
    expect(replyMailto("o'brien@example.ie")).toBe("mailto:o'brien@example.ie");
    expect(replyMailto("a@b.co?cc=someone%40elsewhere&body=x")).toBeNull();
  });
});
