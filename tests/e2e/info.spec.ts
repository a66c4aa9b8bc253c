/**
 * Informational pages, the platform landing and the building-management tools:
 * headings and figures of the spec, every link and mail target, the search, filters and tabs by
 * mouse and keyboard, accessibility, the sitemap and robots.txt, and no React on desktop.
 */
import { expect, test, type Page } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { createClient } from "@libsql/client";
import { site } from "../../src/config/site";
import { E2E_ADMIN_PASSWORD } from "./e2e-env";

interface PageSpec {
  path: string;
  title: string;
  h1: string | RegExp;
  figures: string[];
}

/** Every page this area owns, with the words and figures the spec requires on it. */
const PAGES: PageSpec[] = [
  {
    path: "/platform",
    title: "AI Website Generator",
    h1: "Describe your business. Get a professional website in seconds.",
    figures: ["$29.99", "$24.99", "Service fee (20%)", "$5.00", "30 seconds or less", "up to 2-3 minutes"],
  },
  {
    path: "/documentation",
    title: "Documentation",
    h1: "Build, launch and grow with Lumen Spaces",
    figures: ["Quick Start", "API Reference", "Guides & Tutorials", "Community", "Contact Support", "Join Discord"],
  },
  {
    path: "/help-center",
    title: "Help Center",
    h1: "How can we help?",
    figures: ["Getting Started", "Website Generation", "Domains & Publishing", "Frequently asked questions", "Contact Support"],
  },
  {
    path: "/api-reference",
    title: "API Reference",
    h1: "Lumen Spaces API",
    figures: [
      "Authentication",
      "Projects",
      "AI Generation",
      "Webhooks",
      "requests per minute",
      "website generations per hour",
      "API calls per day",
      "X-RateLimit-Limit",
      "X-RateLimit-Remaining",
      "X-RateLimit-Reset",
    ],
  },
  {
    path: "/blog",
    title: "Blog",
    h1: "Notes on human-first AI and smart spaces",
    figures: ["Featured", "Human-First AI: The Principles Behind Our Website Generator", "Get new posts by email"],
  },
  {
    path: "/careers",
    title: "Careers",
    h1: "Build human-first technology with us",
    figures: [
      "Senior Full-Stack Engineer",
      "AI Engineer, Generation Quality",
      "Smart Building Solutions Architect",
      "Product Designer",
      "Send a general application",
    ],
  },
  { path: "/privacy", title: "Privacy Policy", h1: "Privacy Policy", figures: ["Last updated January 20, 2025", "Our principles"] },
  {
    path: "/terms",
    title: "Terms of Service",
    h1: "Terms of Service",
    figures: ["Effective January 22, 2025", "the fees you paid us in the 12 months before the claim", "respond within 5-7 business days"],
  },
  { path: "/status", title: "System Status", h1: "Lumen Spaces status", figures: ["99.9%", "43 minutes", "14 minutes", "Subscribe"] },
  {
    path: "/domain-setup",
    title: "Domain Setup Guide",
    h1: "Put your site on your own domain",
    figures: ["$9-15", "$84", "$228", "about $320-330", "24-48 hours", "PUBLIC_SITE_URL"],
  },
  {
    path: "/tools",
    title: "Tools",
    h1: "Human-first tools for smart spaces",
    figures: ["PII Redactor", "Occupancy Insights", "Energy Optimizer", "Implementation Playbooks"],
  },
  {
    path: "/occupancy",
    title: "Occupancy Insights Demo",
    h1: "See how your space is really used",
    figures: ["Sample data", "Peak occupancy", "71%", "Utilization by zone"],
  },
  { path: "/energy", title: "Energy Optimizer Demo", h1: "Cut energy use without cutting comfort", figures: ["50,000 sq ft", "-7,800 kWh", "-$1,014", "+5%"] },
  { path: "/playbooks", title: "Implementation Playbooks", h1: "Proven plans for smart-building projects", figures: ["3 Available", "1 Coming Soon"] },
  {
    path: "/solutions",
    title: "Smart Building Solutions",
    h1: "Smart-building intelligence, deployed your way",
    figures: ["15-30%", "40%", "On-premise", "Hybrid cloud", "SaaS"],
  },
];

const BLOG_POSTS = ["human-first-ai-principles", "safe-rendering-generated-sites", "two-practices-one-roof", "community-office-hours"];
const MY_PATHS = [...PAGES.map((p) => p.path), ...BLOG_POSTS.map((s) => `/blog/${s}`)];

