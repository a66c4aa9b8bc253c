import type { RuntimeDeps } from "../../types";
import { hasHonestDomain } from "../../../core/email-domain";
import { contactValues, validateContact, type ContactErrorCode, type ContactField, type ContactValues } from "../../../core/contact-message";
import { HONEYPOT_FIELD, TIMESTAMP_FIELD } from "../../../core/site/contact-form";
import { siteSettings } from "../../../core/site/settings";
import { hitRateLimit } from "../rate-limit/index";
import { notifySiteMessage } from "../mail/notifications";
import {
  appSecret,
  checkFormTimestamp,
  CONTACT_HELD_PER_ADDRESS,
  CONTACT_HELD_PER_SITE,
  CONTACT_MAIL_PER_SITE,
  CONTACT_PER_ADDRESS,
  signFormTimestamp,
  storeSiteMessage,
  type HostedSite,
} from "./hosted";

/** Name of the app secret that signs the contact form's timestamps. */
const FORM_SECRET = "contact-form";

/** Why a message was not taken: the form is shown again with the visitor's text and this note. */
export type ContactFormError = "tooFast" | "expired" | "tooMany" | "siteBusy";

export type ContactOutcome =
  /** The form is off on this site: there is nothing to post to. */
  | { kind: "closed" }
  /** Stored (and the owner notified), or a bot's honeypot quietly thanked: the thank-you page. */
  | { kind: "sent" }
  /** Refused: the form again, with the text kept. */
  | { kind: "refused"; status: 422 | 429; values: ContactValues; errors?: Partial<Record<ContactField, ContactErrorCode>>; formError?: ContactFormError };

/** The signed timestamp a fresh contact form carries. */
export async function contactFormToken(deps: Pick<RuntimeDeps, "db" | "now">, slug: string): Promise<string> {
  return signFormTimestamp(await appSecret(deps.db, FORM_SECRET), slug, deps.now());
}

/**
 * A visitor's message through a hosted site's contact form: traps first (honeypot: a quiet
 * thank-you, nothing stored; too fast or a bad timestamp: the form again with the text kept), then
 * validation, then limits (per address, per site), then the message is stored and only then is the
 * owner notified. Whatever a person typed is never dropped: every refusal carries their text back.
 */
export async function receiveContactMessage(
  deps: RuntimeDeps,
  input: { site: HostedSite; body: Record<string, unknown>; clientKey: () => string; background: ((work: Promise<unknown>) => void) | undefined },
): Promise<ContactOutcome> {
  const { site, body } = input;
  if (!siteSettings(site.content).contactForm) return { kind: "closed" };
  const { db } = deps;
  const values = contactValues(body);
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { kind: "sent" };

  const secret = await appSecret(db, FORM_SECRET);
  const stamp = await checkFormTimestamp(secret, site.slug, body[TIMESTAMP_FIELD], deps.now());
  const errors = validateContact(values);
  // A sender on a deceptive domain (mixed scripts, Latin look-alikes) is refused like any invalid address.
  if (!errors.email && !hasHonestDomain(values.email)) errors.email = "emailInvalid";
  if (stamp !== "ok" || Object.keys(errors).length > 0) {
    return { kind: "refused", status: 422, values, errors, ...(stamp === "ok" ? {} : { formError: stamp === "tooFast" ? "tooFast" : "expired" }) };
  }

  const address = await hitRateLimit(db, { bucket: "site-contact-address", key: input.clientKey(), ...CONTACT_PER_ADDRESS, now: deps.now() });
  if (!address.allowed) return { kind: "refused", status: 429, values, formError: "tooMany" };
  // The per-site daily cap bounds mail to the owner, not who may write: past it a message is stored
  // as held (shown in the inbox, not mailed), bounded per address and per site.
  const mail = await hitRateLimit(db, { bucket: "site-contact-site", key: String(site.projectId), ...CONTACT_MAIL_PER_SITE, now: deps.now() });
  if (!mail.allowed) {
    const perAddress = await hitRateLimit(db, { bucket: "site-contact-held-address", key: input.clientKey(), ...CONTACT_HELD_PER_ADDRESS, now: deps.now() });
    if (!perAddress.allowed) return { kind: "refused", status: 429, values, formError: "tooMany" };
    const perSite = await hitRateLimit(db, { bucket: "site-contact-held-site", key: String(site.projectId), ...CONTACT_HELD_PER_SITE, now: deps.now() });
    if (!perSite.allowed) return { kind: "refused", status: 429, values, formError: "siteBusy" };
    await storeSiteMessage(db, site.projectId, values, deps.now(), { held: true });
    return { kind: "sent" };
  }

  const stored = await storeSiteMessage(db, site.projectId, values, deps.now());
  await notifySiteMessage(deps, site.projectId, stored, input.background).catch((error) =>
    deps.log(`notice of site message ${stored.id} failed: ${String(error)}`),
  );
  return { kind: "sent" };
}
