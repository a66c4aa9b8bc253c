import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser } from "@playwright/test";
import { type ConfigData, HtmlValidate, StaticConfigLoader } from "html-validate";
import { eq } from "drizzle-orm";
import projectRules from "../../.htmlvalidate.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { requestFormSiteContent } from "../helpers/request-form-site";
import { generatedSites } from "../../db/schema";
import { CONTACT_MIN_FILL_MS } from "../../functions/services/sites/hosted";
import { parseSiteContent, renderVersion } from "../../functions/services/sites/versions";
import { requestFormWords } from "../../core/content/request-form";
import { isolatedText } from "../../core/site/request-form";

/**
 * The served pages of a site with each request form (a refusal's page and the thank-you page too):
 * html-validate clean and no axe violation at 390 and 1440 px, in English and on right-to-left Arabic and
 * Hebrew pages, whose forms speak the site's language with numbers, times and prices isolated (`bdi`).
 * UPDATE_SCREENSHOTS=1 writes each form's picture to docs/screenshots/requests/.
 */
let clock = Date.UTC(2026, 2, 2, 9);
let t: TestApp;
let browser: Browser;
const SHOTS = "docs/screenshots/requests";

const content = (language: string) => requestFormSiteContent(language, { booking: { on: true, primary: true }, order: { on: true }, quote: { on: true } });

const pages: Array<{ name: string; html: string }> = [];
const LANGUAGES = ["en", "ar", "he"] as const;
const NAMES = { en: "Harbour Bakery", ar: "مخبز الميناء", he: "מאפיית הנמל" };
const html = (name: string) => pages.find((p) => p.name === name)!.html;

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  for (const language of LANGUAGES) {
    const site = await ownerWithSite(t, { name: NAMES[language], content: content(language) });
    // The page as the renderer draws it for the site's content and language (lang, dir, its own words).
    const [row] = await t.db.select().from(generatedSites).where(eq(generatedSites.projectId, site.project.id));
    const rendered = renderVersion(parseSiteContent(row!.content), { siteUrl: "http://localhost:4321", slug: site.slug, now: clock });
    await t.db.update(generatedSites).set({ html: rendered }).where(eq(generatedSites.projectId, site.project.id));
    const home = await (await t.app.request(`${site.base}/`)).text();
    pages.push({ name: `home-${language}`, html: home });
    clock += CONTACT_MIN_FILL_MS;
    const refused = await t.app.request(
      `${site.base}/request/booking`,
      formPost({ name: "", email: "x", date: "2026-03-04", time: "18:30", t: formToken(home) }, { "cf-connecting-ip": `10.66.0.${pages.length}` }),
    );
    expect(refused.status).toBe(422);
    pages.push({ name: `refused-${language}`, html: await refused.text() });
    const sent = await t.app.request(
      `${site.base}/request/order`,
      formPost(
        { name: "Noor", email: "noor@example.com", "qty-0": "2", date: "2026-03-04", time: "10:00", t: formToken(home) },
        { "cf-connecting-ip": `10.66.1.${pages.length}` },
      ),
    );
    expect(sent.status).toBe(303);
    pages.push({ name: `sent-${language}`, html: await (await t.app.request(sent.headers.get("location")!)).text() });
  }
  // An order form that offers delivery (the owner wrote that they deliver), and its refusal of a delivery with no address.
  for (const language of ["en", "ar"] as const) {
    const delivering = { ...content(language), settings: { contactForm: true, requests: { order: { on: true, delivery: true } } } };
    const site = await ownerWithSite(t, { name: NAMES[language], content: delivering });
    const [row] = await t.db.select().from(generatedSites).where(eq(generatedSites.projectId, site.project.id));
    const rendered = renderVersion(parseSiteContent(row!.content), { siteUrl: "http://localhost:4321", slug: site.slug, now: clock });
    await t.db.update(generatedSites).set({ html: rendered }).where(eq(generatedSites.projectId, site.project.id));
    const home = await (await t.app.request(`${site.base}/`)).text();
    pages.push({ name: `delivery-${language}`, html: home });
    clock += CONTACT_MIN_FILL_MS;
    const refused = await t.app.request(
      `${site.base}/request/order`,
      formPost(
        { name: "Noor", email: "noor@example.com", "qty-0": "1", fulfilment: "delivery", address: " ", date: "2026-03-04", time: "10:00", t: formToken(home) },
        { "cf-connecting-ip": `10.66.2.${pages.length}` },
      ),
    );
    expect(refused.status).toBe(422);
    pages.push({ name: `delivery-refused-${language}`, html: await refused.text() });
  }
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  t?.cleanup();
});

