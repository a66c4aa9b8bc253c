/**
 * Client-side PII redactor (spec section 5 "Redaction rules", section 3 "Redaction result").
 *
 * HOW IT WORKS
 * One pass over the ORIGINAL text per rule, in priority order (highest first). A rule's candidate is
 * accepted only if its whole extent is still free; accepted extents are then taken, so no later rule
 * can match inside them. When a candidate is refused because it overlaps, the rule's scan resumes one
 * character after the candidate's start, so a shorter, non-overlapping match is still found. Finally
 * the output is built once from the accepted matches. Replacement markers are never scanned, so they
 * can never be re-matched within a run.
 *
 * A candidate has an EXTENT (everything the rule looked at: "DOB: 01/02/1990", "1234 Main Street",
 * "Building 7") and a SENSITIVE span inside it (the part replaced: "01/02/1990", "1234", "7"). Labels
 * and street names stay as they are; only the sensitive span changes.
 *
 * RULE ORDER (priority, highest first) and why
 *  1. email       An address can contain digits, dots and dashes that look like phones, numbers or
 *                 dates ("jo.5551234567@x.com"): it must win over everything.
 *  2. dob         Label-anchored, so very specific; its date must not be read as a phone/number/address.
 *  3. ssn         ###-##-####: checked before phones and numbers so it is never a 9-digit number.
 *  4. phone       Before account numbers (+15551234567 is a phone, not an 11-digit number) and
 *                 before addresses ("555 123 4567 Main St": the 4567 is the phone's).
 *  5. temperature Before numbers/addresses ("72.5°F").
 *  6. energy      Before account numbers: "123456789 kWh" is an energy reading, not an account.
 *  7. account_number  Runs of 9+ digits and card-style groups (4111 1111 1111 1111).
 *  8. address     A 2-5 digit number + capitalised name words + a street-type word.
 *  9. device      HVAC-n, Sensor-n.
 * 10. building    Building X / Bldg. X.
 * 11. unit        Unit N.
 * Each accepted match counts once; `categories` lists the distinct kinds found, in the order above.
 *
 * IDEMPOTENCE
 * redact(redact(x).redactedText) changes nothing and counts 0 (a fast-check property over arbitrary
 * and PII-shaped strings). Three rules make it hold:
 * - Every rule also recognizes its own output form ("(XXX) XXX-4567", "XXX-XX-XXXX",
 *   "XXXX-XXXX-6789", "XXXX Main Street", "DOB: {{DOB}}"). Such a match is a no-op
 *   (replacement === text): not counted, but it still takes its extent at the rule's own priority,
 *   so the kept digits of a masked phone can never become, say, an address number on a second run.
 *   Markers themselves contain only braces and capitals, which no rule matches.
 * - Boundaries see a replaced token the way they saw the original: lookarounds count `{` `}` as
 *   word characters (a marker replaces a word) and `X` like a digit where a digit would block
 *   ("[.-][0-9X{]" after a number: a masked or marked number is still a number).
 * - A token that ends in a digit is never followed by "[.-]digit", and a number never starts right
 *   after "digit[.-]" (measurements: after "[0-9X]-", because account masks insert a dash).
 *   An e-mail's top-level domain is never a run of X (it would be a masked number).
 *
 * DECISIONS (see docs/redaction-rules.md)
 * - Phones: US shapes only (10 digits, optional 1/+1 country code, separators space . - or a
 *   parenthesised area code, or +1 followed by 10 digits). All digits but the last 4 become X, the
 *   shape is kept. 7-digit local numbers are not phones.
 * - SSN: ###-##-#### and ### ## #### (same separator twice) -> XXX-XX-XXXX.
 * - 9+ digit runs -> XXXX-XXXX-<last 4>. Not when the run is the fraction of a decimal (3.14159265358)
 *   or is written with thousands separators (123,456,789 is an amount). Card-style groups
 *   (4-4-4-1..7 and 4-6-5 with one space or dash separator) are account numbers too.
 * - Addresses: number of 2-5 digits (optional letter, e.g. 221B), 1-5 capitalised words (or
 *   ordinals like 42nd, initials like N.), then a street-type word (Title or UPPER case).
 *   The number becomes XXXX whatever its length.
 * - DOB labels: DOB, D.O.B., Date of Birth, Birth date, Birthdate, Birthday, Born, Born on
 *   (any case), optionally followed by : = - – — # or "is"/"was". Dates: 01/02/1990, 1/2/90,
 *   1990-01-02, 01.02.1990, March 3, 1985, Mar. 3rd 1985, 3 March 1985, 3rd of March 1985,
 *   03-Mar-1985. Only the date becomes {{DOB}}; a bare year ("born in 1985") is left alone.
 * - Temperatures: a number with a degree sign or the word degrees/deg (integers included: 72°F),
 *   or ℃/℉, or a DECIMAL number directly followed by C/F/Celsius/Fahrenheit (68.0F, 22.5 C).
 *   Integers with a bare letter ("5F", "2C") are floors and apartments, not temperatures.
 *   A range ("20.5-22.5°C") is one temperature.
 * - Energy: a number (optionally with thousands separators, decimals, a sign, a range) followed by
 *   kWh in any case, MWh, GWh or "kilowatt-hour(s)". A price "$0.12/kWh" is not an amount.
 * - Building codes: a letter group with optional digits (A, B2, C-3, HQ1) or digits with an optional
 *   letter suffix (7, 12A, 12-B). Unit numbers: 4, 12B, #305, A3, 4-B. The label is kept as written.
 * - Devices: HVAC-/Sensor- (hvac-, sensor-, SENSOR- too) followed by an id with digits (3, 12A,
 *   RTU-3, T12).
 * - Letters are ASCII for boundaries: a boundary is a character outside [A-Za-z0-9_{}].
 *
 * PERFORMANCE AND SAFETY
 * Every regular expression is linear on hostile input: each starts with a negative lookbehind
 * that refuses to start inside a run of its own first characters, every repetition except one is
 * bounded ({1,64}, {0,8}, ...), and no quantified group can match the same text two ways. The one
 * unbounded repetition (`\d{9}\d*` of account numbers) is anchored by a lookbehind that excludes
 * digits and is followed by nothing that can fail, so it never backtracks; it is written
 * `\d{9}\d*` rather than `\d{9,}` because V8 runs a plain `\d*` loop in constant stack (see
 * ACCOUNT). Bounded loops keep the backtrack stack bounded too, so no input length overflows it. Tests feed 100k-char
 * pathological inputs; `npx tsx bench/redact.ts` measures real numbers.
 */

