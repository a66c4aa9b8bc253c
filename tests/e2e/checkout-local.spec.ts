/**
 * Checkout on a local install (no Stripe keys): the spec's "Payment Unavailable" screen, its
 * "contact support" a link to the support address; an account that may record payments (an admin)
 * marks the project paid right there, through the admin panel's own audited action; a plain user
 * sees no such button.
 */
import { expect, test, type Page } from "./fixtures";
import { expectToast } from "./toasts";
import AxeBuilder from "@axe-core/playwright";
import { and, eq } from "drizzle-orm";
import { waitForIslands } from "./helpers";
import { signInAs, withE2eDb } from "./session-fixture";
import { auditEvents, projects } from "../../db/schema";
import { site } from "../../src/config/site";
import { ADMIN_PAID_VIA_PREFIX } from "../../core/projects";

async function newProject(page: Page, name: string): Promise<number> {
  const res = await page.request.post("/api/projects", { data: { name, businessType: "Restaurant", description: "Bread and coffee", templateId: null } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

test("an admin marks a project paid from the checkout screen; it is recorded as the panel's action", async ({ page, context, baseURL }) => {
  const admin = await signInAs(context, baseURL!, { role: "admin" });
  const id = await newProject(page, "Checkout Bakery");
  await page.goto(`/checkout/${id}`);
  await waitForIslands(page);
  await expect(page.getByRole("heading", { name: "Payment Unavailable" })).toBeVisible();
  const support = page.getByRole("link", { name: "contact support" });
  await expect(support).toHaveAttribute("href", new RegExp(`^mailto:${site.supportEmail.replace(".", "\\.")}\\?subject=`));

  const markPaid = page.getByRole("button", { name: "Mark as paid" });
  await expect(markPaid).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations.map((v) => v.id)).toEqual([]);
  page.once("dialog", (dialog) => dialog.accept());
  await markPaid.click();
  await expectToast(page, "Marked as paid");
  await expect(page.getByRole("status").filter({ hasText: "This project is paid." })).toBeVisible();
  await expect(markPaid).toHaveCount(0);

  const { row, audits } = await withE2eDb(async (db) => ({
    row: (await db.select().from(projects).where(eq(projects.id, id)))[0]!,
    audits: await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "project.marked_paid"), eq(auditEvents.targetId, String(id)))),
  }));
  expect(row.paymentStatus).toBe("paid");
  expect(row.paidVia).toBe(`${ADMIN_PAID_VIA_PREFIX}${admin.id}`);
  expect(audits).toHaveLength(1);

  // The dashboard now offers the next step.
  await page.goto("/dashboard");
  await waitForIslands(page);
  await expect(page.locator(`[data-testid="project-card"][data-project-id="${id}"]`).getByRole("button", { name: /Generate/ })).toBeVisible();
});

test("a plain user sees the support link, no Mark as paid, and how this install gets a project paid", async ({ page, context, baseURL }) => {
  await signInAs(context, baseURL!);
  const id = await newProject(page, "Plain Bakery");
  await page.goto(`/checkout/${id}`);
  await waitForIslands(page);
  await expect(page.getByRole("heading", { name: "Payment Unavailable" })).toBeVisible();
  await expect(page.getByRole("link", { name: "contact support" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Record a payment" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Mark as paid" })).toHaveCount(0);
  // This install has no Stripe key: the screen says how a project gets paid here.
  const local = page.getByRole("region", { name: "How a project gets paid on this install" });
  await expect(local).toContainText("an account that may record payments (an admin)");
  await expect(local).toContainText("the panel's Projects tab");
  await expect(local.getByRole("link", { name: "Open the admin panel" })).toHaveAttribute("href", "/admin");
});
