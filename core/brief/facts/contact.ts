import { Metadata, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import metadata from "libphonenumber-js/min/metadata";
import { asciiDigits } from "../../site/opening-times";

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

/** Labels of numbers that are not phones (registration, tax, fax, a payment account: "Swish 123 …", "Paybill …"), right before the number. */
const REGISTRATION_BEFORE =
  /(?:\b(?:kvk|cvr|nip|regon|krs|ičo|ico|dič|dic|uid|mwst|ust-?id|steuer-?nr|st\.?-?nr|abn|acn|p\.?\s?iva|partita iva|c\.?f\.?|cnpj|cpf|nif|cif|siret|siren|rcs|tva|vat|btw|org\.?\s?nr|organisationsnummer|vkn|vergi|ein|ssn|iban|bic|fax|telefax|rut|ruc|cuit|cuil|nit|rfc|gstin|gst|hst|ide|che|y-?tunnus|cui|adószám|adoszam|mst|npwp|entreprise|ondernemingsnummer|bedrijfsnummer|company|registration|reg|afm|swish|bankgiro|plusgiro|paybill|till|account|konto|kontonummer|kontonr|blik|upi)\b\.?(?:[-\s]?(?:nr|no|number|nummer|numéro|n°|nº))?\.?\s*[:#]?\s*(?:[A-Z]{2}[-\s]?)?)$|(?:法人番号|登録番号|統一編號|統編|统一社会信用代码|信用代码|营业执照|注册号|税号|사업자등록번호|ΑΦΜ|ΜΗΤΕ|ΓΕΜΗ|(?<![\p{L}])(?:įmonės kodas|pvm kodas|ИНН|ОГРН|ЕИК|ЄДРПОУ|السجل التجاري|سجل تجاري|الرقم الضريبي|رقم الترخيص|الترخيص|شماره ثبت|شناسه ملی|کد اقتصادی|رجسٹریشن نمبر|पंजीकरण संख्या|लाइसेंस नंबर|licen[cs]e|permit))\s*(?:no\.?|number|nr\.?|#)?\s*[:：]?\s*$/iu;
/**
 * A registration or licence word earlier in the same clause ("licence number from the Ministry: 2019/4471",
 * "رقم الترخيص من وزارة الأوقاف: …"): the number it ends with is that, not a phone.
 */
const REGISTRATION_IN_CLAUSE =
  /(?<![\p{L}])(?:licen[cs]e|permit|registration|company (?:no|number|code)|įmonės kodas|рег\.|регистрац|ترخيص|الترخيص|السجل التجاري|سجل تجاري|ثبت|رجسٹریشن|लाइसेंस|पंजीकरण|ใบอนุญาต|เลขทะเบียน|허가번호|등록번호|許可番号|营业执照|信用代码|注册号)(?![\p{L}])[^\n.!?;:：+]{0,40}[:：]?[^\S\n]*$/iu;

function registeredInClause(before: string): boolean {
  const m = REGISTRATION_IN_CLAUSE.exec(before);
  // "Registration by phone: 0412 …" is a phone.
  return !!m && !PHONE_LABEL.test(m[0]);
}

/** A run of text a phone number could be: digits with spaces, dots, dashes, brackets or a leading "+". */
const PHONE_RUN = /(?:\+|00)?\(?\d[\d \t\u00a0().\-/|]{5,40}\d/g;
/** More phone-like runs than any brief has: the rest is not read (hostile input). */
const MAX_PHONE_RUNS = 16;
/** libphonenumber calls per brief at most (each costs tens of microseconds): bounds the time on any input. */
const MAX_VALIDATIONS = 24;

/** Words that say the number after them is a phone ("Tel.", "Mobiel:", "call"), in the languages we read. */
export const PHONE_LABEL =
  /(?:\b(?:phone|tel|tlf|telf|tfno|tfn|telephone|téléphone|teléfono|telefon|telefone|telefono|telefoon|telefonu|telemóvel|telemovel|natel|fijo|fixo|puhelin|mobile|mobil|mobiel|móvil|movil|cell|cellulare|celular|portable|handy|gsm|whatsapp|sms|call|ring|bel|llámanos|llama|appelez|rufen|ligue|chiamateci|chiama|soita|zavolejte|zadzwoń|ara|arayın|contact|kontakt|contacto|contatto|hotline|line|número|numero|nummer|nr|tlf)\b|電話|ＴＥＬ|☎|📞)[^\n\d+()]{0,24}$/iu;

/** Words that join the phones of one list ("… or mobile …", "… / …"). */
export const LIST_WORD = /^(?:or|o|ou|oder|of|eller|veya|lub|nebo|e|y|and|und|en|og|och|i|a|[,&])$/iu;

/**
 * Per country, what libphonenumber's own metadata says a national number looks like: a cheap
 * necessary test (its general pattern, after the national prefix), so libphonenumber itself is asked
 * only about the countries a run could belong to. Built once per country, on first use.
 */
const PLAN = new Map<CountryCode, { prefix: RegExp | null; pattern: RegExp; code: string } | null>();
/** The parts of libphonenumber's Metadata class read here (its published types leave them out). */
interface PlanReader {
  selectNumberingPlan(country: CountryCode): void;
  countryCallingCode(): string | undefined;
  numberingPlan?: { nationalNumberPattern(): string; nationalPrefixForParsing(): string | undefined };
}
function plan(country: CountryCode) {
  if (!PLAN.has(country)) {
    try {
      const m = new (Metadata as unknown as new (json: unknown) => PlanReader)(metadata);
      m.selectNumberingPlan(country);
      const np = m.numberingPlan;
      const pattern = np?.nationalNumberPattern();
      const npfp = np?.nationalPrefixForParsing();
      PLAN.set(
        country,
        np && pattern
          ? { pattern: new RegExp(`^(?:${pattern})$`), prefix: npfp ? new RegExp(`^(?:${npfp})`) : null, code: m.countryCallingCode() ?? "" }
          : null,
      );
    } catch {
      PLAN.set(country, null);
    }
  }
  return PLAN.get(country) ?? null;
}
/** Could these digits (typed without "+") be a national number of the country? Never false for a valid one. */
function mayBeNational(digits: string, country: CountryCode): boolean {
  const p = plan(country);
  if (!p) return true;
  if (p.pattern.test(digits)) return true;
  const m = p.prefix?.exec(digits);
  if (m) {
    const rest = digits.slice(m[0].length);
    if (p.pattern.test(rest)) return true;
    // A prefix rule that keeps a captured part ("0?(11)15" in Argentina): the captured digits stay.
    const kept = m.slice(1).filter(Boolean).join("");
    if (kept && p.pattern.test(kept + rest)) return true;
  }
  // "1 (512) 555-0187": the country code typed without "+".
  return p.code !== "" && digits.startsWith(p.code) && p.pattern.test(digits.slice(p.code.length));
}

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
 * The pieces of a run that may each be a whole phone, longest first: the run, the parts between
 * " / " or " | ", then the run without its first or last groups ("NSW 2000 (02) 9555 0142").
 */
function pieces(run: string, at: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const add = (s: number, e: number) => {
    let a = s;
    let b = e;
    while (a < b && /[\s.\-/)]/.test(run[a] as string)) a++;
    while (b > a && /[\s.\-/(]/.test(run[b - 1] as string)) b--;
    const digits = run.slice(a, b).replace(/\D/g, "").length;
    if (digits >= 7 && digits <= 15 && !out.some(([x, y]) => x === at + a && y === at + b)) out.push([at + a, at + b]);
  };
  const segments: Array<[number, number]> = [[0, run.length]];
  const parts = [...run.matchAll(/[^/|]+/g)];
  if (parts.length > 1) for (const p of parts) segments.push([p.index ?? 0, (p.index ?? 0) + p[0].length]);
  for (const [from, to] of segments) add(from, to);
  for (const [from, to] of segments) {
    // Group starts (a digit or "(" after a separator) and ends (a digit before one), within the segment.
    const starts: number[] = [];
    const ends: number[] = [];
    for (let i = from; i < to; i++) {
      const ch = run[i] as string;
      if (i > from && /[\d(]/.test(ch) && /[\s/.]/.test(run[i - 1] as string)) starts.push(i);
      if (i + 1 < to && /\d/.test(ch) && /[\s/.]/.test(run[i + 1] as string)) ends.push(i + 1);
    }
    for (const st of starts.slice(0, 4)) add(st, to);
    for (const en of ends.slice(-4)) add(from, en);
  }
  return out;
}

/**
 * Phone numbers in free text, each validated by libphonenumber-js for a country: first the
 * countries the brief implies (`regions`), then (not sure) a short list of common ones. Spans in
 * `blocked` (hours, prices, addresses already read) are never phones.
 *
 * Linear on any input: only short phone-like runs are read (at most MAX_PHONE_RUNS), each country is
 * first tested against the metadata's own pattern, and libphonenumber is asked at most MAX_VALIDATIONS times.
 */
export function findPhoneCandidates(typed: string, regions: readonly CountryCode[], blocked: ReadonlyArray<readonly [number, number]> = []): PhoneFinding[] {
  // Digits of any script read as ASCII ("٠٧٩٥١٢٣٤٥٦", "०९८…"); one code unit each, so offsets are the typed text's
  // and each phone is kept as typed.
  const text = asciiDigits(typed);
  const found: PhoneFinding[] = [];
  const tries: Array<[CountryCode, boolean]> = [
    ...regions.slice(0, 24).map((c) => [c, true] as [CountryCode, boolean]),
    ...COUNTRY_ORDER.filter((c) => !regions.includes(c))
      .slice(0, 8)
      .map((c) => [c, false] as [CountryCode, boolean]),
  ];
  let validations = 0;
  let runs = 0;
  // The same string typed twice is asked about once.
  const known = new Map<string, boolean>();
  const valid = (raw: string, country?: CountryCode) => {
    const key = `${country ?? "+"} ${raw}`;
    const seen = known.get(key);
    if (seen !== undefined) return seen;
    if (validations >= MAX_VALIDATIONS) return false;
    validations++;
    const n = country ? parsePhoneNumberFromString(raw, { defaultCountry: country, extract: false }) : parsePhoneNumberFromString(raw, { extract: false });
    const ok = !!n?.isValid();
    known.set(key, ok);
    return ok;
  };
  for (const c of text.matchAll(PHONE_RUN)) {
    const runStart = c.index ?? 0;
    // A piece of a longer number ("12.345.678/0001-90", a CNPJ) is no phone.
    if (/\d[.,/-]?$/.test(text.slice(Math.max(0, runStart - 2), runStart))) continue;
    if (++runs > MAX_PHONE_RUNS) break;
    const taken: Array<[number, number]> = [];
    // Countries the brief implies first, over every piece; the common fallback countries after.
    for (const pass of [true, false]) {
      for (const [s, e] of pieces(c[0], runStart)) {
        if (taken.some(([x, y]) => s < y && e > x)) continue;
        const raw = text.slice(s, e);
        if (NOT_A_PHONE.some((re) => re.test(raw))) continue;
        if (blocked.some(([x, y]) => s < y && e > x)) continue;
        // A postcode mark, a currency or a clock word right beside it: not a phone.
        const before = text.slice(Math.max(0, s - 4), s);
        const after = text.slice(e, e + 5);
        // A registration, tax or fax number is not the business's phone: "KvK 12345678", "NIP 123-456-32-18", "Fax 030 …".
        if (
          REGISTRATION_BEFORE.test(text.slice(Math.max(0, s - 24), s)) ||
          REGISTRATION_BEFORE.test(text.slice(Math.max(0, runStart - 24), runStart)) ||
          registeredInClause(text.slice(Math.max(0, runStart - 60), runStart))
        )
          continue;
        if (/〒\s*$|[$€£¥₹₺]\s?$|\b(?:CHF|USD|EUR|No|Nr|nº|#)\.?\s?$/iu.test(before) || /^\s?(?:€|円|kr|zł|Kč|uhr|h\b|am\b|pm\b|CHF|EUR)/iu.test(after))
          continue;
        // "12345678" glued to letters or other digits is an id, not a phone.
        // (A letter of an alphabet: Japanese and Chinese write no space before a number.)
        if (/[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}\p{N}]$/u.test(text.slice(Math.max(0, s - 1), s)) || /^(?:\d|\p{L}+\d)/u.test(text.slice(e, e + 6)))
          continue;
        const international = /^(?:\+|00)/.test(raw);
        let ok = false;
        if (international) ok = pass && valid(raw.replace(/^00/, "+"));
        else {
          const digits = raw.replace(/\D/g, "");
          for (const [country, implied] of tries) {
            if (implied !== pass || !mayBeNational(digits, country)) continue;
            if (valid(raw, country)) {
              ok = true;
              break;
            }
          }
        }
        if (!ok) continue;
        taken.push([s, e]);
        found.push({ raw: typed.slice(s, e), start: s, end: e, sure: pass });
      }
    }
  }
  markProse(text, found);
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.start - b.start)
    .filter((f, _index, all) => {
      if (seen.has(f.raw)) return false;
      seen.add(f.raw);
      // The same number typed twice is as sure as its surest mention.
      if (!f.sure && all.some((g) => g.raw === f.raw && g.sure)) f.sure = true;
      return true;
    });
}

/**
 * A phone is "standalone" when a phone label stands right before it ("Tel. 86 12 34 56", "Mobiel:")
 * or it stands alone in its sentence or line ("... Rotterdam. 010-4567890."). When the brief has a
 * standalone phone, a number inside running prose ("the emergency service on 089 7233093 (not our
 * number)", "Buiten openingstijden: Spoed Rotterdam 010-4556677") may be someone else's: it is only
 * offered to the owner.
 */
function markProse(text: string, found: PhoneFinding[]): void {
  found.sort((a, b) => a.start - b.start);
  const standalone: boolean[] = [];
  found.forEach((f, i) => {
    const lineStart = text.lastIndexOf("\n", f.start - 1) + 1;
    const before = text.slice(Math.max(lineStart, f.start - 40), f.start);
    const onlyListWords = (s: string) =>
      s
        .replace(/[\d\s()+./|·•–—-]+/g, " ")
        .trim()
        .split(/\s+/)
        .every((w) => w === "" || LIST_WORD.test(w) || PHONE_LABEL.test(w));
    const prev = found[i - 1];
    // The next phone of a list ("Tel. 985 84 12 33 / 619 44 22 10", "sms 021-12 34 56 eller 073-987 65 43") is read as the first.
    if (prev && prev.end >= lineStart && onlyListWords(text.slice(prev.end, f.start))) {
      standalone.push(standalone[i - 1] as boolean);
      return;
    }
    // "call the RSPCA on …", "ring Lucy on …": a label that names someone else before the number is prose.
    const label = PHONE_LABEL.exec(before);
    if (label) return void standalone.push(!namesSomeoneElse(label[0]));
    // A line that starts with a word or two and the number ("Central (01) 445-6789"): a label.
    if (
      f.start - lineStart <= 40 &&
      /^[^\S\n]*(?:[-•*·][^\S\n]*)?\p{L}[\p{L}'’.-]*(?:[^\S\n]+\p{L}[\p{L}'’.-]*)?[^\S\n]*[:：]?[^\S\n]*$/u.test(text.slice(lineStart, f.start))
    )
      return void standalone.push(true);
    // What precedes it in its sentence: nothing but separators and list words.
    standalone.push(onlyListWords(before.split(/[.!?;:](?:\s|$)|\s[–—|·•]\s/u).pop() ?? ""));
  });
  if (!standalone.some(Boolean)) return;
  found.forEach((f, i) => {
    if (!standalone[i]) f.sure = false;
  });
}

/** Whether the words between a phone label and its number name a third party ("the RSPCA", "Lucy"): a capitalised word that is no label, or "the". */
function namesSomeoneElse(label: string): boolean {
  const words = label
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .slice(1);
  return words.some((w) => /^the$/i.test(w) || (/^\p{Lu}\p{Ll}/u.test(w) && !PHONE_LABEL.test(w) && !LIST_WORD.test(w)));
}

/** The phones that may be published (see findPhoneCandidates), exactly as typed. */
export function findPhones(text: string, preferred?: CountryCode | readonly CountryCode[], blocked: ReadonlyArray<readonly [number, number]> = []): string[] {
  const regions =
    preferred === undefined ? COUNTRY_ORDER : typeof preferred === "string" ? [preferred, ...COUNTRY_ORDER.filter((c) => c !== preferred)] : preferred;
  return findPhoneCandidates(text, regions, blocked)
    .filter((f) => f.sure)
    .map((f) => f.raw);
}

/** The domain after "@", read from the "@" (sticky): "example-mail.co.uk". */
const EMAIL_DOMAIN = /[\p{L}0-9-]{1,63}(?:\.[\p{L}0-9-]{1,63}){0,8}\.\p{L}{2,24}/uy;
const LOCAL_CHAR = /[\p{L}0-9._%+-]/u;

/**
 * Emails as typed. Read outward from each "@" (the local part at most 64 characters back, the domain
 * forward), so the time is linear in the text however many "@"s and letters it has.
 */
export function findEmails(text: string): string[] {
  const out: string[] = [];
  for (let at = text.indexOf("@"); at >= 0; at = text.indexOf("@", at + 1)) {
    let from = at;
    while (from > 0 && at - from < 64 && LOCAL_CHAR.test(text[from - 1] as string)) from--;
    if (from === at) continue;
    EMAIL_DOMAIN.lastIndex = at + 1;
    const domain = EMAIL_DOMAIN.exec(text);
    if (!domain) continue;
    const email = `${text.slice(from, at)}@${domain[0]}`.replace(/^[._%+-]+/, "");
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
  String.raw`\b(?:(?:Calle|C\/|Avenida|Avda\.?|Av\.|Plaza|Paseo|Passeig|Carrer|Avinguda|Rua|Travessa|Largo|Praça|Rue|Boulevard|Place|Avenue|Allée|Chemin|Chaussée|Route|Via|Viale|Piazza|Corso|Vicolo|Località|Loc\.)${SP}+(?:[\p{L}'’.-]+${SP}+){0,4}?[\p{L}'’.-]+,?${SP}*(?:n[ºo°]${SP}*)?\d{1,4}[a-zA-Z]?(?:,?${SP}*(?:consultorio|local|piso|planta|oficina|despacho|bureau|étage|sala|loja|andar|apto?\.?)${SP}*[\dºª°]+[a-zA-Z]?)?|\d{1,4}(?:${SP}*bis)?,?${SP}+(?:rue|avenue|boulevard|place|allées?|chemin|impasse|quai|cours|route)${SP}+(?:[\p{L}'’.-]+${SP}*){1,5}?(?=[,.]|$|${SP}*\n|\d{5}${SP}+\p{Lu})|[\p{Lu}][\p{L}-]*(?:straße|strasse|gasse|weg|platz|allee|ring|damm)${SP}+\d{1,4}[a-zA-Z]?)`,
  "mu",
);
/** Postcodes as Europe and the Americas write them: "08036", "1016 GV", "111 21", "00-590", "1100-053", "C1043". */
const POSTCODE = String.raw`(?:[A-Z]\d{4}[A-Z]{0,3}|\d{2}-\d{3}|\d{4}-\d{3}|\d{3}${SP}\d{2}|\d{4}${SP}?[A-Z]{2}|\d{4,5})`;
/** An address that already ends in a postcode ("…, TX 78702"). */
const ENDS_IN_POSTCODE = new RegExp(`(?:${POSTCODE}|[A-Z]{1,2}\\d[A-Z\\d]?${SP}?\\d[A-Z]{2})$`, "u");
/** A line of a postcode and its town below the street ("79098 Freiburg im Breisgau"). */
const TOWN_LINE = new RegExp(`^${SP}*(?:[A-Z]{1,2}-)?${POSTCODE}${SP}+\\p{Lu}[\\p{L}'’.-]*(?:${SP}+(?:[\\p{L}\\d][\\p{L}\\d'’.()-]*))*?${SP}*$`, "u");
/** A line that starts with a postcode and a capitalised word. */
const POSTCODE_LINE = new RegExp(`^${SP}*(?:[A-Z]{1,2}-)?${POSTCODE}${SP}+\\p{Lu}`, "u");
/**
 * Any country's "Street name 12, POSTCODE Town" ("Prinsengracht 263, 1016 GV Amsterdam", "ul. Marszałkowska 10,
 * 00-590 Warszawa", "Karl Johans gate 22, 0159 Oslo", "İstiklal Caddesi No: 45, 34433 İstanbul"): the street part,
 * read only when a postcode and a town follow.
 */
const PARTICLE =
  "(?:gate|gata|gatan|vei|veien|vej|straat|weg|laan|gracht|plein|kade|tie|katu|utca|út|ulica|de|del|la|las|los|van|der|den|di|do|da|du|des|dos|das)";
const GENERIC_STREET = new RegExp(
  String.raw`(?:\b(?:ul|al|pl|os)\.${SP}*)?(?<![\p{L}])\p{Lu}[\p{L}'’.-]+(?:${SP}+(?:\p{Lu}[\p{L}'’.-]*|${PARTICLE})){0,3}${SP}+(?:No:?${SP}?|Nr\.?${SP}?|nº${SP}?)?\d{1,5}[a-zA-Z]?(?:[-/]\d{1,4})?(?=(?:,${SP}*|${SP}*\n${SP}*)${POSTCODE}${SP}+\p{Lu})`,
  "u",
);
/** Turkish: "Moda Cad. No: 45", "Kıbrıs Şehitleri Cad. No: 88 Kat: 2", "Atatürk Bulvarı No: 12". */
const TR_STREET = new RegExp(
  String.raw`(?<![\p{L}])(?:\p{Lu}[\p{L}'’-]*(?:${SP}+\p{Lu}[\p{L}'’-]*){0,2}${SP}+(?:Mah\.|Mahallesi|Mh\.)${SP}+)?\p{Lu}[\p{L}'’-]*(?:${SP}+\p{Lu}[\p{L}'’-]*){0,3}${SP}+(?:Cad\.|Caddesi|Cd\.|Sok\.|Sk\.|Sokak|Sokağı|Bulvarı|Blv\.|Bulv\.)${SP}+No${SP}?:?${SP}*\d{1,4}[A-Za-z]?(?:\/\d{1,3})?`,
  "u",
);
/** Colombian and other grid addresses: "Carrera 7 # 71-21", "Calle 85 No. 12-34". */
const GRID_STREET = new RegExp(
  String.raw`\b(?:Carrera|Calle|Transversal|Diagonal|Avenida|Cra\.|Cl\.|Kr\.)${SP}+\d{1,3}[A-Z]?${SP}*(?:#|No\.?|N°|Nº)${SP}*\d{1,3}[A-Z]?-\d{1,3}`,
  "u",
);
/** Japanese: a prefecture/city-style address with 丁目/番/号 or a postcode mark. */
const JA_ADDRESS =
  /(?:〒\s?\d{3}-?\d{4}[^\S\n]*)?(?:北海道|[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}]{2,}(?:都|府|県|市|区|町|村))[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}\d０-９ー－-]*\d[\d０-９ー－-]*(?:丁目|番地?|号|號|樓|楼|室)?(?:[^\S\n]?[\d０-９]{1,4}(?:[-－ー][\d０-９]{1,4}){1,2})?(?:[^\S\n]?[\p{sc=Han}\p{sc=Katakana}\p{sc=Hiragana}A-Za-zＡ-Ｚａ-ｚ]{0,16}[\d０-９]{1,3}(?:F|Ｆ|階))?/u;

/** A named square or landmark square with no number: "Praça do Comércio", "Plaza Mayor". */
const SQUARE =
  /\b(?:Praça|Plaza|Piazza|Plaça|Largo|Place|Campo)[^\S\n]+(?:(?:d[aoe]s?|de la|del|della|di)[^\S\n]+)?\p{Lu}[\p{L}'’-]+(?:[^\S\n]+\p{Lu}[\p{L}'’-]+)?/u;

/** British addresses end in a postcode: "Hillside Farm, Monyash Road, Bakewell DE45 1JE". */
const UK_POSTCODE_ADDRESS =
  /(?:\d{1,5}[A-Za-z]?[^\S\n]+)?(?:\p{Lu}[\p{L}'’-]*(?:[^\S\n]+\p{Lu}[\p{L}'’-]*){0,3},[^\S\n]*){0,3}\p{Lu}[\p{L}'’-]*(?:[^\S\n]+\p{Lu}[\p{L}'’-]*){0,2},?[^\S\n]+[A-Z]{1,2}\d[A-Z\d]?[^\S\n]?\d[A-Z]{2}\b/u;