export const REDACTION_CATEGORIES = [
  { id: "email", label: "Email addresses" },
  { id: "dob", label: "Dates of birth" },
  { id: "ssn", label: "Social Security numbers" },
  { id: "phone", label: "Phone numbers" },
  { id: "temperature", label: "Temperatures" },
  { id: "energy", label: "Energy readings" },
  { id: "account_number", label: "Account numbers" },
  { id: "address", label: "Street addresses" },
  { id: "device", label: "Device IDs" },
  { id: "building", label: "Building IDs" },
  { id: "unit", label: "Unit numbers" },
] as const;

export type RedactionCategory = (typeof REDACTION_CATEGORIES)[number]["id"];

export const REDACTION_CATEGORY_IDS: readonly RedactionCategory[] = REDACTION_CATEGORIES.map((c) => c.id);

export const REDACTION_CATEGORY_LABELS: Readonly<Record<RedactionCategory, string>> = Object.fromEntries(
  REDACTION_CATEGORIES.map((c) => [c.id, c.label]),
) as Record<RedactionCategory, string>;

/** The markers the redactor writes. */
export const REDACTION_MARKERS = {
  email: "{{EMAIL}}",
  dob: "{{DOB}}",
  id: "{{ID}}",
  num: "{{NUM}}",
  temperature: "{{TEMP}}",
  energy: "{{ENERGY}}",
} as const;

