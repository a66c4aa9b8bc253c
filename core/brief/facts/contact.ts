import { findNumbers, type CountryCode } from "libphonenumber-js/min";

/**
 * Phones, emails, street addresses and social links found in free text. Every value is the exact
 * slice of what was typed ("(512) 555-0187" keeps its bracket); nothing is reformatted.
 */

/** Countries tried when nothing in the brief points anywhere (the owner is asked before these go live). */
const COUNTRY_ORDER: readonly CountryCode[] = ["US", "GB", "FR", "DE", "ES", "JP", "BR", "PT", "AU", "CA", "MX", "IT", "NL", "IE", "NZ", "IN"];

/** A time, an hours range, a date or a price is never a phone, however many digits it has. */
const NOT_A_PHONE = [
  /\d{1,2}[:.h]\d{2}\s*(?:[-–—~〜]|to|bis|à|a|till|until)\s*\d{1,2}(?:[:.h]\d{2})?/iu, // 8.30–17.00, 08:30-17:00
  /^\d{1,2}\s*[-–—]\s*\d{1,2}$/u, // 8-17
  /^(?:\d{1,2}[./-]\d{1,2}[./-](?:\d{2}|\d{4})|(?:1[89]|20)\d{2}[-./]\d{1,2}[-./]\d{1,2})$/u, // a date
  /[–—]/u, // an en or em dash joins ranges, not phone groups
];

