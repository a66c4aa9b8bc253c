/**
 * "What we understood": the facts the generator's parsers read from the owner's description and
 * requirements, as suggestions for the create form's Business details. The same parsers the server
 * runs (it parses again: the browser is not trusted). Pure: no React, no DOM. Loaded lazily by the
 * create form, so the parsers never weigh on the page's first load.
 */
import { SITE_LANGUAGES, SITE_LANGUAGE_NAMES, WEEK_DAYS, type SiteLanguage, type WeekDay } from "../../core/intake";
import { BUSINESS_TYPES, type BusinessType } from "../../core/business-types";
import { extractFacts, findHours } from "../../core/brief/facts/index";
import { MIN_WORDS_TO_DETECT, likelyLanguages, pageLanguage, unsupportedLanguageNote } from "../../core/brief/language";
import { classifyBusiness } from "../../core/brief/classify";
import type { DetailsDraft } from "./intake-form";

export type UnderstoodKind = "phone" | "email" | "address" | "city" | "hours" | "offering" | "language" | "business";

export interface UnderstoodItem {
  /** Stable across re-parses of the same text: kind and value. */
  key: string;
  kind: UnderstoodKind;
  /** What is shown: "503-555-0142", "Mon–Fri 9am-5pm", "Haircut: $40". */
  value: string;
  /**
   * The exact string from the owner's text that Dismiss sends with the project (the server never uses
   * it); undefined for what is not a string of theirs (the language, the kind of business).
   */
  dismissValue?: string;
  /** Read, but not sure enough to publish without the owner's word: asked as a question. */
  unsure: boolean;
  /** Which field Edit focuses after accepting ("phone", "hours-mon", "offering-2-name", "business-type"). */
  field: string;
  /** The draft with this item accepted, and the business type when it is the kind of business. */
  accept: (draft: DetailsDraft) => DetailsDraft;
  businessType?: BusinessType;
}

export interface UnderstandInput {
  name: string;
  businessType: string;
  description: string;
  requirements: string;
  draft: DetailsDraft;
}

const same = (a: string, b: string) => a.trim().replace(/\s+/g, " ").toLowerCase() === b.trim().replace(/\s+/g, " ").toLowerCase();

