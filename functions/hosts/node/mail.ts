/**
 * Mail on Node: the SMTP transport (smtp.ts; nodemailer stays out of the Worker bundle) and the
 * timer that retries queued mail with backoff.
 */
import { removeDueHostnames } from "../../services/hostname-removals";
import type { Database } from "../../../db/index";
import type { AppConfig } from "../../config";
import { deliverDueMail, mailContext, type MailTransport } from "../../services/mail/index";
import { smtpMailTransport } from "./smtp";

/** How often the Node process looks for mail whose next attempt is due. */
export const MAIL_RETRY_TICK_MS = 30_000;

export function startNodeMail(db: Database, config: AppConfig): { transport: MailTransport | undefined; stop(): void } {
  const smtp = config.hosted.mail.smtpUrl ? smtpMailTransport(config.hosted.mail.smtpUrl) : undefined;
  const ctx = mailContext({ db, config, mailTransport: smtp });
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    // Queued mail, and Cloudflare custom hostnames still to delete (services/hostname-removals.ts), on one timer.
    void Promise.all([
      ctx.transport ? deliverDueMail(ctx).catch((error) => console.warn(`mail retry: ${String(error)}`)) : null,
      removeDueHostnames({ db, domains: config.hosted.domains, log: (line: string) => console.warn(line) }, Date.now()).catch((error: unknown) =>
        console.warn(`hostname removal retry: ${String(error)}`),
      ),
    ]).finally(() => (running = false));
  }, MAIL_RETRY_TICK_MS);
  timer.unref();
  return {
    transport: smtp,
    stop() {
      clearInterval(timer);
      smtp?.close();
    },
  };
}
