import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { testClient } from "hono/testing";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { startSmtpServer, mailText } from "../helpers/smtp";
import { smtpMailTransport } from "../../functions/hosts/node/smtp";
import { outbox, siteMessages } from "../../db/schema";
import { CONTACT_MIN_FILL_MS, CONTACT_PER_ADDRESS, CONTACT_PER_SITE } from "../../functions/services/sites/hosted";

let clock = Date.UTC(2026, 2, 2, 9);
let t: TestApp;
let ipN = 0;
const ip = () => `10.20.${Math.floor(++ipN / 250)}.${ipN % 250}`;

beforeAll(async () => void (t = await createTestApp({}, { now: () => clock })));
afterAll(() => t.cleanup());

/** Untyped on purpose: a hosted page lives at `/sites/:slug/` (trailing slash), which the typed client cannot spell (it calls `/sites/:slug`, the redirect). */
const rawPage = (app: TestApp, base: string) => app.app.request(`${base}/`);
/** Untyped on purpose: the contact route reads a browser's form post itself (no validator), so the client cannot send its body. */
const rawContact = (app: TestApp, base: string, init: RequestInit) => app.app.request(`${base}/contact`, init);
/** The thank-you page, typed (`base` is `/sites/<slug>`). */
const sentPage = (app: TestApp, base: string) => testClient(app.app).sites[":slug"].contact.sent.$get({ param: { slug: base.slice("/sites/".length) } });

async function servedForm(base: string) {
  const res = await rawPage(t, base);
  expect(res.status).toBe(200);
  const html = await res.text();
  return { res, html, token: formToken(html) };
}

const fields = { name: "Ada Lovelace", email: "ada@example.com", phone: "+44 20 7946 0000", message: "Do you bake rye bread on Sundays?\nThanks!" };

