/**
 * Where a site's mail goes. The account's own email needs nothing; any other address the owner sets
 * (settings.ownerEmail) is used only after someone at that address followed the signed link mailed
 * to it. Until then the account's email gets the mail, and the address gets one link a day at most.
 */
import { and, count, eq, gt, ne } from "drizzle-orm";
import type { Database } from "../../db/index";
import { generatedSites, notifyAddresses, projects, users } from "../../db/schema";
import type { AppDeps } from "../types";
import { siteSettings } from "../../core/site/settings";
import { notifyVerifyMail } from "../../core/content/mail";
import { appSecret } from "./sites/hosted";
import { mailContext, sendMail } from "./mail/index";
import { readLinkToken, signLinkToken } from "../lib/signed-link";
import { sitesBaseUrl } from "../config";

/** How long a confirmation link works. */
export const NOTIFY_LINK_TTL_MS = 72 * 60 * 60 * 1000;
/** At most one confirmation mail per address and site in this time. */
export const NOTIFY_LINK_RESEND_MS = 24 * 60 * 60 * 1000;
/**
 * Confirmation links are mail to people who asked for nothing: a few a day, per site and per account
 * (an owner setting ten addresses on one site, or one on each of ten sites, mails this many at most).
 */
export const NOTIFY_LINKS_PER_PROJECT_PER_DAY = 3;
export const NOTIFY_LINKS_PER_ACCOUNT_PER_DAY = 5;
const SECRET = "notify-address";
const PURPOSE = "notify-address";

type MailDeps = Pick<AppDeps, "db" | "config" | "mailTransport" | "now" | "log">;
type Background = ((work: Promise<unknown>) => void) | undefined;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The project's name, its account email and the address its published settings ask for (if any). */
async function addressState(db: Database, projectId: number) {
  const [row] = await db
    .select({
      name: projects.name,
      accountEmail: users.email,
      accountEmailVerified: users.emailVerified,
      slug: generatedSites.slug,
      content: generatedSites.content,
    })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.userId))
    .leftJoin(generatedSites, eq(generatedSites.projectId, projects.id))
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!row) return null;
  return { ...row, wanted: siteSettings(row.content).ownerEmail ?? null };
}

async function isVerified(db: Database, projectId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: notifyAddresses.verifiedAt })
    .from(notifyAddresses)
    .where(and(eq(notifyAddresses.projectId, projectId), eq(notifyAddresses.email, email.toLowerCase())))
    .limit(1);
  return row?.verifiedAt != null;
}

/**
 * Where the project's mail goes now: the configured address once confirmed, else the account's email
 * when its identity provider verified it; null when neither (the inbox still keeps every message).
 */
export async function notifyAddressOf(db: Database, projectId: number) {
  const state = await addressState(db, projectId);
  if (!state) return null;
  const { wanted, accountEmail, accountEmailVerified } = state;
  const usable = wanted && ((accountEmailVerified && same(wanted, accountEmail)) || (await isVerified(db, projectId, wanted)));
  const notifyEmail: string | null = usable ? wanted : accountEmailVerified ? accountEmail : null;
  return { projectName: state.name, slug: state.slug, notifyEmail, pending: wanted && !usable ? wanted : null };
}

/** Addresses other than `address` that got a link in the last day: for this project, and for all projects of its account. */
async function linksMailedToday(db: Database, project: { id: number; userId: string }, address: string, since: Date) {
  const [perProject] = await db
    .select({ n: count() })
    .from(notifyAddresses)
    .where(and(eq(notifyAddresses.projectId, project.id), gt(notifyAddresses.requestedAt, since), ne(notifyAddresses.email, address)));
  const [perAccount] = await db
    .select({ n: count() })
    .from(notifyAddresses)
    .innerJoin(projects, eq(projects.id, notifyAddresses.projectId))
    .where(and(eq(projects.userId, project.userId), gt(notifyAddresses.requestedAt, since), ne(notifyAddresses.email, address)));
  return { project: perProject?.n ?? 0, account: perAccount?.n ?? 0 };
}

