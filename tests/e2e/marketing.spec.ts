import { expect, test, type Page } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { createClient } from "@libsql/client";
import { pauseClockSoon, waitForIslands } from "./helpers";
import { expectToast } from "./toasts";

/**
 * The advisory site: nine pages, their headings, figures and link targets (spec sections 1, 2, 9),
 * the ROI calculator and its lead, the contact form's mail draft and toast, testimonial motion,
 * the JavaScript each page ships, and axe on every page.
 */

interface PageCase {
  path: string;
  h1: RegExp;
  figures: string[];
  /** [accessible link name, href] pairs that must exist in the page's main content. */
  links: [RegExp | string, string][];
}

const pages: PageCase[] = [
  {
    path: "/",
    h1: /Fractional CTO leadership/,
    figures: ["15+", "$242K+", "99.9%", "4 weeks", "2-4", "16:1", "75%", "$150-250/hr", "$5K-10K/mo", "Custom"],
    links: [
      ["Get a Free Assessment", "/contact"],
      [/^Calculate Your ROI$/, "/roi-calculator"],
      ["Explore Services", "/services"],
      ["See Case Studies", "/case-studies"],
      [/^Read the Case Study/, "/case-studies"],
      [/^Schedule Consultation/, "/contact"],
      ["Book Free Consultation", "/contact"],
      ["View Case Studies", "/case-studies"],
    ],
  },
  {
    path: "/services",
    h1: /Technical advisory services/,
    figures: [
      "Infrastructure Assessments & Roadmaps",
      "Technology Vendor Evaluations",
      "Data Center Optimization Audits",
      "Project Management Oversight",
      "$150-250/hr",
      "$5K-10K/mo",
      "1-4 days per week",
      "Custom",
      "Free 30-minute strategy session",
    ],
    links: [
      ["Book a Free Strategy Session", "/contact"],
      ["View Pricing", "/pricing"],
      [/read the case study/, "/case-studies"],
      ["Compare plans and pricing", "/pricing"],
      ["Book Your Free Session", "/contact"],
    ],
  },
  {
    path: "/advantage",
    h1: /CTO-level judgment/,
    figures: ["Senior-level expertise", "AI-accelerated delivery", "3-5x faster", "Flexible engagement", "Fast time to value", "15+"],
    links: [
      ["Talk to Us", "/contact"],
      ["Schedule a Free Consultation", "/contact"],
    ],
  },
  {
    path: "/pricing",
    h1: /Simple, transparent pricing/,
    figures: ["$150-250", "per hour", "No minimum commitment", "$5,000-10,000", "per month", "1-4 days per week", "Most Popular", "Custom", "What to Expect"],
    links: [
      ["Book a Free Consultation", "/contact"],
      ["See Deliverables", "/deliverables"],
      ["See all deliverables", "/deliverables"],
      ["Start a Retainer", "/contact"],
      ["Discuss a Custom Engagement", "/contact"],
    ],
  },
  {
    path: "/about",
    h1: /Technical leadership/,
    figures: [
      "15+",
      "$242K+",
      "99.9%",
      "Clarity",
      "Trust",
      "Wellness",
      "Growth",
      "Accuracy Standard",
      "Transparency",
      "Privacy Protection",
      "Bias Control",
      "Our mission",
      "Credentials",
    ],
    links: [["Get in Touch", "/contact"]],
  },
  {
    path: "/deliverables",
    h1: /Exactly what you receive/,
    figures: ["Infrastructure Assessment", "Vendor Evaluation", "Data Center Optimization", "Project Oversight & Rescue", "AI & Automation Readiness"],
    links: [["Schedule a Free Consultation", "/contact"]],
  },
  {
    path: "/case-studies",
    h1: /PMO intake triage for a California utility/,
    figures: [
      "$242K",
      "16:1",
      "75%",
      "4 weeks",
      "150-200 intake requests every month",
      "$22,500 a month in assessment labor",
      "5-7 days",
      "$0.20",
      "$150+",
      "30-60 seconds",
      "120+",
      "Week 4",
      "Future enhancements",
      "10 real submissions",
    ],
    links: [
      ["Schedule a Demo", "/contact"],
      ["Calculate Your ROI", "/roi-calculator"],
    ],
  },
  {
    path: "/contact",
    h1: /Let's talk about your infrastructure/,
    figures: ["Free 30-minute consultation", "What to Expect", "within 24 hours"],
    links: [
      ["hello@lumenspaces.dev", "mailto:hello@lumenspaces.dev"],
      [/Connect on LinkedIn/, "https://www.linkedin.com/company/lumen-spaces"],
      ["Request a consultation", "#consultation-form"],
    ],
  },
  {
    path: "/roi-calculator",
    h1: /Calculate your automation ROI/,
    figures: ["$22,500", "$270,000", "$202,500", "$187,000", "12.5x", "4 weeks", "$15,000", "$500", "Medium-volume scenario"],
    links: [
      ["Book a Free 30-Minute Consultation", "/contact"],
      [/^See the Case Study/, "/case-studies"],
    ],
  },
];