/**
 * Above this size (in UTF-16 code units, i.e. `text.length`; equal to bytes for ASCII) the UI runs
 * `redact` in a Web Worker (`redact.worker.ts`) so typing and scrolling stay smooth.
 */
export const REDACTION_WORKER_THRESHOLD = 200_000;

export function shouldRedactInWorker(text: string): boolean {
  return text.length > REDACTION_WORKER_THRESHOLD;
}

/** One replaced span. `start`/`end` index redactedText, `originalStart`/`originalEnd` index originalText. */
export interface RedactionMatch {
  category: RedactionCategory;
  start: number;
  end: number;
  originalStart: number;
  originalEnd: number;
  replacement: string;
}

export interface RedactionResult {
  originalText: string;
  redactedText: string;
  /** Number of replaced matches (spec: each match counts toward redactionCount). */
  redactionCount: number;
  /** Distinct kinds found, in REDACTION_CATEGORIES order. */
  categories: RedactionCategory[];
  /** Count per category; every category present, 0 when not found. */
  countsByCategory: Record<RedactionCategory, number>;
  /** Replaced spans in order, for highlighting. */
  matches: RedactionMatch[];
}

// ---------------------------------------------------------------------------------------------
// Pattern building blocks (strings, composed into RegExps below).

/** Characters that count as "part of a word" for boundaries. `{}` so markers act like words. */
const W = String.raw`A-Za-z0-9_{}`;
/** Horizontal space, including no-break spaces. */
const S = String.raw`[ \t\u00a0\u202f]`;

const EMAIL = String.raw`(?<![A-Za-z0-9._%+\-{}])[A-Za-z0-9._%+\-]{1,64}@[A-Za-z0-9\-]{1,63}(?:\.[A-Za-z0-9\-]{1,63}){0,8}\.(?!X{2,24}(?![A-Za-z]))[A-Za-z]{2,24}(?![A-Za-z0-9\-{}])`;

const MONTH = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;
const ORD = String.raw`(?:st|nd|rd|th)`;
const DOB_LABEL = String.raw`(?:d\.?${S}?o\.?${S}?b\.?|date${S}{1,2}of${S}{1,2}birth|birth${S}?date|birthday|born(?:${S}{1,2}on)?)`;
const DOB_SEP = String.raw`${S}{0,3}(?:[:=#\-\u2013\u2014]${S}{0,3})?(?:(?:is|was)${S}{1,3})?(?:\r?\n${S}{0,3})?`;
const DOB_DATE = [
  String.raw`\d{1,2}[\/.\-]\d{1,2}[\/.\-](?:\d{4}|\d{2})`,
  String.raw`\d{4}[\/.\-]\d{1,2}[\/.\-]\d{1,2}`,
  String.raw`${MONTH}\.?${S}{1,3}\d{1,2}${ORD}?,?${S}{1,3}\d{4}`,
  String.raw`\d{1,2}${ORD}?${S}{1,3}(?:of${S}{1,3})?${MONTH}\.?,?${S}{1,3}\d{4}`,
  String.raw`\d{1,2}[\-\/]${MONTH}[\-\/](?:\d{4}|\d{2})`,
  String.raw`\{\{DOB\}\}`,
].join("|");
const DOB = String.raw`(?<![${W}])(${DOB_LABEL}(?![a-z])${DOB_SEP})(${DOB_DATE})(?![${W}]|[\/.\-][0-9X{])`;

const SSN = String.raw`(?<![${W}\-])[0-9X]{3}([\- ])[0-9X]{2}\1[0-9X]{4}(?![${W}]|[\-.][0-9X{])`;

const PHONE_START = String.raw`(?:(?<![${W}+]|[0-9][.\-])|(?=[+(]))`;
const PHONE_CC = String.raw`(?:\+[1X][ .\-]?|[1X][ .\-])`;
const PHONE_AREA = String.raw`(?:\([0-9X]{3}\)[ .\-]?|[0-9X]{3}[ .\-])`;
const PHONE = String.raw`${PHONE_START}(?:${PHONE_CC}?${PHONE_AREA}[0-9X]{3}[ .\-]\d{4}|\+[1X][0-9X]{6}\d{4})(?![${W}]|[.\-][0-9X{])`;

