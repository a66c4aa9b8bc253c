// The floor for our API's read path: bare Hono on @hono/node-server and @libsql/client, running the
// same SQL our routes run (the statements' text and parameters come from the app's own prepared
// queries, see sections/api.mjs) on the same database file, with none of our middleware (no request
// id, host and origin checks, rate limits, security headers, logging) and no DTO mapping.
// Run as a child process: node api-floor-server.mjs <database file> <port> <queries.json>
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createClient } from "@libsql/client";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { getCookie } from "hono/cookie";

const [database, port, queriesFile] = process.argv.slice(2);
/** { cookieName, statements: { name: { sql, params: [{ value } | { placeholder }] } } } */
const { cookieName, statements } = JSON.parse(readFileSync(queriesFile, "utf8"));
const client = createClient({ url: `file:${database}` });

/** The statement `name` with its placeholders filled from `values`. */
async function run(name, values = {}) {
  const { sql, params } = statements[name];
  const args = params.map((p) => ("placeholder" in p ? values[p.placeholder] : p.value));
  return (await client.execute({ sql, args })).rows;
}

/** The session's user (the same lookup as ours: SHA-256 of the cookie's token), or null. */
async function sessionUser(c) {
  const token = getCookie(c, cookieName);
  if (!token) return null;
  const [row] = await run("session", { id: createHash("sha256").update(token).digest("hex") });
  return row ?? null;
}

const unauthorized = (c) => c.json({ success: false, error: { code: "UNAUTHORIZED", message: "Unauthorized" } }, 401);

const app = new Hono()
  .get("/api/templates", async (c) => c.json(await run("templates")))
  .get("/api/published-apps", async (c) => c.json(await run("publishedApps")))
  .get("/api/auth/user", async (c) => {
    const user = await sessionUser(c);
    return user ? c.json(user) : unauthorized(c);
  })
  .get("/api/projects", async (c) => {
    const user = await sessionUser(c);
    if (!user) return unauthorized(c);
    return c.json(await run("projects", { userId: user.id }));
  })
  .get("/api/projects/status", async (c) => {
    const user = await sessionUser(c);
    if (!user) return unauthorized(c);
    const ids = (c.req.query("ids") ?? "").split(",").map(Number);
    return c.json({ projects: await run("projectStatuses", { userId: user.id, ids: JSON.stringify(ids) }) });
  });

serve({ fetch: app.fetch, port: Number(port), hostname: "127.0.0.1" }, () => console.log(`api floor on ${port}`));
// A clean exit on a signal (so `--cpu-prof` writes its profile).
for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => process.exit(0));
