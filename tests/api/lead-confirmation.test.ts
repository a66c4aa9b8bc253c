import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiClient } from "../helpers/api-client";
import { outbox } from "../../db/schema";
import { LEAD_MAILS_PER_ADDRESS } from "../../functions/services/leads";

/** The ROI report goes only to a confirmed address (a signed link) or to a signed-in visitor's own address: the calculator is no anonymous relay. */
const clock = Date.UTC(2026, 8, 1, 9);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp({}, { now: () => clock })));
afterAll(() => t.cleanup());

let n = 0;
const lead = (email: string, extra: Record<string, string> = {}) => {
  n += 1;
  return apiClient(t, { "cf-connecting-ip": `10.55.0.${n}`, ...extra }).leads.$post({
    json: { email, monthlyRequests: 1000 + n, estimatedSavings: "12000", roiMultiple: 3.5, eventType: "roi_calculated", source: "roi_calculator" },
  });
};
const mails = async (to: string, kind: string) => (await t.db.select().from(outbox).where(eq(outbox.kind, kind))).filter((m) => m.to === to);
const linkIn = (text: string) => /(https?:\/\/\S+\/api\/leads\/confirm\?token=[A-Za-z0-9._-]+)/.exec(text)?.[1];
/** The mailed link, opened (GET) or confirmed (POST) through the typed client with the token it carries. */
const confirmPage = (token: string) => apiClient(t).leads.confirm.$get({ query: { token } });
const confirm = (token: string) => apiClient(t).leads.confirm.$post({ query: { token } });

describe("ROI report delivery", () => {
  it("an anonymous lead for any address gets only a confirmation link; the report follows the confirmation, once", async () => {
    const victim = "victim.leads@elsewhere.example";
    const res = await lead(victim);
    expect(res.status).toBe(201);
    expect(await mails(victim, "roi_report")).toHaveLength(0);
    const [mailed] = await mails(victim, "lead_confirm");
    const link = new URL(linkIn(mailed!.text)!);
    expect(link.pathname).toBe("/api/leads/confirm");
    const token = link.searchParams.get("token")!;
    expect((await confirmPage(token)).status).toBe(200);
    expect(await mails(victim, "roi_report")).toHaveLength(0);
    expect((await confirm(token)).status).toBe(200);
    expect(await mails(victim, "roi_report")).toHaveLength(1);
    expect((await confirm(token)).status).toBe(200);
    expect(await mails(victim, "roi_report")).toHaveLength(1);
    expect((await confirm(token.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).status).toBe(400);
  });

  it("a signed-in visitor's own address gets the report at once; another address needs confirming", async () => {
    const { user, cookie } = await signedInUser(t);
    expect((await lead(user.email.toUpperCase(), { Cookie: cookie })).status).toBe(201);
    expect(await mails(user.email, "roi_report")).toHaveLength(1);
    expect((await lead("friend.leads@elsewhere.example", { Cookie: cookie })).status).toBe(201);
    expect(await mails("friend.leads@elsewhere.example", "roi_report")).toHaveLength(0);
    expect(await mails("friend.leads@elsewhere.example", "lead_confirm")).toHaveLength(1);
  });

  it("mails to one address are counted: past the day's number, leads are stored but nothing more is mailed", async () => {
    const target = "counted.leads@elsewhere.example";
    for (let i = 0; i < LEAD_MAILS_PER_ADDRESS.limit + 2; i++) expect((await lead(target)).status).toBe(201);
    expect(await mails(target, "lead_confirm")).toHaveLength(LEAD_MAILS_PER_ADDRESS.limit);
  });
});