/** Start of a measurement: not inside a word or number, not after "digit-" (XXXX-XXXX-1850 kWh keeps no reading). */
const MEASURE_START = String.raw`(?<![${W}.,]|[0-9X][\-\u2013])`;
const SIGN = String.raw`[\-\u2212+]?`;
const T_NUM = String.raw`${SIGN}\d{1,3}(?:\.\d{1,3})?`;
const T_DEC = String.raw`${SIGN}\d{1,3}\.\d{1,3}`;
const T_UNIT = String.raw`(?:[CF]|[Cc]elsius|[Ff]ahrenheit)`;
const TEMPERATURE = String.raw`${MEASURE_START}(?:${T_NUM}${S}?[\-\u2013]${S}?)?(?:${T_NUM}${S}?(?:[\u00b0\u00ba\u02da]${S}?(?:${T_UNIT}|[cf])|[\u2103\u2109])|${T_NUM}${S}{1,2}(?:degrees?|deg\.?)${S}{1,2}${T_UNIT}|${T_DEC}${S}?${T_UNIT})(?![${W}])`;

const E_NUM = String.raw`${SIGN}(?:\d{1,3}(?:,\d{3}){1,5}|\d{1,15})(?:\.\d{1,6})?`;
const ENERGY = String.raw`${MEASURE_START}(?:${E_NUM}${S}?[\-\u2013]${S}?)?${E_NUM}${S}?(?:[kK][wW][hH]|MWh|GWh|[kK]ilowatt[\- ]hours?)(?![${W}])`;

/**
 * Card groups, an already-masked number, or a whole run of 9+ digits.
 * `\d{9}\d*` and not `\d{9,}`: V8 runs a plain `\d*` loop in constant stack, while `\d{9,}` keeps a
 * backtrack entry per digit and throws "Maximum call stack size exceeded" on a run of a few million
 * digits.
 */
const ACCOUNT = String.raw`(?<![0-9]|[0-9]\.)(?:\d{4}([ \-])\d{4}\1\d{4}\1\d{1,7}(?!\d)|\d{4}([ \-])\d{6}\2\d{5}(?!\d)|XXXX-XXXX-\d{4}(?!\d)|\d{9}\d*)`;

const STREET_TYPES = [
  "Street",
  "St",
  "Avenue",
  "Ave",
  "Av",
  "Road",
  "Rd",
  "Boulevard",
  "Blvd",
  "Lane",
  "Ln",
  "Drive",
  "Dr",
  "Court",
  "Ct",
  "Way",
  "Place",
  "Pl",
  "Parkway",
  "Pkwy",
  "Circle",
  "Cir",
  "Terrace",
  "Ter",
  "Highway",
  "Hwy",
  "Square",
  "Sq",
  "Trail",
  "Trl",
  "Alley",
  "Plaza",
  "Plz",
  "Loop",
  "Crescent",
  "Cres",
  "Row",
  "Walk",
  "Pike",
  "Expressway",
  "Expy",
  "Freeway",
  "Fwy",
];
const STREET_TYPE = `(?:${[...STREET_TYPES, ...STREET_TYPES.map((t) => t.toUpperCase())].sort((a, b) => b.length - a.length).join("|")})`;
/** A name word; never a run of X (that is a masked number, e.g. the XXXX of an address already redacted). */
const ADDRESS_WORD = String.raw`(?:(?!X{2,25}(?![A-Za-z'\u2019\-]))[A-Z][A-Za-z'\u2019\-]{0,24}\.?|\d{1,3}${ORD})`;
const ADDRESS = String.raw`(?<![${W}.,#\/@+\-])(\d{2,5}[A-Za-z]?|XXXX)${S}{1,3}(?:${ADDRESS_WORD}${S}{1,3}){1,5}${STREET_TYPE}\.?(?![${W}'\-])`;