/** Labels of numbers that are not phones, right before the number. */
const REGISTRATION_BEFORE =
  /(?:\b(?:kvk|cvr|nip|regon|krs|ičo|ico|dič|dic|uid|mwst|ust-?id|steuer-?nr|st\.?-?nr|abn|acn|p\.?\s?iva|partita iva|c\.?f\.?|cnpj|cpf|nif|cif|siret|siren|rcs|tva|vat|btw|org\.?\s?nr|organisationsnummer|vkn|vergi|ein|ssn|iban|bic|fax|telefax)\b\.?(?:[-\s]?(?:nr|no|number|nummer|numéro|n°|nº))?\.?\s*[:#]?\s*)$|法人番号\s*[:：]?\s*$|登録番号\s*[:：]?\s*$/iu;

/** A run of text a phone number could be: digits with spaces, dots, dashes, brackets or a leading "+". */
const PHONE_RUN = /(?:\+|00)?\(?\d[\d \t\u00a0().\-/]{5,24}\d/g;
/** More phone-like runs than any brief has: the rest is not read (hostile input). */
const MAX_PHONE_RUNS = 16;

export interface PhoneFinding {
  /** Exactly as typed. */
  raw: string;
  start: number;
  end: number;
  /**
   * Valid for a country the brief points to (its currency, its language) or written with "+": it
   * may be published. Otherwise it is only offered to the owner as a suggestion.
   */
  sure: boolean;
}

/**
 * Phone numbers in free text, each validated by libphonenumber-js for a country: first the
 * countries the brief implies (`regions`), then (not sure) a short list of common ones. Spans in
 * `blocked` (hours, prices, addresses already read) are never phones.
 */
export function findPhoneCandidates(text: string, regions: readonly CountryCode[], blocked: ReadonlyArray<readonly [number, number]> = []): PhoneFinding[] {
  const taken: Array<[number, number]> = [];
  const found: PhoneFinding[] = [];
  const tries: Array<[CountryCode, boolean]> = [
    ...regions.slice(0, 24).map((c) => [c, true] as [CountryCode, boolean]),
    ...COUNTRY_ORDER.filter((c) => !regions.includes(c))
      .slice(0, 8)
      .map((c) => [c, false] as [CountryCode, boolean]),
  ];
  // libphonenumber reads only short phone-like runs, not the whole text once per country: linear on any input.
  const spans: Array<[number, number]> = [];
  for (const c of text.matchAll(PHONE_RUN)) {
    const digits = c[0].replace(/\D/g, "").length;
    if (digits >= 7 && digits <= 15) spans.push([c.index ?? 0, (c.index ?? 0) + c[0].length]);
    if (spans.length >= MAX_PHONE_RUNS) break;
  }
  const numbersIn = (country: CountryCode) =>
    spans.flatMap(([s, e]) => {
      const from = Math.max(0, s - 1);
      return findNumbers(text.slice(from, e + 1), { defaultCountry: country, v2: true }).map((m) => ({
        ...m,
        startsAt: m.startsAt + from,
        endsAt: m.endsAt + from,
      }));
    });
  for (const [country, implied] of tries) {
    for (const m of numbersIn(country)) {
      if (taken.some(([s, e]) => m.startsAt < e && m.endsAt > s)) continue;
      // "(951) 555-0199, 3900 Main Street": a comma ends the number (no extension guessed from an address).
      const full = text.slice(m.startsAt, m.endsAt);
      const head = full.split(/[,;]/)[0] as string;
      const raw = head.replace(/\D/g, "").length >= 7 ? head.trim() : full;
      if (raw.replace(/\D/g, "").length < 7) continue;
      const start = m.startsAt + full.indexOf(raw);
      const end = start + raw.length;
      if (NOT_A_PHONE.some((re) => re.test(raw))) continue;
      if (blocked.some(([s, e]) => start < e && end > s)) continue;
      // A postcode mark, a currency or a clock word right beside it: not a phone.
      const before = text.slice(Math.max(0, start - 4), start);
      const after = text.slice(end, end + 5);
      // A registration, tax or fax number is not the business's phone: "KvK 12345678", "NIP 123-456-32-18", "Fax 030 …".
      if (REGISTRATION_BEFORE.test(text.slice(Math.max(0, start - 24), start))) continue;
      if (/〒\s*$|[$€£¥₹₺]\s?$|\b(?:CHF|USD|EUR|No|Nr|nº|#)\.?\s?$/iu.test(before) || /^\s?(?:€|円|kr|zł|Kč|uhr|h\b|am\b|pm\b|CHF|EUR)/iu.test(after)) continue;
      const international = /^\s*(?:\+|00)/.test(raw);
      taken.push([m.startsAt, m.endsAt]);
      found.push({ raw, start, end, sure: implied || international });
    }
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.start - b.start)
    .filter((f) => {
      if (seen.has(f.raw)) return false;
      seen.add(f.raw);
      return true;
    });
}

/** The phones that may be published (see findPhoneCandidates), exactly as typed. */
export function findPhones(text: string, preferred?: CountryCode | readonly CountryCode[], blocked: ReadonlyArray<readonly [number, number]> = []): string[] {
  const regions =
    preferred === undefined ? COUNTRY_ORDER : typeof preferred === "string" ? [preferred, ...COUNTRY_ORDER.filter((c) => c !== preferred)] : preferred;
  return findPhoneCandidates(text, regions, blocked)
    .filter((f) => f.sure)
    .map((f) => f.raw);
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
/** Spaces that stay on one line: an address never runs on to the next line. */
const SP = "[^\\S\\n]";
const EN_STREET = new RegExp(
  `\\b\\d{1,5}[A-Za-z]?(?:-\\d{1,5})?${SP}+(?:(?:[NSEW]\\.?|North|South|East|West)${SP}+)?(?:[\\p{Lu}\\d][\\p{L}'’.\\d-]*${SP}+){1,4}(?:${STREET_WORDS})\\b\\.?(?:${SP}*(?:#|Suite|Ste\\.?|Unit|Apt\\.?)${SP}*\\w+)?`,
  "u",
);
/** "Calle Mayor 12", "Rue de la Paix 5", "12 rue de la Paix", "Hauptstraße 5", "Rua Augusta, 120". */
const EU_STREET = new RegExp(
  String.raw`\b(?:(?:Calle|C\/|Avenida|Avda\.?|Av\.|Plaza|Paseo|Passeig|Carrer|Avinguda|Rua|Travessa|Largo|Praça|Rue|Boulevard|Place|Avenue|Allée|Chemin|Via|Viale|Piazza|Corso)${SP}+(?:[\p{L}'’.-]+${SP}+){0,4}?[\p{L}'’.-]+,?${SP}*(?:n[ºo°]${SP}*)?\d{1,4}[a-zA-Z]?(?:,?${SP}*(?:consultorio|local|piso|planta|oficina|despacho|bureau|étage|sala|loja|andar|apto?\.?)${SP}*[\dºª°]+[a-zA-Z]?)?|\d{1,4}(?:${SP}*bis)?,?${SP}+(?:rue|avenue|boulevard|place|allée|chemin|impasse|quai)${SP}+(?:[\p{L}'’.-]+${SP}*){1,5}?(?=[,.]|$|${SP}*\n)|[\p{Lu}][\p{L}-]*(?:straße|strasse|gasse|weg|platz|allee|ring|damm)${SP}+\d{1,4}[a-zA-Z]?)`,
  "mu",
);
/** Postcodes as Europe and the Americas write them: "08036", "1016 GV", "111 21", "00-590", "1100-053", "C1043". */
const POSTCODE = String.raw`(?:[A-Z]\d{4}[A-Z]{0,3}|\d{2}-\d{3}|\d{4}-\d{3}|\d{3}${SP}\d{2}|\d{4}${SP}?[A-Z]{2}|\d{4,5})`;
/**
 * Any country's "Street name 12, POSTCODE Town" ("Prinsengracht 263, 1016 GV Amsterdam", "ul. Marszałkowska 10,
 * 00-590 Warszawa", "Karl Johans gate 22, 0159 Oslo", "İstiklal Caddesi No: 45, 34433 İstanbul"): the street part,
 * read only when a postcode and a town follow.
 */
const PARTICLE =
  "(?:gate|gata|gatan|vei|veien|vej|straat|weg|laan|gracht|plein|kade|tie|katu|utca|út|ulica|de|del|la|las|los|van|der|den|di|do|da|du|des|dos|das)";
const GENERIC_STREET = new RegExp(
  String.raw`(?:\b(?:ul|al|pl|os)\.${SP}*)?(?<![\p{L}])\p{Lu}[\p{L}'’.-]+(?:${SP}+(?:\p{Lu}[\p{L}'’.-]*|${PARTICLE})){0,3}${SP}+(?:No:?${SP}?|Nr\.?${SP}?|nº${SP}?)?\d{1,5}[a-zA-Z]?(?:[-/]\d{1,4})?(?=,${SP}*${POSTCODE}${SP}+\p{Lu})`,
  "u",
);
/** Colombian and other grid addresses: "Carrera 7 # 71-21", "Calle 85 No. 12-34". */
const GRID_STREET = new RegExp(
  String.raw`\b(?:Carrera|Calle|Transversal|Diagonal|Avenida|Cra\.|Cl\.|Kr\.)${SP}+\d{1,3}[A-Z]?${SP}*(?:#|No\.?|N°|Nº)${SP}*\d{1,3}[A-Z]?-\d{1,3}`,
  "u",
);
/** Japanese: a prefecture/city-style address with 丁目/番/号 or a postcode mark. */
const JA_ADDRESS =
  /(?:〒\s?\d{3}-?\d{4}[^\S\n]*)?[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}]{2,}(?:都|道|府|県|市|区|町|村)[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}\d０-９ー－-]*\d[\d０-９ー－-]*(?:番地?|号)?/u;

/** A named square or landmark square with no number: "Praça do Comércio", "Plaza Mayor". */
const SQUARE =
  /\b(?:Praça|Plaza|Piazza|Plaça|Largo|Place|Campo)[^\S\n]+(?:(?:d[aoe]s?|de la|del|della|di)[^\S\n]+)?\p{Lu}[\p{L}'’-]+(?:[^\S\n]+\p{Lu}[\p{L}'’-]+)?/u;

/** British addresses end in a postcode: "Hillside Farm, Monyash Road, Bakewell DE45 1JE". */
const UK_POSTCODE_ADDRESS =
  /(?:\d{1,5}[A-Za-z]?[^\S\n]+)?(?:\p{Lu}[\p{L}'’-]*(?:[^\S\n]+\p{Lu}[\p{L}'’-]*){0,3},[^\S\n]*){0,3}\p{Lu}[\p{L}'’-]*(?:[^\S\n]+\p{Lu}[\p{L}'’-]*){0,2},?[^\S\n]+[A-Z]{1,2}\d[A-Z\d]?[^\S\n]?\d[A-Z]{2}\b/u;

/** Words that begin the next field on a line ("..., 08036 Barcelona Teléfono: ..."), in the languages we read. */
export const LABEL_WORDS = new Set(
  (
    "phone tel tel. telephone téléphone teléfono telefon telefone telefono telefoon puhelin mobile mob cell fax whatsapp " +
    "email e-mail mail correo courriel hours horario horarios horaires öffnungszeiten horário orari openingstijden godziny öppettider " +
    "åbningstider åpningstider aukioloajat otevírací open opening abierto ouvert geöffnet aberto aperto contact contacto kontakt " +
    "web website instagram facebook prices precios tarifs preise preços prezzi prijzen cennik priser hinnat ceník fiyatlar " +
    "call llámanos appelez rufen ligue chiamateci bel ring ringen soita zavolejte"
  ).split(" "),
);
const ADDRESS_LABEL =
  /^[^\S\n]*(?:[-•*·][^\S\n]*)?(?:address|addr\.?|location|dirección|direccion|adresse|anschrift|endereço|endereco|morada|indirizzo|adres|adress|adresa|osoite|住所|所在地|where)[^\S\n]*[:：][^\S\n]*(.+?)[^\S\n]*$/imu;
/** Abbreviations that end in a full stop inside an address ("St.", "ul.", "No."). */
const ADDRESS_ABBREV = /^(?:st|ave|rd|blvd|dr|ln|ct|pl|sq|hwy|pkwy|ste|apt|no|nr|nº|ul|al|os|av|avda|c|sr|sra|dra|mt|ft|co|n|s|e|w)\.$/iu;
/** What may follow a street in the same address: towns, postcodes, state codes, particles, unit numbers. */
const ADDRESS_TOKEN =
  /^(?:[,\-–]|[\p{Lu}\d#][\p{L}\p{N}'’.\-/#:ºª°]*,?|(?:de|del|la|las|los|da|das|do|dos|di|du|des|der|den|von|am|an|im|upon|on|sur|en|y|i|e|bis|ter)\b,?)$/u;

export interface AddressFinding {
  /** Exactly as typed, from the street to the end of the address. */
  value: string;
  start: number;
  end: number;
  /**
   * The address runs to a line end, a sentence end or a label word, so it is whole: it may be
   * published (with a maps link). Otherwise it is only offered to the owner.
   */
  sure: boolean;
}

/**
 * The street address in free text. A line labelled "Address:" (in any language we read) is taken
 * whole; otherwise a street is found and extended over what belongs to it (town, postcode, state),
 * stopping at a line end, a sentence end or the next label word.
 */
export function findAddress(text: string): AddressFinding | null {
  const labelled = ADDRESS_LABEL.exec(text);
  if (labelled && /\d|[都道府県市区町村]/u.test(labelled[1] as string)) {
    const value = (labelled[1] as string).replace(/[\s,.;]+$/u, "");
    const start = labelled.index + labelled[0].indexOf(labelled[1] as string);
    return { value, start, end: start + value.length, sure: value.length <= 160 };
  }
  let best: RegExpExecArray | null = null;
  let bestRe: RegExp | null = null;
  for (const re of [UK_POSTCODE_ADDRESS, EN_STREET, GRID_STREET, EU_STREET, GENERIC_STREET, JA_ADDRESS, SQUARE]) {
    const m = re.exec(text);
    if (m && (!best || m.index < best.index)) {
      best = m;
      bestRe = re;
    }
  }
  if (!best) return null;
  const start = best.index;
  let value = best[0].replace(/[\s,;]+$/u, "");
  if (bestRe === JA_ADDRESS) return { value, start, end: start + value.length, sure: true };
  // A street written "St." at a sentence end keeps its dot only as an abbreviation.
  const lineEnd = text.indexOf("\n", start + value.length);
  const rest = text.slice(start + value.length, lineEnd < 0 ? text.length : lineEnd);
  if (/[.]$/.test(value) && !ADDRESS_ABBREV.test(value.split(/\s+/).pop() ?? "")) {
    return { value: value.slice(0, -1), start, end: start + value.length - 1, sure: true };
  }
  let sure = true;
  let consumed = 0;
  const tokens = rest.match(/\S+|\s+/g) ?? [];
  for (const tok of tokens) {
    if (/^\s+$/.test(tok)) {
      consumed += tok.length;
      continue;
    }
    const bare = tok.replace(/[:：]$/u, "").toLowerCase();
    if (LABEL_WORDS.has(bare) || LABEL_WORDS.has(bare.replace(/[.,]$/, ""))) break;
    const sentenceEnd = /[.!?。](?:["”’)]*)$/u.test(tok) && !ADDRESS_ABBREV.test(tok.replace(/,$/, ""));
    const word = sentenceEnd ? tok.replace(/[.!?。"”’)]+$/u, "") : tok;
    if (word && !ADDRESS_TOKEN.test(word)) {
      // An address that already ends in a postcode is whole ("…, TX 78702 any time").
      sure = new RegExp(`(?:${POSTCODE}|[A-Z]{1,2}\\d[A-Z\\d]?${SP}?\\d[A-Z]{2})$`, "u").test((value + rest.slice(0, consumed)).replace(/[\s,]+$/u, ""));
      break;
    }
    consumed += sentenceEnd ? tok.length - (tok.length - word.length) : tok.length;
    if (sentenceEnd) break;
  }
  value = (value + rest.slice(0, consumed)).replace(/[\s,;\-–]+$/u, "");
  // A street with nothing after it but words of the sentence ("12 Main Street near the station"): ask.
  return { value, start, end: start + value.length, sure: sure && value.length <= 160 };
}

/** The street address that may be published (see findAddress), exactly as typed. */
export function findStreetAddress(text: string): string | null {
  const found = findAddress(text);
  return found?.sure ? found.value : null;
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
  for (const m of text.matchAll(
    /\bhttps?:\/\/[^\s<>"')]+|\b(?:www\.)?(?:instagram|facebook|tiktok|twitter|x|linkedin|youtube|pinterest)\.com\/[^\s<>"')]+/gi,
  )) {
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
