/**
 * How a mail leaves the product. Each host builds its transport once (Node: SMTP through nodemailer
 * when SMTP_URL is set; anywhere: the HTTP mail API when MAIL_API_KEY is set) and passes it in deps.
 * No transport: mails stay in the outbox table, where admins read them.
 */
import type { MailAttachment } from "../../../db/schema";
export type { MailAttachment };
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Text files sent with the mail (a confirmed booking's calendar file). */
  attachments?: MailAttachment[] | null;
}

export interface MailTransport {
  /** Short name recorded on each outbox row (smtp, http). */
  readonly name: string;
  /** Resolves when the server accepted the mail; throws with a readable reason otherwise. */
  send(message: MailMessage & { from: string }): Promise<void>;
}

/**
 * Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email): `POST {apiUrl}/emails`
 * with a bearer key. Plain fetch, so it runs on the Worker and on Node alike.
 */
export function httpMailTransport(opts: { apiUrl: string; apiKey: string; fetch?: typeof fetch }): MailTransport {
  const doFetch = opts.fetch ?? fetch;
  return {
    name: "http",
    async send(message) {
      const response = await doFetch(`${opts.apiUrl}/emails`, {
        method: "POST",
        headers: { Authorization: `Bearer ${opts.apiKey}`, "Content-Type": "application/json" },
        body: JSON.stringify({
          from: message.from,
          to: [message.to],
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.attachments?.length
            ? { attachments: message.attachments.map((a) => ({ filename: a.filename, content: base64(a.content), content_type: a.contentType })) }
            : {}),
        }),
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) {
        const body = (await response.text().catch(() => "")).slice(0, 300);
        throw new Error(`mail API answered ${response.status}${body ? `: ${body}` : ""}`);
      }
    },
  };
}

/** UTF-8 text as base64 (the mail API takes attachments' content so). */
function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}