/** Routes of the spec's route table built by other areas (linked from here, not tested here). */
const OTHER_ROUTES = [
  "/",
  "/services",
  "/deliverables",
  "/advantage",
  "/pricing",
  "/about",
  "/contact",
  "/case-studies",
  "/roi-calculator",
  "/dashboard",
  "/create",
  "/admin",
  "/admin/users",
  "/app-store",
  "/app-builder",
  "/agent-builder",
  "/self-resolving-agent",
  "/redactor",
  "/api/login",
  "/api/logout",
];
const PRIVATE = ["/dashboard", "/create", "/checkout", "/admin", "/admin/users", "/invite", "/404", "/demo/preview", "/demo/agent-test"];
const SITE_EMAILS = [site.email, site.supportEmail, site.careersEmail, site.legalEmail];

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, "") : p);

test.describe("every page", () => {
  for (const spec of PAGES) {
    test(`${spec.path}: title, heading, figures and share tags`, async ({ page }) => {
      const response = await page.goto(spec.path);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(`${spec.title} | ${site.name}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(spec.h1);
      const main = page.locator("main");
      for (const figure of spec.figures) await expect(main.getByText(figure, { exact: false }).filter({ visible: true }).first(), figure).toBeVisible();
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${spec.path}/?$`));
    });

    test(`${spec.path}: no accessibility violations`, async ({ page }) => {
      await page.goto(spec.path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations).toEqual([]);
    });
  }

  test("each blog post has its own page with heading, byline and a way back", async ({ page }) => {
    test.setTimeout(60_000);
    for (const slug of BLOG_POSTS) {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(200);
      const h1 = page.getByRole("heading", { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(page).toHaveTitle(`${await h1.textContent()} | ${site.name}`);
      await expect(page.locator("article > header time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}$/);
      await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
      await expect(page.getByRole("link", { name: "All posts" })).toHaveAttribute("href", "/blog");
    }
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
  });

  test("pages without an island of their own load no React on a desktop-width screen", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const scripts: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "script") scripts.push(r.url());
    });
    for (const path of [...MY_PATHS]) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(scripts.filter((s) => /react|client\.|MobileDrawer|Toaster/i.test(s))).toEqual([]);
    expect(await page.locator("astro-island").count()).toBe(0);
  });
});

