import type { BusinessDetails, SiteLanguage } from "../../intake";
import type { SiteFacts } from "../../site/schema";
import { findAddress, findEmails, findPhoneCandidates, findSocial } from "./contact";
import { impliedRegions } from "./region";
import { findHours, findTimetable, type TimetableEntry } from "./hours";
import { findMeetingPoint, findPlace, findPlacesServed } from "./places";
import { findPricedItems, findPrices, isCondition, nameToAsk, withCurrency, wordsBeside } from "./prices";
import { findSince } from "./years";
import { findTeam } from "./team";
import type { CountryCode } from "libphonenumber-js/min";

export { findPhones, findPhoneCandidates, findAddress, findEmails, findStreetAddress, findSocial } from "./contact";
export { impliedRegions, currencyCountries } from "./region";
export { findPrices, findPricedItems, withCurrency, PRICE_RE } from "./prices";
export { findHours, findTimetable, expandDays } from "./hours";
import type { HoursFact } from "./hours";
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
  /**
   * What was read from the owner's text but is not sure enough to publish (a phone valid only for a
   * country nothing in the brief points to, an address with words after it that may or may not be
   * part of it): offered to the owner as suggestions, never on the page until they accept it.
   */
  suggestions: FactSuggestion[];
}

export type FactSuggestionKind = "phones" | "addresses" | "hours" | "prices";
export interface FactSuggestion {
  kind: FactSuggestionKind;
  value: string;
  /** For a price: the item it is for, in the owner's words, when their text names one ("Full groom for small dogs (under 25 lb)"). */
  item?: string;
}

export interface ExtractOptions {
  /** Languages the text may be in (site language first, then what detection ranked close), for the phone's country. */
  languages?: readonly string[];
  /** A country the owner chose; phones typed without "+" are read as its numbers first. */
  country?: CountryCode;
}

/** Is this string one the owner dismissed (compared trimmed, spaces collapsed)? */
function dismissedSet(details: BusinessDetails | null): (value: string | undefined | null) => boolean {
  const norm = (v: string) => v.trim().replace(/\s+/g, " ");
  const set = new Set((details?.dismissed ?? []).map(norm));
  return (value) => !!value && set.size > 0 && set.has(norm(value));
}

/**
 * The owner's text with every dismissed string taken out, so the writers never show it in prose
 * either ("Call 555 0100 any time" with "555 0100" dismissed reads "Call any time").
 */
export function withoutDismissed<T extends string | null>(text: T, dismissed: readonly string[] | undefined): T {
  if (!dismissed?.length || !text) return text;
  let out: string = text;
  for (const d of [...dismissed].sort((a, b) => b.length - a.length)) {
    const value = d.trim();
    if (!value) continue;
    out = out.split(value).join("");
  }
  // Tidy what the removal leaves: doubled spaces, a space before punctuation, empty label lines.
  return out
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ +([,.;:!?])/g, "$1")
    .replace(/^[ \t]*[\p{L} ]{1,20}:[ \t]*$/gmu, "")
    .replace(/\n{3,}/g, "\n\n") as T;
}

/** Whether a price as published holds this amount as typed: "€60 per person" holds "€60", not "€6". */
function holdsPrice(published: string, price: string): boolean {
  for (let at = published.indexOf(price); at >= 0; at = published.indexOf(price, at + 1))
    if (!/^[.,]?\p{N}/u.test(published.slice(at + price.length))) return true;
  return false;
}