describe("pages with the request forms", () => {
  it("are right to left in Arabic and Hebrew, in the language's own words, with numbers, times and prices isolated", () => {
    for (const language of ["ar", "he"] as const) {
      const w = requestFormWords(language);
      const home = html(`home-${language}`);
      const refused = html(`refused-${language}`);
      for (const page of [home, refused, html(`sent-${language}`)]) expect(page).toMatch(new RegExp(`^<!doctype html><html lang="${language}" dir="rtl">`));
      for (const kind of ["booking", "order", "quote"] as const) for (const s of [w[kind].heading, w[kind].intro, w[kind].send]) expect(home, s).toContain(s);
      for (const s of [w.service, w.pickupDate, w.items, w.description, w.willConfirm]) expect(home, s).toContain(s);
      expect(home).toContain(isolatedText(w.photoHint, true));
      expect(isolatedText(w.photoHint, true)).toMatch(/<bdi dir="ltr">5[^<]*<\/bdi>/);
      expect(html(`sent-${language}`)).toContain(w.order.thanksTitle);
      // The owner's prices and hours as typed, each isolated; the refusal names the day (Intl) and its hours.
      expect(home).toContain('<span class="pr"><bdi dir="ltr">$8.50</bdi></span>');
      expect(home).toContain("<bdi>Tue–Sat 8am-4pm</bdi>");
      const wednesday = new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }).format(new Date("2026-03-04T00:00:00Z"));
      const [before] = w.errors.outsideHoursOn.split("{hours}") as [string];
      expect(refused).toContain(`${before.replace("{day}", wednesday)}<bdi dir="ltr">08:00–16:00</bdi>`);
      // No English form words left on the page.
      const en = requestFormWords("en");
      for (const s of [en.booking.heading, en.booking.send, en.order.heading, en.quote.heading, en.willConfirm, en.items, en.errors.outsideHours])
        expect(`${home}${refused}`, `${language} ${s}`).not.toContain(s);
    }
  });

  it("offer pickup or delivery where the owner delivers, in the site's words, and refuse a delivery without an address", () => {
    for (const language of ["en", "ar"] as const) {
      const w = requestFormWords(language);
      const home = html(`delivery-${language}`);
      expect(home).toContain(`<legend>${w.fulfilment}</legend>`);
      expect(home).toMatch(/<input id="order-fulfilment" name="fulfilment" type="radio" value="pickup" checked>/);
      expect(home).toMatch(/<input id="order-fulfilment-delivery" name="fulfilment" type="radio" value="delivery">/);
      expect(home).toMatch(
        new RegExp(
          `<label for="order-address">${w.address.replace(/[()]/g, "\\$&")}</label><textarea id="order-address" name="address" rows="3" autocomplete="street-address"`,
        ),
      );
      for (const s of [w.order.deliveryHeading, w.order.deliveryIntro, w.orderDate, w.orderTime, w.pickup, w.delivery]) expect(home, s).toContain(s);
      expect(home).not.toContain(w.pickupTime);
      const refused = html(`delivery-refused-${language}`);
      expect(refused).toContain(`<a href="#order-address">${w.errors.addressRequired}</a>`);
      expect(refused).toMatch(/value="delivery" checked/);
    }
    // Where the owner did not say they deliver, the order form is pickup only.
    expect(html("home-en")).not.toContain('name="fulfilment"');
    expect(html("home-en")).not.toContain('name="address"');
  });

  it("pass html-validate", async () => {
    const validator = new HtmlValidate(
      new StaticConfigLoader({ ...projectRules, rules: { ...projectRules.rules, "doctype-style": "off", "tel-non-breaking": "off" } } as unknown as ConfigData),
    );
    const problems: string[] = [];
    for (const { name, html } of pages) {
      const report = await validator.validateString(html, `${name}.html`);
      for (const r of report.results) for (const m of r.messages) problems.push(`${name}: ${m.ruleId} ${m.message} (line ${m.line})`);
    }
    expect(problems).toEqual([]);
  });

  it("have no axe violation at 390 and 1440 px, right to left included", async () => {
    if (process.env.UPDATE_SCREENSHOTS) mkdirSync(SHOTS, { recursive: true });
    for (const { name, html } of pages) {
      for (const width of [390, 1440]) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, javaScriptEnabled: true });
        const page = await context.newPage();
        await page.setContent(html);
        const { violations } = await new AxeBuilder({ page }).analyze();
        expect(violations.map((v) => `${name} ${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
        if (name.startsWith("home")) {
          if (process.env.UPDATE_SCREENSHOTS)
            for (const kind of ["booking", "order", "quote"])
              await page.locator(`section#${kind}`).screenshot({ path: `${SHOTS}/${kind}-${name.slice(5)}-${width}.png` });
        } else if (name.startsWith("refused") && process.env.UPDATE_SCREENSHOTS)
          await page.locator("section#booking").screenshot({ path: `${SHOTS}/refused-${name.slice(8)}-${width}.png` });
        await context.close();
      }
    }
  }, 120_000);
});
