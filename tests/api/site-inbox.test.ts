import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { withoutRequestId } from "../helpers/hosted";
import { createTestApp, jsonInit, ORIGIN, signedInUser, type TestApp } from "../helpers/test-app";
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

const get = (path: string, cookie?: string) => t.app.request(path, { headers: cookie ? { Cookie: cookie } : {} });

describe("the owner's inbox", () => {
  it("lists a site's messages newest first, counts unread, marks read and unread, deletes", async () => {
    const { owner, project } = await ownerWithSite(t);
    const [m0, m1] = await addMessages(project.id, [{}, { phone: "+1 555 0100" }]);
    const list = await get(`/api/projects/${project.id}/messages`, owner.cookie);
    expect(list.status).toBe(200);
    const rows = (await list.json()) as SiteMessage[];
    expect(rows.map((r) => r.id)).toEqual([m1!.id, m0!.id]);
    expect((await (await get("/api/messages/unread", owner.cookie)).json()).unread).toEqual({ [project.id]: 2 });

    const read = await t.app.request(`/api/projects/${project.id}/messages/${m0!.id}/read`, jsonInit("POST", { read: true }, { Cookie: owner.cookie }));
    expect(read.status).toBe(200);
    expect(((await read.json()) as SiteMessage).readAt).not.toBeNull();
    expect((await (await get("/api/messages/unread", owner.cookie)).json()).unread).toEqual({ [project.id]: 1 });
    const unread = await t.app.request(`/api/projects/${project.id}/messages/${m0!.id}/read`, jsonInit("POST", { read: false }, { Cookie: owner.cookie }));
    expect(((await unread.json()) as SiteMessage).readAt).toBeNull();
    expect(
      (await t.app.request(`/api/projects/${project.id}/messages/${m0!.id}/read`, jsonInit("POST", { read: "yes" }, { Cookie: owner.cookie }))).status,
    ).toBe(400);

    const del = await t.app.request(`/api/projects/${project.id}/messages/${m1!.id}`, { method: "DELETE", headers: { Origin: ORIGIN, Cookie: owner.cookie } });
    expect(del.status).toBe(200);
    expect(await t.db.select().from(siteMessages).where(eq(siteMessages.projectId, project.id))).toHaveLength(1);
    const again = await t.app.request(`/api/projects/${project.id}/messages/${m1!.id}`, {
      method: "DELETE",
      headers: { Origin: ORIGIN, Cookie: owner.cookie },
    });
    expect(again.status).toBe(404);
  });

  it("another user's project, message or id that does not exist: the same 404, nothing changed; signed out: 401", async () => {
    const { owner, project } = await ownerWithSite(t);
    const [m] = await addMessages(project.id, [{}]);
    const other = await signedInUser(t);
    const missing = await get(`/api/projects/999999/messages`, other.cookie);
    const foreign = await get(`/api/projects/${project.id}/messages`, other.cookie);
    expect(missing.status).toBe(404);
    expect(foreign.status).toBe(404);
    expect(withoutRequestId(await foreign.json())).toEqual(withoutRequestId(await missing.json()));
    expect((await t.app.request(`/api/projects/${project.id}/messages/${m!.id}/read`, jsonInit("POST", { read: true }, { Cookie: other.cookie }))).status).toBe(
      404,
    );
    expect(
      (await t.app.request(`/api/projects/${project.id}/messages/${m!.id}`, { method: "DELETE", headers: { Origin: ORIGIN, Cookie: other.cookie } })).status,
    ).toBe(404);
    // A message of one project through another project of the same owner: not found either.
    const second = await ownerWithSite(t, { email: `second-${Date.now()}@example.com` });
    expect(
      (await t.app.request(`/api/projects/${second.project.id}/messages/${m!.id}/read`, jsonInit("POST", { read: true }, { Cookie: second.owner.cookie })))
        .status,
    ).toBe(404);
    const [still] = await t.db.select().from(siteMessages).where(eq(siteMessages.id, m!.id));
    expect(still!.readAt).toBeNull();
    expect((await get(`/api/projects/${project.id}/messages`)).status).toBe(401);
    expect((await get(`/api/projects/abc/messages`, owner.cookie)).status).toBe(400);
    expect((await get(`/api/projects/${project.id}/messages?format=xml`, owner.cookie)).status).toBe(400);
    expect((await get("/api/messages/unread", other.cookie)).status).toBe(200);
    expect((await (await get("/api/messages/unread", other.cookie)).json()).unread).toEqual({});
  });

  it("exports CSV with formula cells neutralised", async () => {
    const { owner, project } = await ownerWithSite(t);
    await addMessages(project.id, [
      { name: '=HYPERLINK("http://evil.example","click")', email: "a@example.com", message: "+1 call me" },
      { name: "@SUM(A1)", email: "b@example.com", phone: "-5", message: '\tTabbed\r\nline "quoted"' },
    ]);
    const res = await get(`/api/projects/${project.id}/messages?format=csv`, owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain(`messages-project-${project.id}.csv`);
    const csv = await res.text();
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe('"Received","Name","Email","Phone","Message","Read"');
    expect(csv).toContain(`"'@SUM(A1)","b@example.com","'-5","'\tTabbed`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")","a@example.com","","'+1 call me","no"`);
    expect(csv).toContain('line ""quoted"""');
  });
});
