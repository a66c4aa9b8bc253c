import type { ExtractedFacts } from "./facts/index";
import type { Industry } from "./industries/types";
import { UNBUILT_REQUESTS } from "./requests";

/**
 * What the owner asked for that the site will not do, listed back to them ("Not built yet: online
 * ordering"). A buildable request without the facts it needs (a menu with no items) is listed too,
 * with what to add. Read from the requirements and from request-like sentences of the description.
 */
const NEEDS: Array<{ re: RegExp; has: (x: ExtractedFacts) => boolean; label: string }> = [
  { re: /\b(?:menu|price ?list|prices|pricing|rates|tarifs?|precios|preise|preços|carta|card[aá]pio)\b|メニュー|料金/i, has: (x) => x.offerings.length > 0 || x.tiers.length > 0, label: "menu or price list (add your items and prices)" },
  { re: /\b(?:opening hours|hours|horario|horaires|öffnungszeiten|horário)\b|営業時間/i, has: (x) => x.facts.hours.length > 0 || !!x.facts.hoursNote, label: "opening hours (add them)" },
  { re: /\b(?:map|directions|location|find us|mapa|plan d'accès|anfahrt)\b|地図|アクセス/i, has: (x) => !!x.facts.address, label: "map and directions (add your address)" },
  { re: /\b(?:timetable|schedule|class times|calendar of classes|horario de clases|planning|stundenplan)\b|スケジュール|時間割/i, has: (x) => x.timetable.length > 0 || x.facts.hours.length > 0, label: "timetable (add days, times and class names)" },
  { re: /\b(?:contact form|enquiry form|inquiry form|formulario de contacto|formulaire de contact|kontaktformular)\b|問い合わせフォーム/i, has: () => false, label: "contact form" },
  { re: /\b(?:call button|click[- ]to[- ]call|phone number)\b/i, has: (x) => x.facts.phones.length > 0, label: "call button (add your phone number)" },
];

export function unbuiltRequests(requirements: string, description: string, extracted: ExtractedFacts): string[] {
  const requestText = `${requirements}\n${description
    .split(/(?<=[.!?])\s+|\n/)
    .filter((s) => /\b(?:want|need|would like|should|please|must|add|include|quiero|necesito|je veux|ich möchte|quero)\b/i.test(s))
    .join("\n")}`;
  const out: string[] = [];
  for (const r of UNBUILT_REQUESTS) {
    if (!r.re.test(requestText)) continue;
    if (r.id === "reviews-feed" && extracted.reviews.length > 0) continue;
    out.push(r.label);
  }
  for (const n of NEEDS) if (n.re.test(requestText) && !n.has(extracted)) out.push(n.label);
  return [...new Set(out)];
}

export type PlanKind = "offerings" | "pricing" | "timetable" | "about" | "story" | "hours" | "area" | "reviews" | "gallery" | "faq" | "contact" | "team";

const DEFAULT_PLAN: readonly PlanKind[] = ["offerings", "pricing", "timetable", "about", "hours", "area", "reviews", "gallery", "faq", "contact"];

/** The section order: the industry's plan (kinds this renderer knows), with every kind that has data placed. */
export function sectionPlan(industry: Industry | null): PlanKind[] {
  const known = new Set<string>(DEFAULT_PLAN);
  const fromIndustry = (industry?.sections ?? []).filter((k): k is PlanKind => known.has(k));
  const plan = [...fromIndustry];
  for (const k of DEFAULT_PLAN) if (!plan.includes(k)) plan.splice(k === "contact" ? plan.length : Math.max(0, plan.indexOf("faq") >= 0 ? plan.indexOf("faq") : plan.length), 0, k);
  // Contact last, always.
  return [...plan.filter((k) => k !== "contact"), "contact"];
}
