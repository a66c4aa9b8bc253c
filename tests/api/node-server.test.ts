import { afterAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startNodeServer } from "../../functions/hosts/node/server";
import { templates } from "../../db/schema";

const dir = mkdtempSync(join(tmpdir(), "lumen-node-"));
const env = { PORT: "0", HOST: "127.0.0.1", DATABASE_URL: `file:${join(dir, "app.db")}`, LOG_REQUESTS: "0", STATIC_DIR: join(dir, "static") };
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the Node server (embedded default)", () => {
  it("creates, migrates and seeds a new database file, and keeps its data across a restart", async () => {
    const first = await startNodeServer(env);
    const res = await fetch(`http://127.0.0.1:${(first.server.address() as { port: number }).port}/api/templates`);
    expect(res.status).toBe(200);
    const seeded = (await res.json()) as unknown[];
    expect(seeded.length).toBeGreaterThan(0);
    await first.db.insert(templates).values({ slug: "kept-across-restart", name: "Kept", category: "Other", basePrice: "1.00" });
    await first.close();

    const second = await startNodeServer(env);
    const port = (second.server.address() as { port: number }).port;
    const after = (await (await fetch(`http://127.0.0.1:${port}/api/templates`)).json()) as Array<{ name: string }>;
    expect(after.map((t) => t.name)).toContain("Kept");
    expect(after).toHaveLength(seeded.length + 1);
    await second.close();
  });

  it("answers unknown pages with 404 and every response with the security headers", async () => {
    const server = await startNodeServer(env);
    const port = (server.server.address() as { port: number }).port;
    const page = await fetch(`http://127.0.0.1:${port}/no-such-page`);
    expect(page.status).toBe(404);
    const api = await fetch(`http://127.0.0.1:${port}/api/health`);
    for (const res of [page, api]) {
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("permissions-policy")).toBeTruthy();
      expect(res.headers.get("x-powered-by")).toBeNull();
    }
    const hidden = await fetch(`http://127.0.0.1:${port}/_headers`);
    expect(hidden.status).toBe(404);
    // An answer with its own policy (here the page for a domain we do not host) keeps it, once,
    // with the other security headers beside it.
    const { request } = await import("node:http");
    const raw = await new Promise<import("node:http").IncomingMessage>((done, fail) =>
      request({ host: "127.0.0.1", port, path: "/", headers: { host: "not-ours.example" } }, done)
        .on("error", fail)
        .end(),
    );
    raw.resume();
    expect(raw.statusCode).toBe(404);
    const policies = raw.rawHeaders.filter((_, i) => i % 2 === 0 && raw.rawHeaders[i]!.toLowerCase() === "content-security-policy");
    expect(policies).toHaveLength(1);
    expect(raw.headers["content-security-policy"]).toContain("style-src 'unsafe-inline'");
    expect(raw.headers["x-content-type-options"]).toBe("nosniff");
    await server.close();
  });
});

describe("npm run db:migrate (the deploy step)", () => {
  it("migrates and seeds a new database and is safe to run twice", async () => {
    const { spawnSync } = await import("node:child_process");
    const url = `file:${join(dir, "deploy.db")}`;
    for (let i = 0; i < 2; i++) {
      const run = spawnSync(process.execPath, ["scripts/db-migrate.mjs"], { env: { ...process.env, DATABASE_URL: url }, encoding: "utf8" });
      expect(run.stderr).toBe("");
      expect(run.status).toBe(0);
      expect(run.stdout).toContain("migrated and seeded");
    }
  }, 90_000);
});

describe("one URL per page", () => {
  it("redirects /page/ to /page, never off-site", async () => {
    const server = await startNodeServer(env);
    const port = (server.server.address() as { port: number }).port;
    const slash = await fetch(`http://127.0.0.1:${port}/services/?a=1`, { redirect: "manual" });
    expect(slash.status).toBe(308);
    expect(slash.headers.get("location")).toBe("/services?a=1");
    const sneaky = await fetch(`http://127.0.0.1:${port}//evil.example/`, { redirect: "manual" });
    expect(sneaky.headers.get("location")).toBe("/evil.example");
    await server.close();
  });
});
