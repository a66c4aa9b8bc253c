import { eq } from "drizzle-orm";
import { generatedSites, projects, users } from "../../../db/schema";
import type { AppDeps } from "../../types";
import { mailContext, sendMail } from "./index";
import { inviteMail, roiReportMail, siteMessageMail, siteReadyMail } from "../../../core/content/mail";
import { formatRoiMultiple, formatUsdWhole } from "../../../core/roi";
import { siteSettings } from "../../../core/site/settings";

type MailDeps = Pick<AppDeps, "db" | "config" | "mailTransport" | "now" | "log">;
type Background = ((work: Promise<unknown>) => void) | undefined;

/** The owner of a project's site and where their mail goes (settings.ownerEmail wins over the account's). */
export async function siteOwner(deps: Pick<AppDeps, "db">, projectId: number) {
  const [row] = await deps.db
    .select({ name: projects.name, email: users.email, slug: generatedSites.slug, content: generatedSites.content })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoin(generatedSites, eq(generatedSites.projectId, projects.id))
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row) return null;
  return { projectName: row.name, slug: row.slug, notifyEmail: siteSettings(row.content).ownerEmail ?? row.email };
}

/** "Your site is ready", once a generation completes. */
export async function notifySiteReady(deps: MailDeps, projectId: number): Promise<void> {
  const owner = await siteOwner(deps, projectId);
  if (!owner?.slug) return;
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