test.describe("links and mail targets", () => {
  test("every link on every page goes somewhere real", async ({ page, request }) => {
    test.setTimeout(120_000);
    const checked = new Map<string, number>();
    for (const path of MY_PATHS) {
      await page.goto(path);
      const links = await page.locator("a[href]").evaluateAll((els) =>
        els.map((a) => ({
          href: a.getAttribute("href") ?? "",
          target: a.getAttribute("target"),
          rel: a.getAttribute("rel") ?? "",
          text: a.textContent?.trim() ?? "",
        })),
      );
      for (const link of links) {
        const where = `${path} -> ${link.href} (${link.text})`;
        if (link.href.startsWith("mailto:")) {
          const url = new URL(link.href);
          expect(SITE_EMAILS, where).toContain(decodeURIComponent(url.pathname));
          expect(link.href, where).not.toMatch(/\+/);
          continue;
        }
        if (/^https?:\/\//.test(link.href)) {
          expect(link.target, where).toBe("_blank");
          expect(link.rel, where).toContain("noopener");
          continue;
        }
        expect(link.href, where).toMatch(/^[/#]/);
        const url = new URL(link.href, `http://x${path}`);
        const target = trimSlash(url.pathname);
        if (MY_PATHS.includes(target)) {
          if (!checked.has(target)) checked.set(target, (await request.get(target)).status());
          expect(checked.get(target), where).toBe(200);
          if (url.hash) {
            const id = decodeURIComponent(url.hash.slice(1));
            const html = await (await request.get(target)).text();
            expect(html, `${where}: #${id} exists`).toContain(`id="${id}"`);
          }
        } else {
          expect(OTHER_ROUTES, where).toContain(target);
        }
      }
    }
  });

  test("documentation: Contact Support mails support, Join Discord opens the community in a new tab", async ({ page }) => {
    await page.goto("/documentation");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", `mailto:${site.supportEmail}?subject=Support%20request`);
    const discord = main.getByRole("link", { name: /Join Discord/ });
    await expect(discord).toHaveAttribute("href", site.social.discord.href);
    await expect(discord).toHaveAttribute("target", "_blank");
    await expect(discord).toHaveAttribute("rel", /noopener/);
    await expect(main.getByRole("link", { name: "Read the API reference" })).toHaveAttribute("href", "/api-reference");
  });

  test("careers: four positions with their details, Apply mails 'Application for {title}'", async ({ page }) => {
    await page.goto("/careers");
    const jobs = page.locator("[data-job]");
    await expect(jobs).toHaveCount(4);
    const expected = [
      ["Senior Full-Stack Engineer", "Engineering", "Remote (US or EU time zones)", "Full-time"],
      ["AI Engineer, Generation Quality", "Engineering", "Remote (US or EU time zones)", "Full-time"],
      ["Smart Building Solutions Architect", "Advisory", "Hybrid, San Francisco Bay Area", "Full-time"],
      ["Product Designer", "Design", "Remote", "Contract"],
    ];
    for (const [i, [title, department, location, type]] of expected.entries()) {
      const job = jobs.nth(i);
      await expect(job.getByRole("heading", { level: 3 })).toHaveText(title!);
      await expect(job).toContainText(`Department: ${department}`);
      await expect(job).toContainText(`Location: ${location}`);
      await expect(job).toContainText(`Type: ${type}`);
      const apply = job.getByRole("link", { name: `Apply for ${title}` });
      await expect(apply).toHaveAttribute("href", `mailto:${site.careersEmail}?subject=${encodeURIComponent(`Application for ${title}`)}`);
    }
    await expect(page.getByRole("link", { name: "Send a general application" })).toHaveAttribute(
      "href",
      `mailto:${site.careersEmail}?subject=General%20application`,
    );
  });

  test("status: Subscribe opens a mail to support about status updates", async ({ page }) => {
    await page.goto("/status");
    const href = await page.getByRole("link", { name: "Subscribe" }).getAttribute("href");
    expect(href).toMatch(new RegExp(`^mailto:${site.supportEmail}\\?subject=Subscribe%20to%20status%20updates&body=`));
  });

  test("api reference: mail and community buttons", async ({ page }) => {
    await page.goto("/api-reference");
    await expect(page.getByRole("link", { name: "Email developer support" })).toHaveAttribute("href", `mailto:${site.supportEmail}?subject=API%20question`);
    const community = page.getByRole("link", { name: /Join the Discord community/ });
    await expect(community).toHaveAttribute("href", site.social.discord.href);
    await expect(community).toHaveAttribute("target", "_blank");
  });

  test("terms: eight sections and links to /privacy, /contact and /", async ({ page }) => {
    await page.goto("/terms");
    const sections = page.locator('main section[id^="section-"]');
    await expect(sections).toHaveCount(8);
    await expect(sections.nth(6)).toContainText("Limitation of liability");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "privacy policy" })).toHaveAttribute("href", "/privacy");
    await expect(main.getByRole("link", { name: "contact page" })).toHaveAttribute("href", "/contact");
    await expect(main.getByRole("link", { name: "home page" })).toHaveAttribute("href", "/");
    await main.getByRole("link", { name: "7. Limitation of liability" }).click();
    await expect(page).toHaveURL(/#section-7$/);
  });

  test("privacy: six numbered sections and the principles", async ({ page }) => {
    await page.goto("/privacy");
    const headings = page.locator('main section[id^="section-"] h2');
    await expect(headings).toHaveCount(6);
    for (let i = 0; i < 6; i++) await expect(headings.nth(i)).toContainText(`${i + 1}.`);
    await expect(page.locator("main").getByRole("heading", { level: 3 })).toHaveCount(4);
  });

  test("domain setup: registrars, two CNAME records, timeline, costs and outside links", async ({ page }) => {
    await page.goto("/domain-setup");
    const registrars = page.locator("[data-registrar]");
    await expect(registrars).toHaveCount(3);
    for (const r of await registrars.all()) {
      await expect(r).toContainText(/\$\d+-\d+ per year/);
      await expect(r.getByRole("link")).toHaveAttribute("target", "_blank");
    }
    const records = page.locator("[data-dns-record]");
    await expect(records).toHaveCount(2);
    await expect(records.nth(0)).toContainText("CNAME");
    await expect(records.nth(0)).toContainText("@");
    await expect(records.nth(1)).toContainText("www");
    const steps = page.locator("[data-timeline-step]");
    await expect(steps).toHaveCount(4);
    await expect(steps.nth(0)).toContainText("Pending");
    for (const i of [1, 2, 3]) await expect(steps.nth(i)).toContainText("Waiting");
    await expect(page.locator("[data-cost-total]")).toHaveText("about $320-330");
    await expect(page.locator("main").getByRole("link", { name: "Contact us" })).toHaveAttribute("href", "/contact");
  });

  test("tools: the catalogue links each tool with its status, and every status is explained", async ({ page }) => {
    await page.goto("/tools");
    const expected = [
      ["redactor", "PII Redactor", "Live"],
      ["occupancy", "Occupancy Insights", "Demo"],
      ["energy", "Energy Optimizer", "Demo"],
      ["playbooks", "Implementation Playbooks", "Docs"],
    ];
    for (const [slug, name, status] of expected) {
      const card = page.locator(`[data-tool="${slug}"]`);
      await expect(card.getByRole("link", { name })).toHaveAttribute("href", `/${slug}`);
      await expect(card.locator("[data-tool-status]")).toHaveText(status!);
    }
    for (const status of ["Live", "Demo", "Beta", "Docs", "Coming Soon"]) await expect(page.locator(`[data-status-legend="${status}"]`)).toBeVisible();
  });

  test("playbooks: four with category, duration and audience; three Available, one Coming Soon", async ({ page }) => {
    await page.goto("/playbooks");
    await expect(page.locator("[data-playbook]")).toHaveCount(4);
    await expect(page.locator('[data-playbook][data-status="Available"]')).toHaveCount(3);
    await expect(page.locator('[data-playbook][data-status="Coming Soon"]')).toHaveCount(1);
    for (const card of await page.locator("[data-playbook]").all()) {
      for (const label of ["Category", "Duration", "Audience"]) await expect(card.locator("dt", { hasText: label })).toBeVisible();
    }
    const first = page.locator("[data-playbook]").first();
    await expect(first.getByRole("link", { name: "Request this playbook" })).toHaveAttribute(
      "href",
      /^mailto:hello@lumenspaces\.dev\?subject=Playbook%20request%3A%20/,
    );
    await first.getByText("What's inside").click();
    await expect(first.getByRole("listitem").first()).toBeVisible();
  });
});