describe("the contact form on a hosted site", () => {
  it("is on the page by default, posts to the site's own path, and the CSP lets forms post to this origin only", async () => {
    const { base } = await ownerWithSite(t);
    const { res, html } = await servedForm(base);
    expect(html).toContain(`<form class="lf-form" method="post" action="${base}/contact">`);
    for (const label of ["Your name", "Your email", "Phone", "Message", "Send message"]) expect(html).toContain(label);
    expect(html).toMatch(/<input id="lf-website" name="website" type="text" tabindex="-1"/);
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json">)/i); // its one script element is JSON-LD data
    const csp = res.headers.get("Content-Security-Policy")!;
    expect(csp).toContain("form-action 'self'");
    expect(csp).not.toContain("form-action 'none'");
    // Every stylesheet of the page (the site's and the form's) is hashed in the policy.
    expect(csp.match(/'sha256-/g)!.length).toBe(html.match(/<style>/g)!.length);
  });

  it("a person's message is stored, the owner is notified, and they land on a thank-you page in the site's style", async () => {
    const { base, project, owner } = await ownerWithSite(t, { name: "Thank You Bakery" });
    const { token } = await servedForm(base);
    clock += CONTACT_MIN_FILL_MS + 1000;
    const res = await rawContact(t, base, formPost({ ...fields, website: "", t: token }, { "cf-connecting-ip": ip() }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${base}/contact/sent`);
    const [stored] = await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id));
    expect(stored).toMatchObject({
      name: "Ada Lovelace",
      email: "ada@example.com",
      phone: "+44 20 7946 0000",
      message: "Do you bake rye bread on Sundays?\nThanks!",
      readAt: null,
    });
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.kind, "site_message"));
    expect(mail!.to).toBe(owner.user.email);
    expect(mail!.text).toContain("Do you bake rye bread on Sundays?");
    expect(mail!.subject).toBe("New message from Ada Lovelace via your website");
    expect(mail!.text).toContain("Thank You Bakery");

    const sent = await sentPage(t, base);
    expect(sent.status).toBe(200);
    const page = await sent.text();
    expect(page).toContain("Thank you, your message was sent");
    expect(page).toContain(`href="${base}/"`);
    expect(page).toMatch(/:root\{--p:/); // the site's own stylesheet
    expect(page).not.toContain("<form");
  });

  it("refuses bots: the honeypot is thanked quietly and nothing is stored; a too-fast or unsigned post gets the form again with the text kept", async () => {
    const { base, project } = await ownerWithSite(t);
    const { token } = await servedForm(base);
    clock += CONTACT_MIN_FILL_MS + 1000;
    const trapped = await rawContact(t, base, formPost({ ...fields, website: "http://spam.example", t: token }, { "cf-connecting-ip": ip() }));
    expect(trapped.status).toBe(303);
    expect(await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id))).toHaveLength(0);

    const fresh = await servedForm(base);
    const tooFast = await rawContact(t, base, formPost({ ...fields, t: fresh.token }, { "cf-connecting-ip": ip() }));
    expect(tooFast.status).toBe(422);
    const page = await tooFast.text();
    expect(page).toContain("That was very quick.");
    expect(page).toContain("Do you bake rye bread on Sundays?\nThanks!</textarea>");
    expect(page).toContain('value="Ada Lovelace"');
    expect(page).toMatch(/<title>Please check your message – /);

    for (const bad of ["", "garbage", `${(clock).toString(36)}.${"0".repeat(32)}`]) {
      const res = await rawContact(t, base, formPost({ ...fields, t: bad }, { "cf-connecting-ip": ip() }));
      expect(res.status).toBe(422);
      expect(await res.text()).toContain("Please send your message again.");
    }
    // A form served more than a day ago.
    clock += 25 * 60 * 60 * 1000;
    const old = await rawContact(t, base, formPost({ ...fields, t: fresh.token }, { "cf-connecting-ip": ip() }));
    expect(old.status).toBe(422);
    expect(await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id))).toHaveLength(0);

    // The person sends again from a freshly served form: it goes through.
    const again = await servedForm(base);
    clock += CONTACT_MIN_FILL_MS;
    expect((await rawContact(t, base, formPost({ ...fields, t: again.token }, { "cf-connecting-ip": ip() }))).status).toBe(303);
    expect(await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id))).toHaveLength(1);
  });

  it("validation messages are shown on the site's page, linked to their fields, with hostile input escaped", async () => {
    const { base, project } = await ownerWithSite(t);
    const { token } = await servedForm(base);
    clock += CONTACT_MIN_FILL_MS;
    const res = await rawContact(
      t,
      base,
      formPost({ name: "  ", email: "<script>alert(1)</script>", phone: "call me maybe", message: "", t: token }, { "cf-connecting-ip": ip() }),
    );
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain('<a href="#lf-name">Enter your name.</a>');
    expect(html).toContain('<a href="#lf-email">Enter an email address like name@example.com.</a>');
    expect(html).toContain('<a href="#lf-phone">');
    expect(html).toContain('<a href="#lf-message">Write your message.</a>');
    expect(html).toContain('id="lf-email" name="email" aria-invalid="true" aria-describedby="lf-email-err"');
    expect(html).toContain('value="&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain("<script>");
    const tooLong = await rawContact(t, base, formPost({ ...fields, message: "x".repeat(5001), t: token }, { "cf-connecting-ip": ip() }));
    expect(tooLong.status).toBe(422);
    expect(await tooLong.text()).toContain("at most 5,000 characters");
    const huge = await rawContact(t, base, formPost({ ...fields, message: "x".repeat(70_000), t: token }, { "cf-connecting-ip": ip() }));
    expect(huge.status).toBe(413);
    const json = await rawContact(t, base, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(fields) });
    expect(json.status).toBe(422);
    expect(await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id))).toHaveLength(0);
  });

  it("the limit per address refuses the excess and keeps the text; another address still gets through; the site cap only holds mail back", async () => {
    const { base, project } = await ownerWithSite(t);
    const { token } = await servedForm(base);
    clock += CONTACT_MIN_FILL_MS;
    const same = ip();
    for (let i = 0; i < CONTACT_PER_ADDRESS.limit; i++) {
      expect((await rawContact(t, base, formPost({ ...fields, message: `message ${i}`, t: token }, { "cf-connecting-ip": same }))).status).toBe(303);
    }
    const limited = await rawContact(t, base, formPost({ ...fields, message: "one too many", t: token }, { "cf-connecting-ip": same }));
    expect(limited.status).toBe(429);
    const page = await limited.text();
    expect(page).toContain("one too many</textarea>");
    expect(page).toContain("wait a few minutes");
    expect((await rawContact(t, base, formPost({ ...fields, t: token }, { "cf-connecting-ip": ip() }))).status).toBe(303);

    const stored = await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id));
    expect(stored).toHaveLength(CONTACT_PER_ADDRESS.limit + 1);
    for (let i = stored.length; i < CONTACT_PER_SITE.limit; i++) {
      expect((await rawContact(t, base, formPost({ ...fields, t: token }, { "cf-connecting-ip": ip() }))).status).toBe(303);
    }
    // Past the day's mail cap the message is still taken, held rather than mailed (contact-held-messages.test.ts).
    const past = await rawContact(t, base, formPost({ ...fields, message: "past the cap", t: token }, { "cf-connecting-ip": ip() }));
    expect(past.status).toBe(303);
    const all = await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id));
    expect(all).toHaveLength(CONTACT_PER_SITE.limit + 1);
    expect(all.find((m) => m.message === "past the cap")!.heldAt).not.toBeNull();
  });

  it("the owner can turn the form off (settings.contactForm: false): no form, and posts are refused", async () => {
    const { base } = await ownerWithSite(t, { content: { settings: { contactForm: false } } });
    const res = await rawPage(t, base);
    const html = await res.text();
    expect(html).not.toContain("<form");
    expect(res.headers.get("Content-Security-Policy")).toContain("form-action 'none'");
    expect((await rawContact(t, base, formPost(fields, { "cf-connecting-ip": ip() }))).status).toBe(404);
  });

  it("speaks the site's language and notifies settings.ownerEmail when set", async () => {
    const { base, project } = await ownerWithSite(t, { content: { language: "fr", settings: { contactForm: true, ownerEmail: "boulangerie@example.fr" } } });
    const { html, token } = await servedForm(base);
    expect(html).toContain("Envoyez-nous un message");
    expect(html).toContain("Envoyer le message");
    clock += CONTACT_MIN_FILL_MS;
    expect((await rawContact(t, base, formPost({ ...fields, t: token }, { "cf-connecting-ip": ip() }))).status).toBe(303);
    const mails = await t.db.select().from(outbox).where(eq(outbox.to, "boulangerie@example.fr"));
    expect(mails).toHaveLength(1);
    expect((await sentPage(t, base)).status).toBe(200);
    expect(await (await sentPage(t, base)).text()).toContain("Merci, votre message a été envoyé");
    expect(await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id))).toHaveLength(1);
  });

  it("unknown sites answer the site-not-found page", async () => {
    expect((await rawContact(t, "/sites/no-such-site", formPost(fields))).status).toBe(404);
    expect((await sentPage(t, "/sites/no-such-site")).status).toBe(404);
    // Untyped on purpose: an encoded path traversal is not a slug the client would build.
    expect((await t.app.request("/sites/..%2F/contact", formPost(fields))).status).toBe(404);
  });
});

describe("the owner's notice through SMTP", () => {
  it("reaches a real SMTP server", async () => {
    const smtp = await startSmtpServer();
    const transport = smtpMailTransport(smtp.url);
    const app = await createTestApp({}, { now: () => clock, mailTransport: transport });
    try {
      const { base, owner } = await ownerWithSite(app);
      const token = formToken(await (await rawPage(app, base)).text());
      clock += CONTACT_MIN_FILL_MS;
      expect((await rawContact(app, base, formPost({ ...fields, t: token }, { "cf-connecting-ip": ip() }))).status).toBe(303);
      expect(smtp.mails).toHaveLength(1);
      expect(smtp.mails[0]!.to).toEqual([owner.user.email]);
      expect(mailText(smtp.mails[0]!.raw)).toContain("Do you bake rye bread on Sundays?");
    } finally {
      transport.close();
      app.cleanup();
      await smtp.close();
    }
  });
});
