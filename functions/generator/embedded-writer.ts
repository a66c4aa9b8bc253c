import type { BusinessType } from "../../src/lib/business-types";
import { businessKit } from "./copy/business";
import { ecommerceKit } from "./copy/ecommerce";
import { educationKit } from "./copy/education";
import { healthcareKit } from "./copy/healthcare";
import { otherKit } from "./copy/other";
import { portfolioKit } from "./copy/portfolio";
import { restaurantKit } from "./copy/restaurant";
import { technologyKit } from "./copy/technology";
import type { CopyVars, TypeKit, Variant } from "./copy/types";
import { extractFeatures } from "./features";
import type { GeneratorInput } from "./input";
import { type Rng, createRng, hashString } from "./prng";
import { LIMITS, type Section, type SiteContent, siteContentSchema } from "./schema";
import { slugify } from "./slug";
import { capitalize, cleanBlock, cleanLine, clip, endSentence, fill, fit, sentences } from "./text";

/**
 * The embedded writer: rich, specific copy from the project's own words, with no network.
 * Deterministic: the same input always produces the same content (a PRNG seeded from a hash of the
 * input picks among hand-written variants), and the output always satisfies `siteContentSchema`.
 */

const KITS: Readonly<Record<BusinessType, TypeKit>> = {
  Restaurant: restaurantKit,
  "E-commerce": ecommerceKit,
  Portfolio: portfolioKit,
  Business: businessKit,
  Technology: technologyKit,
  Healthcare: healthcareKit,
  Education: educationKit,
  Other: otherKit,
};

export function kitFor(type: BusinessType): TypeKit {
  return KITS[type] ?? otherKit;
}

const PEOPLE = [
  "Maya R.",
  "James O.",
  "Priya S.",
  "Daniel K.",
  "Sofia M.",
  "Tom H.",
  "Amara N.",
  "Lucas B.",
  "Hannah W.",
  "Mateo G.",
  "Grace L.",
  "Omar F.",
  "Elena V.",
  "Chris D.",
  "Aisha T.",
  "Ben C.",
];

const FALLBACK_NAME = "New Website";

/** A stable seed from everything that shapes the copy (style does not). */
export function inputSeed(input: GeneratorInput): number {
  const t = input.template;
  return hashString(
    JSON.stringify([
      input.projectName,
      input.businessType,
      input.description ?? "",
      input.requirements ?? "",
      t ? [t.name, t.category, t.description ?? ""] : null,
    ]),
  );
}

function chooseVariant(kit: TypeKit, primaryText: string, secondaryText: string): Variant {
  const specific = kit.variants.filter((v) => v.match);
  const found =
    specific.find((v) => v.match?.test(primaryText)) ?? specific.find((v) => v.match?.test(secondaryText));
  return found ?? kit.variants.find((v) => v.match === null) ?? (kit.variants[0] as Variant);
}

const NOT_PLACES = new Set(
  [
    "january february march april may june july august september october november december",
    "monday tuesday wednesday thursday friday saturday sunday",
    "english spanish french german italian portuguese arabic chinese mandarin japanese korean hindi dutch",
    "the a an our my your their this that it we i english-speaking",
    "business technology healthcare education restaurant portfolio e-commerce other",
    "summer winter spring autumn fall",
  ]
    .join(" ")
    .split(" "),
);

/** "a family bakery in Portland, Oregon" -> "Portland, Oregon". Conservative: null when unsure. */
export function findPlace(text: string): string | null {
  const re =
    /\b(?:in|based in|located in|serving|near|across)\s+((?:\p{Lu}[\p{L}'’-]*)(?:[ -](?:\p{Lu}[\p{L}'’-]*|de|del|la|le|upon|on|am))*(?:,\s*\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?)?)/gu;
  for (const m of text.matchAll(re)) {
    const candidate = (m[1] as string).replace(/[.,]+$/u, "").trim();
    const first = candidate.split(/[ ,-]/)[0]?.toLowerCase() ?? "";
    if (!candidate || NOT_PLACES.has(first)) continue;
    if (candidate.length > 40 || candidate.length < 3) continue;
    return candidate;
  }
  return null;
}

const EMAIL_RE = /[A-Z0-9._%+-]+@[A-Z0-9-]+(?:\.[A-Z0-9-]+)*\.[A-Z]{2,24}/i;
const PHONE_RE = /(?:\+?\d[\d ().-]{6,18}\d)/g;
const STREET_RE =
  /\b\d{1,5}[A-Za-z]?\s+(?:\p{Lu}[\p{L}'’.-]*\s+){1,4}(?:Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Place|Pl|Square|Sq|Court|Ct|Terrace|Parkway|Pkwy|High Street|Row|Quay|Mews)\b\.?(?:,\s*(?:\p{Lu}[\p{L}'’.-]*\s?){1,3})?/u;

export function findEmail(text: string): string | null {
  const m = EMAIL_RE.exec(text);
  if (!m) return null;
  const email = m[0].toLowerCase();
  return siteContentSchema.shape.contact.shape.email.safeParse(email).success ? email : null;
}

