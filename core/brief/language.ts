import { francAll as francAllLanguages } from "franc";
import { francAll } from "franc-min";
import { SITE_LANGUAGES, type SiteLanguage } from "../intake";

/**
 * The site's language: the intake's choice, else detected from the owner's own words with franc-min
 * (trigram statistics; restricted to the languages the renderer has strings for). Japanese is told
 * by its kana, which franc needs no statistics for. Too little text to tell (a brief that is only
 * prices): the fallback, English, rather than a guess from a handful of trigrams.
 */
const FRANC_CODE: Record<string, SiteLanguage> = {
  eng: "en",
  spa: "es",
  fra: "fr",
  deu: "de",
  por: "pt",
  jpn: "ja",
  ita: "it",
  nld: "nl",
  pol: "pl",
  swe: "sv",
};
const ONLY = Object.keys(FRANC_CODE);

/** Below this many real words (three letters or more, numbers, prices, emails and links aside) nothing is guessed. */
export const MIN_WORDS_TO_DETECT = 6;

/**
 * Below this many real words a trigram reading alone is not trusted: a language is chosen only on its own
 * function words or letters ("Cafe West End. Open 6:30-2 weekdays, 7-1 wknds. Flat white" has German-looking
 * trigrams and no word of German). English, which writes no letter of its own, stays on its trigrams; with
 * no evidence for any other language, the fallback.
 */
export const MIN_WORDS_FOR_TRIGRAMS_ALONE = 15;

/** Common function words: short briefs confuse trigram statistics (English read as French), these do not. */
const STOPWORDS: Record<Exclude<SiteLanguage, "ja">, Set<string>> = {
  en: new Set("the and with for our we you your of to in on at is are from by a an my i it this that".split(" ")),
  es: new Set("el la los las y con para nuestro nuestra es son del de en un una por al somos tenemos".split(" ")),
  fr: new Set("le la les et avec pour notre nos est sont des du de en un une au aux nous vous sur".split(" ")),
  de: new Set("der die das und mit für unser unsere ist sind ein eine wir im zum zur von auf bei".split(" ")),
  pt: new Set("o a os as e com para nosso nossa é são do da dos das de em um uma no na".split(" ")),
  // Words the other supported languages do not write ("con", "una", "de", "en", "is" are left out).
  it: new Set("il lo gli di del della dei dal dalla dai che è per sono siamo anche alla nel nella ci".split(" ")),
  nl: new Set("het een van zijn wij ons onze met voor niet bij ook maar".split(" ")),
  pl: new Set("się jest są dla oraz czy mamy nasz nasza nasze przez także nie".split(" ")),
  // Only words Danish and Norwegian do not share ("och", not "og"; "är", not "er"): a short Danish brief is not Swedish.
  sv: new Set("och att är för inte till av oss vår våra ett hos eller också".split(" ")),
};
/** Letters only some of the languages write: a word with one is evidence for them. */
const LETTERS: Record<Exclude<SiteLanguage, "ja">, RegExp> = {
  en: /^$/,
  es: /[ñ¿¡]/u,
  fr: /[èêëàâîïôûùœç]/u,
  de: /[äöüß]/u,
  pt: /[ãõâêôç]/u,
  it: /[àèìòù](?!\p{L})/u,
  nl: /ij|ë/u,
  pl: /[łąęśźżń]/u,
  sv: /[äö]/u,
};
/** Languages whose trigrams a neighbour without fixed strings shares (Danish, Afrikaans, Czech...): chosen only on their own words or letters. */
const NEEDS_OWN_EVIDENCE = new Set<SiteLanguage>(["it", "nl", "pl", "sv"]);

export function detectLanguage(text: string, fallback: SiteLanguage = "en"): SiteLanguage {
  const kana = (text.match(/[\u3040-\u30ff]/gu) ?? []).length;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (kana >= 2 && kana / Math.max(letters, 1) > 0.05) return "ja";
  // Emails, links, handles and numbers carry no language.
  const words = text.replace(/\S*[@/]\S*/g, " ").replace(/\d+/g, " ");
  const tokens = words
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  if (tokens.filter((t) => t.length >= 3).length < MIN_WORDS_TO_DETECT) return fallback;
  const ranked = francAll(words, { only: ONLY, minLength: 12 }).filter(([code]) => code in FRANC_CODE);
  const short = tokens.filter((t) => t.length >= 3).length < MIN_WORDS_FOR_TRIGRAMS_ALONE;
  let best: SiteLanguage | null = null;
  let bestScore = 0;
  for (const [code, trigramScore] of ranked) {
    const lang = FRANC_CODE[code] as Exclude<SiteLanguage, "ja">;
    if (trigramScore < 0.75 || !(lang in STOPWORDS)) continue;
    const stop = tokens.filter((t) => STOPWORDS[lang].has(t)).length;
    const marked = tokens.filter((t) => LETTERS[lang].test(t)).length;
    // English writes no letter of its own: plain Latin letters are what evidence there is for it.
    if (((short && lang !== "en") || NEEDS_OWN_EVIDENCE.has(lang)) && stop + marked === 0) continue;
    const score = trigramScore + 0.05 * Math.min(stop, 6) + 0.05 * Math.min(marked, 4);
    if (score > bestScore) {
      best = lang;
      bestScore = score;
    }
  }
  return best ?? fallback;
}

