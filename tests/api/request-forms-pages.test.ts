import { mkdirSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { chromium, type Browser } from "@playwright/test";
import { type ConfigData, HtmlValidate, StaticConfigLoader } from "html-validate";
import { eq } from "drizzle-orm";
import projectRules from "../../.htmlvalidate.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { generatedSites } from "../../db/schema";
import { CONTACT_MIN_FILL_MS } from "../../functions/services/sites/hosted";

/**
 * The served pages of a site with each request form (and a refusal's page): html-validate clean and
 * no axe violation at 390 and 1440 px, in English and on a right-to-left Arabic page (whose form words
 * fall back to English until they are translated). UPDATE_SCREENSHOTS=1 writes each form's picture to
 * docs/screenshots/requests/.
 */
let clock = Date.UTC(2026, 2, 2, 9);
let t: TestApp;
let browser: Browser;
const SHOTS = "docs/screenshots/requests";

const content = (language: string) => ({
  language,
  facts: {
    phones: ["+1 503 555 0142"],
    emails: [],
    social: [],
    places: [],
    team: [],
    hours: [
      { days: ["tue", "wed", "thu", "fri", "sat"], label: "Tue–Sat", time: "8am-4pm", closed: false },
      { days: ["sun", "mon"], label: "Sun–Mon", closed: true },
    ],
  },
  sections: [
    {
      kind: "offerings",
      id: "menu",
      heading: "Menu",
      hidden: false,
      images: [],
      style: "menu",
      groups: [
        {
          items: [
            { name: "Sourdough loaf", price: "$8.50" },
            { name: "Cinnamon bun", price: "$4" },
            { name: "Birthday cake", price: "from $45" },
          ],
        },
      ],
    },
  ],
  settings: { contactForm: true, requests: { booking: { on: true, primary: true }, order: { on: true }, quote: { on: true } } },
});

const pages: Array<{ name: string; html: string }> = [];

beforeAll(async () => {
  t = await createTestApp({}, { now: () => clock });
  for (const language of ["en", "ar"]) {
    const site = await ownerWithSite(t, { name: language === "ar" ? "مخبز الميناء" : "Harbour Bakery", content: content(language) });
    if (language === "ar") {
      // A right-to-left page as the renderer draws one for Arabic content.
      const [row] = await t.db.select().from(generatedSites).where(eq(generatedSites.projectId, site.project.id));
      await t.db
        .update(generatedSites)
        .set({ html: row!.html.replace(/<html lang="[^"]*"/, '<html lang="ar" dir="rtl"') })
        .where(eq(generatedSites.projectId, site.project.id));
    }
    const home = await (await t.app.request(`${site.base}/`)).text();
    pages.push({ name: `home-${language}`, html: home });
    clock += CONTACT_MIN_FILL_MS;
    const refused = await t.app.request(
      `${site.base}/request/booking`,
      formPost({ name: "", email: "x", date: "2026-03-04", time: "18:30", t: formToken(home) }, { "cf-connecting-ip": `10.66.0.${pages.length}` }),
    );
    expect(refused.status).toBe(422);
    pages.push({ name: `refused-${language}`, html: await refused.text() });
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
        } else if (process.env.UPDATE_SCREENSHOTS) await page.locator("section#booking").screenshot({ path: `${SHOTS}/refused-${name.slice(8)}-${width}.png` });
        await context.close();
      }
    }
  }, 120_000);
});