test.describe("help center search", () => {
  async function open(page: Page, path = "/help-center") {
    await page.goto(path);
    await expect(page.locator("form[data-help-search]")).toHaveAttribute("data-ready", "true");
  }
  const visibleArticles = (page: Page) => page.locator("[data-help-article]:visible");
  const visibleFaqs = (page: Page) => page.locator("[data-help-faq]:visible");

  test("filters topics, articles and FAQ as you type, by keyboard", async ({ page }) => {
    await open(page);
    await expect(visibleArticles(page)).toHaveCount(12);
    await expect(visibleFaqs(page)).toHaveCount(4);

    await page.getByRole("searchbox", { name: "Search help articles and questions" }).focus();
    await page.keyboard.type("domain");
    await expect(page.locator("[data-help-topic]:visible")).toHaveCount(1);
    await expect(visibleArticles(page)).toHaveCount(4); // the whole Domains & Publishing topic matches
    await expect(visibleFaqs(page)).toHaveCount(1);
    const faq = visibleFaqs(page).first();
    await expect(faq).toContainText("Can I use my own domain name?");
    await expect(faq).toHaveAttribute("open", "");
    await expect(page.getByRole("status").filter({ hasText: "results" })).toHaveText("5 results for “domain”.");
    await expect(page).toHaveURL(/\?q=domain$/);

    await page.keyboard.press("Control+A");
    await page.keyboard.type("sharing");
    await expect(visibleArticles(page)).toHaveText(["Viewing and sharing your finished site"]);
    await expect(visibleFaqs(page)).toHaveCount(0);
    await expect(page.locator('[data-help-section="faq"]')).toBeHidden();
  });

  test("shows a 'no results' state with support, and clears back to everything", async ({ page }) => {
    await open(page);
    await page.getByRole("searchbox").fill("kubernetes cluster");
    await expect(page.getByRole("heading", { name: "No results found" })).toBeVisible();
    await expect(page.locator('[data-help-section="topics"]')).toBeHidden();
    await expect(page.locator('[data-help-section="faq"]')).toBeHidden();
    await expect(page.locator("[data-help-status]")).toHaveText("No results for “kubernetes cluster”.");
    await expect(page.locator("[data-help-empty]").getByRole("link", { name: "Contact Support" })).toHaveAttribute("href", /^mailto:support@/);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);

    await page.getByRole("button", { name: "Clear search" }).click();
    await expect(page.getByRole("searchbox")).toBeFocused();
    await expect(page.getByRole("searchbox")).toHaveValue("");
    await expect(visibleArticles(page)).toHaveCount(12);
    await expect(visibleFaqs(page)).toHaveCount(4);
    await expect(page.locator("[data-help-empty]")).toBeHidden();
  });

  test("a shared ?q= link opens with the search applied", async ({ page }) => {
    await open(page, "/help-center?q=template");
    await expect(page.getByRole("searchbox")).toHaveValue("template");
    await expect(visibleArticles(page)).toHaveText(["Choosing a template or starting from scratch"]);
    await expect(visibleFaqs(page)).toHaveCount(1);
    await expect(page.locator("[data-help-status]")).toHaveText("2 results for “template”.");
    await expect(page.getByRole("heading", { name: "No results found" })).toBeHidden();
  });

  test("FAQ entries are disclosures that open by mouse and keyboard, with real figures", async ({ page }) => {
    await open(page);
    const faq = page.locator("[data-help-faq]", { hasText: "How long does it take" });
    await expect(faq.locator("[data-faq-answer]")).toBeHidden();
    await faq.locator("summary").click();
    await expect(faq.locator("[data-faq-answer]")).toContainText("30 seconds or less");
    await expect(faq.locator("[data-faq-answer]")).toContainText("up to 2-3 minutes");
    await faq.locator("summary").press("Enter");
    await expect(faq.locator("[data-faq-answer]")).toBeHidden();
    const price = page.locator("[data-help-faq]", { hasText: "How much does a website cost?" });
    await price.locator("summary").focus();
    await page.keyboard.press("Space");
    await expect(price.locator("[data-faq-answer]")).toContainText("$24.99, plus a 20% service fee: $29.99 in total");
  });
});

