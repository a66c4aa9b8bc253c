import type { BusinessType } from "../../core/business-types";
import type { SiteLanguage } from "../../core/intake";
import type { ExtractedFacts } from "../../core/brief/facts/index";
import { findPrices } from "../../core/brief/facts/prices";
import { stringsFor } from "../../core/site/i18n";
import type { Industry } from "../../core/brief/industries/types";
import { aboutKeeps, linesShownInSlots, placedFactStrings, sectionPlan } from "./plan";
import { META_SENTENCE } from "./site-sentences";
import {
  DEFAULT_OFFERING_STYLE,
  LIMITS,
  type OfferingStyle,
  type Section,
  type SiteContent,
  type TemplateStyle,
  siteContentSchema,
} from "../../core/site/schema";
import { capitalize, cleanLine, clip, proseItems, sentences } from "./text";
import { actionsFor, linkPurposeFor, supportedActions } from "../../core/site/actions";
import { pictureFor } from "../../core/site/pictures";
import { listPunctuation, phrasesFor, SECTORS, type PhraseSector } from "../../core/site/phrases";
import { endSentence, joinSentences, sentenceGap } from "../../core/site/sentence-end";

/** Openers of a brief that are talk to us, not a line for visitors ("Right, where to start."). */
const FILLER =
  /^(?:right|ok(?:ay)?|so|well|hi|hello|hey|um+|hmm+|anyway|where (?:do I|to) start|let me|bueno|pues|hola|alors|bon|bonjour|also|hallo|ol[aá]|então|えーと|こんにちは)\b/iu;

