/** Longest address SMTP allows (RFC 5321). */
export const MAX_EMAIL_LENGTH = 254;

const EMAIL = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/**
 * A pragmatic check of an email address typed into a form: one @, a dotted domain, no spaces or
 * characters that cannot appear unquoted. Leading and trailing spaces are ignored.
 */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length > 0 && email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email) && !email.includes("..");
}
