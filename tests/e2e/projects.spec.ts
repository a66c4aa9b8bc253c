import { expect, test, type Browser, type Page } from "./fixtures";
import { expectToast, expectToastWithin } from "./toasts";
import AxeBuilder from "@axe-core/playwright";
import Stripe from "stripe";
import { eq } from "drizzle-orm";
import { waitForIslands } from "./helpers";
import { PASSWORD, uniqueEmail } from "./auth";
import { signInAs, withE2eDb } from "./session-fixture";
import { GENERATION_WAIT_MS } from "./signed-in-helpers";
import { E2E_ADMIN_PASSWORD, E2E_STRIPE_WEBHOOK_SECRET } from "./e2e-env";
import { leads, projects } from "../../db/schema";
import { STATUS_POLL_INTERVAL_MS } from "../../core/projects";

/** "Within one polling interval", plus the time a status request and a render take. */
const ONE_POLL = STATUS_POLL_INTERVAL_MS + 2_000;

async function createProjectThroughApi(page: Page, body: Record<string, unknown>): Promise<number> {
  const res = await page.request.post("/api/projects", { data: body });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

function projectCard(page: Page, id: number) {
  return page.locator(`[data-testid="project-card"][data-project-id="${id}"]`);
}

async function adminSignIn(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto("/admin");
  await waitForIslands(page);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectToast(page, "Logged in to admin panel");
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
  return page;
}

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

function isLoginRedirect(url: string, returnTo: string): boolean {
  const u = new URL(url);
  return u.pathname === "/api/login" && u.searchParams.get("returnTo") === returnTo;
}

/**
 * Signed out on `path`: the 'Unauthorized' toast, then (500 ms later) the sign-in navigation with
 * `returnTo`. The navigation is answered 204 here so the page (and its toast) stays to be checked;
 * the real sign-in after it is exercised by the /dashboard test.
 */
async function expectUnauthorizedThenLogin(page: Page, path: string) {
  let loginAt = 0;
  const matcher = (url: URL) => isLoginRedirect(url.toString(), path);
  await page.route(matcher, (route) => {
    loginAt ||= Date.now();
    return route.fulfill({ status: 204 });
  });
  const started = Date.now();
  await page.goto(path);
  await expectToast(page, "Unauthorized", "You are logged out. Logging in again...");
  await expect.poll(() => loginAt, { timeout: 5_000 }).toBeGreaterThan(0);
  // The exact 500 ms after the toast is a unit test (tests/unit/auth-gate.test.ts); here: never sooner.
  expect(loginAt - started).toBeGreaterThanOrEqual(500);
  await page.unroute(matcher);
}

test.describe("signed-out visitors", () => {
  for (const path of ["/create", "/checkout/1"]) {
    test(`${path}: 'Unauthorized' toast, then sign-in with returnTo after 500 ms`, async ({ page }) => {
      await expectUnauthorizedThenLogin(page, path);
    });
  }

  test("/dashboard: 'Unauthorized', then the identity provider, then back on the dashboard signed in", async ({ page }) => {
    await expectUnauthorizedThenLogin(page, "/dashboard");
    // Now for real: the same redirect, through the embedded identity provider and back.
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: "Sign in to Lumen Spaces" })).toBeVisible();
    await page.getByLabel("Email").fill(uniqueEmail("dashboard"));
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/dashboard");
    await waitForIslands(page);
    await expect(page.getByRole("heading", { level: 1, name: "Developer Dashboard" })).toBeVisible();
    await expect(page.getByText("No projects yet")).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Your First Website" })).toHaveAttribute("href", "/create");
  });
});

