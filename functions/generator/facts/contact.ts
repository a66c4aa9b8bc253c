import { findNumbers, type CountryCode } from "libphonenumber-js/min";

/**
 * Phones, emails, street addresses and social links found in free text. Every value is the exact
 * slice of what was typed ("(512) 555-0187" keeps its bracket); nothing is reformatted.
 */

/** Countries tried in order when looking for national-format numbers (international "+" numbers need none). */
const COUNTRY_ORDER: readonly CountryCode[] = ["US", "GB", "FR", "DE", "ES", "JP", "BR", "PT", "AU", "CA", "MX", "IT", "NL", "IE", "NZ", "IN"];

export function findPhones(text: string, preferred?: CountryCode): string[] {
  const taken: Array<[number, number]> = [];
  const found: Array<{ at: number; raw: string }> = [];
  const countries = preferred ? [preferred, ...COUNTRY_ORDER.filter((c) => c !== preferred)] : COUNTRY_ORDER;
  for (const country of countries) {
    for (const m of findNumbers(text, { defaultCountry: country, v2: true })) {
      if (taken.some(([s, e]) => m.startsAt < e && m.endsAt > s)) continue;
      // "(951) 555-0199, 3900 Main Street": a comma ends the number (no extension guessed from an address).
      const full = text.slice(m.startsAt, m.endsAt);
      const head = full.split(/[,;]/)[0] as string;
      const raw = head.replace(/\D/g, "").length >= 7 ? head.trim() : full;
      if (raw.replace(/\D/g, "").length < 7) continue;
      if (/^(?:1[89]|20)\d{2}[-./](?:0?[1-9]|1[0-2])[-./](?:0?[1-9]|[12]\d|3[01])$/.test(raw)) continue; // a date
      taken.push([m.startsAt, m.endsAt]);
      found.push({ at: m.startsAt, raw });
    }
  }
  return [...new Set(found.sort((a, b) => a.at - b.at).map((f) => f.raw))];
}

const EMAIL_RE = /[\p{L}0-9._%+-]+@[\p{L}0-9-]+(?:\.[\p{L}0-9-]+)*\.[\p{L}]{2,24}/gu;

export function findEmails(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(EMAIL_RE)) {
    const email = m[0].replace(/^[._%+-]+/, "");
    if (/\.(png|jpe?g|gif|webp|svg)$/i.test(email)) continue;
    if (!out.includes(email)) out.push(email);
  }
  return out;
}

const STREET_WORDS =
  "Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Way|Place|Pl|Square|Sq|Court|Ct|Terrace|Parkway|Pkwy|Highway|Hwy|Row|Quay|Mews|Close|Crescent|Alley|Circle|Cir|Trail|Pike";
