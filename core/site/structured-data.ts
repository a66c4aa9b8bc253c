import type { DayOfWeek, Offer, OpeningHoursSpecification, PostalAddress, WebPage } from "schema-dts";
import type { Graph, LocalBusiness } from "schema-dts";
import type { WeekDay } from "../intake";
import { type LocalBusinessType, schemaOrgTypeOf } from "../brief/industries/schema-org";
import { imageIdsOf } from "./content-ops";
import { openingRules } from "./opening-times";
import type { SiteContent } from "./schema";

/**
 * schema.org JSON-LD for a published page, built only from what the owner typed (content.facts, their
 * offerings, their photos) and values derived from it by rule: the canonical URL, ISO day names,
 * 24-hour times read from their hours, an ISO currency code read from their price. Never a writer's
 * words, never a rating or review (the owner's quotes are not a rating, and reviews of a business on
 * its own page are not eligible for rich results anyway). An edit of the facts changes it on the next
 * render, since it is rendered with the page.
 */

const DAY_NAMES: Record<WeekDay, DayOfWeek & string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** Currency symbols that name one currency wherever they are written. Codes are read as codes. */
const ONE_CURRENCY: ReadonlyArray<readonly [string, string]> = [
  ["US$", "USD"],
  ["AU$", "AUD"],
  ["A$", "AUD"],
  ["CA$", "CAD"],
  ["C$", "CAD"],
  ["NZ$", "NZD"],
  ["HK$", "HKD"],
  ["S$", "SGD"],
  ["R$", "BRL"],
  ["MX$", "MXN"],
  ["£", "GBP"],
  ["€", "EUR"],
  ["円", "JPY"],
  ["元", "CNY"],
  ["₹", "INR"],
  ["₩", "KRW"],
  ["₫", "VND"],
  ["₱", "PHP"],
  ["₺", "TRY"],
  ["₪", "ILS"],
  ["₦", "NGN"],
  ["₽", "RUB"],
  ["₴", "UAH"],
  ["฿", "THB"],
  ["zł", "PLN"],
  ["Kč", "CZK"],
  ["Ft", "HUF"],
];

/** Symbols several currencies share: read only when the owner's stated currency is one of them. */
const SHARED_SYMBOLS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ["$", ["USD", "CAD", "AUD", "NZD", "MXN", "ARS", "CLP", "COP", "SGD", "HKD", "TWD"]],
  ["¥", ["JPY", "CNY"]],
  ["￥", ["JPY", "CNY"]],
  ["kr.", ["SEK", "NOK", "DKK", "ISK"]],
  ["kr", ["SEK", "NOK", "DKK", "ISK"]],
];

let knownCodes: Set<string> | null = null;
/** ISO 4217 codes the runtime knows (CLDR, through Intl). */
function isCurrencyCode(code: string): boolean {
  knownCodes ??= new Set(typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("currency") : []);
  return knownCodes.has(code);
}

