import { expect, test, type Page } from "./fixtures";
import AxeBuilder from "@axe-core/playwright";
import { eq } from "drizzle-orm";
import { waitForIslands } from "./helpers";
import { signInAs, withE2eDb } from "./session-fixture";
import { waitForGenerated } from "./signed-in-helpers";
import { E2E_ADMIN_PASSWORD } from "./e2e-env";
import { outbox, projects, siteVisits, users } from "../../db/schema";
import { CONTACT_MIN_FILL_MS } from "../../functions/services/sites/hosted";

/** A person's desktop browser (headless Chromium's own user agent is counted as a bot, rightly). */
const PERSON_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36";

async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("a hosted site takes a visitor's message with JavaScript off", () => {
  test.use({ javaScriptEnabled: false, userAgent: PERSON_UA });

  test("the visitor sends a message and sees the thank-you page; the owner reads it in the dashboard inbox; the mail waits in the outbox; the visit is counted", async ({
    page,
    browser,
    baseURL,
  }) => {
    // One journey through generation, the visitor's form (a person's fill time), the inbox, visits, domains and the outbox.
    test.setTimeout(90_000);
    // The owner, with JavaScript (the dashboard is an island), and a paid project generated through the API.
    const ownerContext = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const owner = await signInAs(ownerContext, baseURL!);
    const ownerPage = await ownerContext.newPage();
    const created = await ownerPage.request.post("/api/projects", {
      data: { name: "Quiet Harbour Bakery", businessType: "Restaurant", description: "Sourdough and pastries by the harbour." },
    });
    expect(created.status()).toBe(201);
    const projectId = ((await created.json()) as { id: number }).id;
    await withE2eDb((db) => db.update(projects).set({ paymentStatus: "paid" }).where(eq(projects.id, projectId)));
    expect((await ownerPage.request.post(`/api/projects/${projectId}/generate`, { data: {} })).status()).toBe(202);
    const siteUrl = await waitForGenerated(ownerPage, projectId);

    // axe needs JavaScript: it checks the same pages in a browser of its own (a headless user agent, not counted as a visit).
    const axeContext = await browser.newContext({
      baseURL,
      javaScriptEnabled: true,
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/150.0 Safari/537.36",
    });
    const axePage = await axeContext.newPage();
    const axeOn = async (path: string) => {
      await axePage.goto(path);
      await expectNoAxeViolations(axePage);
    };

    // The visitor: no JavaScript at all.
    await page.goto(siteUrl);
    await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
    await axeOn(siteUrl);
    await page.getByLabel("Your name").fill("Robin Visitor");
    await page.getByLabel("Your email").fill("robin@example.com");
    await page.getByLabel("Phone (optional)").fill("+1 555 0100");
    await page.getByLabel("Message", { exact: true }).fill("Do you take orders for a birthday cake on Saturday?");
    await page.waitForTimeout(CONTACT_MIN_FILL_MS + 200); // a person takes a few seconds; the form refuses faster posts
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL(new RegExp(`${siteUrl.replace(/\/$/, "")}/contact/sent$`));
    await expect(page.getByRole("heading", { level: 1, name: "Thank you, your message was sent" })).toBeVisible();
    await axeOn(page.url());
    await axeContext.close();
    await page.getByRole("link", { name: "Back to the website" }).click();
    await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();

    // The owner's dashboard: the unread count on the card, the message in the inbox.
    // The counts of every live site come in one request; a site's messages only when its inbox opens.
    const inboxRequests: string[] = [];
    ownerPage.on("request", (r) => {
      if (/\/api\/(projects\/\d+\/)?messages/.test(r.url())) inboxRequests.push(new URL(r.url()).pathname);
    });
    await ownerPage.goto("/dashboard");
    await waitForIslands(ownerPage);
    const card = ownerPage.locator(`[data-testid="project-card"][data-project-id="${projectId}"]`);
    await expect(card.getByTestId("unread-count")).toHaveText("1 unread");
    expect(inboxRequests).toEqual(["/api/messages/unread"]);
    await card.getByTestId("site-inbox").locator("summary").click();
    const message = card.getByTestId("site-message");
    await expect(message).toContainText("Robin Visitor");
    await expect(message).toContainText("robin@example.com");
    await expect(message).toContainText("Do you take orders for a birthday cake on Saturday?");
    await message.getByRole("button", { name: "Mark as read" }).click();
    await expect(card.getByTestId("unread-count")).toHaveCount(0);
    await expect(message.getByRole("button", { name: "Mark as unread" })).toBeVisible();

    // Visits: the visitor's page views within 30 minutes are one visit.
    await card.getByText("Visitors").click();
    await expect(card.getByTestId("visits-totals")).toHaveText("1 visit, 1 visitor in the last 30 days");
    await expect(card.getByRole("img", { name: /Visits per day, last 30 days/ })).toBeVisible();
    await expectNoAxeViolations(ownerPage);
    const rows = await withE2eDb((db) => db.select().from(siteVisits).where(eq(siteVisits.projectId, projectId)));
    expect(rows).toHaveLength(1);

    // Own domain: a plain account is told it comes with Premium (no form the API would refuse); a premium one gets the form.
    await card.getByTestId("site-domain").locator("summary").click();
    await expect(card.getByTestId("domain-not-on-plan")).toContainText("comes with a Premium account");
    await expect(card.getByLabel("Domain name")).toHaveCount(0);
    await withE2eDb((db) => db.update(users).set({ role: "premium" }).where(eq(users.id, owner.id)));
    await ownerPage.reload();
    await waitForIslands(ownerPage);
    await card.getByTestId("site-domain").locator("summary").click();
    await expect(card.getByLabel("Domain name")).toBeVisible();
    await expect(card.getByTestId("domain-not-on-plan")).toHaveCount(0);

    // No SMTP configured: the owner's notice is in the outbox, which the admin panel shows.
    const mails = await withE2eDb((db) => db.select().from(outbox).where(eq(outbox.to, owner.email)));
    expect(mails.map((m) => [m.kind, m.status])).toEqual(
      expect.arrayContaining([
        ["site_message", "stored"],
        ["site_ready", "stored"],
      ]),
    );
    const adminContext = await browser.newContext({ baseURL, javaScriptEnabled: true });
    const admin = await adminContext.newPage();
    await admin.goto("/admin");
    await waitForIslands(admin);
    await admin.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
    await admin.getByRole("button", { name: "Sign in" }).click();
    await admin.getByRole("tab", { name: "Settings" }).click();
    await expect(admin.getByRole("heading", { name: "Mail outbox" })).toBeVisible();
    await expect(admin.getByText("New message from Robin Visitor via your website").first()).toBeVisible();
    await adminContext.close();
    await ownerContext.close();
  });
});