/** After an id that may end in a digit: no word char, no dash, no ".digit" (a masked digit is X). */
const ID_END = String.raw`(?![${W}\-]|\.[0-9X{])`;

const DEVICE = String.raw`(?<![${W}\-])((?:HVAC|hvac|Hvac|Sensor|sensor|SENSOR)-)((?:[A-Za-z]{1,4}-?)?\d{1,8}[A-Za-z]?)${ID_END}`;

const BUILDING_CODE = String.raw`(?:[A-Z]{1,3}(?:-?\d{1,4})?|\d{1,5}(?:-?[A-Z]{1,2})?)`;
const BUILDING = String.raw`(?<![${W}\-])((?:Building|BUILDING|Bldg\.?|BLDG\.?)(?:${S}{1,3}(?:#${S}?)?|#${S}?))(${BUILDING_CODE})${ID_END}`;

const UNIT_CODE = String.raw`(?:\d{1,6}[A-Za-z]?|[A-Za-z]\d{1,5}|\d{1,4}-[A-Za-z0-9]{1,4})`;
const UNIT = String.raw`(?<![${W}\-])((?:Unit|UNIT)(?:${S}{1,3}(?:#${S}?)?|#${S}?))(${UNIT_CODE})${ID_END}`;

// ---------------------------------------------------------------------------------------------
// Rules.

interface Sensitive {
  /** Offsets of the replaced span, relative to the match start. */
  from: number;
  to: number;
  replacement: string;
}

interface Rule {
  category: RedactionCategory;
  pattern: RegExp;
  sensitive(match: RegExpExecArray): Sensitive;
}

const whole =
  (replacement: string) =>
  (m: RegExpExecArray): Sensitive => ({
    from: 0,
    to: m[0].length,
    replacement,
  });

/** Label in group 1 is kept; the rest of the match is replaced. */
const afterLabel =
  (replacement: string) =>
  (m: RegExpExecArray): Sensitive => ({
    from: (m[1] ?? "").length,
    to: m[0].length,
    replacement,
  });

const DIGIT = /\d/;
const DIGITS = /\d/g;

/** All digits but the last four become X; everything else (shape) is kept. */
export function maskPhone(text: string): string {
  let remaining = (text.match(DIGITS) ?? []).length;
  let out = "";
  for (const ch of text) {
    if (ch >= "0" && ch <= "9") {
      out += remaining > 4 ? "X" : ch;
      remaining -= 1;
    } else out += ch;
  }
  return out;
}

/** "XXXX-XXXX-" + the last four digits. */
export function maskAccountNumber(text: string): string {
  const digits = text.replace(/\D/g, "");
  return `XXXX-XXXX-${digits.slice(-4)}`;
}

const RULES: readonly Rule[] = [
  { category: "email", pattern: new RegExp(EMAIL, "g"), sensitive: whole(REDACTION_MARKERS.email) },
  { category: "dob", pattern: new RegExp(DOB, "gi"), sensitive: afterLabel(REDACTION_MARKERS.dob) },
  {
    category: "ssn",
    pattern: new RegExp(SSN, "g"),
    // A fully masked SSN in any shape is left alone; anything with a digit becomes XXX-XX-XXXX.
    sensitive: (m) => ({ from: 0, to: m[0].length, replacement: DIGIT.test(m[0]) ? "XXX-XX-XXXX" : m[0] }),
  },
  {
    category: "phone",
    pattern: new RegExp(PHONE, "g"),
    sensitive: (m) => ({ from: 0, to: m[0].length, replacement: maskPhone(m[0]) }),
  },
  { category: "temperature", pattern: new RegExp(TEMPERATURE, "g"), sensitive: whole(REDACTION_MARKERS.temperature) },
  { category: "energy", pattern: new RegExp(ENERGY, "g"), sensitive: whole(REDACTION_MARKERS.energy) },
  {
    category: "account_number",
    pattern: new RegExp(ACCOUNT, "g"),
    sensitive: (m) => ({ from: 0, to: m[0].length, replacement: maskAccountNumber(m[0]) }),
  },
  {
    category: "address",
    pattern: new RegExp(ADDRESS, "g"),
    sensitive: (m) => ({ from: 0, to: (m[1] ?? "").length, replacement: "XXXX" }),
  },
  { category: "device", pattern: new RegExp(DEVICE, "g"), sensitive: afterLabel(REDACTION_MARKERS.id) },
  { category: "building", pattern: new RegExp(BUILDING, "g"), sensitive: afterLabel(REDACTION_MARKERS.id) },
  { category: "unit", pattern: new RegExp(UNIT, "g"), sensitive: afterLabel(REDACTION_MARKERS.num) },
];

