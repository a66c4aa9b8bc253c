import type { CountryCode } from "libphonenumber-js/min";

/**
 * The countries a brief points to, strongest signal first: an explicit currency (a code, or a symbol
 * only some countries use), then the language it is written in. A phone typed without "+" is read
 * only as a number of one of these countries; an international number needs none of them.
 */

/** Currency symbols and codes, to the countries that write them (the first is the likeliest). */
const CURRENCY_COUNTRIES: Array<[RegExp, CountryCode[]]> = [
  [/CHF|\bFr\.\s?\d|\bSFr/u, ["CH", "LI"]],
  [/R\$|\bBRL\b/u, ["BR"]],
  [/MX\$|\bMXN\b/u, ["MX"]],
  [/A\$|AU\$|\bAUD\b/u, ["AU"]],
  [/NZ\$|\bNZD\b/u, ["NZ"]],
  [/C\$|CA\$|\bCAD\b/u, ["CA"]],
  [/HK\$|\bHKD\b/u, ["HK"]],
  [/S\$|\bSGD\b/u, ["SG"]],
  [/US\$|\bUSD\b/u, ["US"]],
  [/\bARS\b/u, ["AR"]],
  [/\bCOP\b/u, ["CO"]],
  [/\bCLP\b/u, ["CL"]],
  [/\bPEN\b|S\/\s?\d/u, ["PE"]],
  [/£|\bGBP\b/u, ["GB"]],
  [/₹|\bINR\b|\bRs\.?\s?\d/u, ["IN"]],
  [/₺|\bTRY\b|\bTL\b/u, ["TR"]],
  [/zł|\bPLN\b/u, ["PL"]],
  [/Kč|\bCZK\b/u, ["CZ"]],
  [/\bSEK\b/u, ["SE"]],
  [/\bNOK\b/u, ["NO"]],
  [/\bDKK\b/u, ["DK"]],
  [/\bkr\.?(?![\p{L}])/u, ["SE", "NO", "DK", "IS"]],
  [/\bZAR\b|\bR\s?\d/u, ["ZA"]],
  [/円|¥|￥|\bJPY\b/u, ["JP"]],
  [/₩|\bKRW\b/u, ["KR"]],
  [/₱|\bPHP\b/u, ["PH"]],
  [/₦|\bNGN\b/u, ["NG"]],
  [/₪|\bILS\b/u, ["IL"]],
  [/₫|\bVND\b/u, ["VN"]],
];

/** Languages (ISO 639-3, as franc names them) to the countries where businesses mostly write them. */
const LANGUAGE_COUNTRIES: Record<string, CountryCode[]> = {
  eng: ["US", "GB", "CA", "AU", "NZ", "IE", "IN", "ZA", "SG", "PH", "NG", "KE", "GH", "JM", "MT"],
  spa: ["ES", "MX", "AR", "CO", "CL", "PE", "VE", "EC", "GT", "CU", "BO", "DO", "HN", "PY", "SV", "NI", "CR", "PA", "UY", "PR", "US"],
  fra: ["FR", "BE", "CH", "CA", "LU", "MC", "SN", "CI", "MA", "TN"],
  deu: ["DE", "AT", "CH", "LU", "LI"],
  por: ["BR", "PT", "AO", "MZ"],
  jpn: ["JP"],
  ita: ["IT", "CH", "SM"],
  nld: ["NL", "BE", "SR"],
  pol: ["PL"],
  swe: ["SE", "FI"],
  dan: ["DK"],
  nob: ["NO"],
  nno: ["NO"],
  fin: ["FI"],
  ces: ["CZ"],
  slk: ["SK"],
  tur: ["TR"],
  ell: ["GR", "CY"],
  ron: ["RO", "MD"],
  hun: ["HU"],
  hrv: ["HR"],
  srp: ["RS"],
  bos: ["BA"],
  slv: ["SI"],
  bul: ["BG"],
  ukr: ["UA"],
  rus: ["RU", "KZ", "BY"],
  cat: ["ES", "AD"],
  glg: ["ES"],
  eus: ["ES"],
  lit: ["LT"],
  lav: ["LV"],
  est: ["EE"],
  isl: ["IS"],
  gle: ["IE"],
  heb: ["IL"],
  arb: ["SA", "AE", "EG", "MA", "JO"],
  kor: ["KR"],
  cmn: ["CN", "TW", "HK", "SG"],
  vie: ["VN"],
  tha: ["TH"],
  ind: ["ID"],
  zlm: ["MY"],
  tgl: ["PH"],
  hin: ["IN"],
  swh: ["KE", "TZ"],
  afr: ["ZA"],
};

/** Site languages (two letters) to franc's codes. */
const TWO_TO_THREE: Record<string, string> = {
  en: "eng",
  es: "spa",
  fr: "fra",
  de: "deu",
  pt: "por",
  ja: "jpn",
  it: "ita",
  nl: "nld",
  pl: "pol",
  sv: "swe",
  da: "dan",
  nb: "nob",
  fi: "fin",
  cs: "ces",
  tr: "tur",
  sk: "slk",
  el: "ell",
  ro: "ron",
  hu: "hun",
  hr: "hrv",
  sr: "srp",
  bs: "bos",
  sl: "slv",
  bg: "bul",
  uk: "ukr",
  ru: "rus",
  ca: "cat",
  gl: "glg",
  eu: "eus",
  lt: "lit",
  lv: "lav",
  et: "est",
  is: "isl",
  ga: "gle",
  he: "heb",
  ar: "arb",
  ko: "kor",
  zh: "cmn",
  vi: "vie",
  th: "tha",
  id: "ind",
  ms: "zlm",
  tl: "tgl",
  hi: "hin",
  sw: "swh",
  af: "afr",
};

/** CLDR's likeliest country for a language (Intl's likely subtags: "ur" → PK, "fa" → IR), for languages the table has not. */
function likelyRegion(language: string): CountryCode | null {
  try {
    const locale = new Intl.Locale(language);
    if (!locale.language || locale.language === "und") return null;
    return (locale.maximize().region as CountryCode | undefined) ?? null;
  } catch {
    return null;
  }
}

export function currencyCountries(text: string): CountryCode[] {
  const out: CountryCode[] = [];
  for (const [re, countries] of CURRENCY_COUNTRIES) if (re.test(text)) for (const c of countries) if (!out.includes(c)) out.push(c);
  return out;
}

/**
 * Countries implied by the brief: currency first, then every language franc ranks close to the top
 * (a short brief in Danish can score as Swedish), then the site language's; each language's countries
 * from the table, and CLDR's likeliest country for it.
 */
export function impliedRegions(text: string, languages: readonly string[], fixed?: CountryCode): CountryCode[] {
  const out: CountryCode[] = fixed ? [fixed] : [];
  const add = (cs: readonly CountryCode[]) => {
    for (const c of cs) if (!out.includes(c)) out.push(c);
  };
  add(currencyCountries(text));
  for (const l of languages) {
    add(LANGUAGE_COUNTRIES[TWO_TO_THREE[l] ?? l] ?? []);
    const likely = likelyRegion(l);
    if (likely) add([likely]);
  }
  return out;
}
