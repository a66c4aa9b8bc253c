import type { AppDeps } from "../../types";
import { httpMailTransport, type MailTransport } from "./transport";
import type { MailContext } from "./outbox";

export * from "./outbox";
export type { MailMessage, MailTransport } from "./transport";

/**
 * The transport of a host: the one it built and passed (Node: SMTP), else the HTTP mail API when a
 * key is configured, else none (the outbox keeps every mail for admins).
 */
export function mailTransportFor(deps: Pick<AppDeps, "config" | "mailTransport">): MailTransport | null {
  if (deps.mailTransport !== undefined) return deps.mailTransport;
  const { apiKey, apiUrl } = deps.config.hosted.mail;
  return apiKey ? httpMailTransport({ apiUrl, apiKey }) : null;
}

export function mailContext(deps: Pick<AppDeps, "db" | "config" | "mailTransport" | "now" | "log">): MailContext {
  return {
    db: deps.db,
    transport: mailTransportFor(deps),
    from: deps.config.hosted.mail.from,
    now: deps.now ?? Date.now,
    log: deps.log ?? ((line) => console.warn(line)),
  };
}