/** Words that begin the next field on a line ("..., 08036 Barcelona Teléfono: ..."), in the languages we read. */
export const LABEL_WORDS = new Set(
  (
    "phone tel tel. tél tlf telf tfno telephone téléphone teléfono telefon telefone telefono telefoon puhelin mobile mob mobil mobiel móvil movil " +
    "cell celular cellulare telemóvel portable handy natel fax whatsapp pec e-post epost sähköposti " +
    "email e-mail mail correo courriel hours horario horarios horaires öffnungszeiten horário orari openingstijden godziny öppettider " +
    "åbningstider åpningstider aukioloajat otevírací open opening abierto ouvert geöffnet aberto aperto contact contacto kontakt " +
    "web website instagram facebook prices precios tarifs preise preços prezzi prijzen cennik priser hinnat ceník fiyatlar " +
    "call llámanos appelez rufen ligue chiamateci bel ring ringen soita zavolejte " +
    "vat rfc rut ruc cuit nit nif cif siret siren tva btw kvk nip regon krs abn gst gstin hst uid mwst cvr ičo dič cui npwp mst"
  ).split(" "),
);
const ADDRESS_LABEL =
  /^[^\S\n]*(?:[-•*·][^\S\n]*)?(?:address|addr\.?|location|dirección|direccion|adresse|anschrift|endereço|endereco|morada|indirizzo|adres|adress|adresa|osoite|住所|所在地|where)[^\S\n]*[:：][^\S\n]*(.+?)[^\S\n]*$/imu;
