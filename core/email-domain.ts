/**
 * Addresses whose domain imitates another one (`billing@pаypal.com` with a Cyrillic "а", or its
 * punycode form `xn--pypal-4ve.com`). Each label of the domain, decoded from punycode, must be
 * written in one script (UTS #39 "highly restrictive": Latin may mix only with Han and the Japanese
 * or Korean scripts), and a label in another script must not read as a Latin one (its confusables
 * skeleton all a-z: "раура" is Cyrillic that looks like "paypa"). Every address the product stores
 * (contact facts, notification address, business details, ROI leads, invites, contact-form senders)
 * is checked with this, on the server only (the rule loads the confusables data; the pages do not).
 */
import punycode from "punycode.js";
import { z } from "zod";
import { skeleton } from "./reserved-names";
import { DECEPTIVE_DOMAIN_MESSAGE } from "./trust-messages";

/** The scripts a letter is checked against, in the order tried; anything else is "Other". */
const SCRIPTS = [
  "Latin",
  "Cyrillic",
  "Greek",
  "Armenian",
  "Georgian",
  "Hebrew",
  "Arabic",
  "Han",
  "Hiragana",
  "Katakana",
  "Hangul",
  "Bopomofo",
  "Thai",
  "Devanagari",
  "Bengali",
  "Tamil",
  "Cherokee",
] as const;
const SCRIPT_RE = SCRIPTS.map((name) => [name, new RegExp(`^\\p{Script=${name}}$`, "u")] as const);

function scriptOf(ch: string): string | null {
  if (!/^\p{L}$/u.test(ch)) return null; // digits, hyphens, marks: no script of their own
  for (const [name, re] of SCRIPT_RE) if (re.test(ch)) return name;
  return "Other";
}

/** Script sets a single label may use besides one script alone. */
const ALLOWED_MIXES: ReadonlyArray<ReadonlySet<string>> = [
  new Set(["Latin", "Han", "Hiragana", "Katakana"]),
  new Set(["Latin", "Han", "Bopomofo"]),
  new Set(["Latin", "Han", "Hangul"]),
];

export type DomainProblem = "mixed_script" | "latin_lookalike";

/** Why a label is deceptive, or null. */
export function labelProblem(label: string): DomainProblem | null {
  let unicode = label;
  if (/^xn--/i.test(label)) {
    try {
      unicode = punycode.toUnicode(label.toLowerCase());
    } catch {
      return "mixed_script";
    }
  }
  const scripts = new Set<string>();
  for (const ch of unicode.normalize("NFC")) {
    const s = scriptOf(ch);
    if (s) scripts.add(s);
  }
  if (scripts.size > 1 && !ALLOWED_MIXES.some((mix) => [...scripts].every((s) => mix.has(s)))) return "mixed_script";
  if (scripts.size === 1 && !scripts.has("Latin") && /^[a-z0-9-]+$/.test(skeleton(unicode.toLowerCase()).toLowerCase())) return "latin_lookalike";
  return null;
}

/** Why the address's domain is deceptive, or null when it is not (or there is no domain to read). */
export function emailDomainProblem(email: string): DomainProblem | null {
  const at = email.lastIndexOf("@");
  if (at < 0) return null;
  for (const label of email.slice(at + 1).split(".")) {
    const problem = labelProblem(label);
    if (problem) return problem;
  }
  return null;
}

/** True when the address may be stored and shown. */
export const hasHonestDomain = (email: string) => emailDomainProblem(email) === null;

export { DECEPTIVE_DOMAIN_MESSAGE } from "./trust-messages";

/** The address rule of every stored address: a valid email of at most `max` characters on an honest domain. */
export const storableEmail = (max: number) => z.email().max(max).refine(hasHonestDomain, DECEPTIVE_DOMAIN_MESSAGE);

/** Longest address SMTP allows (RFC 5321). */
const EMAIL_MAX = 254;
const anyStorableEmail = storableEmail(EMAIL_MAX);
/** True when the address may be stored (what the site's content schema takes). */
export const isStorableEmail = (email: string) => anyStorableEmail.safeParse(email).success;

/** Where in a site's content an address sits on a deceptive domain ("facts.emails.0", "settings.ownerEmail"), or null. */
export function contentAddressProblem(content: { facts: { emails: readonly string[] }; settings?: { ownerEmail?: string } }): string | null {
  const at = content.facts.emails.findIndex((e) => !hasHonestDomain(e));
  if (at >= 0) return `facts.emails.${at}`;
  const owner = content.settings?.ownerEmail;
  return owner && !hasHonestDomain(owner) ? "settings.ownerEmail" : null;
}
