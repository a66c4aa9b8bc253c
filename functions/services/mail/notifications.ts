import { notifyAddressOf, requestNotifyAddressConfirmation } from "../notify-addresses";
import type { AppDeps } from "../../types";
import { mailContext, sendMail } from "./index";
import { inviteMail, roiReportMail, siteMessageMail, siteReadyMail } from "../../../core/content/mail";
import { formatRoiMultiple, formatUsdWhole } from "../../../core/roi";

type MailDeps = Pick<AppDeps, "db" | "config" | "mailTransport" | "now" | "log">;
type Background = ((work: Promise<unknown>) => void) | undefined;

/**
 * The owner of a project's site and where their mail goes: settings.ownerEmail once that address
 * confirmed it (notify-addresses.ts), else the account's email.
 */
export async function siteOwner(deps: Pick<AppDeps, "db">, projectId: number) {
  return notifyAddressOf(deps.db, projectId);
}

/** "Your site is ready", once a generation completes. */
export async function notifySiteReady(deps: MailDeps, projectId: number): Promise<void> {
  const owner = await siteOwner(deps, projectId);
  if (!owner?.slug || !owner.notifyEmail) return;
  const { siteUrl } = deps.config;
  const words = siteReadyMail({ projectName: owner.projectName, siteUrl: `${siteUrl}/sites/${owner.slug}/`, dashboardUrl: `${siteUrl}/dashboard` });
  await sendMail(mailContext(deps), "site_ready", { to: owner.notifyEmail, ...words });
}

/** The owner's notice of a message sent through their site's contact form. */
export async function notifySiteMessage(
  deps: MailDeps,
  projectId: number,
  message: { name: string; email: string; phone?: string | null; message: string },
  background: Background,
): Promise<void> {
  const owner = await siteOwner(deps, projectId);
  if (!owner) return;
  // An address set before confirmations existed (or whose link expired) is asked again, at most daily.
  if (owner.pending) await requestNotifyAddressConfirmation(deps, projectId, owner.pending, background);
  if (!owner.notifyEmail) return;
  const words = siteMessageMail({ siteName: owner.projectName, ...message, inboxUrl: `${deps.config.siteUrl}/dashboard` });
  await sendMail(mailContext(deps), "site_message", { to: owner.notifyEmail, ...words }, background);
}

/** The ROI report the calculator's lead form promises: the figures the visitor computed. */
export async function sendRoiReport(
  deps: MailDeps,
  lead: { email: string; monthlyRequests: number; estimatedSavings: string; roiMultiple: string },
  background: Background,
): Promise<void> {
  const words = roiReportMail({
    monthlyRequests: lead.monthlyRequests,
    annualSavings: formatUsdWhole(Number(lead.estimatedSavings)),
    roiMultiple: formatRoiMultiple(Number(lead.roiMultiple)),
    calculatorUrl: `${deps.config.siteUrl}/roi-calculator`,
  });
  await sendMail(mailContext(deps), "roi_report", { to: lead.email, ...words }, background);
}

/** An invite link sent to the address the admin typed. */
export async function sendInvite(deps: MailDeps, to: string, invite: { url: string; role: string; expiresAt: Date }, background: Background): Promise<void> {
  await sendMail(mailContext(deps), "invite", { to, ...inviteMail({ inviteUrl: invite.url, role: invite.role, expiresAt: invite.expiresAt }) }, background);
}
