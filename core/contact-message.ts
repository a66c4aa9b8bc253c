/**
 * A visitor's message through a hosted site's contact form: limits and validation (pure; the words of
 * each error live in core/content/contact-form.ts, keyed by the codes returned here).
 */
export const CONTACT_FIELD_LIMITS = { name: 100, email: 254, phone: 40, message: 5000 } as const;

export type ContactField = "name" | "email" | "phone" | "message";
export type ContactErrorCode = "nameRequired" | "nameTooLong" | "emailRequired" | "emailInvalid" | "phoneInvalid" | "messageRequired" | "messageTooLong";

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/**
 * A strict address: a local part of letters, digits and . _ + ' - (no leading, trailing or double
 * dot), and a domain of letter-or-digit labels (hyphens inside only) ending in a letters-only top
 * level. Nothing a mail client could read as more of a `mailto:` URL (? & # % = /) gets through.
 */
const EMAIL = /^(?!\.)(?!.*\.\.)[\p{L}\p{N}._+'-]{1,64}(?<!\.)@(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?\.)+\p{L}{2,63}$/u;

export function isStrictEmail(value: string): boolean {
  return value.length <= CONTACT_FIELD_LIMITS.email && EMAIL.test(value);
}

/** The inbox's reply link: the address percent-encoded (as src/lib/mailto.ts does; "@" stays), and no link at all for a stored value that is not a strict address. */
export function replyMailto(email: string): string | null {
  return isStrictEmail(email) ? `mailto:${encodeURIComponent(email).replace(/%40/g, "@")}` : null;
}
const PHONE = /^\+?[\d\s().-]{5,}$/;

/** Control characters except tab and line breaks (which a message may hold). */
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** The form's raw fields, trimmed and cleaned of control characters; anything not a string is empty. */
export function contactValues(raw: Record<string, unknown>): ContactValues {
  const field = (name: string, multiline = false) => {
    const v = raw[name];
    const text = typeof v === "string" ? v.replace(CONTROL, "").replace(/\r\n?/g, "\n") : "";
    return (multiline ? text : text.replace(/\s+/g, " ")).trim();
  };
  return { name: field("name"), email: field("email"), phone: field("phone"), message: field("message", true) };
}

export function validateContact(v: ContactValues): Partial<Record<ContactField, ContactErrorCode>> {
  const errors: Partial<Record<ContactField, ContactErrorCode>> = {};
  if (!v.name) errors.name = "nameRequired";
  else if ([...v.name].length > CONTACT_FIELD_LIMITS.name) errors.name = "nameTooLong";
  if (!v.email) errors.email = "emailRequired";
  else if (!isStrictEmail(v.email)) errors.email = "emailInvalid";
  if (v.phone && (v.phone.length > CONTACT_FIELD_LIMITS.phone || !PHONE.test(v.phone))) errors.phone = "phoneInvalid";
  if (!v.message) errors.message = "messageRequired";
  else if ([...v.message].length > CONTACT_FIELD_LIMITS.message) errors.message = "messageTooLong";
  return errors;
}
