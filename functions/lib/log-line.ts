/**
 * Structured logs: one JSON object per line with time, level and message first, then the fields
 * (request id, method, path, status, duration, user id...). Both hosts print these lines; on the
 * Worker, Workers Logs indexes the fields.
 */
export type LogLevel = "debug" | "info" | "warn" | "error";

export function logLine(level: LogLevel, msg: string, fields: Record<string, unknown> = {}, now: Date = new Date()): string {
  return JSON.stringify({ time: now.toISOString(), level, msg, ...fields });
}

const LEVEL_OF_LINE = /^\{"time":"[^"]*","level":"(debug|info|warn|error)"/;

/**
 * Prints a line with the console method of its level (a `logLine`; any other line is an error), so
 * a platform that sorts output by method (Workers Logs, wrangler) shows request lines as info.
 */
export function printLogLine(line: string): void {
  const level = LEVEL_OF_LINE.exec(line)?.[1] ?? "error";
  if (level === "error") console.error(line);
  else if (level === "warn") console.warn(line);
  else console.log(line);
}

/** The level of a request's log line from its status: 5xx error, 4xx warn, else info. */
export const levelForStatus = (status: number): LogLevel => (status >= 500 ? "error" : status >= 400 ? "warn" : "info");

/**
 * A request id sent by a trusted proxy is kept when it is strictly one: 16 to 64 letters, digits and
 * hyphens, starting with a letter or digit (a UUID, a hex trace id). Anything else gets a new id.
 */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{15,63}$/;

/**
 * The request's id: the one the trusted proxy sent when `trusted` (the socket peer is one of
 * REQUEST_ID_TRUSTED_PROXIES) and it is well formed, else a fresh UUID. A client's own header never
 * reaches the logs or the audit trail.
 */
export function requestIdFrom(header: string | null | undefined, make: () => string = () => crypto.randomUUID(), trusted = true): string {
  return trusted && header && REQUEST_ID_PATTERN.test(header) ? header : make();
}

/** True when the socket peer is one of the configured trusted proxies (never on the Worker: it has no socket peer of ours). */
export function fromTrustedProxy(trustedProxies: readonly string[], socketAddress: string | undefined): boolean {
  if (trustedProxies.length === 0 || !socketAddress) return false;
  const peer = socketAddress.replace(/^::ffff:/i, "");
  return trustedProxies.includes(peer);
}