test.describe("blog", () => {
  async function open(page: Page, path = "/blog") {
    await page.goto(path);
    await expect(page.locator("[data-blog-filters]")).toHaveAttribute("data-ready", "true");
  }

  test("a featured post, three post cards, and category buttons that filter", async ({ page }) => {
    await open(page);
    await expect(page.locator("[data-post]")).toHaveCount(4);
    const filters = page.getByRole("group", { name: "Filter posts by category" }).getByRole("button");
    await expect(filters).toHaveText(["All", "AI Ethics", "Technology", "Company", "Community"]);
    await expect(filters.first()).toHaveAttribute("aria-pressed", "true");

    await page.getByRole("button", { name: "Technology" }).click();
    await expect(page.getByRole("button", { name: "Technology" })).toHaveAttribute("aria-pressed", "true");
    await expect(filters.first()).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator("[data-post]:visible")).toHaveCount(1);
    await expect(page.locator("[data-post]:visible")).toContainText("How We Render AI-Written Websites Safely");
    await expect(page).toHaveURL(/\?category=technology$/);
    await expect(page.locator("[data-blog-status]")).toHaveText("1 post shown in Technology.");

    // Keyboard: Tab to a button, Enter and Space press it.
    await page.getByRole("button", { name: "Company" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("[data-post]:visible")).toContainText("Why Smart Buildings and a Website Generator Live Under One Roof");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expect(filters.first()).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("[data-post]:visible")).toHaveCount(4);
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("?category= opens filtered; the featured post opens its page", async ({ page }) => {
    await open(page, "/blog?category=ai-ethics");
    await expect(page.getByRole("button", { name: "AI Ethics" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator("[data-post]:visible")).toHaveCount(1);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
    await page.getByRole("link", { name: "Human-First AI: The Principles Behind Our Website Generator" }).click();
    await expect(page).toHaveURL(/\/blog\/human-first-ai-principles$/);
    await expect(page.getByRole("heading", { level: 2, name: "Accuracy before eloquence" })).toBeVisible();
  });

  test("newsletter: checks the address, then opens a mail draft (no fake success)", async ({ page }) => {
    await open(page);
    const form = page.locator("form[data-newsletter]");
    await expect(form).toHaveAttribute("data-ready", "true");
    // Record mail drafts instead of handing them to the operating system.
    await page.evaluate(() => {
      (window as unknown as { drafts: string[] }).drafts = [];
      document.addEventListener(
        "click",
        (e) => {
          const a = (e.target as Element).closest("a");
          if (a?.href.startsWith("mailto:")) {
            (window as unknown as { drafts: string[] }).drafts.push(a.href);
            e.preventDefault();
          }
        },
        true,
      );
    });
    const email = page.getByLabel("Email address");
    await email.fill("not-an-email");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Enter a valid email address, like name@example.com.")).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toBeFocused();
    expect(await page.evaluate(() => (window as unknown as { drafts: string[] }).drafts)).toEqual([]);

    await email.fill("reader@example.com");
    await email.press("Enter");
    await expect(email).not.toHaveAttribute("aria-invalid", "true");
    const drafts = await page.evaluate(() => (window as unknown as { drafts: string[] }).drafts);
    expect(drafts).toEqual([
      `mailto:${site.email}?subject=Subscribe%20me%20to%20the%20Lumen%20Spaces%20blog&body=Please%20add%20reader%40example.com%20to%20the%20Lumen%20Spaces%20blog%20newsletter.`,
    ]);
    await expect(form.getByRole("status")).toContainText("Your email app should open");
    await expect(form.getByRole("status")).not.toContainText(/subscribed|thank you/i);
  });
});

test.describe("api reference tabs", () => {
  async function open(page: Page, path = "/api-reference") {
    await page.goto(path);
    await expect(page.locator("[data-tabs]")).toHaveAttribute("data-ready", "true");
  }
  const tab = (page: Page, name: string) => page.getByRole("tab", { name });

  test("tabs switch by mouse and keep the section in the URL", async ({ page }) => {
    await open(page);
    await expect(page.getByRole("tab")).toHaveText(["Authentication", "Projects", "AI Generation", "Webhooks"]);
    await expect(tab(page, "Authentication")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel")).toHaveCount(1);
    await expect(page.getByRole("tabpanel")).toContainText("/api/auth/user");
    await expect(page.getByRole("tabpanel")).toContainText("take no API keys");

    await tab(page, "Projects").click();
    await expect(tab(page, "Projects")).toHaveAttribute("aria-selected", "true");
    await expect(tab(page, "Authentication")).toHaveAttribute("aria-selected", "false");
    const panel = page.getByRole("tabpanel", { name: "Projects" });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('"code": "VALIDATION_ERROR"');
    await expect(panel).toContainText('"message": "Project name is required"');
    await expect(panel).toContainText("/api/projects/42/status");
    await expect(panel).toContainText('"businessType":"Restaurant"');
    await expect(page).toHaveURL(/#projects$/);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);
  });

  test("arrow keys, Home and End move between tabs", async ({ page }) => {
    await open(page);
    await tab(page, "Authentication").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Projects")).toBeFocused();
    await expect(tab(page, "Projects")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tab(page, "Webhooks")).toBeFocused();
    await expect(page.getByRole("tabpanel", { name: "Webhooks" })).toBeVisible();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "Authentication")).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(tab(page, "Webhooks")).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tab(page, "Authentication")).toHaveAttribute("aria-selected", "true");
    // Only the selected tab is in the Tab order; Tab goes on into its panel.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("tabpanel", { name: "Authentication" })).toBeFocused();
  });

  test("a #hash deep link opens its tab", async ({ page }) => {
    await open(page, "/api-reference#webhooks");
    await expect(tab(page, "Webhooks")).toHaveAttribute("aria-selected", "true");
    const panel = page.getByRole("tabpanel", { name: "Webhooks" });
    await expect(panel).toContainText("POST /api/webhooks/stripe");
    await expect(panel).toContainText('"received": true');
    await expect(panel).toContainText("400 Bad Request");
    await page.goto("/api-reference#ai-generation");
    await expect(tab(page, "AI Generation")).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "AI Generation" })).toContainText('"customRequirements"');
    await expect(page.getByRole("tabpanel", { name: "AI Generation" })).toContainText('"status": "completed"');
  });

  test("the endpoint table, response format and limits match the real API", async ({ page, request }) => {
    await open(page);
    const rows = page.locator("[data-endpoint]");
    const endpoints = await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-endpoint")));
    expect(endpoints).toEqual([
      "GET /api/login",
      "GET /api/callback",
      "GET /api/logout",
      "GET /api/auth/user",
      "GET /api/projects",
      "GET /api/projects/summary",
      "POST /api/projects",
      "GET /api/projects/{id}",
      "GET /api/projects/{id}/status",
      "PATCH /api/projects/{id}/details",
      "GET /api/projects/status?ids={id},{id}",
      "POST /api/projects/{id}/generate",
      "GET /api/projects/{id}/download",
      "POST /api/projects/{id}/messages/{messageId}/answer",
      "GET /api/projects/{id}/messages/{messageId}/photo",
      "POST /sites/{slug}/request/{kind}",
      "POST /api/projects/{id}/publish",
      "GET /api/templates",
      "GET /api/published-apps",
      "POST /api/webhooks/stripe",
      "GET /api/health",
    ]);
    await expect(page.locator("[data-rate-limit]")).toHaveText([
      /^100\s*requests per minute\s*per user$/,
      /^10\s*website generations per hour\s*per user$/,
      /^1,000\s*API calls per day\s*per user$/,
    ]);

    // What the page says about answers holds for this server.
    const templates = await request.get("/api/templates");
    expect(templates.status()).toBe(200);
    expect(Array.isArray(await templates.json())).toBe(true);
    const missing = await request.get("/api/no-such-endpoint");
    const body = await missing.json();
    expect(Object.keys(body).sort()).toEqual(["error", "success"]);
    expect(body.success).toBe(false);
    expect(Object.keys(body.error).sort()).toEqual(["code", "message", "requestId"]);
    await expect(page.locator("[data-base-url]")).toHaveText(/\/api$/);
  });
});

