/**
 * The words of every mail the product sends (subject and plain text; no HTML, so nothing a visitor
 * typed can become markup in an owner's mail client). Figures come from the caller, never invented here.
 */
import { BRAND as site } from "../brand";

export interface MailWords {
  subject: string;
  text: string;
}

export function siteMessageMail(m: { siteName: string; name: string; email: string; phone?: string | null; message: string; inboxUrl: string }): MailWords {
  return {
    // No subject holds the owner's words (the site's name is in the text).
    subject: `New message from ${m.name} via your website`,
    text: [
      `${m.name} sent a message through the contact form of ${m.siteName}.`,
      "",
      `Name: ${m.name}`,
      `Email: ${m.email}`,
      ...(m.phone ? [`Phone: ${m.phone}`] : []),
      "",
      m.message,
      "",
      `Reply to ${m.email}, or read all your messages at ${m.inboxUrl}`,
    ].join("\n"),
  };
}

export function siteReadyMail(m: { projectName: string; siteUrl: string; dashboardUrl: string }): MailWords {
  return {
    // The subject holds none of the owner's words (the name is in the text).
    subject: "Your website is ready",
    text: [
      `Good news: the website for ${m.projectName} has been generated.`,
      "",
      `See it live: ${m.siteUrl}`,
      `Manage it from your dashboard: ${m.dashboardUrl}`,
      "",
      `— ${site.name}`,
    ].join("\n"),
  };
}

export function roiReportMail(m: { monthlyRequests: number; annualSavings: string; roiMultiple: string; calculatorUrl: string }): MailWords {
  return {
    subject: `Your ROI report from ${site.name}`,
    text: [
      "Here are the figures you computed with our ROI calculator:",
      "",
      `Monthly assessment requests: ${m.monthlyRequests}`,
      `Estimated annual savings: ${m.annualSavings}`,
      `ROI: ${m.roiMultiple}`,
      "",
      `These are estimates from the inputs you entered; revisit them any time at ${m.calculatorUrl}`,
      `Questions? Write to ${site.email}.`,
      "",
      `— ${site.name}`,
    ].join("\n"),
  };
}

export function inviteMail(m: { inviteUrl: string; role: string; expiresAt: Date }): MailWords {
  return {
    subject: `You are invited to ${site.name}`,
    text: [
      `You have been invited to join ${site.name} as ${m.role === "admin" ? "an administrator" : "a user"}.`,
      "",
      `Accept the invitation: ${m.inviteUrl}`,
      `The link works once and expires on ${m.expiresAt.toUTCString()}.`,
      "",
      `— ${site.name}`,
    ].join("\n"),
  };
}

/**
 * The one mail a notification address gets before it is confirmed. Its reader asked for nothing, so it
 * carries nothing the owner or a visitor wrote (not the site's name, nor its address made from the
 * name): the confirmation page names the site.
 */
export function notifyVerifyMail(m: { confirmUrl: string; expiresAt: Date }): MailWords {
  return {
    subject: `Confirm an address for website messages on ${site.name}`,
    text: [
      `The owner of a website on ${site.name} asked for its contact form messages to be sent to this address.`,
      "",
      `If that is what you want, confirm it here: ${m.confirmUrl}`,
      `The link expires on ${m.expiresAt.toUTCString()}. If you did not expect this, ignore this mail: nothing will be sent to you.`,
      "",
      `— ${site.name}`,
    ].join("\n"),
  };
}

/** A visitor confirms the address their ROI report should go to (nothing is sent until they do). */
export function leadConfirmMail(m: { confirmUrl: string; expiresAt: Date }): MailWords {
  return {
    subject: `Confirm your email to get your ROI report from ${site.name}`,
    text: [
      `Someone asked ${site.name}'s ROI calculator to send a report to this address.`,
      "",
      `To receive it, confirm here: ${m.confirmUrl}`,
      `The link expires on ${m.expiresAt.toUTCString()}. If this was not you, ignore this mail: nothing else will be sent.`,
      "",
      `— ${site.name}`,
    ].join("\n"),
  };
}

/** The notice before a custom domain stops serving: its owner no longer holds the custom-domains power. */
export function domainNoticeMail(m: { hostname: string; stopsAt: Date; dashboardUrl: string }): MailWords {
  return {
    subject: "Your custom domain will stop showing your site",
    text: [
      `Your account no longer includes custom domains, so ${m.hostname} will stop showing your website on ${m.stopsAt.toUTCString()}.`,
      "",
      `Your site stays online at its ${site.name} address. You can remove the domain, or restore custom domains on your plan, from your dashboard: ${m.dashboardUrl}`,
      "",
      `— ${site.name}`,
    ].join("\n"),
  };
}