/**
 * Mails the confirmation link to `email` for this project; false (and no mail) when it was mailed in
 * the last day or is confirmed already, when the project is unpaid or taken down, or when the day's
 * links for the project or its account are used up. The mail holds no word the owner wrote.
 */
export async function requestNotifyAddressConfirmation(deps: MailDeps, projectId: number, email: string, background?: Background): Promise<boolean> {
  const now = deps.now?.() ?? Date.now();
  const address = email.trim().toLowerCase();
  const [project] = await deps.db
    .select({ id: projects.id, userId: projects.userId, paymentStatus: projects.paymentStatus, takenDownAt: projects.takenDownAt, slug: generatedSites.slug })
    .from(projects)
    .leftJoin(generatedSites, eq(generatedSites.projectId, projects.id))
    .where(eq(projects.id, projectId))
    .limit(1);
  if (!project?.slug || project.paymentStatus !== "paid" || project.takenDownAt) return false;
  const [row] = await deps.db
    .select()
    .from(notifyAddresses)
    .where(and(eq(notifyAddresses.projectId, projectId), eq(notifyAddresses.email, address)))
    .limit(1);
  if (row?.verifiedAt || (row?.requestedAt && now - row.requestedAt.getTime() < NOTIFY_LINK_RESEND_MS)) return false;
  const today = await linksMailedToday(deps.db, project, address, new Date(now - NOTIFY_LINK_RESEND_MS));
  if (today.project >= NOTIFY_LINKS_PER_PROJECT_PER_DAY || today.account >= NOTIFY_LINKS_PER_ACCOUNT_PER_DAY) {
    deps.log?.(`notify-address: daily confirmation links used up (project ${projectId}: ${today.project}, account: ${today.account})`);
    return false;
  }
  await deps.db
    .insert(notifyAddresses)
    .values({ projectId, email: address, requestedAt: new Date(now), createdAt: new Date(now) })
    .onConflictDoUpdate({ target: [notifyAddresses.projectId, notifyAddresses.email], set: { requestedAt: new Date(now) } });
  const expiresAt = now + NOTIFY_LINK_TTL_MS;
  const token = await signLinkToken(await appSecret(deps.db, SECRET), PURPOSE, { p: projectId, e: address }, expiresAt);
  const confirmUrl = `${deps.config.siteUrl}/api/notify-address/verify?token=${token}`;
  await sendMail(mailContext(deps), "notify_verify", { to: email.trim(), ...notifyVerifyMail({ confirmUrl, expiresAt: new Date(expiresAt) }) }, background);
  return true;
}

/** The address of the project's site, for the confirmation page (a page its reader chose to open), or null. */
export async function siteAddressOf(deps: Pick<AppDeps, "db" | "config">, projectId: number): Promise<string | null> {
  const [row] = await deps.db.select({ slug: generatedSites.slug }).from(generatedSites).where(eq(generatedSites.projectId, projectId)).limit(1);
  return row ? `${sitesBaseUrl(deps.config)}/sites/${row.slug}/` : null;
}

/** Checks a confirmation link; the project and address it names, or null. */
export async function readNotifyToken(db: Database, token: unknown, now: number): Promise<{ projectId: number; email: string } | null> {
  const payload = await readLinkToken<{ p?: unknown; e?: unknown }>(await appSecret(db, SECRET), PURPOSE, token, now);
  if (!payload || typeof payload.p !== "number" || typeof payload.e !== "string") return null;
  return { projectId: payload.p, email: payload.e };
}

/** Marks the address confirmed for the project (idempotent); false when the project is gone. */
export async function confirmNotifyAddress(db: Database, target: { projectId: number; email: string }, now: number): Promise<boolean> {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, target.projectId)).limit(1);
  if (!project) return false;
  await db
    .insert(notifyAddresses)
    .values({ projectId: target.projectId, email: target.email, verifiedAt: new Date(now), createdAt: new Date(now) })
    .onConflictDoUpdate({ target: [notifyAddresses.projectId, notifyAddresses.email], set: { verifiedAt: new Date(now) } });
  return true;
}