test("create from a template, checkout, pending on the dashboard; the admin marks it paid; generate and publish", async ({ page, browser, baseURL }) => {
  test.setTimeout(90_000);
  await signInAs(page.context(), baseURL!, { firstName: "Riley" });

  await page.goto("/create");
  await waitForIslands(page);
  await expect(page.getByRole("heading", { level: 1, name: "Create New Website" })).toBeVisible();
  // Default pricing: $24.99 + 20%.
  await expect(page.getByTestId("price-total")).toHaveText("$29.99");

  await page.getByLabel("Website Name").fill("Harbor Street Bakery");
  await page.getByRole("button", { name: "Create Website Project" }).click();
  await expectToast(page, "Missing Information", "Please fill in all required fields");

  // Picking a template sets the business type to its category and prices it.
  await page.getByText("Harvest Table", { exact: true }).click();
  await expect(page.getByRole("radio", { name: /Harvest Table/ })).toBeChecked();
  await expect(page.getByRole("combobox", { name: /Business Type/ })).toHaveValue("Restaurant");
  await expect(page.getByTestId("price-base")).toHaveText("$39.99");
  await expect(page.getByTestId("price-fee")).toHaveText("$8.00");
  await expect(page.getByTestId("price-total")).toHaveText("$47.99");
  await page.getByLabel("Brief Description").fill("Sourdough and coffee in the old town.");
  // A thin brief: the form says what would help, without blocking.
  await expect(page.getByTestId("intake-hints")).toContainText("What helps your site");
  await page.getByLabel("Specific Requirements").fill("Menu with prices, online ordering");
  // The optional business details: typed facts travel to the site exactly as typed.
  const details = page.getByTestId("business-details");
  await details.locator("summary").click();
  await details.getByLabel("Phone").fill("(512) 555-0187");
  await details.getByLabel("Tuesday").fill("7am-3pm");
  await details.getByLabel("Name").fill("Country loaf");
  await details.getByLabel("Price").fill("9.50");
  await details.getByLabel("Currency").selectOption("USD");

  const external: string[] = [];
  page.on("request", (r) => {
    if (!r.url().startsWith(baseURL!) && !r.url().startsWith("data:")) external.push(r.url());
  });
  const intent = page.waitForResponse((r) => r.url().endsWith("/api/create-payment-intent"));
  const fetched = page.waitForResponse((r) => /\/api\/projects\/\d+$/.test(r.url()));
  await page.getByRole("button", { name: "Create Website Project" }).click();
  await page.waitForURL(/\/checkout\/\d+$/);
  await expectToast(page, "Project Created");
  const projectId = Number(new URL(page.url()).pathname.split("/").pop());

  // Checkout: the spec's screen; the project and a payment intent are requested in the background.
  await expect(page.getByRole("heading", { name: "Payment Unavailable" })).toBeVisible();
  await expect(page.getByText("Payment processing is currently unavailable. Please contact support to complete your order.")).toBeVisible();
  expect((await fetched).status()).toBe(200);
  expect((await intent).status()).toBe(503);
  // Without Stripe keys nothing external is loaded (no Stripe.js).
  expect(external).toEqual([]);

  await page.getByRole("link", { name: "Return to Dashboard" }).click();
  await page.waitForURL(/\/dashboard$/);
  await waitForIslands(page);
  const card = projectCard(page, projectId);
  await expect(card.getByRole("heading", { name: "Harbor Street Bakery" })).toBeVisible();
  await expect(card.getByTestId("status-badge")).toHaveText("Pending");
  await expect(card.getByTestId("payment-badge")).toHaveText("Payment pending");
  await expect(card).toContainText("$47.99");
  await expect(card).toContainText("Waiting for payment");
  await expect(page.getByText("Total Spent").locator("..")).toContainText("$0.00");
  await expect(page.getByText("Active Projects").locator("..")).toContainText("1");

  page.once("dialog", (dialog) => {
    expect(dialog.message()).toBe("Payment processing is currently unavailable. Please contact support.");
    void dialog.accept();
  });
  await card.getByRole("button", { name: "Pay Now" }).click();

  // The admin records the payment taken offline.
  const admin = await adminSignIn(browser, baseURL!);
  await admin.getByRole("tab", { name: "Projects" }).click();
  const row = admin.locator(`[data-testid="admin-project"][data-project-id="${projectId}"]`);
  await expect(row).toContainText("Harbor Street Bakery");
  await expect(row).toContainText("Payment pending");
  admin.once("dialog", (dialog) => void dialog.accept());
  await row.getByRole("button", { name: /Mark as paid/ }).click();
  await expect(row).toContainText("Paid");
  await expect(row).toContainText("admin:panel");

  // The open dashboard sees it within one polling interval, without a reload.
  await page.bringToFront();
  await expect(card.getByText("Payment confirmed - Ready to generate")).toBeVisible({ timeout: ONE_POLL });
  await expect(card.getByRole("button", { name: "Generate Website with AI" })).toBeVisible();
  await expect(card.getByTestId("payment-badge")).toHaveText("Paid");
  await expect(card.getByRole("button", { name: "Pay Now" })).toHaveCount(0);
  await expect(page.getByText("Total Spent").locator("..")).toContainText("$47.99");
  await admin.context().close();

  // Generation (the embedded writer) and publishing, through the dashboard.
  await card.getByRole("button", { name: "Generate Website with AI" }).click();
  await expectToast(page, "Generation Started", "AI is creating your website now");
  await expect(card.getByTestId("status-panel")).toContainText(/AI is creating your website...|Your website is ready!/);
  await expect(card.getByText("Your website is ready!")).toBeVisible({ timeout: GENERATION_WAIT_MS });
  const siteLink = card.getByRole("link", { name: "View Your Website" });
  await expect(siteLink).toHaveAttribute("href", /^\/sites\/harbor-street-bakery/);
  const siteRes = await page.request.get((await siteLink.getAttribute("href"))!);
  expect(siteRes.status()).toBe(200);
  const siteHtml = await siteRes.text();
  for (const fact of ["(512) 555-0187", 'href="tel:5125550187"', "Country loaf", "$9.50", "7am-3pm"]) expect(siteHtml).toContain(fact);
  expect(siteHtml).not.toMatch(/\.example\b|What people say/);
  // Online ordering was asked for: the site has the order form, the card says so, and nothing is listed as not built.
  expect(siteHtml).toMatch(/<form[^>]*action="\/sites\/harbor-street-bakery[^"]*\/request\/order"/);
  await expect(card.getByTestId("generation-note")).toContainText("Built from your request: order requests.");
  await expect(card.getByTestId("not-built")).toHaveCount(0);
  await expect(page.getByText("Websites Generated").locator("..")).toContainText("1");

  await card.getByRole("button", { name: "Publish to Store" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish to App Store" });
  await expect(dialog.getByLabel("Short Description")).toHaveValue("Sourdough and coffee in the old town.");
  await dialog.getByLabel("Key Features (comma-separated)").fill("Online menu, , Reservations ,");
  await dialog.getByRole("button", { name: "Publish to Store" }).click();
  await expectToast(page, "Published Successfully", "Your project has been published to the app store!");
  await expect(dialog).toBeHidden();
  await expect(card.getByText("Published", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "Publish to Store" })).toHaveCount(0);
  const apps = (await (await page.request.get("/api/published-apps")).json()) as { name: string; features: string[] }[];
  expect(apps.find((a) => a.name === "Harbor Street Bakery")?.features).toEqual(["Online menu", "Reservations"]);

  // ...and it shows in the showcase after the three built-in apps, with the signed-in call to action.
  await page.goto("/app-store");
  const listed = page
    .getByTestId("app-list")
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: "Harbor Street Bakery" }) });
  await expect(listed).toBeVisible();
  await expect(listed.getByRole("link", { name: /Visit Live Site/ })).toHaveAttribute("href", /^\/sites\/harbor-street-bakery/);
  await expect(page.getByRole("link", { name: "Start Building Now" })).toHaveAttribute("href", "/create");
});