export function findPhone(text: string): string | null {
  for (const m of text.matchAll(PHONE_RE)) {
    const raw = m[0].trim();
    const digits = raw.replace(/\D/g, "");
    if (digits.length < 8 || digits.length > 15) continue;
    if (/^\d{4}[-.]\d{2}[-.]\d{2}$/.test(raw)) continue; // a date, not a phone
    return raw.slice(0, LIMITS.phone);
  }
  return null;
}

export function findStreetAddress(text: string): string | null {
  const m = STREET_RE.exec(text);
  return m ? clip(m[0].replace(/[\s,]+$/u, ""), LIMITS.address) : null;
}

/** The placeholder address when the user gave none: a reserved domain that can never reach a stranger. */
export function placeholderEmail(name: string): string {
  const slug = slugify(name, 40);
  return `hello@${slug}.example`;
}

const META_SENTENCE =
  /\b(web ?sites?|web ?pages?|landing pages?|home ?pages?|the site|this site|a site)\b|^(?:i|we)(?:'d| would)?\s+(?:want|need|like|love|require|are looking|am looking)\b|\b(?:please|make (?:it|sure)|should (?:look|have|be|include))\b/i;

/** The user's own description, cleaned into presentable sentences, or null. */
export function ownWords(description: string): string | null {
  const usable = sentences(description)
    .filter((s) => !META_SENTENCE.test(s))
    .filter((s) => s.split(/\s+/).length >= 4)
    .map((s) => endSentence(capitalize(s)));
  if (usable.length === 0) return null;
  let out = "";
  for (const s of usable) {
    const next = out ? `${out} ${s}` : s;
    if (next.length > LIMITS.paragraph - 40) break;
    out = next;
  }
  return clip(out || (usable[0] as string), LIMITS.paragraph);
}

function pronouns(type: BusinessType, name: string, description: string): Record<string, string> {
  const plural = { We: "We", we: "we", Our: "Our", our: "our", us: "us" };
  if (type !== "Portfolio") return plural;
  const firstPerson = (description.match(/\b(I|I'm|my|me)\b/g) ?? []).length;
  const team = (description.match(/\b(we|our|us|we're)\b/gi) ?? []).length;
  const teamName = /\b(studio|agency|collective|co|company|partners|group|team|labs?|and|associates|works)\b|&|\+/i.test(name);
  const singular = firstPerson > team || (firstPerson === team && !teamName);
  return singular ? { We: "I", we: "I", Our: "My", our: "my", us: "me" } : plural;
}

function primaryCtaFor(kit: TypeKit, rng: Rng, recognised: string[], type: BusinessType): string {
  if (type === "Restaurant" && recognised.includes("ordering") && !recognised.includes("booking")) return "Order online";
  if (type === "E-commerce") return rng.pick(kit.primaryCtas);
  if (recognised.includes("quote") && (type === "Business" || type === "Other")) return "Get a free quote";
  return rng.pick(kit.primaryCtas);
}

function fillDeep<T>(value: T, vars: Readonly<Record<string, string>>): T {
  if (typeof value === "string") return fill(value, vars) as T;
  if (Array.isArray(value)) return value.map((v) => fillDeep(v, vars)) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillDeep(v, vars)])) as T;
  }
  return value;
}

export function writeEmbedded(input: GeneratorInput): SiteContent {
  const type: BusinessType = input.businessType in KITS ? input.businessType : "Other";
  const kit = kitFor(type);
  const rng = createRng(inputSeed(input));

  const name = clip(cleanLine(input.projectName), LIMITS.brandName) || FALLBACK_NAME;
  const description = cleanBlock(input.description);
  const requirements = cleanBlock(input.requirements);
  const templateText = input.template ? cleanLine(`${input.template.name} ${input.template.description ?? ""}`) : "";
  const allText = `${description}\n${requirements}`;

  // What the business is comes from its name and description; the requirements list features
  // ("SOC 2 security" does not make a SaaS a security firm), so they only count when nothing else is said.
  const variant = chooseVariant(
    kit,
    `${name}\n${description}\n${templateText}`.toLowerCase(),
    description ? "" : requirements.toLowerCase(),
  );
  const place = findPlace(`${description}\n${requirements}`);
  const vars: CopyVars = {
    name,
    noun: variant.noun,
    Noun: capitalize(variant.noun),
    specialty: variant.specialty,
    Specialty: capitalize(variant.specialty),
    place: place ?? "",
    inPlace: place ? ` in ${place}` : "",
    audience: kit.audience,
    Audience: capitalize(kit.audience),
    ...pronouns(type, name, description),
  };
  const f = (template: string) => fill(template, vars);
  const options = (pool: readonly string[], first?: string) => {
    const rest = rng.shuffle(pool).map(f);
    return first ? [f(first), ...rest] : rest;
  };

  // Features first: what the user asked for shapes the calls to action and the FAQ.
  const extracted = extractFeatures(requirements, description, { type, name, audience: kit.audience, rng });
  const features = [...extracted.cards];
  if (features.length < 3) {
    const defaults = rng.shuffle(kit.defaultFeatures).map((d) => fillDeep(d, vars));
    for (const d of defaults) {
      if (features.length >= 3) break;
      if (!features.some((x) => x.title.toLowerCase() === d.title.toLowerCase())) features.push(d);
    }
  }

  const variantHeadline = variant.headlines ? rng.pick(variant.headlines) : undefined;
  const hero: SiteContent["hero"] = {
    eyebrow: fit(options(kit.eyebrows), LIMITS.eyebrow),
    headline: fit(options(kit.headlines, variantHeadline), LIMITS.headline),
    subheadline: fit(options(kit.subheadlines), LIMITS.subheadline),
    primaryCta: fit([f(primaryCtaFor(kit, rng, extracted.recognised, type))], LIMITS.cta),
    secondaryCta: fit([f(kit.secondaryCta)], LIMITS.cta),
  };

  const own = ownWords(description);
  const pooled = rng.sample(kit.aboutParagraphs, 2).map((p) => clip(f(p), LIMITS.paragraph));
  const about: SiteContent["about"] = {
    heading: fit(options(kit.aboutHeadings), LIMITS.heading),
    paragraphs: own ? [own, ...pooled] : pooled,
  };

  const sections: Section[] = [fillDeep(variant.primary(rng, vars), vars)];
  if (kit.steps) sections.push(fillDeep({ kind: "steps" as const, ...kit.steps }, vars));

  const testimonials = rng.sample(kit.testimonials, 3).map((t, i) => ({
    quote: clip(f(t.quote), LIMITS.quote),
    author: PEOPLE[(rng.int(PEOPLE.length) + i * 5) % PEOPLE.length] as string,
    role: t.role,
  }));
  // Distinct authors.
  const seenAuthors = new Set<string>();
  for (const t of testimonials) {
    let k = PEOPLE.indexOf(t.author);
    while (seenAuthors.has(t.author)) t.author = PEOPLE[++k % PEOPLE.length] as string;
    seenAuthors.add(t.author);
  }

  const faq: SiteContent["faq"] = [];
  for (const q of [...extracted.faq, ...rng.sample(kit.faq, kit.faq.length).map((x) => fillDeep(x, vars))]) {
    if (faq.length >= 5) break;
    const dup = faq.some(
      (x) => x.question.toLowerCase() === q.question.toLowerCase() || topicOf(x.question) === topicOf(q.question),
    );
    if (!dup) faq.push({ question: clip(q.question, LIMITS.question), answer: clip(q.answer, LIMITS.answer) });
  }

  const address = findStreetAddress(allText) ?? place;
  const phone = findPhone(allText);
  const contact: SiteContent["contact"] = {
    heading: fit(options(kit.contactHeadings), LIMITS.heading),
    intro: fit(options(kit.contactIntros), LIMITS.intro),
    email: findEmail(allText) ?? placeholderEmail(name),
    ...(phone ? { phone } : {}),
    ...(address ? { address: clip(address, LIMITS.address) } : {}),
    ...(kit.contactHours ? { hours: kit.contactHours } : {}),
  };

  const descriptor = capitalize(`${variant.noun}${vars.inPlace}`);
  const seo: SiteContent["seo"] = {
    title: fit([`${name} | ${descriptor}`, `${name} | ${capitalize(variant.noun)}`, name], LIMITS.seoTitle),
    description: fit(options(kit.seoDescriptions), LIMITS.seoDescription),
  };

  const content: SiteContent = {
    brandName: name,
    tagline: fit(options(variant.taglines ?? kit.taglines), LIMITS.tagline),
    hero,
    about,
    sections,
    features: {
      heading: fit(options(kit.featuresHeading), LIMITS.heading),
      intro: fit(options(kit.featuresIntro), LIMITS.intro),
      items: features.slice(0, 8),
    },
    testimonials,
    faq,
    contact,
    seo,
  };

  const parsed = siteContentSchema.safeParse(content);
  if (!parsed.success) {
    // A bug in the writer, never bad user input: the tests exercise every type with hostile inputs.
    throw new Error(`Embedded writer produced invalid content: ${parsed.error.message}`);
  }
  return parsed.data;
}

/** Crude topic key so "Do I need to book?" and "Do I need a reservation?" are not both asked. */
function topicOf(question: string): string {
  const q = question.toLowerCase();
  if (/\b(book|reserv|appointment|enrol)/.test(q)) return "booking";
  if (/\b(pay|payment)/.test(q)) return "payment";
  if (/\b(allerg|dietary)/.test(q)) return "dietary";
  if (/\b(deliver|shipping|takeaway)/.test(q)) return "delivery";
  if (/\binsurance\b/.test(q)) return "insurance";
  if (/\breturn/.test(q)) return "returns";
  return q;
}
