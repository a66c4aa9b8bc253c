import nodemailer from "nodemailer";
import type { MailTransport } from "../../services/mail/transport";

/** SMTP through nodemailer (Node only: the Node host builds it and passes it in deps). */
export function smtpMailTransport(smtpUrl: string): MailTransport & { close(): void } {
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as Parameters<
    typeof nodemailer.createTransport
  >[0]);
  return {
    name: "smtp",
    async send(message) {
      await transporter.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.attachments?.length
          ? { attachments: message.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })) }
          : {}),
      });
    },
    close: () => transporter.close(),
  };
}