test("a signed Stripe webhook marks another project paid; the dashboard follows; a replay changes nothing", async ({ page, baseURL, request }) => {
  const user = await signInAs(page.context(), baseURL!, { firstName: "Sam" });
  const projectId = await createProjectThroughApi(page, { name: "Northwind Consulting", businessType: "Business", templateId: null });

  await page.goto("/dashboard");
  await waitForIslands(page);
  const card = projectCard(page, projectId);
  await expect(card.getByTestId("payment-badge")).toHaveText("Payment pending");

  const event = {
    id: `evt_e2e_${projectId}_${Date.now()}`,
    object: "event",
    type: "payment_intent.succeeded",
    data: {
      object: {
        id: `pi_e2e_${projectId}`,
        object: "payment_intent",
        amount: 2999,
        currency: "usd",
        status: "succeeded",
        metadata: { projectId: String(projectId), userId: user.id },
      },
    },
  };
  const payload = JSON.stringify(event);
  const deliver = (signature: string) =>
    request.post("/api/webhooks/stripe", { data: payload, headers: { "Content-Type": "application/json", "Stripe-Signature": signature } });

  expect((await deliver("t=1,v1=forged")).status()).toBe(400);
  const res = await deliver(Stripe.webhooks.generateTestHeaderString({ payload, secret: E2E_STRIPE_WEBHOOK_SECRET }));
  expect(res.status()).toBe(200);
  expect(await res.json()).toEqual({ received: true });

  await expect(card.getByText("Payment confirmed - Ready to generate")).toBeVisible({ timeout: ONE_POLL });
  await expect(card.getByTestId("payment-badge")).toHaveText("Paid");

  const replay = await deliver(Stripe.webhooks.generateTestHeaderString({ payload, secret: E2E_STRIPE_WEBHOOK_SECRET }));
  expect(await replay.json()).toEqual({ received: true });
  const [row] = await withE2eDb((db) => db.select().from(projects).where(eq(projects.id, projectId)));
  expect(row).toMatchObject({ paymentStatus: "paid", paidVia: "stripe", paymentIntentId: `pi_e2e_${projectId}` });
});

