import type { ExtractedFacts } from "../../core/brief/facts/index";
import type { Industry } from "../../core/brief/industries/types";
import { SITE_META_REQUEST, UNBUILT_REQUESTS } from "./requests";

/**
 * What the owner asked for that the site will not do, listed back to them ("Not built yet: online
 * ordering"). A buildable request without the facts it needs (a menu with no items) is listed too,
 * with what to add. Read from the requirements and from request-like sentences of the description.
 */
const NEEDS: Array<{ re: RegExp; has: (x: ExtractedFacts) => boolean; label: string }> = [
  {
    re: /\b(?:menu|price ?list|prices|pricing|rates|tarif(?:a|e)?s?|precios|preise|preços|carta|card[aá]pio|course list|list of (?:courses|services|products|classes)|services list|services|servicios|prestations|leistungen|serviços|product list|catalog(?:ue)?|packages)\b|メニュー|料金/i,
    has: (x) => x.offerings.length > 0 || x.tiers.length > 0,
    label: "menu or price list (add your items and prices)",
  },
  {
    re: /\b(?:opening hours|hours|horario|horaires|horário)\b|öffnungszeiten|営業時間/i,
    has: (x) => x.facts.hours.length > 0 || !!x.facts.hoursNote,
    label: "opening hours (add them)",
  },
  {
    re: /\b(?:map|directions|location|find us|mapa|plan d'accès|anfahrt)\b|地図|アクセス/i,
    has: (x) => !!x.facts.address,
    label: "map and directions (add your address)",
  },
  {
    re: /\b(?:timetable|schedule|class times|calendar of classes|horario de clases|planning|stundenplan)\b|スケジュール|時間割/i,
    has: (x) => x.timetable.length > 0 || x.facts.hours.length > 0,
    label: "timetable (add days, times and class names)",
  },
  { re: /\b(?:call button|click[- ]to[- ]call|phone number)\b/i, has: (x) => x.facts.phones.length > 0, label: "call button (add your phone number)" },
];

/** Markup, template syntax and scripts are not requests. */
const JUNK = /[{}<>%]|javascript:|^[^\p{L}\p{N}]+$/iu;
const FACT_IN_CLAUSE =
  /@|\d{1,2}\s*[-–—]\s*\d{1,2}\s*(?:uhr|h)\b|\d{3}[\s.)-]*\d{3}|[$£€¥₹]\s?\d|\d\s?(?:€|円|kr)|\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}[:h]\d{2}|24\/7|instagram|facebook|tiktok|linkedin|youtube/i;
const ABOUT_ASK = /\b(?:about (?:us|me|page)|our story|my story|who we are|bio)\b/i;
const TEAM_ASK = /\b(?:team|staff|meet (?:the|our)|stylists|equipo|équipe)\b/i;
const FAQ_ASK = /\b(?:faq|frequently asked|questions)\b/i;
const CONTACT_ASK = /\b(?:contact (?:details|info|information|page|section)|how to reach us|get in touch|enquir(?:y|ies)|inquir(?:y|ies))\b/i;

/** A requirement split into the asks it lists: "menu with prices, online ordering; photos". */
export function clauses(text: string, language: string = "en"): string[] {
  const parts = text
    // A comma between digits is part of a number ("1,250", "4,20 €"); any other comma ends an ask ("hours 8-6, online booking").
    .split(/\n|;|(?<!\d),|,(?!\d)|(?<!\b(?:Av|Avda|Ave|St|Blvd|Rd|Dr|Dra|Mr|Mrs|Ms|Sr|Sra|Mt|Ft|Nr|No|Prof)\.)(?<=[.!?])\s+|[、。；]|\s[-–•]\s|^\s*[-•*]\s*/m)
    .map((c) => c.replace(/^[\s\-•*]+|[\s.]+$/g, "").trim())
    .filter((c) => /[\p{L}\d]/u.test(c));
  // "with Slack, HubSpot and Google Sheets", "14 Park Row, Leeds": a piece made only of names
  // (capitalised words, numbers, and/or) continues the ask before it.
  const out: string[] = [];
  for (const part of parts) {
    const names = part.split(/\s+/).every((w) => /^(?:\p{Lu}|\d|&$|and$|or$|y$|et$|und$|e$)/u.test(w));
    // (Not in German, where every noun is capitalised.)
    if (names && out.length > 0 && language !== "de") {
      out[out.length - 1] = `${out[out.length - 1]}, ${part}`;
    } else out.push(part);
  }
  return out.filter((c) => /\p{L}/u.test(c));
}

/**
 * Every ask of the requirements (and request-like sentences of the description) is either built,
 * about the site itself (SEO, colours: nothing to show), or listed back to the owner: a known
 * request by its label, anything else in the owner's own words.
 */