export function siteLanguage(chosen: string | null | undefined, text: string): SiteLanguage {
  if (chosen && (SITE_LANGUAGES as readonly string[]).includes(chosen)) return chosen as SiteLanguage;
  return detectLanguage(text);
}

/**
 * Every language franc ranks close to the top for the text (ISO 639-3), best first: a short Danish
 * brief can score as Swedish, so a phone's country is looked for in both. Empty for too little text.
 */
export function likelyLanguages(text: string, within = 0.9): string[] {
  const words = text.replace(/\S*[@/]\S*/g, " ").replace(/\d+/g, " ");
  if (words.split(/[^\p{L}]+/u).filter((t) => t.length >= 3).length < MIN_WORDS_TO_DETECT) return [];
  const ranked = francAll(words, { minLength: 12 });
  return ranked
    .filter(([code, score]) => code !== "und" && score >= within)
    .slice(0, 4)
    .map(([code]) => code);
}

/** ISO 639-3 (franc) to the two-letter tag a page's `lang` uses, for the languages we look for. */
const TWO_LETTER: Record<string, string> = {
  eng: "en",
  spa: "es",
  fra: "fr",
  deu: "de",
  por: "pt",
  jpn: "ja",
  ita: "it",
  nld: "nl",
  pol: "pl",
  swe: "sv",
  dan: "da",
  // Bokmål and Nynorsk are not told apart by trigrams: the page is labelled Norwegian.
  nob: "no",
  nno: "no",
  fin: "fi",
  ces: "cs",
  slk: "sk",
  tur: "tr",
  ell: "el",
  ron: "ro",
  hun: "hu",
  bul: "bg",
  ukr: "uk",
  rus: "ru",
  cat: "ca",
  lit: "lt",
  lvs: "lv",
  ekk: "et",
  isl: "is",
  ind: "id",
  vie: "vi",
  kor: "ko",
  cmn: "zh",
  arb: "ar",
  heb: "he",
  hin: "hi",
  tha: "th",
  zlm: "ms",
  afr: "af",
  swh: "sw",
  tgl: "tl",
};
const LOOK_FOR = Object.keys(TWO_LETTER);

/** Function words of the other languages we label, for evidence beyond trigram statistics. */
const OTHER_STOPWORDS: Record<string, Set<string>> = Object.fromEntries(
  Object.entries({
    it: "il lo la le gli di del della dei che è per con non una un sono siamo anche al alla nel nella ci da",
    nl: "de het een en van is zijn wij we ons onze met voor niet op te bij ook er maar",
    pl: "i w z na do nie się jest są to od dla oraz jak za po czy ale mamy",
    sv: "och att det är en ett med för på av vi till inte som har om oss vår",
    da: "og at det er en et med for på af vi til ikke som har om os vores jeg",
    no: "og at det er en et med for på av vi til ikke som har om oss vår jeg",
    fi: "ja on ei se että myös olemme meidän kanssa tai me sekä jossa klo alkaen avoinna vain meillä joka",
    cs: "a je se na v s z do pro jsme nebo také od k ve jen",
    sk: "a je sa na v s z do pre sme alebo aj od k vo len",
    tr: "ve bir bu için ile da de çok olan gibi biz en ama",
    hu: "és az egy hogy nem van vagyunk meg csak vagy már is mi nyitva cím minden",
    ro: "și si în cu pe pentru este sunt sau mai care avem din noi vă ora lei",
    id: "dan yang di ke dari untuk dengan kami ini itu ada juga atau tidak bisa sampai setiap buka jam hari termasuk",
    vi: "và của cho có là một những được không với tôi chúng va cua co la mot nhung duoc khong voi toi lam roi nghi mo",
  }).map(([k, v]) => [k, new Set(v.split(" "))]),
);