test("every state of the status panel, the publish dialog's prefill, and 'Project not found'", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const user = await signInAs(page.context(), baseURL!);
  const base = { userId: user.id, basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99", paymentStatus: "paid" as const };
  const ids = await withE2eDb(async (db) => {
    const rows = await db
      .insert(projects)
      .values([
        { ...base, name: "Waiting Co", businessType: "Other", paymentStatus: "pending" },
        { ...base, name: "Ready Co", businessType: "Business" },
        { ...base, name: "Generating Co", businessType: "Technology", status: "generating" },
        { ...base, name: "Done Co", businessType: "Healthcare", status: "completed", generatedUrl: "/sites/done-co/", description: null },
        { ...base, name: "Listed Co", businessType: "Education", status: "completed", generatedUrl: "/sites/listed-co/", isPublishedToStore: true },
        { ...base, name: "Broken Co", businessType: "Portfolio", status: "failed" },
      ])
      .returning({ id: projects.id, name: projects.name });
    return Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<string, number>;
  });

  await page.goto("/dashboard");
  await waitForIslands(page);
  await expect(page.getByText("Websites Generated").locator("..")).toContainText("2");
  await expect(page.getByText("Total Spent").locator("..")).toContainText("$149.95");
  await expect(page.getByText("Active Projects").locator("..")).toContainText("3");

  await expect(projectCard(page, ids["Waiting Co"]!)).toContainText("Waiting for payment");
  await expect(projectCard(page, ids["Waiting Co"]!).getByTestId("status-panel")).toHaveCount(0);
  await expect(projectCard(page, ids["Ready Co"]!).getByTestId("status-panel")).toContainText("Payment confirmed - Ready to generate");
  const generating = projectCard(page, ids["Generating Co"]!).getByTestId("status-panel");
  await expect(generating).toContainText("AI is creating your website...");
  await expect(generating).toContainText("This usually takes 30-60 seconds...");
  await expect(generating.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "60");
  const done = projectCard(page, ids["Done Co"]!);
  await expect(done.getByTestId("status-panel")).toContainText("Your website is ready!");
  await expect(done.getByRole("link", { name: "View Your Website" })).toHaveAttribute("href", "/sites/done-co/");
  await expect(done.getByRole("link", { name: "View Your Website" })).toHaveAttribute("target", "_blank");
  await expect(done.getByRole("link", { name: "View Site" })).toHaveAttribute("href", "/sites/done-co/");
  const listed = projectCard(page, ids["Listed Co"]!);
  await expect(listed.getByText("Published", { exact: true })).toBeVisible();
  await expect(listed.getByRole("button", { name: "Publish to Store" })).toHaveCount(0);
  const broken = projectCard(page, ids["Broken Co"]!).getByTestId("status-panel");
  await expect(broken).toContainText("Generation failed - please try again");
  await expect(broken.getByRole("button", { name: "Try Again" })).toBeVisible();

  // Publish dialog prefill (spec section 2).
  await done.getByRole("button", { name: "Publish to Store" }).click();
  const dialog = page.getByRole("dialog", { name: "Publish to App Store" });
  await expect(dialog.getByLabel("App Name")).toHaveValue("Done Co");
  await expect(dialog.getByLabel("Short Description")).toHaveValue("Professional Healthcare website");
  await expect(dialog.getByLabel("Category")).toHaveValue("Healthcare");
  await expect(dialog.getByLabel("Key Features (comma-separated)")).toHaveValue("Professional Design, Mobile Responsive, SEO Optimized");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();

  // The project disappears while its status is polled.
  await withE2eDb((db) => db.delete(projects).where(eq(projects.id, ids["Waiting Co"]!)));
  await expectToastWithin(page, ONE_POLL, "Project not found");
  await expect(projectCard(page, ids["Waiting Co"]!).getByTestId("status-panel")).toContainText("Project not found");
});