/** Abbreviations that end in a full stop inside an address ("St.", "ul.", "No."). */
const ADDRESS_ABBREV =
  /^(?:st|ave|rd|blvd|dr|ln|ct|pl|sq|hwy|pkwy|ste|apt|no|nr|nº|ul|al|os|av|avda|c|sr|sra|dra|mt|ft|co|n|s|e|w|of|ofic|loc|lok|int|esc|izq|izda|dcha|dpto|depto|cad|sok|mah|bl|kat|str|pl|bd|bld|ch|rte|tv|trav|col|fracc|mpio|edo|jal|oax|gto|hgo|mich|pue|qro|ver|yuc|chis|chih|coah|dgo|gro|tamps|tlax|zac|mex|méx|c\.p|cp|jl|gg|cra|kra|kr|cl|cll|dg|tv|ak|ac|tp|tx|tt|p|q|ма|ул|пр|бул|д|кв|οδ|λεωφ)\.,?$/iu;
/** What may follow a street in the same address: towns, postcodes, state codes, particles, unit numbers. */
const ADDRESS_TOKEN =
  /^(?:[,\-–]|[\p{Lu}\d#][\p{L}\p{N}'’.\-/#:ºª°]*,?|(?:de|del|la|las|los|da|das|do|dos|di|du|des|der|den|von|am|an|im|upon|on|sur|en|y|i|e|bis|ter|local|piso|planta|bajo|izq\.?|izda\.?|dcha\.?|dcha|puerta|lok\.?|m\.?|sala|loja|andar|apto?\.?|étage|bureau|oficina|of\.)(?![\p{L}]),?)$/u;

const STREET_RES = [UK_POSTCODE_ADDRESS, EN_STREET, GRID_STREET, EU_STREET, GENERIC_STREET, TR_STREET, JA_ADDRESS, SQUARE];
/**
 * What a street pattern cannot match without (a British postcode, a Turkish street word): a text
 * without it is not searched (those patterns may start at every capital of a long text; these do not).
 */
const STREET_HINTS = new Map<RegExp, RegExp>([
  [UK_POSTCODE_ADDRESS, /[A-Z]{1,2}\d[A-Z\d]?[^\S\n]?\d[A-Z]{2}\b/u],
  [TR_STREET, /Cad\.|Caddesi|Cd\.|Sok\.|Sk\.|Sokak|Sokağı|Bulvarı|Blv\.|Bulv\./u],
]);

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

/** What goes before a street in the same address: "Unit 3, ", "Level 4, ", "2nd floor, ", "Suite 200, ". */
const UNIT_HEAD =
  /^(?:(?:unit|suite|ste\.?|level|lvl|floor|flat|apt\.?|apartment|building|bldg\.?|shop|office|room|lot|block|étage|piso|planta|stock|etage|verdieping|andar|sala|local|lok\.?)[^\S\n]*(?:no\.?|nº|#)?[^\S\n]*(?:\d[\dA-Za-z-]{0,4}|[A-Z](?![\p{L}])(?:-?\d{1,4})?)|(?:(?:lower|upper)[^\S\n]+)?(?:\d{1,2}(?:st|nd|rd|th|er|e|º|ª|\.)|ground|first|second|third|top)[^\S\n]+(?:floor|étage|piso|planta|stock|etage|verdieping|andar))[^\S\n]*,?$/iu;
/** The same, after other words of a sentence ("We are at Unit 7, …"). */
const UNIT_IN = new RegExp(`(?<![\\p{L}\\d])${UNIT_HEAD.source.slice(1)}`, "iu");
/** "dal 1961", "since 1987", "seit 2004": a year, not a house number. */
const YEAR_AFTER =
  /(?<![\p{L}])(?:dal|dall'|since|seit|depuis|desde|sinds|od|från|sedan|siden|fra|dès|from|in|im|en|em|nel|anno|year|jahr|año|ano)[^\S\n]+(?:1[89]|20)\d{2}$/iu;

/** A word that introduces a house number, right before it: "No. 8", "Blk 51", "Plot 12". */
const HOUSE_NUMBER_WORD = /(?<![\p{L}\d])(?:No|Nr|Nº|N°|Núm|Blk|Block|Lot|Plot|Stand)\.?[^\S\n]*$/u;
/** Words naming a building ("Ma. Clara Bldg.", "Torre Sur", "Menara …"): part of an address before its street. */
const BUILDING_WORD =
  /(?<![\p{L}])(?:bldg|building|tower|plaza|mall|complex|arcade|mansion|edificio|edif|torre|bloco|gedung|menara|wisma|tòa nhà|condominium|condo)\.?(?![\p{L}])/iu;

/** The first match of `re` at or after `from` that `ok` accepts (at most a few tries: linear). */
const GLOBAL = new Map<RegExp, RegExp>();
function firstMatch(re: RegExp, text: string, ok: (m: RegExpExecArray) => boolean): RegExpExecArray | null {
  if (STREET_HINTS.get(re)?.test(text) === false) return null;
  let g = GLOBAL.get(re);
  if (!g) GLOBAL.set(re, (g = new RegExp(re.source, re.flags.includes("g") ? re.flags : `${re.flags}g`)));
  g.lastIndex = 0;
  for (let tries = 0; tries < 6; tries++) {
    const m = g.exec(text);
    if (!m) return null;
    if (ok(m)) return m;
    if (m[0].length === 0) g.lastIndex++;
  }
  return null;
}

/**
 * The street address in free text. A line labelled "Address:" (in any language we read) is taken
 * whole (from its street, when a name comes first); otherwise a street is found and extended over
 * what belongs to it (a unit before it, town, postcode, state after it, a postcode line below it),
 * stopping at a line end, a sentence end or the next label word. When the street may have lost its
 * head or tail, it is only offered to the owner (never a partial address with a maps link).
 */
export function findAddress(text: string): AddressFinding | null {
  const labelled = ADDRESS_LABEL.exec(text);
  if (labelled && /\d|[都道府県市区町村]/u.test(labelled[1] as string)) {
    let value = (labelled[1] as string).replace(/[\s,.;]+$/u, "");
    let start = labelled.index + labelled[0].indexOf(labelled[1] as string);
    // "Adresse : Centre Équestre des Trois Étangs, Route de Souesmes, 41600 …": the name is not the address.
    const street = streetIn(value);
    if (street > 0) {
      const head = value.slice(0, street);
      if (!/\d/.test(head) && !UNIT_HEAD.test(head.trim())) {
        value = value.slice(street);
        start += street;
      }
    }
    return { value, start, end: start + value.length, sure: value.length <= 160 };
  }
  const inline = inlineLabelled(text);
  if (inline) return inline;
  let best: RegExpExecArray | null = null;
  let bestRe: RegExp | null = null;
  for (const re of STREET_RES) {
    const m = firstMatch(re, text, (x) => !YEAR_AFTER.test(x[0].replace(/[\s,;]+$/u, "")));
    if (m && (!best || m.index < best.index)) {
      best = m;
      bestRe = re;
    }
  }
  if (!best) return null;
  let start = best.index;
  let value = best[0].replace(/[\s,;]+$/u, "");
  // "… on Instagram. Sint-Pietersnieuwstraat 30, 9000 Gent": a sentence end inside the match ends what came before.
  const cut = /^.*[.!?][^\S\n]+(?=[\p{Lu}\d])/su.exec(value);
  // ("Karl-Liebknecht-Str. 63": the abbreviation is the last part of a hyphenated name.)
  if (cut && !ADDRESS_ABBREV.test((cut[0].trim().split(/\s+/).pop() ?? "").split(/[-‐]/).pop() ?? "")) {
    start += cut[0].length;
    value = value.slice(cut[0].length);
  }
  const lineStart = text.lastIndexOf("\n", start - 1) + 1;
  // The street's name may begin before the match ("Chaussée d'Ixelles 210" read from "Ixelles"): not sure it is whole.
  // (Japanese writes no spaces between words: a kana or kanji before it is another word.)
  const prevChar = text.slice(Math.max(lineStart, start - 1), start);
  let headSure = !/[\p{L}'’-]$/u.test(prevChar) || /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}]$/u.test(prevChar);
  // "Unit 3, 22 Kensington Gardens", "Level 4, 88 Pitt Street": the unit before the street is part of it.
  // "No. 8 Lagos Avenue", "Blk 51 Old Airport Road": the word that introduces the house number is the address's.
  const houseWord = HOUSE_NUMBER_WORD.exec(text.slice(lineStart, start));
  if (houseWord) {
    start -= houseWord[0].length;
    value = text.slice(start, start + houseWord[0].length) + value;
    headSure = true;
  }
  const headText = text.slice(lineStart, start);
  const segs = headText.split(/(?<=,)/u);
  let building = false;
  let unitFound = false;
  for (let i = segs.length - 1, n = 0; i >= 0 && n < 3; i--) {
    const seg = (segs[i] as string).replace(/^.*(?:[.!?:：][^\S\n]+|[–—|•·][^\S\n]*)/su, "");
    if (!seg.trim()) continue;
    n++;
    const unit = UNIT_IN.exec(seg);
    if (unit) {
      const from = start - segs.slice(i).join("").length + ((segs[i] as string).length - seg.length) + unit.index;
      value = text.slice(from, start) + value;
      start = from;
      headSure = true;
      unitFound = true;
      break;
    }
    // "Unit 204, Ma. Clara Bldg., 45 Kalayaan Ave.": a building's name between a unit and the street is the address's.
    if (BUILDING_WORD.test(segs[i] as string)) {
      building = true;
      continue;
    }
    if (seg !== segs[i]) break;
  }
  // A building named before the street with no unit we can read: the address may have lost its head.
  if (building && !unitFound) headSure = false;
  if (bestRe === JA_ADDRESS) return { value, start, end: start + value.length, sure: headSure };
  // A street written "St." at a sentence end keeps its dot only as an abbreviation.
  const lineEnd = text.indexOf("\n", start + value.length);
  const rest = text.slice(start + value.length, lineEnd < 0 ? text.length : lineEnd);
  if (/[.]$/.test(value) && !ADDRESS_ABBREV.test(value.split(/\s+/).pop() ?? "")) {
    return { value: value.slice(0, -1), start, end: start + value.length - 1, sure: headSure };
  }
  let sure = true;
  let consumed = 0;
  /** Up to the last token that is no lowercase particle ("…, C.P. 68287, la casa azul": not "la"). */
  let solid = 0;
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
      consumed = solid;
      // An address that already ends in a postcode is whole ("…, TX 78702 any time").
      sure = ENDS_IN_POSTCODE.test((value + rest.slice(0, consumed)).replace(/[\s,]+$/u, ""));
      break;
    }
    consumed += sentenceEnd ? tok.length - (tok.length - word.length) : tok.length;
    if (!/^\p{Ll}/u.test(word)) solid = consumed;
    if (sentenceEnd) break;
  }
  value = (value + rest.slice(0, consumed)).replace(/[\s,;\-–]+$/u, "");
  let end = start + value.length;
  // "Konviktstraße 21" alone on its line, "79098 Freiburg im Breisgau" on the next: one address on two lines.
  if (sure && text.slice(end, lineEnd < 0 ? text.length : lineEnd).trim() === "" && lineEnd >= 0) {
    const nextEnd = text.indexOf("\n", lineEnd + 1);
    const next = text.slice(lineEnd + 1, nextEnd < 0 ? text.length : nextEnd);
    const town = TOWN_LINE.exec(next);
    if (town && town[0].trim().length <= 60) {
      value = text.slice(start, lineEnd + 1 + town[0].trimEnd().length);
      end = start + value.length;
    } else if (POSTCODE_LINE.test(next)) {
      // A postcode line we cannot read whole below the street: the address may go on there, so ask.
      sure = false;
    }
  }
  // A street with nothing after it but words of the sentence ("12 Main Street near the station"): ask.
  return { value, start, end, sure: sure && headSure && value.length <= 160 };
}

/** An address label inside a line ("… Szo 9–13. Cím: Váci út 45., 1134 Budapest. Tel.: …"). */
const INLINE_ADDRESS_LABEL =
  /(?<![\p{L}])(?:address|adresse|adres|adresa|adress|cím|alamat|địa chỉ|dia chi|indirizzo|dirección|direccion|endereço|endereco|anschrift|osoite|διεύθυνση|주소|地址|住所|כתובת|הכתובת|العنوان|عنوان|آدرس|نشانی|پتہ|पता|ठेगाना|ঠিকানা|முகவரி|ที่อยู่|адрес|адреса|adresi)[^\S\n]*[:：][^\S\n]*/iu;
/** A label glued to what it labels ("電話：(02) 2391-4567", "WA:+62…"). */
const GLUED_LABEL = /^(?:電話|电话|手機|手机|營業|营业|統一編號|統編|電郵|传真|傳真|전화|tel|wa|fax|email|e-mail)[.:：]/iu;
/** Lower-case words an address may hold: street words and particles of the languages we read. */
const ADDRESS_LOWER = new Set(
  "út utca u. tér körút krt. jl. jl jalan gang gg. phường quận huyện đường p. q. ul. ulica al. rua av. via viale calle c/ carrer rue de del la las los da das do dos di du des der den van von y e i och og and no. nr. nº n° ул. ул улица пр. бул. д. кв. οδός λεωφ.".split(
    " ",
  ),
);

/**
 * The address after an inline label, to the line end, the next label word or a sentence end. Published
 * only when it reads as an address through and through (a number, words that are names, numbers or
 * street words); otherwise offered.
 */
function inlineLabelled(text: string): AddressFinding | null {
  const label = INLINE_ADDRESS_LABEL.exec(text);
  if (!label) return null;
  const from = label.index + label[0].length;
  const lineEnd = text.indexOf("\n", from);
  const line = text.slice(from, lineEnd < 0 ? text.length : lineEnd);
  let value = "";
  let sure = true;
  for (const tok of line.match(/\S+\s*/gu) ?? []) {
    const word = tok.trim();
    const bare = word.replace(/[:：]$/u, "").toLowerCase();
    if (LABEL_WORDS.has(bare) || LABEL_WORDS.has(bare.replace(/[.,]$/, "")) || GLUED_LABEL.test(word)) break;
    // An aside in brackets after the address ("(3. patro)", "(near the mosque)") is not part of it.
    if (/^[(（]/u.test(word) && value) break;
    // Glued to it, in a script written without spaces ("…9樓B室（旺角地鐵站E2出口）"): the aside ends the address too.
    const glued = /^(.*[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\d])（[^（）]*）?[,.、，。]?$/u.exec(word);
    if (glued) {
      value += glued[1] as string;
      break;
    }
    const last = word.split(/[-‐]/).pop() ?? word;
    // Initials with full stops in any script ("டி.பி.", "T.P.") abbreviate a name; they end no sentence.
    const initials = /^(?:[\p{L}\p{M}]{1,4}\.){2,},?$/u.test(word);
    const end = /[.!?。](?:["”’)]*)$/u.test(word) && !initials && !ADDRESS_ABBREV.test(last) && !ADDRESS_ABBREV.test(word) && !/^\d{1,4}\.$/u.test(word);
    const core = end ? word.replace(/[.!?。"”’)]+$/u, "") : word;
    if (/^\p{Ll}/u.test(core) && !ADDRESS_LOWER.has(core.replace(/,$/, "").toLowerCase()) && !/^[\p{sc=Han}\p{sc=Hangul}]/u.test(core)) sure = false;
    value += end ? core : tok;
    // Chinese and Japanese write an address without spaces: a space ends it.
    if (end || /^[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}〒]/u.test(value)) break;
  }
  value = value.replace(/[\s,;:\-–،]+$/u, "");
  if (!/\p{Nd}/u.test(value) || value.length < 6) return null;
  const start = from;
  return { value, start, end: start + value.length, sure: sure && value.length <= 160 };
}

/** Where a street begins inside a labelled address line, or -1. */
function streetIn(value: string): number {
  let at = -1;
  for (const re of STREET_RES) {
    const m = re.exec(value);
    if (m && (at < 0 || m.index < at)) at = m.index;
  }
  return at;
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
