import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { withoutRequestId } from "../helpers/hosted";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { ownerWithSite } from "../helpers/hosted";
import { siteMessages } from "../../db/schema";
import type { SiteMessage } from "../../db/schema";

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.cleanup());

async function addMessages(projectId: number, rows: Partial<typeof siteMessages.$inferInsert>[]) {
  return t.db
    .insert(siteMessages)
    .values(
      rows.map((r, i) => ({
        projectId,
        name: `Visitor ${i}`,
        email: `v${i}@example.com`,
        message: `Hello ${i}`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 10, i)),
        ...r,
      })),
    )
    .returning();
}

const api = (cookie?: string) => (cookie ? apiAs(t, cookie) : apiClient(t));
const inbox = (projectId: number | string, cookie?: string, query: { format?: "json" | "csv" } = {}) =>
  api(cookie).projects[":id"].messages.$get({ param: { id: String(projectId) }, query });
const unreadOf = async (cookie: string) => ((await (await api(cookie).messages.unread.$get()).json()) as { unread: Record<string, number> }).unread;
const message = (projectId: number, messageId: number, cookie: string) => {
  const route = api(cookie).projects[":id"].messages[":messageId"];
  const param = { id: String(projectId), messageId: String(messageId) };
  return { read: (read: boolean) => route.read.$post({ param, json: { read } }), remove: () => route.$delete({ param }) };
};
/** Untyped on purpose: a body and a query the routes' schemas refuse (the typed client would not compile them). */
const rawRequest = (path: string, init?: RequestInit) => t.app.request(path, init);

describe("the owner's inbox", () => {
  it("lists a site's messages newest first, counts unread, marks read and unread, deletes", async () => {
    const { owner, project } = await ownerWithSite(t);
    const [m0, m1] = await addMessages(project.id, [{}, { phone: "+1 555 0100" }]);
    const list = await inbox(project.id, owner.cookie);
    expect(list.status).toBe(200);
    const rows = (await list.json()) as SiteMessage[];
    expect(rows.map((r) => r.id)).toEqual([m1!.id, m0!.id]);
    expect(await unreadOf(owner.cookie)).toEqual({ [project.id]: 2 });

    const read = await message(project.id, m0!.id, owner.cookie).read(true);
    expect(read.status).toBe(200);
    expect((await read.json()).readAt).not.toBeNull();
    expect(await unreadOf(owner.cookie)).toEqual({ [project.id]: 1 });
    const unread = await message(project.id, m0!.id, owner.cookie).read(false);
    expect((await unread.json()).readAt).toBeNull();
    expect((await rawRequest(`/api/projects/${project.id}/messages/${m0!.id}/read`, jsonInit("POST", { read: "yes" }, { Cookie: owner.cookie }))).status).toBe(
      400,
    );

    const del = await message(project.id, m1!.id, owner.cookie).remove();
    expect(del.status).toBe(200);
    expect(await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id))).toHaveLength(1);
    const again = await message(project.id, m1!.id, owner.cookie).remove();
    expect(again.status).toBe(404);
  });

  it("another user's project, message or id that does not exist: the same 404, nothing changed; signed out: 401", async () => {
    const { owner, project } = await ownerWithSite(t);
    const [m] = await addMessages(project.id, [{}]);
    const other = await signedInUser(t);
    const missing = await inbox(999999, other.cookie);
    const foreign = await inbox(project.id, other.cookie);
    expect(missing.status).toBe(404);
    expect(foreign.status).toBe(404);
    expect(withoutRequestId(await foreign.json())).toEqual(withoutRequestId(await missing.json()));
    expect((await message(project.id, m!.id, other.cookie).read(true)).status).toBe(404);
    expect((await message(project.id, m!.id, other.cookie).remove()).status).toBe(404);
    // A message of one project through another project of the same owner: not found either.
    const second = await ownerWithSite(t, { email: `second-${Date.now()}@example.com` });
    expect((await message(second.project.id, m!.id, second.owner.cookie).read(true)).status).toBe(404);
    const [still] = await t.db.select().from(siteMessages).where(eq(siteMessages.id, m!.id));
    expect(still!.readAt).toBeNull();
    expect((await inbox(project.id)).status).toBe(401);
    expect((await inbox("abc", owner.cookie)).status).toBe(400);
    expect((await rawRequest(`/api/projects/${project.id}/messages?format=xml`, { headers: { Cookie: owner.cookie } })).status).toBe(400);
    expect((await api(other.cookie).messages.unread.$get()).status).toBe(200);
    expect(await unreadOf(other.cookie)).toEqual({});
  });

  it("exports CSV with formula cells neutralised", async () => {
    const { owner, project } = await ownerWithSite(t);
    await addMessages(project.id, [
      { name: '=HYPERLINK("http://evil.example","click")', email: "a@example.com", message: "+1 call me" },
      { name: "@SUM(A1)", email: "b@example.com", phone: "-5", message: '\tTabbed\r\nline "quoted"' },
    ]);
    const res = await inbox(project.id, owner.cookie, { format: "csv" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain(`messages-project-${project.id}.csv`);
    const csv = await res.text();
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe('"Received","Name","Email","Phone","Message","Read","Kind","Status","Details"');
    expect(csv).toContain(`"'@SUM(A1)","b@example.com","'-5","'\tTabbed`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")","a@example.com","","'+1 call me","no","message","",""`);
    expect(csv).toContain('line ""quoted"""');
  });
});