test("admin panel: wrong password, template validation and creation, activate/deactivate, leads CSV, settings, logout", async ({ page }) => {
  await withE2eDb((db) =>
    db.insert(leads).values({
      email: `lead-${Date.now()}@example.com`,
      monthlyRequests: 150,
      estimatedSavings: "245250",
      roiMultiple: "15.3",
      eventType: "roi_calculated",
      source: "roi_calculator",
    }),
  );
  await page.goto("/admin");
  await waitForIslands(page);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expectToast(page, "Error", "Invalid password");
  await expect(page.getByRole("tab")).toHaveCount(0);

  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("tab")).toHaveText(["Overview", "Templates", "Projects", "Users", "Settings"]);
  await expect(page.getByText("Total Templates")).toBeVisible();

  // The session survives a reload (HttpOnly cookie), and the password never appears in a URL.
  await page.reload();
  await waitForIslands(page);
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();

  await page.getByRole("tab", { name: "Templates" }).click();
  await page.getByRole("button", { name: "Create Template" }).click();
  await expect(page.getByText("Template name is required")).toBeVisible();
  await expect(page.getByText("Category is required")).toBeVisible();
  await expect(page.getByText("Base price is required")).toBeVisible();
  const name = `Corner Cafe ${Date.now()}`;
  await page.getByLabel("Template Name").fill(name);
  await page.getByLabel("Category").selectOption("Restaurant");
  await page.getByLabel("Description").fill("Cozy neighbourhood café with a seasonal menu.");
  await page.getByLabel("Image URL").fill("/templates/harvest-table.svg");
  await page.getByLabel("Base Price ($)").fill("19.50");
  await page.getByRole("button", { name: "Create Template" }).click();
  await expectToast(page, "Template created successfully");
  const created = page.getByTestId("admin-template").filter({ hasText: name });
  await expect(created).toContainText("$19.50");
  await expect(created).toContainText("Active");
  await created.getByRole("button", { name: `Deactivate ${name}` }).click();
  await expect(created).toContainText("Inactive");
  const publicList = (await (await page.request.get("/api/templates")).json()) as { name: string }[];
  expect(publicList.map((t) => t.name)).not.toContain(name);
  await created.getByRole("button", { name: `Activate ${name}` }).click();
  await expect(created).toContainText("Active");

  await page.getByRole("tab", { name: "Users" }).click();
  await expect(page.getByRole("link", { name: "Open User Management" })).toHaveAttribute("href", "/admin/users");
  await page.getByRole("tab", { name: "Settings" }).click();
  await expect(page.getByText("Service fee markup")).toBeVisible();
  await expect(page.getByText("$24.99")).toBeVisible();
  // The payment state as this server has it (no Stripe key here), never a fixed "Connected".
  await expect(page.getByTestId("settings-provider")).toHaveText(/^Not configured \(STRIPE_SECRET_KEY is not set\)/);
  await expect(page.getByTestId("settings-webhook")).toHaveText(/None received yet|signature checked|refused/);
  await expect(page.getByText("Connected", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Domain setup guide" })).toHaveAttribute("href", "/domain-setup");

  // The leads table and its CSV export sit under Overview (the spec's five tabs).
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByRole("tabpanel", { name: "Overview" }).getByRole("table")).toContainText("roi_calculator");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  const file = await (await download).path();
  const { readFileSync } = await import("node:fs");
  expect(readFileSync(file, "utf8")).toMatch(/^"id","email","monthlyRequests"/);

  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByLabel("Password")).toBeVisible();
  expect((await page.request.get("/api/admin/overview")).status()).toBe(401);
});