const GROUPED = /^\d{1,3}(?:([,.'’\u00a0\u202f ])\d{3})(?:\1\d{3})*(?:([.,])(\d{1,2}))?$/;
const PLAIN = /^\d+(?:[.,](\d{1,2}))?$/;

/** "1 200,50" -> "1200.50", "14.50" -> "14.50", "1,250" -> "1250"; null for anything that is not one plain amount. */
function plainAmount(text: string): string | null {
  const t = text.trim();
  const g = GROUPED.exec(t);
  if (g) {
    if (g[2] && g[2] === g[1]) return null;
    const whole = t.slice(0, g[2] ? t.length - 1 - (g[3]?.length ?? 0) : t.length).replace(/\D/g, "");
    return g[3] ? `${whole}.${g[3]}` : whole;
  }
  const p = PLAIN.exec(t);
  if (!p) return null;
  return p[1] ? t.replace(",", ".") : t;
}

/**
 * A typed price as schema.org wants it, or null: only one plain amount with one currency marker
 * ("£14.50", "18 €", "CHF 1'250.50", "1200円", "$25" when the owner's currency is a dollar) qualifies;
 * "from $50", "$60-80", "$1,250/month", "45 € pro Stunde" do not (they stay the offer's name alone).
 */
export function plainPrice(typed: string, ownerCurrency?: string): { price: string; priceCurrency: string } | null {
  const t = typed.trim().replace(/\s+/g, " ");
  const markers: Array<[string, string]> = [];
  for (const [symbol, code] of ONE_CURRENCY) markers.push([symbol, code]);
  for (const [symbol, codes] of SHARED_SYMBOLS) if (ownerCurrency && codes.includes(ownerCurrency)) markers.push([symbol, ownerCurrency]);
  const code = /(?<![A-Za-z])([A-Z]{3})(?![A-Za-z])/.exec(t)?.[1];
  if (code && isCurrencyCode(code)) markers.unshift([code, code]);
  for (const [marker, currency] of markers) {
    let rest: string | null = null;
    if (t.startsWith(marker)) rest = t.slice(marker.length);
    else if (t.endsWith(marker)) rest = t.slice(0, t.length - marker.length);
    if (rest === null) continue;
    const price = plainAmount(rest);
    if (price !== null) return { price, priceCurrency: currency };
  }
  return null;
}

/** The business's node: its @id, so the page can say what it is about. */
export const businessId = (canonical: string) => `${canonical}#business`;

export interface StructuredDataMeta {
  /** The page's canonical URL (absolute http(s)); without it there is no structured data. */
  canonical: string | null;
  /** Where the owner's images are served ("/sites/{slug}/media/"). */
  mediaBase?: string;
}

function offers(content: SiteContent): Offer[] {
  const currency = content.facts.currency;
  const out: Offer[] = [];
  const add = (name: string, typed: string | undefined) => {
    const priced = typed ? plainPrice(typed, currency) : null;
    out.push({ "@type": "Offer", name, ...(priced ?? {}) });
  };
  for (const s of content.sections) {
    if (s.hidden) continue;
    if (s.kind === "offerings") for (const g of s.groups) for (const item of g.items) add(item.name, item.price);
    if (s.kind === "pricing") for (const tier of s.tiers) add(tier.name, tier.price);
  }
  return out.slice(0, 100);
}

function openingHours(content: SiteContent): OpeningHoursSpecification[] {
  // Hours for something else the owner named ("Office", "Women's classes") are not the business's opening
  // hours; a season whose days could not be read would be published as all year: both are left out.
  const rows = content.facts.hours.filter((row) => !row.for && (!row.season || (row.validFrom && row.validThrough)));
  return openingRules(rows).map((rule) => ({
    "@type": "OpeningHoursSpecification",
    dayOfWeek: rule.days.map((d) => DAY_NAMES[d]),
    opens: rule.opens,
    closes: rule.closes,
    ...(rule.validFrom ? { validFrom: rule.validFrom } : {}),
    ...(rule.validThrough ? { validThrough: rule.validThrough } : {}),
  }));
}

function httpUrl(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : null;
  } catch {
    return null;
  }
}

/**
 * The owner's address as schema.org parts, only as typed: the intake's address and town fields are
 * stored joined ("1105 Kildaire Farm Rd, Cary"), so a trailing ", {town}" is the town they typed and the
 * rest their street address. A town inside an address they typed whole stays in the street address.
 */
export function postalAddress(address: string | undefined, city: string | undefined): PostalAddress | undefined {
  if (!address && !city) return undefined;
  let street = address;
  let locality = city && !address?.includes(city) ? city : undefined;
  if (address && city && address.endsWith(`, ${city}`) && address.length > city.length + 2) {
    street = address.slice(0, -(city.length + 2));
    locality = city;
  }
  return { "@type": "PostalAddress", ...(street ? { streetAddress: street } : {}), ...(locality ? { addressLocality: locality } : {}) };
}

/** One value, or the list when there are several (schema.org allows both). */
const oneOrMany = <T>(values: T[]): T | T[] | undefined => (values.length === 0 ? undefined : values.length === 1 ? values[0] : values);

/** The JSON-LD graph of a page: the business and the page about it. Null without a canonical URL. */
export function structuredData(content: SiteContent, meta: StructuredDataMeta): Graph | null {
  const canonical = meta.canonical ? httpUrl(meta.canonical) : null;
  if (!canonical) return null;
  const f = content.facts;
  const type: LocalBusinessType = schemaOrgTypeOf(content.industry);
  const address = postalAddress(f.address, f.city);
  const areas = [...new Set([...f.places, ...content.sections.flatMap((s) => (s.kind === "area" && !s.hidden ? s.places : []))])];
  const sameAs = f.social.map((s) => httpUrl(s.url)).filter((u): u is string => !!u);
  const images = meta.mediaBase ? imageIdsOf(content).map((file) => new URL(`${meta.mediaBase}${file}`, canonical).href) : [];
  const logo = content.logo && meta.mediaBase ? new URL(`${meta.mediaBase}${content.logo.id}`, canonical).href : undefined;
  const hours = openingHours(content);
  const catalogue = offers(content);
  const language = content.lang ?? content.language;
  const business = {
    "@type": type,
    "@id": businessId(canonical),
    name: content.brandName,
    url: canonical,
    ...(oneOrMany(f.phones) ? { telephone: oneOrMany(f.phones) } : {}),
    ...(oneOrMany(f.emails) ? { email: oneOrMany(f.emails) } : {}),
    ...(address ? { address } : {}),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
    ...(areas.length ? { areaServed: oneOrMany(areas) } : {}),
    ...(sameAs.length ? { sameAs: oneOrMany(sameAs) } : {}),
    ...(images.length ? { image: oneOrMany(images) } : {}),
    ...(logo ? { logo } : {}),
    ...(catalogue.length ? { hasOfferCatalog: { "@type": "OfferCatalog", itemListElement: catalogue } } : {}),
  } as Exclude<LocalBusiness, string>;
  const page: WebPage = {
    "@type": "WebPage",
    "@id": canonical,
    url: canonical,
    name: content.brandName,
    inLanguage: language,
    about: { "@id": businessId(canonical) },
  };
  return { "@context": "https://schema.org", "@graph": [business, page] };
}

/**
 * The graph as the text of an `application/ld+json` element: JSON with `<` escaped, so no value can
 * end the element (`</script>`) or open a comment. It is data, not script: the page's CSP (no
 * script-src) does not run it and needs no hash for it.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
