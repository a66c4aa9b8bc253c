import type { BusinessDetails, SiteLanguage } from "../../../core/intake";
import type { SiteFacts } from "../../../core/site/schema";
import { findEmails, findPhones, findSocial, findStreetAddress } from "./contact";
import { findHours, findTimetable, type TimetableEntry } from "./hours";
import { findMeetingPoint, findPlace, findPlacesServed } from "./places";
import { findPricedItems, withCurrency } from "./prices";
import { findSince } from "./years";
import { findTeam } from "./team";
import type { CountryCode } from "libphonenumber-js/min";

export { findPhones, findEmails, findStreetAddress, findSocial } from "./contact";
export { findPrices, findPricedItems, withCurrency, PRICE_RE } from "./prices";
export { findHours, findTimetable, expandDays } from "./hours";
export { findMeetingPoint, findPlace, findPlacesServed } from "./places";
export { findSince, yearsIn } from "./years";
export { findTeam } from "./team";

/**
 * Everything the owner told us, from the structured intake first and their free text second.
 * A field given in the intake wins over the same field parsed from text. Values are exactly as typed.
 */
export interface ExtractedFacts {
  facts: SiteFacts;
  /** Items with a one-off price ("pho tai $14"), or the intake's offerings. */
  offerings: Array<{ name: string; price?: string; note?: string }>;
  /** Recurring prices ("Starter $9/mo"): pricing tiers. */
  tiers: Array<{ name: string; price: string }>;
  timetable: TimetableEntry[];
  reviews: Array<{ quote: string; author: string }>;
}

const COUNTRY_FOR: Partial<Record<SiteLanguage, CountryCode>> = { en: "US", es: "ES", fr: "FR", de: "DE", pt: "BR", ja: "JP" };

export function extractFacts(
  text: { description: string; requirements: string },
  details: BusinessDetails | null,
  language: SiteLanguage,
): ExtractedFacts {
  const d: BusinessDetails = details ?? {};
  const all = `${text.description}\n${text.requirements}`;
  const locale = language;

  const phones = d.phone ? [d.phone] : findPhones(all, COUNTRY_FOR[language]).slice(0, 2);
  const emails = d.email ? [d.email] : findEmails(all).slice(0, 2);
  const typedAddress = d.address ? (d.city && !d.address.includes(d.city) ? `${d.address}, ${d.city}` : d.address) : null;
  const address = typedAddress ?? findStreetAddress(all) ?? undefined;
  const city = d.city ?? findPlace(all) ?? undefined;
  const foundMeetingPoint = findMeetingPoint(all);
  const meetingPoint = foundMeetingPoint && !(address ?? "").includes(foundMeetingPoint) ? foundMeetingPoint : undefined;

  const hours = d.hours?.length
    ? { rows: d.hours.map((r) => ({ days: r.days, ...(r.closed ? {} : { time: r.time }), closed: r.closed })) }
    : findHours(all, language);

  const social = d.social?.length ? d.social.map((s) => ({ network: s.network, url: s.url })) : findSocial(all);
  const since = findSince(all) ?? undefined;
  const places = findPlacesServed(all);
  const team = findTeam(all);

  // Prices: the intake's offerings win; otherwise what the text lists.
  let offerings: ExtractedFacts["offerings"] = [];
  let tiers: ExtractedFacts["tiers"] = [];
  if (d.offerings?.length) {
    offerings = d.offerings.map((o) => ({
      name: o.name,
      ...(o.price ? { price: withCurrency(o.price, d.currency, locale) } : {}),
      ...(o.note ? { note: o.note } : {}),
    }));
  } else {
    const priced = findPricedItems(all);
    tiers = priced.filter((p) => p.recurring).map((p) => ({ name: p.name, price: p.price }));
    offerings = priced.filter((p) => !p.recurring).map((p) => ({ name: p.name, price: p.price }));
  }

  const timetable = findTimetable(all, language);

  const facts: SiteFacts = {
    phones,
    emails,
    ...(address ? { address } : {}),
    ...(city ? { city } : {}),
    ...(meetingPoint ? { meetingPoint } : {}),
    hours: hours.rows.map((r) => ({ days: r.days, ...("label" in r && r.label ? { label: r.label } : {}), ...(r.time ? { time: r.time } : {}), closed: r.closed })),
    ...("note" in hours && hours.note ? { hoursNote: hours.note } : {}),
    social,
    ...(since ? { since } : {}),
    places,
    team,
    ...(d.currency ? { currency: d.currency } : {}),
  };
  return { facts, offerings, tiers, timetable, reviews: d.reviews ?? [] };
}
