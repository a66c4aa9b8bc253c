import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type Client } from "@libsql/client";
import { createNodeClient, tuneLocalClient } from "../../db/client-node";
import type { StatementCacheClient } from "../../db/index";

const SELECT = "select id, name, seen_at from people where id = ?";

describe("the Node client keeps registered reads prepared", () => {
  let dir: string;
  let url: string;
  let client: Client & Partial<StatementCacheClient> & { keptStatements?: number };
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), "lumen-stmt-cache-"));
    url = `file:${join(dir, "app.db")}`;
    client = createNodeClient(url);
    await tuneLocalClient(client, url);
    await client.execute("create table people (id integer primary key, name text not null, seen_at integer)");
    await client.execute({ sql: "insert into people (id, name, seen_at) values (?, ?, ?)", args: [1, "Ada", 1_795_000_000_000] });
  });
  afterEach(() => {
    client.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers a registered read in the client's own shape: rows by index and by name, integers as numbers", async () => {
    const plain = createClient({ url });
    const expected = await plain.execute({ sql: SELECT, args: [1] });
    plain.close();
    client.cacheStatement!(SELECT);
    expect(client.keptStatements).toBe(0);
    const cached = await client.execute({ sql: SELECT, args: [1] });
    expect(client.keptStatements).toBe(1);
    expect(cached.columns).toEqual(expected.columns);
    expect(cached.rows.map((r) => ({ ...r }))).toEqual(expected.rows.map((r) => ({ ...r })));
    expect(Array.prototype.slice.call(cached.rows[0])).toEqual([1, "Ada", 1_795_000_000_000]);
    expect(cached.rows[0]!.length).toBe(3);
  });

  it("every run sees what was committed just before it, through the client or a transaction", async () => {
    client.cacheStatement!(SELECT);
    expect((await client.execute({ sql: SELECT, args: [1] })).rows[0]!.name).toBe("Ada");
    expect(client.keptStatements).toBe(1);
    await client.execute({ sql: "update people set name = ? where id = ?", args: ["Grace", 1] });
    expect((await client.execute({ sql: SELECT, args: [1] })).rows[0]!.name).toBe("Grace");
    const tx = await client.transaction("write");
    await tx.execute({ sql: "update people set name = ? where id = ?", args: ["Edsger", 1] });
    await tx.commit();
    expect((await client.execute({ sql: SELECT, args: [1] })).rows[0]!.name).toBe("Edsger");
    await client.execute({ sql: "delete from people where id = ?", args: [1] });
    expect((await client.execute({ sql: SELECT, args: [1] })).rows).toEqual([]);
  });

  it("a kept statement that stops working falls back to the client, whose error the caller sees", async () => {
    client.cacheStatement!(SELECT);
    await client.execute({ sql: SELECT, args: [1] });
    expect(client.keptStatements).toBe(1);
    await client.execute("drop table people");
    await expect(client.execute({ sql: SELECT, args: [1] })).rejects.toThrow(/no such table/);
    expect(client.keptStatements).toBe(0);
    await client.execute("create table people (id integer primary key, name text not null, seen_at integer)");
    await client.execute({ sql: "insert into people (id, name) values (2, 'Barbara')" });
    expect((await client.execute({ sql: SELECT, args: [2] })).rows[0]!.name).toBe("Barbara");
  });

  it("an integer past 2^53 is refused as the client refuses it", async () => {
    await client.execute({ sql: "insert into people (id, name, seen_at) values (3, 'Big', 9007199254740993)" });
    client.cacheStatement!(SELECT);
    await expect(client.execute({ sql: SELECT, args: [3] })).rejects.toThrow(RangeError);
  });

  it("statements it was not asked to keep, and writes, run through the client unchanged", async () => {
    const insert = "insert into people (id, name) values (?, ?)";
    client.cacheStatement!(insert.replace("insert", "select"));
    const written = await client.execute({ sql: insert, args: [4, "Alan"] });
    expect(written.rowsAffected).toBe(1);
    expect(client.keptStatements).toBe(0);
    expect((await client.execute({ sql: "select name from people where id = 4" })).rows[0]!.name).toBe("Alan");
  });
});

describe("the app's hot reads are kept prepared on the Node server's file", () => {
  it("a signed-in request's session lookup and a dashboard's reads run on kept statements", async () => {
    const { createTestApp } = await import("../helpers/test-app");
    const t = await createTestApp();
    const kept = () => (t.db as unknown as { $client: { keptStatements: number } }).$client.keptStatements;
    const before = kept();
    const { createSession } = await import("../../functions/auth/sessions");
    const { users } = await import("../../db/schema");
    const id = crypto.randomUUID();
    await t.db.insert(users).values({ id, email: `kept-${id.slice(0, 8)}@example.com` });
    const { token } = await createSession(t.db, id);
    const res = await t.app.request("/api/projects", { headers: { Cookie: `lumen_session=${token}` } });
    expect(res.status).toBe(200);
    expect(kept()).toBe(before + 2);
    t.cleanup();
  });
});
