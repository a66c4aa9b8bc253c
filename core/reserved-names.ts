/**
 * Names and headings that imitate the platform (same-origin phishing: a hosted site called "Sign in –
 * Lumen Spaces" at /sites/lumen-spaces-sign-in/). Texts are compared in a folded form built on the
 * Unicode confusables data (UTS #39 skeletons, `unhomoglyph`'s copy of confusables.txt): the skeleton,
 * NFKC, the skeleton again after lower-casing ("Ⅼumеn", "Pɑssword", "Sıgn ın", "Łumen"), marks removed, and
 * the letters people read for i and l made one. The same text romanized (as the slug is) is checked
 * too, so a letter the confusables data leaves alone ("ʟ", small capital L) cannot pass as its Latin
 * reading. Pure: used by the API (project names, listing names, a site's brand name, titles and
 * headings, slugs).
 */
import { transliterate } from "transliteration";
import confusables from "unhomoglyph/data.json" with { type: "json" };
import { BRAND } from "./brand";
import { IMITATES_PLATFORM_MESSAGE, headingImitatesMessage } from "./trust-messages";

const PROTOTYPES: ReadonlyMap<string, string> = new Map(Object.entries(confusables as Record<string, string>));

/** UTS #39 skeleton: NFD, each code point replaced by its prototype, NFD again. */
export function skeleton(text: string): string {
  let out = "";
  for (const ch of text.normalize("NFD")) out += PROTOTYPES.get(ch) ?? ch;
  return out.normalize("NFD");
}

/**
 * Digits and symbols read as letters ("l0gin", "p4ssw0rd", "$upport"): not look-alikes in Unicode's
 * sense (so not in confusables.txt), but read as the word all the same.
 */
const READ_AS: Record<string, string> = { "0": "o", "3": "e", "4": "a", "5": "s", "7": "t", $: "s", "@": "a", "!": "i" };

/** The folded form with word breaks kept as single spaces (only a-z letters and spaces remain). */
function foldWords(text: string): string {
  const lowered = skeleton(skeleton(text).normalize("NFKC").toLowerCase()).toLowerCase();
  let out = "";
  for (const ch of lowered) out += READ_AS[ch] ?? ch;
  return (
    out
      .normalize("NFKD")
      .replace(/\p{M}+/gu, "")
      // "I", "l", "1", "|" and "ı" all fold to one letter: the skeleton keeps "l" and "i" apart.
      .replace(/l/g, "i")
      .replace(/[^a-z]+/g, " ")
      .trim()
  );
}

/** The folded form names are compared in: only a-z letters remain. */
export function foldName(text: string): string {
  return foldWords(text).replace(/ /g, "");
}

/** The text as written and as romanized (what the slug is made from), when that differs. */
function readings(text: string): string[] {
  const romanized = /^[\x00-\x7f]*$/.test(text) ? text : transliterate(text, { unknown: " " });
  return romanized === text ? [text] : [text, romanized];
}

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

const BRAND_FOLDED = foldName(BRAND.name);
const ANYWHERE_FOLDED = RESERVED_ANYWHERE.map(foldName);
const WHOLE_FOLDED = new Set(RESERVED_WHOLE.map(foldName));

function nameImitates(folded: string): boolean {
  if (!folded) return false;
  if (folded.includes(BRAND_FOLDED)) return true;
  if (ANYWHERE_FOLDED.some((w) => folded.includes(w))) return true;
  return WHOLE_FOLDED.has(folded);
}

/** True when a name or slug imitates the platform: its brand, a sign-in or account page, its staff. */
export function imitatesPlatform(text: string): boolean {
  return readings(text).some((reading) => nameImitates(foldName(reading)));
}

/** What may follow a reserved word inside one word of a sentence without making it one: "passwords", "signing". */
const INFLECTIONS = new Set(["s", "es", "ed", "g"]);

/**
 * True when a title or heading a page shows (SEO title, headline, subheadline, section heading)
 * names the platform or asks visitors to sign in or reset a password. Sentences are longer than
 * names, so a sign-in word must start at a word ("Sign in", "log-in", "l o g i n", "PasswordReset"),
 * never inside one across two words ("Blog in town"), and an inflected word is the word itself
 * ("Signing up is easy"); the brand counts anywhere.
 */
export function headingImitatesPlatform(text: string): boolean {
  return readings(text).some((reading) => {
    // camelCase is two words ("LoginHere" reads as "Login Here").
    const words = foldWords(reading.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2"))
      .split(" ")
      .filter(Boolean);
    if (words.join("").includes(BRAND_FOLDED)) return true;
    for (let i = 0; i < words.length; i++) {
      const ends: number[] = [];
      let run = "";
      for (let j = i; j < words.length && run.length < 32; j++) ends.push((run += words[j]).length);
      for (const w of ANYWHERE_FOLDED) {
        if (!run.startsWith(w)) continue;
        const end = ends.find((e) => e >= w.length)!;
        if (end === w.length || !INFLECTIONS.has(run.slice(w.length, end))) return true;
      }
    }
    return false;
  });
}

export { IMITATES_PLATFORM_MESSAGE, headingImitatesMessage } from "./trust-messages";

/** The parts of a site's content a page shows as its name, title or a heading (structural: any SiteContent fits). */
export interface HeadedContent {
  brandName: string;
  seo: { title: string };
  hero: { eyebrow?: string; headline: string; subheadline?: string };
  sections: ReadonlyArray<{ heading: string }>;
}

/** The first name, title or heading of the content that imitates the platform, as the message to show; null when none does. */
export function contentImitation(content: HeadedContent): string | null {
  if (imitatesPlatform(content.brandName)) return IMITATES_PLATFORM_MESSAGE;
  const headings: Array<[string, string | undefined]> = [
    ["The page title (SEO title)", content.seo.title],
    ["The headline", content.hero.headline],
    ["The line under the headline", content.hero.subheadline],
    ["The line above the headline", content.hero.eyebrow],
    ...content.sections.map((s): [string, string] => [`The section heading "${s.heading.slice(0, 40)}"`, s.heading]),
  ];
  for (const [field, text] of headings) if (text && headingImitatesPlatform(text)) return headingImitatesMessage(field);
  return null;
}

/**
 * Generated content held to the same rule as an owner's save: a line above or under the headline that
 * imitates the platform is left out, and a headline or page title that does becomes the brand name
 * (when the brand itself is an honest name). What the writer took from the owner's brief is theirs,
 * but a hosted page never opens by asking visitors to sign in.
 */
export function withoutImitatingLines<T extends HeadedContent>(content: T): T {
  const brandOk = !imitatesPlatform(content.brandName);
  const hero = { ...content.hero };
  if (hero.eyebrow && headingImitatesPlatform(hero.eyebrow)) delete hero.eyebrow;
  if (hero.subheadline && headingImitatesPlatform(hero.subheadline)) delete hero.subheadline;
  if (brandOk && headingImitatesPlatform(hero.headline)) hero.headline = content.brandName;
  const seo = brandOk && headingImitatesPlatform(content.seo.title) ? { ...content.seo, title: content.brandName } : content.seo;
  return { ...content, hero, seo };
}