interface Accepted {
  category: RedactionCategory;
  start: number;
  end: number;
  replacement: string;
}

function emptyCounts(): Record<RedactionCategory, number> {
  const counts = {} as Record<RedactionCategory, number>;
  for (const id of REDACTION_CATEGORY_IDS) counts[id] = 0;
  return counts;
}

/** Redact PII and building identifiers from `text`. Pure; linear time in the length of `text`. */
export function redact(text: string): RedactionResult {
  const taken = new Uint8Array(text.length);
  const accepted: Accepted[] = [];

  for (const rule of RULES) {
    const re = rule.pattern;
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(text)) !== null) {
      const start = m.index;
      const end = start + m[0].length;
      if (end === start) {
        re.lastIndex = start + 1;
        continue;
      }
      let free = true;
      for (let i = start; i < end; i++) {
        if (taken[i] === 1) {
          free = false;
          break;
        }
      }
      if (!free) {
        // Resume one character later: a shorter match may fit beside the taken extent.
        re.lastIndex = start + 1;
        continue;
      }
      taken.fill(1, start, end);
      const s = rule.sensitive(m);
      const original = text.slice(start + s.from, start + s.to);
      if (s.replacement !== original) {
        accepted.push({ category: rule.category, start: start + s.from, end: start + s.to, replacement: s.replacement });
      }
    }
    re.lastIndex = 0;
  }

  accepted.sort((a, b) => a.start - b.start);

  const parts: string[] = [];
  const matches: RedactionMatch[] = [];
  const countsByCategory = emptyCounts();
  let cursor = 0;
  let outLength = 0;
  for (const a of accepted) {
    const keep = text.slice(cursor, a.start);
    parts.push(keep, a.replacement);
    outLength += keep.length;
    matches.push({
      category: a.category,
      start: outLength,
      end: outLength + a.replacement.length,
      originalStart: a.start,
      originalEnd: a.end,
      replacement: a.replacement,
    });
    outLength += a.replacement.length;
    countsByCategory[a.category] += 1;
    cursor = a.end;
  }
  parts.push(text.slice(cursor));

  return {
    originalText: text,
    redactedText: parts.join(""),
    redactionCount: accepted.length,
    categories: REDACTION_CATEGORY_IDS.filter((id) => countsByCategory[id] > 0),
    countsByCategory,
    matches,
  };
}

// ---------------------------------------------------------------------------------------------
// Small helpers the redactor screen needs (spec sections 5 and 8).

/** Upload accepts only plain text: a .txt name or a text/plain type (spec section 5). */
export function isSupportedRedactionFile(file: { name: string; type: string }): boolean {
  const type = file.type.toLowerCase().split(";")[0]?.trim() ?? "";
  return type === "text/plain" || /\.txt$/i.test(file.name);
}

/** Redact with empty or whitespace-only text is refused ('No Content'). */
export function hasRedactableContent(text: string): boolean {
  return text.trim().length > 0;
}

/** Download name: 'redacted_' plus the original name (spec section 8); pasted text is 'redacted_text.txt'. */
export function redactedFileName(originalName?: string | null): string {
  const name = originalName?.trim();
  return `redacted_${name ? name : "text.txt"}`;
}
