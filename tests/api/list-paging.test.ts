// The admin outbox and a site's inbox answer keyset pages (core/api-limits.ts): newest first, every
// row exactly once across pages even when many share a timestamp, a hard limit on every page, and a
// cursor the list did not give is a 400 in the error envelope.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { ownerWithSite } from "../helpers/hosted";
import { outbox, siteMessages } from "../../db/schema";
import { DEV_ADMIN_PASSWORD } from "../../functions/config";
import { LIST_PAGE_DEFAULT, LIST_PAGE_MAX, NEXT_CURSOR_HEADER } from "../../core/api-limits";

let t: TestApp;
beforeAll(async () => void (t = await createTestApp()));
afterAll(() => t.cleanup());

/** 130 rows: ten share each timestamp, so page boundaries fall inside groups of equal times. */
const ROWS = 130;
const SAME_TIME = 10;
const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + Math.floor(i / SAME_TIME) * 60_000);

async function adminCookie(): Promise<string> {
  const res = await apiClient(t, { "cf-connecting-ip": "10.77.0.1" }).admin.auth.$post({ json: { password: DEV_ADMIN_PASSWORD } });
  expect(res.status).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

/** Every page from the first to the last, following X-Next-Cursor. */
async function walk(fetchPage: (cursor: string | undefined) => Promise<Response>, idsOf: (body: unknown) => number[]) {
  const pages: number[][] = [];
  let cursor: string | undefined;
  do {
    const res = await fetchPage(cursor);
    expect(res.status).toBe(200);
    pages.push(idsOf(await res.json()));
    cursor = res.headers.get(NEXT_CURSOR_HEADER) ?? undefined;
  } while (cursor && pages.length < 100);
  return pages;
}

/** Newest first, ties broken by the higher id: the order the lists promise. */
const newestFirst = (rows: { id: number; createdAt: Date }[]) =>
  [...rows].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id).map((r) => r.id);

const expectBadCursor = async (res: Response) => {
  expect(res.status).toBe(400);
  expect(await res.json()).toMatchObject({ success: false, error: { code: "VALIDATION_ERROR" } });
};

describe("the admin outbox, page by page", () => {
  let cookie: string;
  let all: { id: number; createdAt: Date; status: string }[];
  beforeAll(async () => {
    cookie = await adminCookie();
    await t.db.delete(outbox);
    all = await t.db
      .insert(outbox)
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          kind: "site_message",
          to: `owner${i}@example.com`,
          subject: `Mail ${i}`,
          text: "Hello",
          status: i % 3 === 0 ? ("failed" as const) : ("sent" as const),
          createdAt: at(i),
        })),
      )
      .returning({ id: outbox.id, createdAt: outbox.createdAt, status: outbox.status });
  });
  const get = (query: Record<string, string>) => apiAs(t, cookie).admin.outbox.$get({ query });

  it("pages of 7 list every mail once, newest first, across equal timestamps", async () => {
    const pages = await walk(
      (cursor) => get({ limit: "7", ...(cursor ? { cursor } : {}) }),
      (b) => (b as { mails: { id: number }[] }).mails.map((m) => m.id),
    );
    expect(pages.length).toBe(Math.ceil(ROWS / 7));
    expect(pages.slice(0, -1).every((p) => p.length === 7)).toBe(true);
    expect(pages.flat()).toEqual(newestFirst(all));
  });

  it("a status filter pages the same way", async () => {
    const pages = await walk(
      (cursor) => get({ status: "failed", limit: "4", ...(cursor ? { cursor } : {}) }),
      (b) =>
        (b as { mails: { id: number; status: string }[] }).mails.map((m) => {
          expect(m.status).toBe("failed");
          return m.id;
        }),
    );
    expect(pages.flat()).toEqual(newestFirst(all.filter((m) => m.status === "failed")));
  });

  it("answers LIST_PAGE_DEFAULT without a limit and never more than LIST_PAGE_MAX", async () => {
    const first = await get({});
    expect(((await first.json()) as { mails: unknown[] }).mails).toHaveLength(LIST_PAGE_DEFAULT);
    expect(first.headers.get(NEXT_CURSOR_HEADER)).toBeTruthy();
    const big = await get({ limit: "100000" });
    expect(((await big.json()) as { mails: unknown[] }).mails).toHaveLength(LIST_PAGE_MAX);
  });

  it("a cursor it did not give is a 400 envelope; no panel session is a 401", async () => {
    await expectBadCursor(await get({ cursor: "not a cursor!" }));
    await expectBadCursor(await get({ cursor: Buffer.from("soon~1").toString("base64url") }));
    expect((await apiClient(t).admin.outbox.$get({ query: {} })).status).toBe(401);
  });
});

describe("a site's inbox, page by page", () => {
  let owner: Awaited<ReturnType<typeof ownerWithSite>>;
  let all: { id: number; createdAt: Date }[];
  beforeAll(async () => {
    owner = await ownerWithSite(t);
    all = await t.db
      .insert(siteMessages)
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          projectId: owner.project.id,
          name: `Visitor ${i}`,
          email: `v${i}@example.com`,
          message: `Hello ${i}`,
          createdAt: at(i),
        })),
      )
      .returning({ id: siteMessages.id, createdAt: siteMessages.createdAt });
  });
  const get = (query: Record<string, string>, cookie = owner.owner.cookie, id = owner.project.id) =>
    apiAs(t, cookie).projects[":id"].messages.$get({ param: { id: String(id) }, query });

  it("pages of 9 list every message once, newest first, across equal timestamps", async () => {
    const pages = await walk(
      (cursor) => get({ limit: "9", ...(cursor ? { cursor } : {}) }),
      (b) => (b as { id: number }[]).map((m) => m.id),
    );
    expect(pages.length).toBe(Math.ceil(ROWS / 9));
    expect(pages.flat()).toEqual(newestFirst(all));
  });

  it("answers LIST_PAGE_DEFAULT without a limit and never more than LIST_PAGE_MAX; the CSV holds them all", async () => {
    const first = await get({});
    expect((await first.json()) as unknown[]).toHaveLength(LIST_PAGE_DEFAULT);
    expect(first.headers.get(NEXT_CURSOR_HEADER)).toBeTruthy();
    expect((await (await get({ limit: "5000" })).json()) as unknown[]).toHaveLength(LIST_PAGE_MAX);
    const csv = await (await get({ format: "csv" })).text();
    expect(csv.trim().split("\r\n")).toHaveLength(ROWS + 1);
  });

  it("a cursor it did not give is a 400 envelope; another user's inbox is a 404 with or without one", async () => {
    await expectBadCursor(await get({ cursor: "%%%" }));
    await expectBadCursor(await get({ cursor: Buffer.from("12~").toString("base64url") }));
    const stranger = await signedInUser(t, { email: "stranger@example.com" });
    expect((await get({}, stranger.cookie)).status).toBe(404);
    const next = (await get({ limit: "2" })).headers.get(NEXT_CURSOR_HEADER)!;
    expect((await get({ cursor: next }, stranger.cookie)).status).toBe(404);
  });
});