const EN_STREET = new RegExp(
  `\\b\\d{1,5}[A-Za-z]?(?:-\\d{1,5})?\\s+(?:(?:[NSEW]\\.?|North|South|East|West)\\s+)?(?:[\\p{Lu}\\d][\\p{L}'’.\\d-]*\\s+){1,4}(?:${STREET_WORDS})\\b\\.?(?:\\s*(?:#|Suite|Ste\\.?|Unit|Apt\\.?)\\s*\\w+)?(?:,\\s*(?:[\\p{Lu}][\\p{L}'’-]*(?!\\d)\\s?){1,3}(?:,?\\s*[A-Z]{2}\\b)?(?:\\s+\\d{5}(?:-\\d{4})?)?)?`,
  "u",
);
/** "Calle Mayor 12", "Rue de la Paix 5", "12 rue de la Paix", "Hauptstraße 5", "Rua Augusta, 120". */
const EU_STREET =
  /\b(?:(?:Calle|C\/|Avenida|Avda\.?|Av\.|Plaza|Paseo|Passeig|Carrer|Avinguda|Rua|Travessa|Largo|Praça|Rue|Boulevard|Place|Avenue|Allée|Chemin|Via|Viale|Piazza)\s+(?:[\p{L}'’.-]+\s+){0,4}?[\p{L}'’.-]+,?\s*(?:n[ºo°]\s*)?\d{1,4}[a-zA-Z]?(?:,?\s*(?:consultorio|local|piso|planta|oficina|despacho|bureau|étage|sala|loja|andar|apto?\.?)\s*[\dºª°]+[a-zA-Z]?)?|\d{1,4}(?:\s*bis)?,?\s+(?:rue|avenue|boulevard|place|allée|chemin|impasse|quai)\s+(?:[\p{L}'’.-]+\s*){1,5}|[\p{Lu}][\p{L}-]*(?:straße|strasse|gasse|weg|platz|allee|ring|damm)\s+\d{1,4}[a-zA-Z]?)(?:,\s*(?:\d{4,5}\s+)?[\p{Lu}][\p{L}'’-]*(?:\s[\p{Lu}][\p{L}'’-]*)?)?/u;
/** Japanese: a prefecture/city-style address with 丁目/番/号 or a postcode mark. */
const JA_ADDRESS = /(?:〒\s?\d{3}-?\d{4}\s*)?[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}]{2,}(?:都|道|府|県|市|区|町|村)[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}\d０-９ー－-]*\d[\d０-９ー－-]*(?:番地?|号)?/u;

/** A named square or landmark square with no number: "Praça do Comércio", "Plaza Mayor". */
const SQUARE = /\b(?:Praça|Plaza|Piazza|Plaça|Largo|Place|Campo)\s+(?:(?:d[aoe]s?|de la|del|della|di)\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?/u;

/** British addresses end in a postcode: "Hillside Farm, Monyash Road, Bakewell DE45 1JE". */
const UK_POSTCODE_ADDRESS = /(?:\d{1,5}[A-Za-z]?\s+)?(?:\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3},\s*){0,3}\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,2},?\s+[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b/u;

export function findStreetAddress(text: string): string | null {
  for (const re of [UK_POSTCODE_ADDRESS, EN_STREET, EU_STREET, JA_ADDRESS, SQUARE]) {
    const m = re.exec(text);
    if (m) return m[0].replace(/[\s,.;]+$/u, "").replace(/\s+/g, " ");
  }
  return null;
}

const NETWORK_HOSTS: Array<[string, RegExp]> = [
  ["instagram", /instagram\.com/i],
  ["facebook", /facebook\.com|fb\.com/i],
  ["tiktok", /tiktok\.com/i],
  ["x", /(?:^|\.)(?:twitter|x)\.com/i],
  ["linkedin", /linkedin\.com/i],
  ["youtube", /youtube\.com|youtu\.be/i],
  ["pinterest", /pinterest\./i],
];
const HANDLE_BASE: Record<string, string> = {
  instagram: "https://www.instagram.com/",
  tiktok: "https://www.tiktok.com/@",
  x: "https://x.com/",
  facebook: "https://www.facebook.com/",
  youtube: "https://www.youtube.com/@",
  pinterest: "https://www.pinterest.com/",
};

export interface FoundSocial {
  network: string;
  url: string;
  /** The handle as typed ("@sweetcrumbs"), when the owner gave one. */
  label?: string;
}

/** Social profile URLs, and "@handle" written next to a network's name ("Instagram @sweetcrumbs"). */
export function findSocial(text: string): FoundSocial[] {
  const out: FoundSocial[] = [];
  const add = (network: string, url: string) => {
    if (!out.some((s) => s.url === url)) out.push({ network, url });
  };
  for (const m of text.matchAll(/\bhttps?:\/\/[^\s<>"')]+|\b(?:www\.)?(?:instagram|facebook|tiktok|twitter|x|linkedin|youtube|pinterest)\.com\/[^\s<>"')]+/gi)) {
    const raw = m[0].replace(/[.,;:!?]+$/, "");
    const url = /^https?:/i.test(raw) ? raw : `https://${raw}`;
    let host = "";
    try {
      host = new URL(url).hostname;
    } catch {
      continue;
    }
    const net = NETWORK_HOSTS.find(([, re]) => re.test(host));
    if (net) add(net[0], url);
  }
  const handleRe = /\b(instagram|insta|ig|tiktok|twitter|x|facebook|youtube|pinterest)\b[^@\n]{0,12}@([A-Za-z0-9_.]{2,30})/gi;
  for (const m of text.matchAll(handleRe)) {
    const key = (m[1] as string).toLowerCase();
    const network = key === "insta" || key === "ig" ? "instagram" : key === "twitter" ? "x" : key;
    const handle = (m[2] as string).replace(/\.+$/, "");
    const base = HANDLE_BASE[network];
    if (base && !out.some((s) => s.url === `${base}${handle}`)) out.push({ network, url: `${base}${handle}`, label: `@${handle}` });
  }
  return out;
}
