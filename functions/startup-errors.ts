/**
 * Start-up failures of the Node server as one line each, with the fix: which variable, what form.
 * Node only (node-server.ts, node.ts).
 */
import { ConfigError } from "./config";

/** A failure at start-up that already says what to do; `node.ts` prints each line as `error: ...`. */
export class StartupError extends Error {
  constructor(
    readonly problems: string[],
    options?: { cause?: unknown },
  ) {
    super(problems.join("\n"), options);
    this.name = "StartupError";
  }
}

/** The deepest cause's message and code: libSQL wraps the real reason (ECONNREFUSED, 401...) several levels down. */
export function rootCause(error: unknown): string {
  let e = error as { message?: string; code?: string; cause?: unknown } | undefined;
  const seen = new Set<unknown>();
  while (e && typeof e === "object" && e.cause && !seen.has(e.cause)) {
    seen.add(e);
    e = e.cause as typeof e;
  }
  const message = e?.message ?? String(e);
  return e?.code && !message.includes(e.code) ? `${e.code}: ${message}` : message;
}

function allText(error: unknown): string {
  const parts: string[] = [];
  let e = error as { message?: string; code?: string; cause?: unknown } | undefined;
  for (let depth = 0; e && depth < 8; depth++) {
    parts.push(`${e.code ?? ""} ${e.message ?? String(e)}`);
    e = e.cause as typeof e;
  }
  return parts.join(" | ");
}

/** A database URL without credentials (a token in the URL must not reach a log). */
export const redactUrl = (url: string) => url.replace(/\/\/[^@/]*@/, "//***@").replace(/([?&]authToken=)[^&]+/i, "$1***");

/** What went wrong opening, migrating or seeding the database, and how to fix it. */
export function describeDatabaseError(error: unknown, databaseUrl: string): StartupError {
  const text = allText(error);
  const where = redactUrl(databaseUrl);
  const local = databaseUrl.startsWith("file:");
  let line: string;
  if (/URL_INVALID|URL_SCHEME_NOT_SUPPORTED/.test(text)) {
    line = `DATABASE_URL "${where}" is not a libSQL URL: use file:<path> for a local file or libsql://<database>.turso.io for Turso.`;
  } else if (/\b401\b|\b403\b|unauthori[sz]ed|forbidden|JWT|token/i.test(text) && !local) {
    line = `the database at ${where} refused the credentials: set DATABASE_AUTH_TOKEN to a valid token (turso db tokens create <database>).`;
  } else if (/ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|fetch failed|getaddrinfo|network/i.test(text) && !local) {
    line = `cannot reach the database at ${where} (${rootCause(error)}): check DATABASE_URL and the network.`;
  } else if (/SQLITE_CANTOPEN|EACCES|EPERM|EROFS|unable to open/i.test(text)) {
    line = `cannot open the database file for ${where} (${rootCause(error)}): make sure its directory exists and this user can write it, or set DATABASE_URL to another file:<path>.`;
  } else if (/SQLITE_NOTADB|file is not a database|malformed/i.test(text)) {
    line = `${where} is not a usable SQLite database (${rootCause(error)}): restore a backup (README, Backups) or point DATABASE_URL at another file.`;
  } else {
    line = `the database at ${where} could not be prepared (${rootCause(error)}): check DATABASE_URL and DATABASE_AUTH_TOKEN.`;
  }
  return new StartupError([line], { cause: error });
}

/** The port could not be bound. */
export function describeListenError(error: unknown, host: string, port: number): StartupError {
  const code = (error as { code?: string })?.code;
  const at = `${host}:${port}`;
  if (code === "EADDRINUSE")
    return new StartupError([`port ${port} on ${host} is already in use: stop the other server or set PORT to a free port (PORT=0 picks one).`], {
      cause: error,
    });
  if (code === "EACCES")
    return new StartupError(
      [`not allowed to listen on ${at}: ports below 1024 need privileges; set PORT=4321 (or another above 1023) and put a proxy in front.`],
      { cause: error },
    );
  if (code === "EADDRNOTAVAIL")
    return new StartupError([`HOST ${host} is not an address of this machine: use 127.0.0.1 (local only) or 0.0.0.0 (all interfaces).`], { cause: error });
  return new StartupError([`cannot listen on ${at} (${rootCause(error)}): check HOST and PORT.`], { cause: error });
}

/** The lines to print for an error thrown at start-up (known ones as they are; anything else with its cause). */
export function startupErrorLines(error: unknown): string[] {
  if (error instanceof StartupError || error instanceof ConfigError) return error.problems;
  return [`the server could not start: ${rootCause(error)}`];
}