export function extractFacts(
  text: { description: string; requirements: string },
  details: BusinessDetails | null,
  language: SiteLanguage,
  options: ExtractOptions = {},
): ExtractedFacts {
  const d: BusinessDetails = details ?? {};
  const all = `${text.description}\n${text.requirements}`;
  const locale = language;
  const suggestions: FactSuggestion[] = [];
  const isDismissed = dismissedSet(details);
  const suggest = (kind: FactSuggestionKind, value: string, item?: string) => {
    if (isDismissed(value)) return;
    if (!suggestions.some((s) => s.kind === kind && s.value === value)) suggestions.push({ kind, value, ...(item ? { item } : {}) });
  };

  // Read even when the owner typed an address: its digits are never a phone, and a fuller form of it
  // in their text ("Via Roma 101, 10123 Torino" beside a typed "Via Roma 101") is offered to them.
  const found = findAddress(all);
  const foundAddress = found && !isDismissed(found.value) ? found : null;
  // "Plaas Gannabos, R407, Prins Albert": an amount inside the address is a road's or a unit's number, no price.
  const inAddress = (p: { start: number; end: number }) => !!found && p.start >= found.start && p.end <= found.end;
  const regions = impliedRegions(`${all}\n${d.currency ?? ""}`, [language, ...(options.languages ?? [])], options.country);
  const allPrices = findPrices(all).filter((p) => !inAddress(p));
  const blocked: Array<[number, number]> = allPrices.map((p) => [p.start, p.end]);
  if (foundAddress) blocked.push([foundAddress.start, foundAddress.end]);
  let phones: string[] = [];
  if (d.phone) {
    phones = [d.phone];
    // Another number in their text (a mobile beside the typed landline) is offered, not published.
    const typed = d.phone.replace(/\D/g, "");
    for (const p of findPhoneCandidates(all, regions, blocked))
      if (!isDismissed(p.raw) && !typed.endsWith(p.raw.replace(/\D/g, "").replace(/^0+/, ""))) suggest("phones", p.raw);
  } else {
    for (const p of findPhoneCandidates(all, regions, blocked)) {
      if (isDismissed(p.raw)) continue;
      if (p.sure && phones.length < 2) phones.push(p.raw);
      else if (!p.sure) suggest("phones", p.raw);
    }
  }
  const emails = d.email
    ? [d.email]
    : findEmails(all)
        .filter((e) => !isDismissed(e))
        .slice(0, 2);
  const typedAddress = d.address ? (d.city && !d.address.includes(d.city) ? `${d.address}, ${d.city}` : d.address) : null;
  if (foundAddress && (!foundAddress.sure || (typedAddress && foundAddress.value !== typedAddress))) suggest("addresses", foundAddress.value);
  const address = typedAddress ?? (foundAddress?.sure ? foundAddress.value : undefined);
  const foundCity = findPlace(all);
  const city = d.city ?? (isDismissed(foundCity) ? undefined : foundCity) ?? undefined;
  const foundMeetingPoint = findMeetingPoint(all);
  const meetingPoint = foundMeetingPoint && !(address ?? "").includes(foundMeetingPoint) ? foundMeetingPoint : undefined;

  const foundHours = d.hours?.length ? null : findHours(all, language);
  if (foundHours) foundHours.rows = foundHours.rows.filter((r) => !isDismissed(r.time));
  const hours = d.hours?.length
    ? { rows: d.hours.map((r) => ({ days: r.days, ...(r.closed ? {} : { time: r.time }), closed: r.closed })) }
    : (foundHours as ReturnType<typeof findHours>);
  if (!d.hours?.length) for (const v of (hours as ReturnType<typeof findHours>).suggestions ?? []) suggest("hours", v);

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
    const unsurePrices: string[] = [];
    const named = new Map<string, string>();
    const priced = findPricedItems(all, unsurePrices, allPrices, named).filter((p) => !isDismissed(p.price) && !isDismissed(p.name));
    tiers = priced.filter((p) => p.recurring).map((p) => ({ name: p.name, price: p.price }));
    offerings = priced.filter((p) => !p.recurring).map((p) => ({ name: p.name, price: p.price, ...(p.note ? { note: p.note } : {}) }));
    // A price whose following words may or may not belong to it is offered whole, as typed.
    for (const u of unsurePrices) {
      const price = allPrices.find((p) => holdsPrice(u, p.text));
      const words = named.get(u) ?? (price ? wordsBeside(all, price, allPrices[allPrices.indexOf(price) + 1]?.start) : undefined);
      const after = u.slice(price?.text.length ?? 0);
      if (!isDismissed(u) && !isCondition(words ?? "", after)) suggest("prices", u, nameToAsk(words));
    }
    // A price with no clear item name stays in the owner's prose; the owner is offered it as an item.
    // (A condition, "Free shipping over $75", is no item: it stays in the owner's prose and is not offered.)
    for (const p of allPrices) {
      if (isDismissed(p.text) || priced.some((x) => holdsPrice(x.price, p.text)) || unsurePrices.some((u) => holdsPrice(u, p.text))) continue;
      const words = named.get(p.text) ?? wordsBeside(all, p, allPrices[allPrices.indexOf(p) + 1]?.start);
      if (!isCondition(words, all.slice(p.end, p.end + 40))) suggest("prices", p.text, nameToAsk(words));
    }
  }

  const timetable = findTimetable(all, language);

  const facts: SiteFacts = {
    phones,
    emails,
    ...(address ? { address } : {}),
    ...(city ? { city } : {}),
    ...(meetingPoint ? { meetingPoint } : {}),
    hours: hours.rows.map((r) => {
      const read = r as HoursFact;
      return {
        days: r.days,
        ...(read.label ? { label: read.label } : {}),
        ...(r.time ? { time: r.time } : {}),
        closed: r.closed,
        ...(read.for ? { for: read.for } : {}),
        ...(read.season ? { season: read.season } : {}),
        ...(read.validFrom && read.validThrough ? { validFrom: read.validFrom, validThrough: read.validThrough } : {}),
        ...(read.note ? { note: read.note } : {}),
      };
    }),
    ...("note" in hours && hours.note ? { hoursNote: hours.note } : {}),
    social,
    ...(since ? { since } : {}),
    places,
    team,
    ...(d.currency ? { currency: d.currency } : {}),
    ...(d.link ? { link: d.link } : {}),
  };
  return { facts, offerings, tiers, timetable, reviews: d.reviews ?? [], suggestions };
}