const DAY_SHORT: Record<WeekDay, string> = { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri", sat: "Sat", sun: "Sun" };

/** "Mon–Fri", "Sat", "Mon, Wed, Fri": contiguous runs joined with a dash. */
export function daysLabel(days: readonly WeekDay[]): string {
  const idx = [...new Set(days)].map((d) => WEEK_DAYS.indexOf(d)).sort((a, b) => a - b);
  const runs: Array<[number, number]> = [];
  for (const i of idx) {
    const last = runs[runs.length - 1];
    if (last && i === last[1] + 1) last[1] = i;
    else runs.push([i, i]);
  }
  const name = (i: number) => DAY_SHORT[WEEK_DAYS[i] as WeekDay];
  return runs.map(([a, b]) => (a === b ? name(a) : b === a + 1 ? `${name(a)}, ${name(b)}` : `${name(a)}–${name(b)}`)).join(", ");
}

function withHours(draft: DetailsDraft, days: readonly WeekDay[], time: string | undefined, closed: boolean): DetailsDraft {
  const hours = { ...draft.hours };
  for (const d of days) hours[d] = { time: closed ? "" : (time ?? ""), closed };
  return { ...draft, hours };
}

/** The offerings with one more row (the first empty row reused), and the index it went to. */
function withOffering(draft: DetailsDraft, name: string, price: string): { draft: DetailsDraft; index: number } {
  const empty = draft.offerings.findIndex((o) => !o.name.trim() && !o.price.trim() && !o.note.trim());
  const row = { name, price, note: "" };
  if (empty >= 0) return { draft: { ...draft, offerings: draft.offerings.map((o, i) => (i === empty ? row : o)) }, index: empty };
  return { draft: { ...draft, offerings: [...draft.offerings, row] }, index: draft.offerings.length };
}

/**
 * The notice for a brief in a language the site has no fixed strings for ("We write the page's
 * headings in English: Hungarian is not supported yet."), decided as the generator decides the
 * page's language; undefined for a supported language or when the owner chose one.
 */
export function languageNotice(input: Pick<UnderstandInput, "description" | "requirements" | "draft">): string | undefined {
  const text = `${input.description}\n${input.requirements}`.trim();
  if (!text) return undefined;
  return unsupportedLanguageNote(pageLanguage(input.draft.language || null, text).lang);
}

/**
 * Everything read from the text that the Business details do not already hold, sure facts first,
 * then the unsure ones. Dismissed strings and hidden keys are left out by the caller.
 */
export function understand(input: UnderstandInput): UnderstoodItem[] {
  const { draft } = input;
  const text = `${input.description}\n${input.requirements}`.trim();
  if (!text) return [];
  const { language, lang } = pageLanguage(draft.language || null, text);
  const extracted = extractFacts({ description: input.description, requirements: input.requirements }, null, language, {
    languages: likelyLanguages(text),
  });
  const items: UnderstoodItem[] = [];
  const push = (item: UnderstoodItem) => {
    if (!items.some((i) => i.key === item.key)) items.push(item);
  };
  const { facts } = extracted;

  if (!draft.phone.trim())
    for (const p of facts.phones)
      push({ key: `phone:${p}`, kind: "phone", value: p, dismissValue: p, unsure: false, field: "phone", accept: (d) => ({ ...d, phone: p }) });
  if (!draft.email.trim())
    for (const e of facts.emails)
      push({ key: `email:${e}`, kind: "email", value: e, dismissValue: e, unsure: false, field: "email", accept: (d) => ({ ...d, email: e }) });
  if (!draft.address.trim() && facts.address) {
    const a = facts.address;
    push({ key: `address:${a}`, kind: "address", value: a, dismissValue: a, unsure: false, field: "address", accept: (d) => ({ ...d, address: a }) });
  }
  if (!draft.city.trim() && facts.city && !(facts.address ?? "").includes(facts.city)) {
    const c = facts.city;
    push({ key: `city:${c}`, kind: "city", value: c, dismissValue: c, unsure: false, field: "city", accept: (d) => ({ ...d, city: c }) });
  }
  for (const row of facts.hours) {
    const days = row.days as WeekDay[];
    if (!days.length || days.some((day) => draft.hours[day].time.trim() || draft.hours[day].closed)) continue;
    const time = row.closed ? "closed" : (row.time ?? "");
    if (!time) continue;
    push({
      key: `hours:${days.join(",")}:${time}`,
      kind: "hours",
      value: `${daysLabel(days)} ${row.closed ? "closed" : time}`,
      ...(row.closed ? {} : { dismissValue: time }),
      unsure: false,
      field: `hours-${days[0]}`,
      accept: (d) => withHours(d, days, row.time, row.closed),
    });
  }
  for (const o of [...extracted.offerings, ...extracted.tiers]) {
    if (!o.price) continue;
    const price = o.price;
    if (draft.offerings.some((x) => (x.name.trim() && same(x.name, o.name)) || (x.price.trim() && same(x.price, price)))) continue;
    let index = 0;
    push({
      key: `offering:${o.name}:${price}`,
      kind: "offering",
      value: `${o.name}: ${price}`,
      dismissValue: price,
      unsure: false,
      get field() {
        return `offering-${index}-price`;
      },
      accept: (d) => {
        const next = withOffering(d, o.name, price);
        index = next.index;
        return next.draft;
      },
    });
  }

  const words = text.split(/[^\p{L}]+/u).filter((w) => w.length >= 3).length;
  // A language we have no fixed strings for is never offered as English (the notice says so instead).
  if (!draft.language && !lang && words >= MIN_WORDS_TO_DETECT && (SITE_LANGUAGES as readonly string[]).includes(language)) {
    const lang = language as SiteLanguage;
    push({
      key: `language:${lang}`,
      kind: "language",
      value: SITE_LANGUAGE_NAMES[lang],
      unsure: false,
      field: "language",
      accept: (d) => ({ ...d, language: lang }),
    });
  }
  const businessType = (BUSINESS_TYPES as readonly string[]).includes(input.businessType) ? (input.businessType as BusinessType) : undefined;
  const { industry } = classifyBusiness({
    name: input.name,
    businessType: businessType ?? (BUSINESS_TYPES[0] as BusinessType),
    description: input.description,
    requirements: input.requirements,
    offerings: extracted.offerings.map((o) => o.name),
  });
  if (industry && industry.businessType !== businessType)
    push({
      key: `business:${industry.id}`,
      kind: "business",
      value: `${industry.name} (${industry.businessType})`,
      unsure: false,
      field: "business-type",
      accept: (d) => d,
      businessType: industry.businessType,
    });

  // The unsure ones: offered as questions, never published until accepted.
  for (const s of extracted.suggestions) {
    const v = s.value;
    if (s.kind === "phones" && !draft.phone.trim())
      push({ key: `phone:${v}`, kind: "phone", value: v, dismissValue: v, unsure: true, field: "phone", accept: (d) => ({ ...d, phone: v }) });
    else if (s.kind === "addresses" && !draft.address.trim())
      push({ key: `address:${v}`, kind: "address", value: v, dismissValue: v, unsure: true, field: "address", accept: (d) => ({ ...d, address: v }) });
    else if (s.kind === "hours") {
      const rows = findHours(v, language).rows.filter((r) => r.days.length);
      const first = (rows[0]?.days[0] as WeekDay | undefined) ?? "mon";
      push({
        key: `hours:?:${v}`,
        kind: "hours",
        value: v,
        dismissValue: v,
        unsure: true,
        field: `hours-${first}`,
        accept: (d) => rows.reduce((acc, r) => withHours(acc, r.days as WeekDay[], r.time, r.closed), d),
      });
    } else if (s.kind === "prices") {
      if (draft.offerings.some((x) => x.price.trim() && same(x.price, v))) continue;
      const item = s.item ? s.item.charAt(0).toLocaleUpperCase() + s.item.slice(1) : "";
      let index = 0;
      push({
        key: `offering:${item || "?"}:${v}`,
        kind: "offering",
        // The suggestion names what it suggests ("Full groom for small dogs (under 25 lb): $55").
        value: item ? `${item}: ${v}` : v,
        dismissValue: v,
        unsure: true,
        // With no item named, Accept fills the price and the owner names it; with one, both are filled.
        get field() {
          return item ? `offering-${index}-price` : `offering-${index}-name`;
        },
        accept: (d) => {
          const next = withOffering(d, item, v);
          index = next.index;
          return next.draft;
        },
      });
    }
  }
  return items;
}
