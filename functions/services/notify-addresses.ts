/**
 * Where a site's mail goes. The account's own email needs nothing; any other address the owner sets
 * (settings.ownerEmail) is used only after someone at that address followed the signed link mailed
 * to it. Until then the account's email gets the mail, and the address gets one link a day at most.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/index";
import { generatedSites, notifyAddresses, projects, users } from "../../db/schema";
import type { AppDeps } from "../types";
import { siteSettings } from "../../core/site/settings";
import { notifyVerifyMail } from "../../core/content/mail";
import { appSecret } from "./sites/hosted";
import { mailContext, sendMail } from "./mail/index";
import { readLinkToken, signLinkToken } from "../lib/signed-link";

/** How long a confirmation link works. */
export const NOTIFY_LINK_TTL_MS = 72 * 60 * 60 * 1000;
/** At most one confirmation mail per address and site in this time. */
export const NOTIFY_LINK_RESEND_MS = 24 * 60 * 60 * 1000;
const SECRET = "notify-address";
const PURPOSE = "notify-address";

type MailDeps = Pick<AppDeps, "db" | "config" | "mailTransport" | "now" | "log">;
type Background = ((work: Promise<unknown>) => void) | undefined;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The project's name, its account email and the address its published settings ask for (if any). */
async function addressState(db: Database, projectId: number) {
  const [row] = await db
    .select({ name: projects.name, accountEmail: users.email, slug: generatedSites.slug, content: generatedSites.content })
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

/** Where the project's mail goes now: the configured address once confirmed, else the account's email. */
export async function notifyAddressOf(db: Database, projectId: number) {
  const state = await addressState(db, projectId);
  if (!state) return null;
  const { wanted, accountEmail } = state;
  const usable = wanted && (same(wanted, accountEmail) || (await isVerified(db, projectId, wanted)));
  return { projectName: state.name, slug: state.slug, notifyEmail: usable ? wanted : accountEmail, pending: wanted && !usable ? wanted : null };
}

/** Mails the confirmation link to `email` for this project, unless it was mailed in the last day or is confirmed already. */
export async function requestNotifyAddressConfirmation(
  deps: MailDeps,
  projectId: number,
  projectName: string,
  email: string,
  background?: Background,
): Promise<boolean> {
  const now = deps.now?.() ?? Date.now();
  const address = email.trim().toLowerCase();
  const [row] = await deps.db
    .select()
    .from(notifyAddresses)
    .where(and(eq(notifyAddresses.projectId, projectId), eq(notifyAddresses.email, address)))
    .limit(1);
  if (row?.verifiedAt || (row?.requestedAt && now - row.requestedAt.getTime() < NOTIFY_LINK_RESEND_MS)) return false;
  await deps.db
    .insert(notifyAddresses)
    .values({ projectId, email: address, requestedAt: new Date(now), createdAt: new Date(now) })
    .onConflictDoUpdate({ target: [notifyAddresses.projectId, notifyAddresses.email], set: { requestedAt: new Date(now) } });
  const expiresAt = now + NOTIFY_LINK_TTL_MS;
  const token = await signLinkToken(await appSecret(deps.db, SECRET), PURPOSE, { p: projectId, e: address }, expiresAt);
  const confirmUrl = `${deps.config.siteUrl}/api/notify-address/verify?token=${token}`;
  await sendMail(
    mailContext(deps),
    "notify_verify",
    { to: email.trim(), ...notifyVerifyMail({ siteName: projectName, confirmUrl, expiresAt: new Date(expiresAt) }) },
    background,
  );
  return true;
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