const mainOf = (page: Page) => page.locator("main");

/** Islands that hydrate on visibility (the contact form) are scrolled to first, then the page goes back to the top. */
async function hydrateAll(page: Page) {
  for (const island of await page.locator("astro-island[client='visible']").all()) {
    await island.evaluate((el) => (el.firstElementChild ?? el).scrollIntoView());
    await expect(island).not.toHaveAttribute("ssr", /.*/);
  }
  await waitForIslands(page);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const p of pages) {
  test.describe(`page ${p.path}`, () => {
    test("heading, figures and link targets", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(p.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(p.h1);
      await expect(page).toHaveTitle(/ \| Lumen Spaces$/);
      const main = mainOf(page);
      for (const figure of p.figures) await expect(main.getByText(figure, { exact: false }).first()).toBeVisible();
      for (const [name, href] of p.links) {
        const link = main.getByRole("link", { name }).first();
        await expect(link, `link ${String(name)}`).toHaveAttribute("href", href);
      }
    });

    test("no horizontal scrolling at 360 px", async ({ page }) => {
      await page.setViewportSize({ width: 360, height: 800 });
      await page.goto(p.path);
      await hydrateAll(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    });

    for (const width of [390, 1280]) {
      test(`axe: no violations at ${width}px`, async ({ page }) => {
        test.setTimeout(60_000);
        await page.setViewportSize({ width, height: 900 });
        await page.goto(p.path);
        await hydrateAll(page);
        const results = await new AxeBuilder({ page }).analyze();
        expect(results.violations).toEqual([]);
      });
    }
  });
}

test.describe("home", () => {
  test("sections in the spec's order", async ({ page }) => {
    await page.goto("/");
    const headings = await page.locator("main h2").allInnerTexts();
    const order = [
      "Your free assessment",
      "Core capabilities",
      "AI-assisted PMO intake triage",
      "Built For Growing Organizations",
      "The advantage of a fractional CTO",
      "What clients say",
      "Choose how we work together",
      "Ready to Get Started?",
    ];
    const positions = order.map((h) => headings.findIndex((x) => x.includes(h)));
    expect(positions.every((x) => x >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    await expect(page.locator("#get-started")).toContainText("Ready to Get Started?");
    await expect(page.locator("#get-started")).toContainText("30-minute consultation");
  });

  test("the capabilities image is local, sized and described", async ({ page }) => {
    await page.goto("/");
    const img = page.locator("#capabilities img");
    await expect(img).toHaveAttribute("src", "/images/advisory-capabilities.svg");
    await expect(img).toHaveAttribute("width", "560");
    await expect(img).toHaveAttribute("height", "440");
    await expect(img).toHaveAttribute("alt", /.{20,}/);
    expect((await page.request.get("/images/advisory-capabilities.svg")).status()).toBe(200);
  });

  test("three testimonials with the spec's claims fade in on first view, 0.15 s apart", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    const cards = page.getByTestId("testimonial");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText("$180K");
    await expect(cards.nth(1)).toContainText("$400K");
    await expect(cards.nth(1)).toContainText("3 weeks instead of 3 months");
    await expect(cards.nth(1)).toContainText("40%");
    await expect(cards.nth(2)).toContainText("6 months behind");
    await expect(cards.nth(2)).toContainText("99.9%");
    // Below the fold: waiting, invisible.
    await expect(cards.nth(0)).toHaveClass(/reveal-pending/);
    expect(await cards.nth(0).evaluate((el) => getComputedStyle(el).opacity)).toBe("0");
    await cards.nth(0).scrollIntoViewIfNeeded();
    await expect(cards.nth(2)).toHaveClass(/reveal-in/);
    expect(await cards.evaluateAll((els) => els.map((el) => (el as HTMLElement).style.transitionDelay))).toEqual(["0s", "0.15s", "0.3s"]);
    await expect.poll(() => cards.nth(2).evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
  });

  test("testimonials do not move when the visitor prefers reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    const first = page.getByTestId("testimonial").first();
    await expect(first).toBeVisible();
    expect(await first.evaluate((el) => el.className)).not.toMatch(/reveal/);
    expect(await first.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await context.close();
  });

  test("testimonials are visible without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    const first = page.getByTestId("testimonial").first();
    await first.scrollIntoViewIfNeeded();
    expect(await first.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    await context.close();
  });
});

test.describe("JavaScript budget", () => {
  const contentPages = ["/", "/services", "/advantage", "/pricing", "/about", "/deliverables", "/case-studies"];
  test("content pages load no React on a desktop-width screen, and only a few KB of script", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    for (const path of contentPages) {
      const scripts: { url: string; bytes: number }[] = [];
      const onResponse = async (r: import("@playwright/test").Response) => {
        if (r.request().resourceType() === "script") scripts.push({ url: r.url(), bytes: (await r.body()).length });
      };
      page.on("response", onResponse);
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      page.off("response", onResponse);
      expect(
        scripts.filter((s) => /react|client\.|island|Roi|Contact|Toaster/i.test(s.url)),
        path,
      ).toEqual([]);
      const total = scripts.reduce((n, s) => n + s.bytes, 0);
      expect(total, `${path} script bytes`).toBeLessThan(8 * 1024);
    }
  });

  test("the static HTML already shows the calculator's default results", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/roi-calculator");
    await expect(page.getByTestId("roi-annual-savings")).toHaveText("$202,500");
    await expect(page.getByTestId("roi-multiple")).toHaveText("12.5x");
    await expect(page.getByTestId("roi-payback")).toHaveText("4 weeks");
    await context.close();
  });
});

test.describe("ROI calculator", () => {
  test("inputs carry the spec's defaults and attributes", async ({ page }) => {
    await page.goto("/roi-calculator");
    const requests = page.getByLabel("Monthly requests");
    const hours = page.getByLabel("Hours per assessment");
    const rate = page.getByLabel("Hourly rate (USD)");
    await expect(requests).toHaveValue("150");
    await expect(requests).toHaveAttribute("min", "1");
    await expect(hours).toHaveValue("3");
    await expect(hours).toHaveAttribute("min", "0.5");
    await expect(hours).toHaveAttribute("step", "0.5");
    await expect(rate).toHaveValue("50");
    await expect(rate).toHaveAttribute("min", "1");
  });

  test("results update live on every change, across the scenario bands", async ({ page }) => {
    await page.goto("/roi-calculator");
    await waitForIslands(page);
    const requests = page.getByLabel("Monthly requests");
    await expect(page.getByTestId("roi-monthly-cost")).toHaveText("$22,500");
    await expect(page.getByTestId("roi-annual-cost")).toHaveText("$270,000");
    await expect(page.getByTestId("roi-annual-savings")).toHaveText("$202,500");
    await expect(page.getByTestId("roi-net-benefit")).toHaveText("$187,000");
    await expect(page.getByTestId("roi-multiple")).toHaveText("12.5x");
    await expect(page.getByTestId("roi-payback")).toHaveText("4 weeks");
    await expect(page.getByTestId("roi-scenario")).toContainText("Medium-volume");

    // 200 x 3 x $50 = $30,000/month; $360,000/yr; savings $270,000; net $254,500; ROI 16.97 -> 17.0; payback 2.9 -> 3
    await requests.fill("200");
    await expect(page.getByTestId("roi-monthly-cost")).toHaveText("$30,000");
    await expect(page.getByTestId("roi-annual-savings")).toHaveText("$270,000");
    await expect(page.getByTestId("roi-net-benefit")).toHaveText("$254,500");
    await expect(page.getByTestId("roi-multiple")).toHaveText("17.0x");
    await expect(page.getByTestId("roi-payback")).toHaveText("3 weeks");
    await expect(page.getByTestId("roi-scenario")).toContainText("Large-volume");

    await requests.fill("49");
    await expect(page.getByTestId("roi-scenario")).toContainText("Small-volume");
    await requests.fill("50");
    await expect(page.getByTestId("roi-scenario")).toContainText("Medium-volume");

    // Hours and rate count too: 50 x 0.5 x $20 = $500/month
    await page.getByLabel("Hours per assessment").fill("0.5");
    await page.getByLabel("Hourly rate (USD)").fill("20");
    await expect(page.getByTestId("roi-monthly-cost")).toHaveText("$500");
  });

  test("odd inputs never show NaN, Infinity or a negative payback", async ({ page }) => {
    await page.goto("/roi-calculator");
    await waitForIslands(page);
    const requests = page.getByLabel("Monthly requests");
    const results = page.locator("main");
    for (const value of ["", "0", "-20", "1e400", "99999999999"]) {
      await requests.fill(value);
      await expect(results).not.toContainText("NaN");
      await expect(results).not.toContainText("Infinity");
      await expect(page.getByTestId("roi-payback")).not.toContainText("-");
    }
    await requests.fill("");
    await expect(page.getByTestId("roi-payback")).toHaveText("No payback");
    await expect(page.getByTestId("roi-monthly-cost")).toHaveText("$0");
    await requests.fill("-20");
    await expect(page.getByRole("note")).toContainText("adjusted");
  });

  test("the lead form: 'Sending...' while in flight, stored in the database, email cleared, success alert", async ({ page }) => {
    await page.goto("/roi-calculator");
    await waitForIslands(page);
    await page.getByLabel("Monthly requests").fill("200");
    const email = `e2e-lead-${Date.now()}@example.com`;
    const field = page.getByLabel("Work email");
    await field.fill(email);

    // Hold the request so the in-flight state can be seen, then let it through to the real server.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let sent: unknown;
    let reached!: () => void;
    const intercepted = new Promise<void>((r) => (reached = r));
    await page.route("**/api/leads", async (route) => {
      sent = route.request().postDataJSON();
      reached();
      await held;
      await route.continue();
    });
    const dialogs: string[] = [];
    page.on("dialog", async (d) => {
      dialogs.push(d.message());
      await d.accept();
    });
    const button = page.getByRole("button", { name: "Email My Report" });
    await button.click();
    const sending = page.getByRole("button", { name: "Sending..." });
    await expect(sending).toBeDisabled();
    // The button changes before the request reaches the route handler: wait for both.
    await intercepted;
    release();
    expect(sent).toEqual({
      email,
      monthlyRequests: 200,
      estimatedSavings: "270000",
      roiMultiple: 17,
      eventType: "roi_calculated",
      source: "roi_calculator",
    });
    await expect.poll(() => dialogs).toEqual(["Report sent! Check your email."]);
    await expect(field).toHaveValue("");
    await expect(page.getByRole("button", { name: "Email My Report" })).toBeEnabled();

    const db = createClient({ url: process.env.E2E_DATABASE_URL! });
    try {
      const rows = await db.execute({ sql: "SELECT * FROM leads WHERE email = ?", args: [email] });
      expect(rows.rows).toHaveLength(1);
      expect(rows.rows[0]).toMatchObject({
        monthly_requests: 200,
        estimated_savings: "270000",
        roi_multiple: "17.0",
        event_type: "roi_calculated",
        source: "roi_calculator",
      });
    } finally {
      db.close();
    }
  });

  test("a failed lead request shows the failure alert and keeps the email", async ({ page }) => {
    await page.goto("/roi-calculator");
    await waitForIslands(page);
    await page.route("**/api/leads", (route) => route.abort("connectionrefused"));
    const dialogs: string[] = [];
    page.on("dialog", async (d) => {
      dialogs.push(d.message());
      await d.accept();
    });
    await page.getByLabel("Work email").fill("keep@example.com");
    await page.getByRole("button", { name: "Email My Report" }).click();
    await expect.poll(() => dialogs).toEqual(["Failed to send report. Please try again."]);
    await expect(page.getByLabel("Work email")).toHaveValue("keep@example.com");
  });

  test("the sticky bar links to /contact on phones and is hidden on desktop", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/roi-calculator");
    const bar = page.getByTestId("roi-sticky-bar");
    await expect(bar).toBeVisible();
    await expect(bar.getByRole("link")).toHaveAttribute("href", "/contact");
    const box = await bar.boundingBox();
    expect(box!.y + box!.height).toBeCloseTo(800, 0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(bar).toBeHidden();
  });
});

test.describe("contact form", () => {
  const expectedMailto =
    "mailto:hello@lumenspaces.dev?subject=Free%2030-Minute%20Consultation%20Request&body=" +
    "Name%3A%20Ana%20Ruiz%0D%0AEmail%3A%20ana%40acme.io%0D%0ACompany%3A%20Acme%20%26%20Sons%0D%0A%0D%0A" +
    "Message%3A%0D%0AWe%20need%20a%20vendor%20review%20%26%20a%20roadmap.%0D%0ABudget%3A%20%2450k%3F";

  /** `beforeSubmit` runs once the form is filled, just before the click (the close-button test pauses the clock there). */
  async function fillAndSubmit(page: Page, beforeSubmit?: () => Promise<void>) {
    await page.goto("/contact");
    await hydrateAll(page);
    await page.getByLabel("Name").fill("Ana Ruiz");
    await page.getByLabel("Email", { exact: true }).fill("ana@acme.io");
    await page.getByRole("textbox", { name: /Company/ }).fill("Acme & Sons");
    await page.getByLabel("Message").fill("We need a vendor review & a roadmap.\nBudget: $50k?");
    const mailto = page.waitForRequest((r) => r.url().startsWith("mailto:"));
    await beforeSubmit?.();
    await page.getByRole("button", { name: "Request Free Consultation" }).click();
    return (await mailto).url();
  }

  test("the form hydrates when it scrolls into view; its button is disabled until then", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/contact");
    const button = page.getByRole("button", { name: "Request Free Consultation" });
    await expect(button).toBeDisabled();
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeEnabled();
  });

  test("fields and browser validation", async ({ page }) => {
    await page.goto("/contact");
    await hydrateAll(page);
    await expect(page.getByLabel("Name")).toHaveAttribute("required", "");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("required", "");
    await expect(page.getByRole("textbox", { name: /Company/ })).not.toHaveAttribute("required", /.*/);
    await expect(page.getByLabel("Message")).toHaveAttribute("rows", "6");
    await expect(page.getByLabel("Message")).toHaveAttribute("required", "");
    // An empty form is stopped by the browser: no draft, no toast.
    let drafted = false;
    page.on("request", (r) => {
      if (r.url().startsWith("mailto:")) drafted = true;
    });
    await page.getByRole("button", { name: "Request Free Consultation" }).click();
    expect(await page.getByLabel("Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
    await page.waitForTimeout(300);
    expect(drafted).toBe(false);
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });

  test("submitting opens the encoded mail draft, resets the fields, and a toast shows then goes", async ({ page }) => {
    const url = await fillAndSubmit(page);
    expect(url).toBe(expectedMailto);
    for (const label of ["Name", "Message"]) await expect(page.getByLabel(label)).toHaveValue("");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue("");
    await expect(page.getByRole("textbox", { name: /Company/ })).toHaveValue("");
    await expectToast(page, "Consultation Request Prepared", "Your email client should open with your request ready to send.");
    // Radix default duration: 5 s.
    await expect(page.getByTestId("toast")).toBeHidden({ timeout: 8_000 });
    await expect(page.getByTestId("draft-fallback").getByRole("link", { name: "Open the email draft again" })).toHaveAttribute("href", expectedMailto);
  });

  test("the toast closes on its close button", async ({ page }) => {
    // The page's clock is paused before the toast is raised: it stays until closed however slow the machine is.
    await page.clock.install();
    await fillAndSubmit(page, () => pauseClockSoon(page));
    const toast = page.getByTestId("toast");
    await expect(toast).toBeVisible();
    await toast.getByRole("button", { name: "Close" }).click();
    await page.clock.resume();
    await expect(toast).toBeHidden({ timeout: 1_000 });
  });
});