export function unbuiltRequests(requirements: string, description: string, extracted: ExtractedFacts, built: ReadonlySet<string>, language = "en"): string[] {
  const asks = [
    ...clauses(requirements, language),
    ...description
      .split(/(?<=[.!?])\s+|\n/)
      .filter((s) => /\b(?:i want|we want|i need|we need|would like|please|must have|should have|quiero|necesito|je veux|ich möchte|quero)\b/i.test(s))
      .flatMap((x) => clauses(x, language)),
  ].filter((ask) => !JUNK.test(ask));
  const f = extracted.facts;
  const typedFacts = [
    ...f.hours.map((h) => h.time ?? (h.closed ? h.label : undefined)),
    ...f.phones,
    ...f.emails,
    ...f.team.map((p) => p.name),
    f.meetingPoint,
  ].filter((x): x is string => !!x && x.length >= 3);
  const out: string[] = [];
  const push = (label: string) => {
    if (!out.includes(label)) out.push(label);
  };
  for (const whole of asks) {
    // "menu and online ordering": two asks when every part is one we know; "fish and chips" stays whole.
    const parts = whole.split(/\s+(?:and|&|y|et|und|e)\s+/iu).filter((p) => /\p{L}/u.test(p));
    const split = parts.length > 1 && parts.every((p) => knownAsk(p));
    for (const ask of split ? parts : [whole]) handleAsk(ask);
  }
  return out;

  function handleAsk(ask: string): void {
    let handled = false;
    for (const r of UNBUILT_REQUESTS) {
      if (!r.re.test(ask)) continue;
      handled = true;
      if (r.id === "reviews-feed" && extracted.reviews.length > 0) continue;
      // Things the owner can supply later keep the hint; features are listed in the owner's own words.
      push(r.hint ? r.label : ownWords(ask));
    }
    if (handled) return;
    // A typed fact: placed on the page as typed ("9–5 weekends", "Dr. Ana Ruiz").
    if (FACT_IN_CLAUSE.test(ask) || typedFacts.some((f) => ask.includes(f))) return;
    for (const n of NEEDS) {
      if (!n.re.test(ask)) continue;
      handled = true;
      if (!n.has(extracted)) push(n.label);
    }
    if (handled) return;
    const facts = [extracted.facts.address, extracted.facts.city, extracted.facts.meetingPoint, ...extracted.facts.places].filter((x): x is string => !!x);
    // "dirección Av. Chapultepec 480": the ask without its leading label words is part of a typed fact.
    const named = ask.replace(/^[\p{Ll}\s:]+/u, "");
    if (facts.some((f) => ask.includes(f) || f.includes(ask) || (named.length >= 4 && f.includes(named)))) return;
    if (TEAM_ASK.test(ask)) {
      if (!built.has("team")) push("team section (add the names of the people to show)");
      return;
    }
    if (FAQ_ASK.test(ask)) {
      if (!built.has("faq")) push("FAQ (add questions with their answers)");
      return;
    }
    if (ABOUT_ASK.test(ask)) {
      if (!built.has("about")) push("about section (add a description)");
      return;
    }
    if (CONTACT_ASK.test(ask)) {
      if (!built.has("contact")) push("contact details (add a phone, email or address)");
      return;
    }
    if (SITE_META_REQUEST.test(ask) && ask.split(/\s+/).length <= 8) return;
    push(ownWords(ask));
  }
}

/** An ask this module recognises (a request, a typed fact, a section), so a list of them can be split. */
function knownAsk(ask: string): boolean {
  return (
    UNBUILT_REQUESTS.some((r) => r.re.test(ask)) ||
    FACT_IN_CLAUSE.test(ask) ||
    NEEDS.some((n) => n.re.test(ask)) ||
    [TEAM_ASK, FAQ_ASK, ABOUT_ASK, CONTACT_ASK].some((re) => re.test(ask))
  );
}

function ownWords(ask: string): string {
  return ask.length > 120 ? `${ask.slice(0, 119).trimEnd()}…` : ask;
}

export type PlanKind = "offerings" | "pricing" | "timetable" | "about" | "story" | "hours" | "area" | "reviews" | "gallery" | "faq" | "contact" | "team";

const DEFAULT_PLAN: readonly PlanKind[] = ["offerings", "pricing", "timetable", "about", "team", "hours", "area", "reviews", "gallery", "faq", "contact"];

/** The section order: the industry's plan (kinds this renderer knows), with every kind that has data placed. */
export function sectionPlan(industry: Industry | null): PlanKind[] {
  const known = new Set<string>(DEFAULT_PLAN);
  const fromIndustry = (industry?.sections ?? []).filter((k): k is PlanKind => known.has(k));
  const plan = [...fromIndustry];
  for (const k of DEFAULT_PLAN)
    if (!plan.includes(k)) plan.splice(k === "contact" ? plan.length : Math.max(0, plan.indexOf("faq") >= 0 ? plan.indexOf("faq") : plan.length), 0, k);
  // Contact last, always.
  return [...plan.filter((k) => k !== "contact"), "contact"];
}