/** Letters only some of those languages write. */
const OTHER_LETTERS: Record<string, RegExp> = {
  tr: /[ığşİ]/gu,
  pl: /[łąęśźżń]/giu,
  cs: /[ěřůťď]/giu,
  sk: /[ľĺŕôä]/giu,
  sv: /[åäö]/giu,
  da: /[æøå]/giu,
  no: /[æøå]/giu,
  fi: /[äö]/giu,
  ro: /[ășțâî]/giu,
  hu: /[őű]/giu,
  it: /[àèéìòù](?![\p{L}])/giu,
  nl: /\bij|[ë]/giu,
  vi: /[ăđơưạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/giu,
};

/**
 * Languages trigrams mix up with a sibling, and what tells them apart: spellings and words of their own
 * (Danish "af", "åbent", "moms"; Norwegian "av", "åpent", "mva"), letters (Czech ě ř ů, Slovak ľ ĺ ŕ ô),
 * the currency written (rupiah "Rp", ringgit "RM"). The sibling with more of its own marks wins.
 */
const SIBLINGS: ReadonlyArray<Record<string, RegExp>> = [
  {
    dan: /(?<!\p{L})(?:af|åbent|åben|åbningstider|moms|mig|dig|noget|bliver|hvad|vores|efter|hverdage)(?!\p{L})/giu,
    nob: /(?<!\p{L})(?:av|åpent|åpen|åpningstider|mva|meg|deg|noe|blir|hva|vår|våre|etter|hverdager|ikkje|eg)(?!\p{L})/giu,
  },
  { ces: /[ěřů]|(?<!\p{L})(?:jsme|nebo|také|otevřeno)(?!\p{L})/giu, slk: /[ľĺŕô]|(?<!\p{L})(?:sme|alebo|aj|otvorené)(?!\p{L})/giu },
  { ind: /(?<!\p{L})(?:rp|bisa|saja|sampai)(?!\p{L})/giu, zlm: /(?<!\p{L})(?:rm|boleh|sahaja|hingga)(?!\p{L})/giu },
];

/** The top language, or its sibling when the text carries more of the sibling's own marks. */
function settleSiblings(ranked: Array<[string, number]>, text: string): string | undefined {
  const top = ranked[0]?.[0];
  const group = SIBLINGS.find((g) => top !== undefined && (top in g || (top === "nno" && "nob" in g)));
  if (!top || !group) return top;
  const marks = (code: string) => (text.match(group[code] as RegExp) ?? []).length;
  let best = top === "nno" ? "nob" : top;
  for (const code of Object.keys(group)) {
    const close = ranked.find(([c]) => c === code || (code === "nob" && c === "nno"))?.[1] ?? 0;
    if (close >= 0.9 && marks(code) > marks(best)) best = code;
  }
  return best === "nob" && top === "nno" ? top : best;
}

/** Below this, no supported language comes near the trigram reading: it is decisive on its own. */
const DECISIVE_GAP_SCORE = 0.93;

/** Scripts only one language we label writes (kana is Japanese, decided before). */
const SCRIPT_LANGUAGE: ReadonlyArray<[RegExp, string]> = [
  [/\p{sc=Hangul}/gu, "ko"],
  [/\p{sc=Greek}/gu, "el"],
  [/\p{sc=Thai}/gu, "th"],
  [/\p{sc=Hebrew}/gu, "he"],
];

export interface PageLanguage {
  /** The language of the fixed strings (headings, buttons): the owner's when we have it, else English. */
  language: SiteLanguage;
  /** The page's `lang` when it is not `language` (the owner wrote in a language we have no strings for). */
  lang?: string;
}

/**
 * The owner's language for the page. Any of the languages above is told apart (franc's full model);
 * one we have fixed strings for is decided as before (`detectLanguage`, tuned on short briefs); for
 * any other the page is labelled with it and written with English fixed strings, never with the
 * strings of a neighbouring language (Italian is not labelled Portuguese).
 */
export function pageLanguage(chosen: string | null | undefined, text: string): PageLanguage {
  if (chosen && (SITE_LANGUAGES as readonly string[]).includes(chosen)) return { language: chosen as SiteLanguage };
  const kana = (text.match(/[\u3040-\u30ff]/gu) ?? []).length;
  if (kana >= 2) return { language: detectLanguage(text) };
  // A script of its own decides at once, however short the brief (Korean, Greek...); Han with no kana is Chinese.
  const letterCount = (text.match(/\p{L}/gu) ?? []).length;
  for (const [script, code] of SCRIPT_LANGUAGE) if ((text.match(script) ?? []).length > letterCount / 2) return { language: "en", lang: code };
  if ((text.match(/\p{sc=Han}/gu) ?? []).length > letterCount / 2) return { language: "en", lang: "zh" };

  const words = text.replace(/\S*[@/]\S*/g, " ").replace(/\d+/g, " ");
  if (words.split(/[^\p{L}]+/u).filter((t) => t.length >= 3).length < MIN_WORDS_TO_DETECT) return { language: detectLanguage(text) };
  const ranked = francAllLanguages(words, { only: LOOK_FOR, minLength: 12 });
  let top = settleSiblings(ranked, words);
  // Swedish writes ä and ö, Danish and Norwegian æ and ø: letters settle what trigrams mix up.
  const nordic = /[æø]/iu.test(words) ? ["dan", "nob", "nno"] : /[äö]/iu.test(words) && !/[ü]/iu.test(words) ? ["swe", "fin", "deu"] : null;
  if (top && nordic && ["dan", "nob", "nno", "swe"].includes(top) && !nordic.includes(top)) top = ranked.find(([c]) => nordic.includes(c))?.[0] ?? top;
  const code = top ? TWO_LETTER[top] : undefined;
  // Too few words to tell an unsupported language from a supported one: the supported reading.
  if (words.split(/[^\p{L}]+/u).filter((t) => t.length >= 3).length < 10) return { language: detectLanguage(text) };
  const supportedCode = code && (SITE_LANGUAGES as readonly string[]).includes(code) ? (code as SiteLanguage) : null;
  // The first six are decided as they always were; the four added later are told from their neighbours
  // (Italian from Portuguese, Dutch from French) the way an unsupported language is, below.
  if (!code || (supportedCode && !NEEDS_OWN_EVIDENCE.has(supportedCode))) return { language: detectLanguage(text) };
  // An unsupported language needs words of its own in the text ("Dog walking ... at ..." is not Danish).
  const own = OTHER_STOPWORDS[code];
  const tokensAll = words
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const letters = OTHER_LETTERS[code] ? (words.match(OTHER_LETTERS[code] as RegExp) ?? []).length : 0;
  const latin = /\p{sc=Latin}/u.test(words) && !/[^\p{sc=Latin}\p{sc=Common}\p{sc=Inherited}]/u.test(words);
  // A Latin-script language we hold no words for is not told from English or Spanish by trigrams alone.
  const ownWords = own ? tokensAll.filter((t) => own.has(t)).length : 0;
  // ...unless no supported language comes near the trigram reading at all.
  const bestSupported = ranked.find(([c]) => (SITE_LANGUAGES as readonly string[]).includes(TWO_LETTER[c] ?? ""))?.[1] ?? 0;
  const decisive = !supportedCode && bestSupported < DECISIVE_GAP_SCORE;
  if (!decisive && ((own && ownWords < 2 && letters < 2) || (!own && latin && letters < 2))) return { language: detectLanguage(text) };
  // A supported language close behind with its function words in the text wins over a near tie.
  const supported = detectLanguage(text, "en");
  const close = ranked.find(([c]) => TWO_LETTER[c] === supported)?.[1] ?? 0;
  const tokens = words
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  const stop = supported !== "ja" ? tokens.filter((t) => STOPWORDS[supported as Exclude<SiteLanguage, "ja">].has(t)).length : 0;
  if (supported !== supportedCode && close >= 0.97 && stop >= 4 && stop > ownWords + letters) return { language: supported };
  return supportedCode ? { language: supportedCode } : { language: "en", lang: code };
}

/** "We write the page's headings in English: Italian is not supported yet." (or nothing). */
export function unsupportedLanguageNote(lang: string | undefined): string | undefined {
  if (!lang) return undefined;
  let name = lang;
  try {
    name = new Intl.DisplayNames(["en"], { type: "language" }).of(lang) ?? lang;
  } catch {
    // An engine without display names: the code itself.
  }
  return `We write the page's headings in English: ${name} is not supported yet.`;
}

/** Whether a word is a function word ("dal", "the", "und") of a language we read: it names no trade. */
export function isFunctionWord(word: string): boolean {
  const w = word.toLocaleLowerCase();
  return Object.values(STOPWORDS).some((set) => set.has(w)) || Object.values(OTHER_STOPWORDS).some((set) => set.has(w));
}
