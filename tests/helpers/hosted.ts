import { eq } from "drizzle-orm";
import { generatedSites, projects } from "../../db/schema";
import { generationContext, runGeneration } from "../../functions/services/generation/index";
import { signedInUser, type TestApp } from "./test-app";
import type { UserRole } from "../../core/accounts";

let n = 0;

/** An owner with a generated, hosted site (the real generator and renderer); `content` is merged into its content JSON. */
export async function ownerWithSite(t: TestApp, opts: { email?: string; name?: string; content?: Record<string, unknown>; role?: UserRole } = {}) {
  n += 1;
  const owner = await signedInUser(t, { email: opts.email ?? `site-owner-${n}-${Date.now()}@example.com`, ...(opts.role ? { role: opts.role } : {}) });
  const [p] = await t.db
    .insert(projects)
    .values({
      userId: owner.user.id,
      name: opts.name ?? `Corner Bakery ${n}`,
      businessType: "Restaurant",
      basePrice: "24.99",
      serviceFee: "5.00",
      totalPrice: "29.99",
      paymentStatus: "paid",
      status: "generating",
      generationStartedAt: new Date(t.deps.now?.() ?? Date.now()),
    })
    .returning();
  const outcome = await runGeneration({ ...generationContext(t.deps), onCompleted: undefined }, p!.id);
  if (outcome !== "completed") throw new Error(`generation ${outcome}`);
  const [site] = await t.db.select().from(generatedSites).where(eq(generatedSites.projectId, p!.id));
  if (opts.content) {
    await t.db
      .update(generatedSites)
      .set({ content: { ...(site!.content as object), ...opts.content } })
      .where(eq(generatedSites.id, site!.id));
  }
  return { owner, project: p!, slug: site!.slug, base: `/sites/${site!.slug}` };
}

/** A form post as a browser without JavaScript sends it. */
export function formPost(fields: Record<string, string>, headers: Record<string, string> = {}): RequestInit {
  return { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(fields).toString() };
}

/** The hidden timestamp of the contact form in a served page. */
export function formToken(html: string): string {
  const m = /name="t" value="([^"]+)"/.exec(html);
  if (!m) throw new Error("no contact form timestamp in the page");
  return m[1]!;
}

/** An error envelope without its per-request id, to compare two answers. */
export function withoutRequestId(body: unknown): unknown {
  const copy = structuredClone(body) as { error?: { requestId?: string } };
  if (copy?.error) delete copy.error.requestId;
  return copy;
}
