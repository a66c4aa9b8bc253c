/**
 * Names and slugs that imitate the platform (same-origin phishing: a hosted site called "Sign in –
 * Lumen Spaces" at /sites/lumen-spaces-sign-in/). A name is compared in a folded form: Unicode NFKC,
 * look-alike letters of other scripts and digits mapped to Latin ("Ⅼumеn", "l0gin"), accents,
 * separators and punctuation removed. Pure: used by the API (project names, site brand names, slugs).
 */
import { BRAND } from "./brand";

/** Cyrillic and Greek letters that look like Latin ones, and digits or symbols used as letters. */
const LOOKALIKES: Record<string, string> = {
  а: "a",
  е: "e",
  о: "o",
  р: "p",
  с: "c",
  у: "y",
  х: "x",
  і: "i",
  ј: "j",
  ѕ: "s",
  һ: "h",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  ӏ: "l",
  к: "k",
  м: "m",
  т: "t",
  в: "b",
  н: "h",
  α: "a",
  ο: "o",
  ρ: "p",
  ε: "e",
  ι: "i",
  κ: "k",
  ν: "v",
  τ: "t",
  υ: "u",
  χ: "x",
  μ: "u",
  "0": "o",
  "1": "l",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  $: "s",
  "@": "a",
  "|": "l",
  "!": "i",
};

/** The folded form names are compared in: only a-z letters remain. */
export function foldName(text: string): string {
  const lowered = text.normalize("NFKC").toLowerCase();
  let out = "";
  for (const ch of lowered) out += LOOKALIKES[ch] ?? ch;
  return out
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .replace(/[^a-z]+/g, "");
}

const BRAND_FOLDED = foldName(BRAND.name);
/** Words that ask for credentials or money on a page that looks like ours: refused anywhere in a name. */
export const RESERVED_ANYWHERE = [
  "signin",
  "signon",
  "login",
  "logon",
  "logout",
  "password",
  "passwort",
  "verifyaccount",
  "accountverification",
  "resetpassword",
  "twofactor",
] as const;
/** Names of the platform's own pages and staff: refused as a whole name (or with the brand). */
export const RESERVED_WHOLE = [
  "account",
  "accounts",
  "admin",
  "administrator",
  "support",
  "billing",
  "payment",
  "payments",
  "security",
  "help",
  "helpdesk",
  "helpcenter",
  "official",
  "staff",
  "moderator",
  "dashboard",
  "checkout",
  "invite",
  "api",
  "www",
  "mail",
  "status",
  "oidc",
  "auth",
] as const;

/** True when a name or slug imitates the platform: its brand, a sign-in or account page, its staff. */
export function imitatesPlatform(text: string): boolean {
  const folded = foldName(text);
  if (!folded) return false;
  if (folded.includes(BRAND_FOLDED)) return true;
  if (RESERVED_ANYWHERE.some((w) => folded.includes(w))) return true;
  return (RESERVED_WHOLE as readonly string[]).includes(folded);
}

/** The message for a refused name (API 400). */
export const IMITATES_PLATFORM_MESSAGE = `This name looks like a ${BRAND.name} page (our brand, a sign-in or account page): choose your business's own name`;
