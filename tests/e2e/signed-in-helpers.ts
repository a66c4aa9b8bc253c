/** Set-ups shared by the signed-in screens' specs: projects in a given state, the admin panel. */
import { expect, type Page } from "./fixtures";
import { waitForIslands } from "./helpers";
import { withE2eDb } from "./session-fixture";
import { E2E_ADMIN_PASSWORD } from "./e2e-env";
import { projects } from "../../db/schema";

type ProjectFields = Partial<typeof projects.$inferInsert>;

/** A project of `userId` written straight into the database (default: paid by an admin, not generated). */
export async function insertProject(userId: string, fields: ProjectFields = {}): Promise<number> {
  return withE2eDb(async (db) => {
    const [p] = await db
      .insert(projects)
      .values({
        userId,
        name: "Harbor Bakery",
        businessType: "Restaurant",
        description: "Family bakery in Portland since 1987. Sourdough $6.50. Open Tue-Sun 7am-3pm. Call 503-555-0142.",
        basePrice: "24.99",
        serviceFee: "5.00",
        totalPrice: "29.99",
        paymentStatus: "paid",
        paidVia: "admin:e2e",
        paidAt: new Date(),
        ...fields,
      })
      .returning();
    return p!.id;
  });
}

export type StatusAnswer = { status: string; paymentStatus: string; generatedUrl: string | null };

export async function projectStatus(page: Page, id: number): Promise<StatusAnswer> {
  return (await (await page.request.get(`/api/projects/${id}/status`)).json()) as StatusAnswer;
}

/** A generation is a background job: beside other work it has taken more than 7 s, so every wait for one shares this. */
export const GENERATION_WAIT_MS = 30_000;

/** Waits until `id`'s generation is completed (asked as the owner signed in on `page`); its hosted address. */
export async function waitForGenerated(page: Page, id: number): Promise<string> {
  let url = "";
  await expect(async () => {
    const status = await projectStatus(page, id);
    expect(status.status).toBe("completed");
    url = status.generatedUrl!;
  }).toPass({ timeout: GENERATION_WAIT_MS });
  return url;
}

/** Generates `id` through the API (as the owner signed in on `page`) and waits until it is completed. */
export async function generateAndWait(page: Page, baseURL: string, id: number): Promise<string> {
  expect((await page.request.post(`/api/projects/${id}/generate`, { headers: { Origin: baseURL } })).status()).toBe(202);
  return waitForGenerated(page, id);
}

/** A paid project of `userId`, generated: its id and hosted address. */
export async function generatedProject(page: Page, baseURL: string, userId: string, fields: ProjectFields = {}): Promise<{ id: number; url: string }> {
  const id = await insertProject(userId, fields);
  return { id, url: await generateAndWait(page, baseURL, id) };
}

/** Opens the admin panel on `page` with the panel password; ends on the Overview tab. */
export async function openAdminPanel(page: Page): Promise<void> {
  await page.goto("/admin");
  await waitForIslands(page);
  await page.getByLabel("Password").fill(E2E_ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
}

/** The version numbers of a project's site (through the editor's API, as its owner on `page`). */
export async function siteVersions(page: Page, id: number): Promise<number[]> {
  const res = await page.request.get(`/api/projects/${id}/site/versions`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { number: number }[]).map((v) => v.number).sort((a, b) => a - b);
}