test.describe("status", () => {
  test("the first row reflects this deployment's real health", async ({ page }) => {
    await page.goto("/status");
    const row = page.locator("[data-live-row]");
    await expect(row).toHaveAttribute("data-state", "operational");
    await expect(row.locator("[data-live-badge]")).toHaveText("Operational");
    await expect(row).toContainText(/Database reachable, \d+ ms round trip\./);
    await expect(page.locator("[data-overall-label]")).toHaveText("All systems operational");
    await expect(page.locator("[data-service]")).toHaveCount(6);
    await expect(page.locator("[data-incident]")).toHaveCount(3);
    await expect(page.locator('[data-incident][data-state="monitoring"]')).toHaveCount(1);
    await expect(page.locator('[data-incident][data-state="resolved"]')).toHaveCount(2);
    await expect(page.locator("[data-status-figure]")).toHaveText([/99\.9%\s*uptime/, /43 minutes\s*total downtime/, /14 minutes\s*mean time to recovery/]);
  });

  test("a degraded answer shows Degraded and no answer shows Down", async ({ page }) => {
    await page.route("**/api/health", (route) =>
      route.fulfill({ status: 503, contentType: "application/json", body: JSON.stringify({ status: "degraded", database: "unreachable", latencyMs: null }) }),
    );
    await page.goto("/status");
    await expect(page.locator("[data-live-badge]")).toHaveText("Degraded");
    await expect(page.locator("[data-live-row]")).toContainText("Database unreachable.");
    await expect(page.locator("[data-overall-label]")).toHaveText("Some systems are degraded");
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations).toEqual([]);

    await page.unroute("**/api/health");
    await page.route("**/api/health", (route) => route.abort());
    await page.reload();
    await expect(page.locator("[data-live-badge]")).toHaveText("Down");
    await expect(page.locator("[data-overall-label]")).toHaveText("Some systems are down");
  });
});