/** A sentence that can stand as the hero's line: whole, capitalised (in a cased script), not a question or an aside. */
export function readsWell(sentence: string | undefined): sentence is string {
  if (!sentence) return false;
  const s = sentence.trim();
  const cjk = /[\u3040-\u30ff\u4e00-\u9fff]/u.test(s);
  if (s.length < (cjk ? 6 : 16) || s.length > 200) return false;
  const first = Array.from(s)[0] ?? "";
  if (/\p{Ll}/u.test(first) || /^[^\p{L}\p{N}"“«]/u.test(first)) return false;
  if (/[?？]$/u.test(s) || FILLER.test(s) || META_SENTENCE.test(s)) return false;
  if (!cjk && s.split(/\s+/).length < 4) return false;
  return true;
}

/** A place the parser read that is safe to print as a place: capitalised, no dangling one-letter word ("Tampa, I"). */
function cleanPlace(place: string | undefined): string | undefined {
  if (!place) return undefined;
  const p = place.trim();
  if (/(?:^|[\s,])\p{L}$/u.test(p) || /\p{Ll}/u.test(Array.from(p)[0] ?? "")) return undefined;
  return p;
}

/**
 * The embedded writer: an honest site from the owner's own words and facts, with no network.
 * It never produces a fact: phones, prices, hours, places and years come from `ExtractedFacts`
 * (typed by the owner) and are placed as typed. Its own words are the section headings and FAQ
 * questions of i18n.ts and, for English sites, the industry's neutral descriptor ("Plumbing in
 * Austin"). Deterministic: the same input gives the same content.
 */

export interface WriterPlan {
  name: string;
  businessType: BusinessType;
  description: string;
  requirements: string;
  language: SiteLanguage;
  /** The page's `lang` when the owner wrote in a language without fixed strings (then `language` is "en"). */
  lang?: string;
  industry: Industry | null;
  extracted: ExtractedFacts;
  theme: TemplateStyle;
  /** Photos were asked for: a gallery section is kept (hidden until the owner adds images). */
  wantsGallery: boolean;
  /** The owner's look wishes the site's palette follows ("Warm, friendly colors"), as typed. */
  honoured?: string[];
  /** The owner's statements for "Good to know" (seasons, policies, what they do not do), as typed. */
  notes?: string[];
  /** Which sentences of the description stay in the about prose (the others were read as asks). */
  keepInAbout?: (sentence: string) => boolean;
  /** The owner's words for the trade when no catalogue entry scored well. */
  trade?: string | null;
}

const FALLBACK_NAME = "New Website";

/** A section before defaults: `hidden` and `images` optional. */
type SectionDraft = Section extends infer S ? (S extends Section ? Omit<S, "hidden" | "images"> & { hidden?: boolean; images?: S["images"] } : never) : never;

/** A Japanese or Chinese letter (or an opening full-width bracket) at the start of a sentence. */
const CJK_START = /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}「『（【〈《〔]/u;
/** An ellipsis after a Japanese or Chinese letter, then any closing brackets or quotes ("…", "⋯」"). */
const CJK_ELLIPSIS_END = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ー][…⋯‥]+[\p{Pe}\p{Pf}」』"']*$/u;

/**
 * What goes between two sentences of the about prose: nothing after a stop Japanese and Chinese close
 * up ("。", "！", "？", with any closing brackets after them), nor after an ellipsis ending a Japanese
 * sentence when the next is Japanese too ("…」次に"); a space everywhere else ("Well… We").
 */
export function proseGap(previous: string, next: string): string {
  if (sentenceGap(previous) === "") return "";
  return CJK_ELLIPSIS_END.test(previous.trimEnd()) && CJK_START.test(next.trimStart()) ? "" : " ";
}

/**
 * The owner's description as presentable paragraphs, as typed (only sentences about the site, and
 * the lines the fact slots already show, dropped by `keep`). A list's items never keep their markers:
 * a run of items (with the line that introduces it, "Our services:") reads as one paragraph, each
 * item ending as a sentence.
 */
export function ownParagraphs(
  description: string,
  keep: (sentence: string) => boolean = (x) => !META_SENTENCE.test(x),
  /** A line the fact slots show whole ("Adres: ul. Marszałkowska 10, ..." even where "ul." would end a sentence). */
  shownInSlots: (line: string) => boolean = () => false,
): string[] {
  const out: string[] = [];
  let current = "";
  let inList = false;
  /** The last block was the line that introduces a list ("Our services:"), a blank line after it or not. */
  let leadIn = false;
  const flush = () => {
    if (/\p{L}/u.test(current)) out.push(current.trim());
    current = "";
  };
  for (const block of proseItems(description)) {
    const lines = block.text.split("\n").filter((line) => !shownInSlots(line));
    const kept = lines.length ? sentences(lines.join("\n")).filter(keep) : [];
    // A list runs on in the paragraph it started in (an item after an item, or after its lead-in line); a blank line ends it.
    if (block.item && (leadIn || (inList && !block.opens))) {
      if (current && !/[:：]$/u.test(current)) current = endSentence(current);
    } else flush();
    // A long paragraph is split at sentence ends, never cut: every sentence the owner wrote stays whole.
    for (const sentence of kept) {
      const joined = current ? `${current}${proseGap(current, sentence)}${sentence}` : sentence;
      if (current && joined.length > LIMITS.paragraph) {
        out.push(current.trim());
        current = sentence;
      } else current = joined;
    }
    leadIn = !block.item && kept.length > 0 && /[:：]$/u.test(block.text.trim());
    inList = block.item || leadIn;
  }
  flush();
  // Never more paragraphs than the section holds (one left for the requirements' facts): short
  // neighbours are joined, nothing is dropped.
  const max = LIMITS.paragraphs - 1;
  while (out.length > max) {
    let best = -1;
    let size: number = LIMITS.paragraph;
    for (let i = 0; i < out.length - 1; i++) {
      const joined = (out[i] as string).length + 1 + (out[i + 1] as string).length;
      if (joined <= size) [best, size] = [i, joined];
    }
    if (best < 0) break;
    out.splice(best, 2, `${out[best]}${proseGap(out[best] as string, out[best + 1] as string)}${out[best + 1]}`);
  }
  return out.map((p) => clip(p, LIMITS.paragraph));
}

function firstSentence(paragraphs: string[]): string | undefined {
  const s = paragraphs[0] ? sentences(paragraphs[0])[0] : undefined;
  return s ? s.trim() : undefined;
}

function offeringStyle(industry: Industry | null, businessType: BusinessType): OfferingStyle {
  const p = industry?.primarySection;
  if (p === "menu" || p === "services" || p === "products" || p === "classes" || p === "portfolio") return p;
  return DEFAULT_OFFERING_STYLE[businessType] ?? "services";
}

/** One line per hours row, for the FAQ answer: "Mon-Fri 8-6", "Monday: Closed". */
export function hoursLines(facts: SiteContent["facts"], language: SiteLanguage): string[] {
  const t = stringsFor(language);
  const lines = facts.hours.map((r) => {
    const days = r.label ?? r.days.map((d) => t.days[d]).join(", ");
    const time = r.closed ? t.labels.closed : (r.time ?? "");
    return days ? `${days}${listPunctuation(language).colon}${time}` : time;
  });
  if (facts.hoursNote) lines.unshift(facts.hoursNote);
  return lines.filter(Boolean);
}

export function writeEmbedded(plan: WriterPlan): SiteContent {
  const t = stringsFor(plan.language);
  // An English page (not a page in a language without a table, which shows English headings only).
  const en = plan.language === "en" && !plan.lang;
  const name = clip(cleanLine(plan.name), LIMITS.brandName) || FALLBACK_NAME;
  const { facts, offerings, tiers, timetable, reviews } = plan.extracted;
  // The owner's sentences, less the lines the fact slots already show (an offering with its price, an
  // hours row, "Tel: ..."): those end in their slot, never pasted again as prose.
  const shown = linesShownInSlots(plan.description, placedFactStrings(plan.extracted, plan.language));
  const own = ownParagraphs(plan.description, plan.keepInAbout ?? aboutKeeps([], plan.extracted, plan.language), (line) => shown.has(line));
  // Requirement lines with a price that is not an item ("Free shipping over $50") are facts too: shown whole.
  const placed = new Set([...offerings.map((o) => o.price), ...tiers.map((x) => x.price)].filter(Boolean));
  const extraFacts = plan.requirements
    .split(/\n|;|(?<=[.!?])\s+|(?<=[。！？])|,\s(?=\p{Lu})/u)
    .map((c) => c.replace(/^[\s\-•*]+|\s+$/g, ""))
    .filter((c) => findPrices(c).some((p) => !placed.has(p.text)) && !own.some((p) => p.includes(c)));
  // Each line as a sentence of its own, capitalised (never the brief's lower-case note pasted as it came).
  if (extraFacts.length) own.push(clip(joinSentences(extraFacts.map(capitalize)), LIMITS.paragraph));
  const place = cleanPlace(facts.city);
  // English only: the industry's descriptor is English, and a non-English site shows no English filler.
  const descriptor = en && plan.industry ? capitalize(plan.industry.descriptor) : null;
  const descriptorLine = descriptor ? clip(`${descriptor}${place ? ` in ${place}` : ""}`, LIMITS.eyebrow) : null;
  const firstOwn = firstSentence(own);
  // The owner's first sentence is the hero's line only when it reads as one; else a line composed from kind and place.
  const lead = readsWell(firstOwn) ? firstOwn : undefined;
  const sector = (SECTORS as readonly string[]).includes(plan.industry?.sector ?? "") ? (plan.industry?.sector as PhraseSector) : null;
  const bank = phrasesFor(plan.language);
  // Generic copy only in a language with a phrase bank, and never English words on a page in another language.
  const tradeWords = plan.lang ? null : bank.trade;
  // No sure kind: the trade in the owner's own words ("Coin & card laundromat in Chicago"), as typed.
  const trade = !plan.industry && plan.trade ? capitalize(plan.trade) : null;
  const tradeLine = trade ? clip(place && !plan.lang && !trade.includes(place) ? bank.inPlace(trade, place) : trade, LIMITS.eyebrow) : null;
  const sectorWords = sector && tradeWords ? tradeWords[sector] : null;
  const composed = descriptorLine ?? tradeLine ?? (sectorWords ? clip(place ? bank.inPlace(sectorWords, place) : sectorWords, LIMITS.eyebrow) : null);
  if (lead && own[0]?.startsWith(lead)) {
    // The hero says it; About goes on from the next sentence (never the same sentence twice on a page).
    const rest = own[0].slice(lead.length).trim();
    if (rest) own[0] = rest;
    else own.shift();
  }

  // "Good to know": the owner's statements as typed (first letter capitalised), never a line already in the about prose.
  const aboutText = own.join(" ");
  const notes = (plan.notes ?? [])
    .filter((n) => !aboutText.includes(n))
    .slice(0, 20)
    .map((n) => clip(capitalize(n), LIMITS.paragraph));
  const sections: Section[] = [];
  const add = (s: SectionDraft) => sections.push({ hidden: false, images: [], ...s } as Section);

  for (const kind of sectionPlan(plan.industry)) {
    switch (kind) {
      case "offerings": {
        if (offerings.length === 0) break;
        const style = offeringStyle(plan.industry, plan.businessType);
        const heading = en && plan.industry ? plan.industry.offeringsLabel : t.headings.offerings[style];
        add({
          kind: "offerings",
          id: "offer",
          heading: clip(heading, LIMITS.heading),
          style,
          groups: [
            {
              items: offerings.slice(0, 40).map((o) => ({
                name: clip(capitalize(o.name), LIMITS.itemName),
                ...(o.price ? { price: o.price.slice(0, LIMITS.price) } : {}),
                ...(o.note ? { note: clip(o.note, LIMITS.itemText) } : {}),
              })),
            },
          ],
        });
        break;
      }
      case "pricing":
        if (tiers.length === 0) break;
        add({
          kind: "pricing",
          id: "pricing",
          heading: t.headings.pricing,
          tiers: tiers.slice(0, 6).map((x) => ({ name: clip(capitalize(x.name), LIMITS.itemName), price: x.price.slice(0, LIMITS.price), features: [] })),
        });
        break;
      case "timetable":
        if (timetable.length === 0) break;
        add({ kind: "timetable", id: "timetable", heading: t.headings.timetable, entries: timetable.slice(0, 40) });
        break;
      case "about":
      case "story":
        if (own.length === 0 || sections.some((s) => s.kind === "about" || s.kind === "story")) break;
        add({ kind: "about", id: "about", heading: t.headings.about, paragraphs: own });
        break;
      case "team":
        if (facts.team.length === 0) break;
        add({ kind: "team", id: "team", heading: t.headings.team, people: facts.team });
        break;
      case "hours":
        if (facts.hours.length === 0 && !facts.hoursNote) break;
        add({ kind: "hours", id: "hours", heading: t.headings.hours });
        break;
      case "area":
        if (facts.places.length === 0) break;
        add({ kind: "area", id: "area", heading: t.headings.area, places: facts.places });
        break;
      case "reviews":
        if (reviews.length === 0) break;
        add({ kind: "reviews", id: "reviews", heading: t.headings.reviews, items: reviews.slice(0, 6) });
        break;
      case "gallery":
        if (!plan.wantsGallery) break;
        add({ kind: "gallery", id: "gallery", heading: t.headings.gallery, hidden: true });
        break;
      case "faq": {
        const items = faqFromFacts(plan, t);
        if (items.length < 2) break;
        add({ kind: "faq", id: "faq", heading: t.headings.faq, items });
        break;
      }
      case "contact":
        if (notes.length) add({ kind: "notes", id: "notes", heading: t.headings.notes, items: notes });
        if (facts.phones.length === 0 && facts.emails.length === 0 && !facts.address && !facts.meetingPoint && facts.social.length === 0) break;
        add({ kind: "contact", id: "contact", heading: t.headings.contact });
        break;
      default:
        break;
    }
  }

  // The kind's primary actions in order; the renderer shows the first the facts support (the form
  // where the page is served with it). `action`: the first one known now, for older readers.
  const actions = [...actionsFor(plan.industry)];
  const action = supportedActions(actions, {
    phone: facts.phones.length > 0,
    email: facts.emails.length > 0,
    address: !!facts.address,
    link: !!facts.link,
  }).find((a) => a !== "form");
  const picture = pictureFor(
    plan.industry,
    offerings.map((o) => o.name),
    plan.description,
  );

  const seoDescription = clip(lead ?? composed ?? name, LIMITS.seoDescription);
  const content = {
    version: 2 as const,
    language: plan.language,
    ...(plan.lang ? { lang: plan.lang } : {}),
    brandName: name,
    ...(plan.industry ? { industry: plan.industry.id } : {}),
    ...(composed ? { tagline: composed } : {}),
    hero: {
      ...(composed && lead ? { eyebrow: composed } : !composed && place ? { eyebrow: clip(place, LIMITS.eyebrow) } : {}),
      headline: clip(name, LIMITS.headline),
      ...(lead ? { subheadline: clip(lead, LIMITS.subheadline) } : composed ? { subheadline: composed } : {}),
      ...(action ? { action } : {}),
      actions,
      ...(facts.link ? { link: linkPurposeFor(plan.industry) } : {}),
      picture,
    },
    sections,
    facts: trade ? { ...facts, trade: clip(trade, LIMITS.label) } : facts,
    theme: plan.theme,
    seo: { title: clip(composed ? `${name} | ${composed}` : name, LIMITS.seoTitle), description: seoDescription },
    settings: { contactForm: true },
  };

  const parsed = siteContentSchema.safeParse(content);
  if (!parsed.success) {
    // A bug in the writer, never bad user input: the tests exercise hostile inputs.
    throw new Error(`Embedded writer produced invalid content: ${parsed.error.message}`);
  }
  return parsed.data;
}

function faqFromFacts(plan: WriterPlan, t: ReturnType<typeof stringsFor>): Array<{ question: string; answer: string }> {
  const { facts, offerings, tiers } = plan.extracted;
  const topics = plan.industry?.faqTopics ?? ["hours", "location", "area", "prices", "contact"];
  const items: Array<{ question: string; answer: string }> = [];
  for (const topic of topics) {
    if (topic === "hours") {
      const lines = hoursLines(facts, plan.language);
      if (lines.length) items.push({ question: t.faq.hours, answer: clip(lines.join(listPunctuation(plan.language).sep), LIMITS.answer) });
    } else if (topic === "location" && facts.address) {
      items.push({ question: t.faq.location, answer: facts.address });
    } else if (topic === "area" && facts.places.length) {
      items.push({ question: t.faq.area, answer: clip(t.faq.areaAnswer(facts.places), LIMITS.answer) });
    } else if (topic === "prices" && (offerings.some((o) => o.price) || tiers.length)) {
      // Written from the facts: the first priced offerings (or tiers), as typed.
      const priced = [...offerings.filter((o): o is typeof o & { price: string } => !!o.price), ...tiers].slice(0, 4);
      const answer = phrasesFor(plan.language).priceList(priced.map((o) => ({ name: capitalize(o.name), price: o.price })));
      items.push({ question: t.faq.prices, answer: clip(answer, LIMITS.answer) });
    } else if (topic === "contact") {
      const ways = [...facts.phones, ...facts.emails];
      if (ways.length) items.push({ question: t.faq.contact, answer: clip(t.faq.contactAnswer(ways), LIMITS.answer) });
    }
  }
  return items;
}
