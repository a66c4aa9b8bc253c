// A libSQL server on loopback: the Hrana v2 protocol over HTTP (the one `@libsql/client/web` and
// Turso speak), backed by a local SQLite file through the `libsql` native module.
// It lets the Worker run in workerd on this machine against a real database with the same driver
// it uses against Turso in production. Local development and tests only: no auth, loopback only.
//
//   node scripts/edge/hrana-server.mjs --db data/edge.db --port 8788
import Database from "libsql";
import { createServer } from "node:http";
import { randomUUID } from "node:crypto";

const BATON_TTL_MS = 10_000;

const WRITE_STATEMENT = /^\s*(?:with\b[\s\S]*?\b)?(?:insert|update|delete|replace)\b/i;

export function createHranaServer(dbPath) {
  const db = new Database(dbPath);
  const stats = { writes: 0 };
  db.exec("PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000; PRAGMA foreign_keys = ON;");
  /** baton -> { expires } : a stream holding an open transaction (interactive transactions). */
  const streams = new Map();
  const sqlStore = new Map();
  // One connection and one transaction at a time: a request that arrives while another stream is
  // mid-transaction waits its turn.
  let owner = null;
  const waiters = [];

  const toValue = (v) => {
    if (v === null || v === undefined) return { type: "null" };
    if (typeof v === "bigint") return { type: "integer", value: String(v) };
    if (typeof v === "number") return Number.isInteger(v) ? { type: "integer", value: String(v) } : { type: "float", value: v };
    if (typeof v === "string") return { type: "text", value: v };
    if (v instanceof Uint8Array || Buffer.isBuffer(v)) return { type: "blob", base64: Buffer.from(v).toString("base64") };
    return { type: "text", value: String(v) };
  };
  const fromValue = (v) => {
    switch (v?.type) {
      case "integer":
        return BigInt(v.value);
      case "float":
        return Number(v.value);
      case "text":
        return v.value;
      case "blob":
        return Buffer.from(v.base64, "base64");
      default:
        return null;
    }
  };

  function execute(stmt) {
    const sql = stmt.sql ?? sqlStore.get(stmt.sql_id);
    if (sql === undefined) throw Object.assign(new Error("SQL text not found"), { code: "SQL_NOT_FOUND" });
    if (WRITE_STATEMENT.test(sql)) stats.writes++;
    const prepared = db.prepare(sql);
    prepared.safeIntegers(true);
    let args;
    if (stmt.named_args?.length) {
      args = {};
      for (const { name, value } of stmt.named_args) args[name.replace(/^[:@$]/, "")] = fromValue(value);
    } else {
      args = (stmt.args ?? []).map(fromValue);
    }
    if (prepared.reader) {
      const cols = prepared.columns().map((c) => ({ name: c.name, decltype: c.type ?? null }));
      const rows =
        stmt.want_rows === false
          ? []
          : prepared
              .raw(true)
              .all(args)
              .map((row) => row.map(toValue));
      return { cols, rows, affected_row_count: 0, last_insert_rowid: null };
    }
    const info = prepared.run(args);
    return {
      cols: [],
      rows: [],
      affected_row_count: Number(info.changes),
      last_insert_rowid: info.lastInsertRowid == null ? null : String(info.lastInsertRowid),
    };
  }

  function evalCond(cond, results, errors) {
    switch (cond.type) {
      case "ok":
        return results[cond.step] != null;
      case "error":
        return errors[cond.step] != null;
      case "not":
        return !evalCond(cond.cond, results, errors);
      case "and":
        return cond.conds.every((c) => evalCond(c, results, errors));
      case "or":
        return cond.conds.some((c) => evalCond(c, results, errors));
      case "is_autocommit":
        return !db.inTransaction;
      default:
        return false;
    }
  }

  const errorOf = (e) => ({ message: String(e?.message ?? e), code: e?.code ?? "SQLITE_ERROR" });

  function handleRequest(req) {
    switch (req.type) {
      case "close":
        return { type: "close" };
      case "execute":
        return { type: "execute", result: execute(req.stmt) };
      case "batch": {
        const steps = req.batch.steps;
        const results = new Array(steps.length).fill(null);
        const errors = new Array(steps.length).fill(null);
        steps.forEach((step, i) => {
          if (step.condition && !evalCond(step.condition, results, errors)) return;
          try {
            results[i] = execute(step.stmt);
          } catch (e) {
            errors[i] = errorOf(e);
          }
        });
        return { type: "batch", result: { step_results: results, step_errors: errors } };
      }
      case "sequence": {
        const sequence = req.sql ?? sqlStore.get(req.sql_id);
        if (/(?:^|;)\s*(?:insert|update|delete|replace)\b/i.test(sequence ?? "")) stats.writes++;
        db.exec(sequence);
        return { type: "sequence" };
      }
      case "describe": {
        const prepared = db.prepare(req.sql ?? sqlStore.get(req.sql_id));
        return {
          type: "describe",
          result: {
            params: [],
            cols: prepared.reader ? prepared.columns().map((c) => ({ name: c.name, decltype: c.type ?? null })) : [],
            is_explain: false,
            is_readonly: prepared.reader,
          },
        };
      }
      case "store_sql":
        sqlStore.set(req.sql_id, req.sql);
        return { type: "store_sql" };
      case "close_sql":
        sqlStore.delete(req.sql_id);
        return { type: "close_sql" };
      case "get_autocommit":
        return { type: "get_autocommit", is_autocommit: !db.inTransaction };
      default:
        throw Object.assign(new Error(`Unknown request type ${req.type}`), { code: "UNKNOWN_REQUEST" });
    }
  }

  async function acquire(baton) {
    if (owner === null || owner === baton) return;
    await new Promise((resolve) => waiters.push(resolve));
    return acquire(baton);
  }
  function release() {
    owner = null;
    const next = waiters.shift();
    if (next) next();
  }
  // A stream abandoned mid-transaction is rolled back so it cannot block everyone.
  setInterval(() => {
    const now = Date.now();
    for (const [baton, s] of streams) {
      if (s.expires < now) {
        streams.delete(baton);
        if (owner === baton) {
          if (db.inTransaction) db.exec("ROLLBACK");
          release();
        }
      }
    }
  }, 1000).unref();

  async function pipeline(body) {
    let baton = body.baton ?? null;
    if (baton !== null && !streams.has(baton)) {
      return { status: 400, json: { message: "Unknown or expired baton", code: "STREAM_EXPIRED" } };
    }
    baton ??= randomUUID();
    await acquire(baton);
    owner = baton;
    const results = [];
    let closed = false;
    for (const req of body.requests ?? []) {
      try {
        results.push({ type: "ok", response: handleRequest(req) });
      } catch (e) {
        results.push({ type: "error", error: errorOf(e) });
      }
      if (req.type === "close") closed = true;
    }
    if (closed || !db.inTransaction) {
      if (closed && db.inTransaction) db.exec("ROLLBACK");
      streams.delete(baton);
      release();
      if (!closed) streams.set(baton, { expires: Date.now() + BATON_TTL_MS });
      return { status: 200, json: { baton: closed ? null : baton, base_url: null, results } };
    }
    streams.set(baton, { expires: Date.now() + BATON_TTL_MS });
    return { status: 200, json: { baton, base_url: null, results } };
  }

  const server = createServer((req, res) => {
    const send = (status, json) => {
      res.writeHead(status, { "Content-Type": "application/json" });
      res.end(JSON.stringify(json));
    };
    if (req.method === "GET" && (req.url === "/v2" || req.url === "/health")) return send(200, {});
    // For tests: how many writing statements this server has run (reads must run none).
    if (req.method === "GET" && req.url === "/stats") return send(200, stats);
    if (req.method !== "POST" || req.url !== "/v2/pipeline") return send(404, { message: "Not found" });
    const chunks = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", async () => {
      try {
        const out = await pipeline(JSON.parse(Buffer.concat(chunks).toString("utf8")));
        send(out.status, out.json);
      } catch (e) {
        send(400, { message: String(e?.message ?? e) });
      }
    });
  });
  return { server, db };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const arg = (name, fallback) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const { server } = createHranaServer(arg("db", "data/edge.db"));
  const port = Number(arg("port", "8788"));
  server.listen(port, "127.0.0.1", () => console.log(`libSQL (Hrana over HTTP) on http://127.0.0.1:${port}`));
}