test.describe("platform landing", () => {
  test("the platform nav's anchors and the footer's land on real sections", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/help-center");
    const nav = page.getByRole("navigation", { name: "Platform" });
    await expect(nav.getByRole("link", { name: "Home" })).toHaveAttribute("href", "/platform");
    for (const [label, id] of [
      ["Features", "features"],
      ["Templates", "templates"],
      ["Pricing", "pricing"],
    ] as const) {
      await page.goto("/help-center");
      await nav.getByRole("link", { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`/platform#${id}$`));
      await expect.poll(() => page.evaluate((i) => document.getElementById(i)!.getBoundingClientRect().top, id), { timeout: 3000 }).toBeLessThan(120);
    }
    await page.goto("/status");
    await page.locator("footer").getByRole("link", { name: "Pricing" }).click();
    await expect(page).toHaveURL(/\/platform#pricing$/);
    await expect(page.locator("#pricing")).toBeInViewport();
  });

  test("/#templates from the app showcase reaches the template gallery", async ({ page }) => {
    await page.goto("/#templates");
    await expect(page).toHaveURL(/\/platform#templates$/);
    await expect(page.locator("#templates")).toBeInViewport();
  });

  test("hero calls to action, features, steps and the generation time", async ({ page }) => {
    await page.goto("/platform");
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Create Website" }).first()).toHaveAttribute("href", "/create");
    await expect(main.getByRole("link", { name: "Browse App Store" })).toHaveAttribute("href", "/app-store");
    await expect(page.locator("#features li.card")).toHaveCount(6);
    await expect(page.locator("[data-generation-time]")).toHaveText(
      "Most websites are generated in 30 seconds or less. Complex sites with many sections can take up to 2-3 minutes.",
    );
  });

  test("pricing: $24.99 base plus the 20% fee is $29.99; templates from their own price", async ({ page }) => {
    await page.goto("/platform#pricing");
    const plan = page.getByRole("article", { name: "Custom website" });
    await expect(plan.locator("dt")).toHaveText(["Base price", "Service fee (20%)", "Total"]);
    await expect(plan.locator("dd")).toHaveText(["$24.99", "$5.00", "$29.99"]);
    await expect(page.getByRole("article", { name: "Template website" })).toContainText(/from\s*\$29\.99\s*per website/);
  });

  test("the template gallery shows the real templates with images and prices", async ({ page }) => {
    await page.goto("/platform#templates");
    await expect(page.locator("[data-template-gallery]")).toHaveAttribute("data-refreshed", "true");
    const cards = page.locator("[data-template-card]");
    // The eight shipped templates (admins and other tests may add more to the shared database).
    const shipped = [
      "Harvest Table",
      "Storefront Pro",
      "Studio Folio",
      "Consulting Edge",
      "Launchpad SaaS",
      "CareFirst Clinic",
      "Academy Plus",
      "Community Hub",
    ];
    for (const name of shipped) await expect(cards.filter({ has: page.locator('[data-field="name"]', { hasText: name }) })).toHaveCount(1);
    const harvest = cards.filter({ hasText: "Harvest Table" });
    await expect(harvest.locator('[data-field="category"]')).toHaveText("Restaurant");
    await expect(harvest.locator('[data-field="base"]')).toHaveText("$39.99");
    await expect(harvest.locator('[data-field="total"]')).toHaveText("$47.99");
    for (const img of await cards.locator("img:not([hidden])").all()) {
      await img.scrollIntoViewIfNeeded();
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
      await expect(img).toHaveAttribute("alt", /^Preview of the .+ template$/);
    }
  });

  test("templates an admin adds or deactivates show after a reload", async ({ page }) => {
    const name = `Bakery Fresh ${Date.now()}`;
    // The admin panel's own calls: the public list is served from memory and every such write refreshes it.
    expect((await page.request.post("/api/admin/auth", { data: { password: E2E_ADMIN_PASSWORD } })).status()).toBe(200);
    const created = await page.request.post("/api/admin/templates", {
      data: { name, category: "Restaurant", description: "Added by an admin while the site was live.", imageUrl: "", basePrice: 10 },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const db = createClient({ url: process.env.E2E_DATABASE_URL! });
    try {
      await page.goto("/platform#templates");
      await expect(page.locator("[data-template-gallery]")).toHaveAttribute("data-refreshed", "true");
      const card = page.locator("[data-template-card]").filter({ hasText: name });
      await expect(card).toHaveCount(1);
      await expect(card.locator('[data-field="total"]')).toHaveText("$12.00");
      await expect(card.locator("img")).toBeHidden();

      expect((await page.request.post(`/api/admin/templates/${id}/active`, { data: { isActive: false } })).status()).toBe(200);
      await page.reload();
      await expect(page.locator("[data-template-gallery]")).toHaveAttribute("data-refreshed", "true");
      await expect(page.locator("[data-template-card]").filter({ hasText: name })).toHaveCount(0);
    } finally {
      await db.execute({ sql: "delete from templates where id = ?", args: [id] });
      db.close();
    }
  });
});

test.describe("tools demos", () => {
  test("occupancy: sample data as an accessible chart with a data table, zones and recommendations", async ({ page }) => {
    await page.goto("/occupancy");
    const chart = page.getByRole("img", { name: /people on the floor by hour/i });
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute("aria-label", /peak 152 of 214 seats at 11 AM/);
    await expect(chart.locator("rect")).toHaveCount(11);
    await page.getByText("Show the data as a table").click();
    const table = page.getByRole("table", { name: "People on the floor by hour" });
    await expect(table.locator("tbody tr")).toHaveCount(11);
    await expect(table.locator("tbody tr").nth(3)).toHaveText(/11 AM\s*152\s*71%/);
    await expect(page.locator("[data-zone]")).toHaveCount(4);
    await expect(page.getByText("62 of 214 seats stay empty")).toBeVisible();
  });

  test("energy: the 50,000 sq ft office scenarios as a table and a chart, combined -7,800 kWh, -$1,014, +5%", async ({ page }) => {
    await page.goto("/energy");
    const rows = page.locator("[data-scenario]");
    await expect(rows).toHaveCount(4);
    await expect(page.locator('[data-scenario="combined"]')).toHaveText(/Combined scenario.*-7,800 kWh\s*-\$1,014\s*\+5%/s);
    await expect(page.locator("[data-energy-kpi]")).toHaveText([/-7,800 kWh/, /-\$1,014/, /\+5%/]);
    const chart = page.getByRole("img", { name: /Energy saved per month/ });
    await expect(chart).toHaveAttribute("aria-label", /Combined scenario 7,800 kWh/);
    await expect(page.getByRole("table", { name: /Monthly change against the baseline/ })).toBeVisible();
  });

  test("solutions: three deployment options and the marketing figures", async ({ page }) => {
    await page.goto("/solutions");
    await expect(page.locator("[data-deployment]")).toHaveCount(3);
    await expect(page.locator("[data-solution-figure]").first()).toContainText(/15-30%\s*typical energy savings/);
    await expect(page.locator("[data-solution-figure]").nth(1)).toContainText(/40%\s*less reactive maintenance/);
    await expect(page.locator("main").getByRole("link", { name: /PII redaction/ })).toHaveAttribute("href", "/redactor");
  });
});

test.describe("sitemap and robots.txt", () => {
  test("the sitemap lists every public page and no private one", async ({ request }) => {
    const res = await request.get("/sitemap.xml");
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toContain("xml");
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const paths = locs.map((l) => trimSlash(new URL(l).pathname));
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of ["/", ...MY_PATHS]) expect(paths, path).toContain(path);
    for (const path of paths)
      expect(
        PRIVATE.some((p) => path === p || path.startsWith(`${p}/`)),
        path,
      ).toBe(false);
    const robots = await (await request.get("/robots.txt")).text();
    const rules = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]!);
    for (const path of paths)
      expect(
        rules.filter((r) => path.startsWith(r)),
        `${path} is not hidden by robots.txt`,
      ).toEqual([]);
    for (const loc of locs) {
      expect(loc).toMatch(/^https?:\/\//);
      const page = await request.get(new URL(loc).pathname);
      expect(page.status(), loc).toBe(200);
      expect(await page.text(), `${loc} is indexable`).not.toContain('name="robots" content="noindex"');
    }
  });

  test("robots.txt keeps crawlers out of private paths and points at the sitemap", async ({ request }) => {
    const res = await request.get("/robots.txt");
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    for (const path of ["/dashboard", "/create", "/checkout", "/admin", "/api/"]) expect(text).toMatch(new RegExp(`^Disallow: ${path}$`, "m"));
    expect(text).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
    // No public page may be hidden from crawlers by a prefix rule (Disallow: /api would hide /api-reference).
    const rules = [...text.matchAll(/^Disallow: (\S+)$/gm)].map((m) => m[1]!);
    for (const path of ["/", ...MY_PATHS])
      expect(
        rules.filter((r) => path.startsWith(r)),
        path,
      ).toEqual([]);
  });
});