test.describe("accessibility and layout at 390 and 1280 px", () => {
  async function checkPage(page: Page, width: number, name: string, outPath: string) {
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} overflows at ${width} px`).toBeLessThanOrEqual(width);
    await page.screenshot({ path: outPath, fullPage: true });
  }

  for (const width of [390, 1280]) {
    test(`create, checkout and dashboard at ${width} px: no axe violations, no horizontal overflow`, async ({ page, baseURL }, testInfo) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page.context(), baseURL!);
      const paid = await createProjectThroughApi(page, { name: "Accessible Bakery", businessType: "Restaurant", description: "Bread", templateId: null });
      await createProjectThroughApi(page, { name: "Pending Studio", businessType: "Portfolio", templateId: null });
      await withE2eDb((db) => db.update(projects).set({ paymentStatus: "paid" }).where(eq(projects.id, paid)));

      const pages: [string, string, (p: Page) => Promise<void>][] = [
        [
          "create",
          "/create",
          async (p) => {
            await expect(p.getByRole("radio", { name: /Harvest Table/ })).toBeAttached();
            // The business details open, so their fields are checked too.
            await p.getByTestId("business-details").locator("summary").click();
            await expect(p.getByTestId("business-details").getByLabel("Monday")).toBeVisible();
          },
        ],
        ["checkout", `/checkout/${paid}`, (p) => expect(p.getByText("Payment Unavailable")).toBeVisible()],
        ["dashboard", "/dashboard", (p) => expect(p.getByText("Payment confirmed - Ready to generate")).toBeVisible()],
      ];
      for (const [name, path, ready] of pages) {
        await page.goto(path);
        await waitForIslands(page);
        await ready(page);
        await checkPage(page, width, name, testInfo.outputPath(`${name}-${width}.png`));
      }
    });

    test(`admin panel at ${width} px: password screen and every tab without axe violations or overflow`, async ({ page }, testInfo) => {
      test.setTimeout(180_000);
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin");
      await waitForIslands(page);
      await expect(page.getByLabel("Password")).toBeVisible();
      await checkPage(page, width, "admin password", testInfo.outputPath(`admin-password-${width}.png`));
      await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      // The spec's five tabs (the leads table is part of Overview).
      for (const tab of ["Overview", "Templates", "Projects", "Users", "Settings"]) {
        await page.getByRole("tab", { name: tab }).click();
        await expect(page.getByRole("tabpanel")).toBeVisible();
        await expect(page.getByRole("tabpanel").getByRole("status")).toHaveCount(0);
        await checkPage(page, width, `admin ${tab}`, testInfo.outputPath(`admin-${tab.toLowerCase()}-${width}.png`));
      }
    });
  }
});

test("a dashboard with ten changing projects makes one status request per poll, and none once nothing can change them", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const user = await signInAs(page.context(), baseURL!);
  const ids = await withE2eDb(async (db) => {
    const rows = await db
      .insert(projects)
      .values(
        Array.from({ length: 10 }, (_, i) => ({
          userId: user.id,
          name: `Busy ${i}`,
          businessType: "Business",
          basePrice: "24.99",
          serviceFee: "5.00",
          totalPrice: "29.99",
          paymentStatus: i % 2 ? ("paid" as const) : ("pending" as const),
          status: i % 2 ? ("generating" as const) : ("pending" as const),
          generationStartedAt: i % 2 ? new Date() : null,
        })),
      )
      .returning({ id: projects.id });
    return rows.map((r) => r.id);
  });
  const calls: string[] = [];
  page.on("request", (req) => {
    const path = new URL(req.url()).pathname;
    if (/^\/api\/projects\/(status|\d+\/status)$/.test(path)) calls.push(req.url());
  });
  await page.goto("/dashboard");
  await waitForIslands(page);
  await expect(projectCard(page, ids[1]!).getByTestId("status-panel")).toContainText("AI is creating your website...");
  await page.waitForTimeout(2 * STATUS_POLL_INTERVAL_MS + 1_000);
  // Two polls in eleven seconds, each one request naming all ten projects.
  expect(calls.length).toBeGreaterThanOrEqual(1);
  expect(calls.length).toBeLessThanOrEqual(3);
  for (const url of calls)
    expect(
      new URL(url).searchParams
        .get("ids")!
        .split(",")
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...ids].sort((a, b) => a - b));

  // Completed and paid is not settled (an admin can undo a payment, Stripe can refund it): still polled.
  await withE2eDb((db) =>
    db.update(projects).set({ status: "completed", paymentStatus: "paid", generatedUrl: "/sites/x/" }).where(eq(projects.userId, user.id)),
  );
  await expect(projectCard(page, ids[0]!).getByTestId("status-panel")).toContainText("Your website is ready!", { timeout: ONE_POLL });
  const completed = calls.length;
  await expect.poll(() => calls.length, { timeout: ONE_POLL }).toBeGreaterThan(completed);
  // Refunded in full: no panel, nothing left to wait for; the next poll reports it, and polling stops.
  await withE2eDb((db) => db.update(projects).set({ paymentStatus: "refunded" }).where(eq(projects.userId, user.id)));
  await expect(projectCard(page, ids[0]!).getByTestId("status-panel")).toHaveCount(0, { timeout: ONE_POLL });
  const settled = calls.length;
  await page.waitForTimeout(STATUS_POLL_INTERVAL_MS + 1_000);
  expect(calls.length).toBe(settled);
});
