import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "./fixtures";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { waitForIslands } from "./helpers";
import { signInAs, withE2eDb } from "./session-fixture";
import { waitForGenerated } from "./signed-in-helpers";
import { freePort, startSiteServer, type SiteServer } from "./site-server";
import { mailText, startSmtpServer } from "../helpers/smtp";
import { projects, siteMessages } from "../../db/schema";
import { CONTACT_MIN_FILL_MS } from "../../functions/services/sites/hosted";

/** A person's desktop browser (headless Chromium's own user agent is counted as a bot). */
const PERSON_UA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Safari/537.36";

/** The next Wednesday at least two days ahead (the bakery is open Tue–Sat 8am–4pm). */
function nextWednesday(): { iso: string; name: string } {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 2);
  while (d.getUTCDay() !== 3) d.setUTCDate(d.getUTCDate() + 1);
  return { iso: d.toISOString().slice(0, 10), name: "Wednesday" };
}

test.describe("booking, order and quote requests on a hosted site, with JavaScript off for the visitor", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let server: SiteServer;
  let dataDir: string;
  const sharedDb = process.env.E2E_DATABASE_URL;

  test.beforeAll(async () => {
    // Its own server whose mail goes to a real SMTP server started here.
    smtp = await startSmtpServer();
    dataDir = mkdtempSync(join(tmpdir(), "lumen-requests-"));
    server = await startSiteServer(resolve("dist/client"), await freePort(), dataDir, { SMTP_URL: smtp.url });
    process.env.E2E_DATABASE_URL = `file:${join(dataDir, "app.db")}`;
  });
  test.afterAll(async () => {
    process.env.E2E_DATABASE_URL = sharedDb;
    await server?.stop();
    await smtp?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("each request is sent, answered once by the owner, and the visitor's mail (a booking's with its calendar file) reaches the SMTP server", async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const ownerContext = await browser.newContext({ baseURL: server.url, javaScriptEnabled: true });
    const owner = await signInAs(ownerContext, server.url);
    const ownerPage = await ownerContext.newPage();
    const created = await ownerPage.request.post("/api/projects", {
      data: {
        name: "Harbour Bakery",
        businessType: "Restaurant",
        description: "Family bakery by the harbour. Sourdough loaf $8.50, cinnamon bun $4, birthday cake $45. Open Tue-Sat 8am-4pm, closed Sunday and Monday.",
        requirements: "Online booking for cake tastings. Online ordering for pickup. A quote request form for wedding cakes.",
      },
    });
    expect(created.status()).toBe(201);
    const projectId = ((await created.json()) as { id: number }).id;
    await withE2eDb((db) => db.update(projects).set({ paymentStatus: "paid" }).where(eq(projects.id, projectId)));
    expect((await ownerPage.request.post(`/api/projects/${projectId}/generate`, { data: {} })).status()).toBe(202);
    const siteUrl = await waitForGenerated(ownerPage, projectId);

    // The visitor: no JavaScript. Four tabs of the page (each form's signed time is when its page was served).
    const visitor = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, userAgent: PERSON_UA });
    const [late, booking, order, quote] = await Promise.all([1, 2, 3, 4].map(() => visitor.newPage()));
    for (const tab of [late!, booking!, order!, quote!]) await tab.goto(siteUrl);
    const form = (tab: typeof late, id: string) => tab!.locator(`section#${id} form[method="post"]`);
    await expect(form(booking, "booking").locator('input[type="date"]')).toHaveCount(1);
    await expect(form(booking, "booking").locator('input[type="time"]')).toHaveCount(1);
    await expect(form(booking, "booking").locator("select[name=service] option")).toContainText([
      "Not sure yet",
      "Sourdough loaf",
      "Cinnamon bun",
      "Birthday cake",
    ]);
    const day = nextWednesday();
    const fillContact = async (tab: typeof late, id: string, name: string) => {
      await tab!.locator(`#${id}-name`).fill(name);
      await tab!.locator(`#${id}-email`).fill(`${name.split(" ")[0]!.toLowerCase()}@example.com`);
    };
    await waitLikeAPerson(late!);

    // Out of hours: the answer names that day's hours, and nothing is stored.
    await form(late, "booking").getByLabel("Day").fill(day.iso);
    await form(late, "booking").getByLabel("Time").fill("17:30");
    await fillContact(late, "booking", "Lena Late");
    await form(late, "booking").getByRole("button", { name: "Send booking request" }).click();
    await expect(late!.getByRole("alert")).toContainText(`That time is outside our hours. On ${day.name} we are open 08:00–16:00.`);
    expect(await withE2eDb((db) => db.select().from(siteMessages).where(eq(siteMessages.projectId, projectId)))).toHaveLength(0);

    await form(booking, "booking").getByLabel("Service").selectOption("Birthday cake");
    await form(booking, "booking").getByLabel("Day").fill(day.iso);
    await form(booking, "booking").getByLabel("Time").fill("10:30");
    await fillContact(booking, "booking", "Bea Booker");
    await form(booking, "booking").getByRole("button", { name: "Send booking request" }).click();
    await expect(booking!.getByRole("heading", { level: 1, name: "Thank you, your booking request was sent" })).toBeVisible();

    await form(order, "order").getByLabel("Quantity: Sourdough loaf").fill("2");
    await form(order, "order").getByLabel("Quantity: Cinnamon bun").fill("3");
    await form(order, "order").getByLabel("Pickup day").fill(day.iso);
    await form(order, "order").getByLabel("Pickup time").fill("09:00");
    await fillContact(order, "order", "Otto Orders");
    await form(order, "order").getByRole("button", { name: "Send order request" }).click();
    await expect(order!.getByRole("heading", { level: 1, name: "Thank you, your order request was sent" })).toBeVisible();

    await form(quote, "quote").getByLabel("What do you need?").fill("A three-tier wedding cake for 80 guests in June.");
    const photo = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#e8d5b7" } })
      .png()
      .toBuffer();
    await form(quote, "quote").getByLabel("A photo (optional)").setInputFiles({ name: "cake.png", mimeType: "image/png", buffer: photo });
    await fillContact(quote, "quote", "Quinn Quote");
    await form(quote, "quote").getByRole("button", { name: "Send quote request" }).click();
    await expect(quote!.getByRole("heading", { level: 1, name: "Thank you, your quote request was sent" })).toBeVisible();

    // The owner confirms the booking in the dashboard inbox.
    await ownerPage.goto("/dashboard");
    await waitForIslands(ownerPage);
    const card = ownerPage.locator(`[data-testid="project-card"][data-project-id="${projectId}"]`);
    await expect(card.getByTestId("generation-note")).toContainText("Built from your request: booking requests, order requests, quote requests.");
    await expect(card.getByTestId("not-built")).toHaveCount(0);
    await card.getByTestId("site-inbox").locator("summary").click();
    await expect(card.getByTestId("site-message").filter({ hasText: "Quinn Quote" }).getByRole("link", { name: "Open the customer's photo" })).toBeVisible();
    const bookingItem = card.getByTestId("site-message").filter({ hasText: "Bea Booker" });
    await expect(bookingItem).toContainText("booking request");
    await bookingItem.getByLabel("Short note to the customer (optional)").fill("See you at the counter.");
    await bookingItem.getByRole("button", { name: "Confirm" }).click();
    await expect(bookingItem.getByTestId("request-status")).toHaveText("Status: Confirmed");
    await expect(bookingItem).toContainText("Answered: confirmed.");

    // The order and the quote are answered from the notification mails' links (a page, then one click).
    const owners = (subject: string) => smtp.mails.find((m) => m.to.includes(owner.email) && mailText(m.raw).includes(subject));
    await expect.poll(() => !!owners("New order request") && !!owners("New quote request")).toBe(true);
    const link = (subject: string, answer: string) => new RegExp(`${answer}: (http\\S+)`).exec(mailText(owners(subject)!.raw))![1]!;
    const ownerMailPage = await visitor.newPage();
    await ownerMailPage.goto(link("New order request", "Confirm"));
    await ownerMailPage.getByRole("button", { name: "Confirm" }).click();
    await expect(ownerMailPage.getByRole("heading", { level: 1 })).toHaveText("Done: the request is confirmed. The customer gets one email with your answer.");
    await ownerMailPage.goto(link("New quote request", "Decline"));
    await ownerMailPage.getByLabel("A short note to the customer (optional)").fill("We are fully booked in June, sorry.");
    await ownerMailPage.getByRole("button", { name: "Decline" }).click();
    await expect(ownerMailPage.getByRole("heading", { level: 1 })).toContainText("the request is declined");
    // The same link again changes nothing.
    await ownerMailPage.goto(link("New quote request", "Confirm"));
    await ownerMailPage.getByRole("button", { name: "Confirm" }).click();
    await expect(ownerMailPage.getByRole("heading", { level: 1 })).toHaveText("This request was already answered. Nothing was changed.");

    // Each visitor got exactly one mail: the answer; the booking's carries its calendar file.
    const to = (address: string) => smtp.mails.filter((m) => m.to.includes(address));
    await expect.poll(() => ["bea", "otto", "quinn"].map((n) => to(`${n}@example.com`).length)).toEqual([1, 1, 1]);
    const bookingMail = to("bea@example.com")[0]!.raw;
    expect(bookingMail).toMatch(/Content-Type: text\/calendar/i);
    expect(mailText(bookingMail)).toContain("See you at the counter.");
    expect(calendarOf(bookingMail)).toMatch(new RegExp(`BEGIN:VEVENT[\\s\\S]*DTSTART:${day.iso.replaceAll("-", "")}T103000\r\n`));
    expect(mailText(to("otto@example.com")[0]!.raw)).toContain("Estimated total: $29.00");
    expect(mailText(to("quinn@example.com")[0]!.raw)).toContain("We are fully booked in June, sorry.");
    expect(to("lena@example.com")).toHaveLength(0);
    await visitor.close();
    await ownerContext.close();
  });
});

/** A person takes a few seconds to fill a form; the form refuses faster posts (its signed time). */
async function waitLikeAPerson(tab: { waitForTimeout(ms: number): Promise<void> }) {
  await tab.waitForTimeout(CONTACT_MIN_FILL_MS + 200);
}

/** The calendar file of a received mail: its base64 MIME part, decoded. */
function calendarOf(raw: string): string {
  const part = /filename=booking\.ics\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  return part ? Buffer.from(part[1]!.replace(/\s+/g, ""), "base64").toString("utf8") : "";
}
