import { francAll as francAllLanguages } from "franc";
import { francAll } from "franc-min";
import { SITE_LANGUAGES, type SiteLanguage } from "../intake";
import { SIMPLIFIED_ONLY, TRADITIONAL_ONLY } from "./han-variants.data";

/** The ten languages trigram detection was first tuned for (`detectLanguage` chooses among them only). */
type TunedLanguage = "en" | "es" | "fr" | "de" | "pt" | "ja" | "it" | "nl" | "pl" | "sv";

/**
 * The site's language: the intake's choice, else detected from the owner's own words with franc-min
 * (trigram statistics; restricted to the languages the renderer has strings for). Japanese is told
 * by its kana, which franc needs no statistics for. Too little text to tell (a brief that is only
 * prices): the fallback, English, rather than a guess from a handful of trigrams.
 */
const FRANC_CODE: Record<string, TunedLanguage> = {
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
const STOPWORDS: Record<Exclude<TunedLanguage, "ja">, Set<string>> = {
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
const LETTERS: Record<Exclude<TunedLanguage, "ja">, RegExp> = {
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
/** The first six site languages: decided by `detectLanguage` alone, as they always were. */
const FIRST_SIX = new Set<string>(["en", "es", "fr", "de", "pt", "ja"]);
const TUNED = new Set<string>(Object.values(FRANC_CODE));

export function detectLanguage(text: string, fallback: TunedLanguage = "en"): TunedLanguage {
  const kana = (text.match(/[\u3040-\u30ff]/gu) ?? []).length;
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  if (kana >= 2 && kana / Math.max(letters, 1) > 0.05) return "ja";
  // Emails, links, handles and numbers carry no language, nor a time's "a.m." ("8:30 a.m." is Belgian Dutch too).
  const words = text
    .replace(/\S*[@/]\S*/g, " ")
    .replace(/(\d)\s?[ap]\.?\s?m\.?(?!\p{L})/giu, "$1")
    .replace(/\d+/g, " ");
  const tokens = words
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  if (tokens.filter((t) => t.length >= 3).length < MIN_WORDS_TO_DETECT) return fallback;
  const ranked = francAll(words, { only: ONLY, minLength: 12 }).filter(([code]) => code in FRANC_CODE);
  const short = tokens.filter((t) => t.length >= 3).length < MIN_WORDS_FOR_TRIGRAMS_ALONE;
  let best: TunedLanguage | null = null;
  let bestScore = 0;
  for (const [code, trigramScore] of ranked) {
    const lang = FRANC_CODE[code] as Exclude<TunedLanguage, "ja">;
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
  return pageLanguage(null, text).language;
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
  hrv: "hr",
  bos: "bs",
  srp: "sr",
  slv: "sl",
  mkd: "mk",
  bel: "be",
  kaz: "kk",
  pes: "fa",
  urd: "ur",
  ben: "bn",
  tam: "ta",
  mar: "mr",
  npi: "ne",
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
    hr: "i je su u na za od do se sa smo ili nije ali koji što kod nas naš",
    bs: "i je su u na za od do se sa smo ili nije ali koji što kod nas",
    sr: "i je su u na za od do se sa smo ili nije ali koji što kod nas",
    sl: "in je so v na za od do se z smo ali ni tudi kot pri še nas naš",
    et: "ja on ei see et ka oleme meie või kui ning mis juures kuni",
    lv: "un ir ar uz no par kas mēs mūsu vai arī līdz pie",
    lt: "ir yra su į iš už kad mes mūsų ar taip pat iki nuo",
    ca: "i el la els les amb per del dels al als som una un que és són també fins",
    ms: "dan yang di ke dari untuk dengan kami ini itu ada juga atau tidak boleh sahaja hingga ialah",
    tl: "ang ng mga sa at na ay kami namin para may hindi din rin po",
    sw: "na ya wa kwa ni za la katika sisi yetu kila hadi",
    af: "die en van is nie ons vir met op te het ook by",
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
  is: /[þð]/giu,
  hr: /[ćđ]/giu,
  sl: /[čšž]/giu,
  et: /[õ]/giu,
  lv: /[āēīūļņķģ]/giu,
  lt: /[ėįųū]/giu,
  ca: /l·l|[òï]|(?<!\p{L})(?:amb|els|les)(?!\p{L})/giu,
  af: /ê|ë|ô|(?<!\p{L})'n(?!\p{L})/giu,
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
  {
    ind: /(?<!\p{L})(?:rp|bisa|saja|sampai|adalah|menit|kelompok|senin|jumat|usaha)(?!\p{L})/giu,
    zlm: /(?<!\p{L})(?:rm|boleh|sahaja|hingga|sehingga|ialah|pula|perniagaan|isnin|jumaat|minit|kumpulan)(?!\p{L})/giu,
  },
  // Afrikaans writes "y" where Dutch writes "ij", and words of its own ("nie", "ons", "mense", "julle").
  {
    afr: /ê|ô|(?<!\p{L})(?:nie|ons|sedert|mense|elke|elk|baie|dankie|jy|ek|hulle|groete|vm|nm|spyskaart|hoeveel|sal|hierdie|besigheid|by|vir|nag|nagte|naweke|tariewe|selfoon|plaas|die)(?!\p{L})/giu,
    nld: /ij|(?<!\p{L})(?:het|niet|wij|onze|zijn|zaterdag|zondag|dinsdag|donderdag|vrijdag)(?!\p{L})/giu,
  },
  // The Latin-script Slavic languages: Czech and Slovak write long vowels and letters of their own; Croatian
  // and Bosnian the "ije"/"je" of ijekavian and ć, đ; Serbian in Latin letters ekavian words; Slovenian "in", "so".
  {
    slk: /[ľĺŕôä]|(?<!\p{L})(?:sme|alebo|aj|otvorené|ďakujeme|hodiny)(?!\p{L})/giu,
    ces: /[ěřů]|Kč|(?<!\p{L})(?:jsme|nebo|také|otevřeno|dph|okolí|okoli)(?!\p{L})/giu,
    // ć and đ are Serbian Latin letters too: the ijekavian "ije" and Croatian words tell Croatian, ekavian
    // forms ("vreme", "uveče", "mesto") and the dinar Serbian.
    hrv: /ije|(?<!\p{L})(?:obrt|tjedan|ponedjeljak|srijeda|tko|što|kruh|hvala|kn|kuna)(?!\p{L})/giu,
    bos: /(?!)/gu,
    srp: /(?<!\p{L})(?:vreme|vremena|mesto|mesta|reka|lepo|deca|ovde|dete|hleb|ko|šta|nedelja|nedeljom|sreda|ponedeljak|uveče|veče|preko|ponovo|din|dinara|rsd)(?!\p{L})/giu,
    slv: /(?<!\p{L})(?:in|tudi|kot|še|imamo|odprto|najdete|srečanje|podjetje|naslov)(?!\p{L})/giu,
  },
];

/** How many of its own marks a language of a sibling group has in the text (0 outside the groups). */
function siblingMarks(code: string, text: string): number {
  const re = SIBLINGS.find((g) => code in g)?.[code];
  return re ? (text.match(re) ?? []).length : 0;
}

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

/** Scripts one language alone writes among those we label (kana is Japanese, decided before). */
const SCRIPT_LANGUAGE: ReadonlyArray<[RegExp, string]> = [
  [/\p{sc=Hangul}/gu, "ko"],
  [/\p{sc=Greek}/gu, "el"],
  [/\p{sc=Thai}/gu, "th"],
  [/\p{sc=Tamil}/gu, "ta"],
  [/\p{sc=Georgian}/gu, "ka"],
  [/\p{sc=Armenian}/gu, "hy"],
  [/\p{sc=Gujarati}/gu, "gu"],
  [/\p{sc=Gurmukhi}/gu, "pa"],
  [/\p{sc=Telugu}/gu, "te"],
  [/\p{sc=Kannada}/gu, "kn"],
  [/\p{sc=Malayalam}/gu, "ml"],
  [/\p{sc=Sinhala}/gu, "si"],
  [/\p{sc=Khmer}/gu, "km"],
  [/\p{sc=Lao}/gu, "lo"],
  [/\p{sc=Myanmar}/gu, "my"],
  [/\p{sc=Ethiopic}/gu, "am"],
];

const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

/**
 * Arabic script: the language is told by the letters each alone uses. Urdu writes ٹ ڈ ڑ ں ے ہ ھ; Pashto
 * ټ ځ ډ ړ ږ ښ ګ ڼ; Sorani Kurdish ڕ ڵ ۆ ێ; Persian پ چ ژ گ with the Persian forms of kaf and yeh (ک ی),
 * where Arabic writes ك ي ى and ة, which Persian does not.
 */
function arabicScriptLanguage(text: string): string {
  const urdu = count(text, /[ٹڈڑںےۓہھ]/gu);
  const pashto = count(text, /[ټځډړږښګڼۍ]/gu);
  const sorani = count(text, /[ڕڵۆێ]/gu);
  const persian = count(text, /[پچژگکی]/gu);
  const arabic = count(text, /[كيىةأإؤ]/gu);
  const best = Math.max(urdu, pashto, sorani);
  if (best >= 2) return urdu === best ? "ur" : pashto === best ? "ps" : "ckb";
  return persian > arabic ? "fa" : "ar";
}

/** Devanagari: Hindi, Marathi or Nepali by their own function words (Marathi also writes ळ); never English. */
const DEVANAGARI_WORDS: Record<string, RegExp> = {
  hi: /(?<!\p{L}|\p{M})(?:है|हैं|और|में|के|की|का|को|से|पर|हम|यह|लिए|भी|था|होता|करें)(?!\p{L}|\p{M})/gu,
  mr: /ळ|(?<!\p{L}|\p{M})(?:आहे|आहेत|आणि|च्या|मध्ये|आम्ही|साठी|नाही|करा|हे|ही|चा|ची|चे|वर)(?!\p{L}|\p{M})/gu,
  ne: /(?<!\p{L}|\p{M})(?:छ|छन्|र|मा|को|हो|हामी|लागि|पनि|गर्नुहोस्|हुन्छ|बाट|थियो|छौं)(?!\p{L}|\p{M})/gu,
};

function devanagariLanguage(text: string): string {
  let best = "hi";
  let most = 0;
  for (const [code, words] of Object.entries(DEVANAGARI_WORDS)) {
    const n = count(text, words);
    if (n > most) [best, most] = [code, n];
  }
  return best;
}

/**
 * Cyrillic: Serbian writes ђ ћ џ (and ј љ њ, which Macedonian shares, with its own ѓ ќ ѕ); Ukrainian ї є ґ
 * and і; Belarusian ў; Kazakh ә ғ қ ң ө ұ ү һ; Russian ы э ё; Bulgarian none of those, and ъ inside words.
 * With no letter of its own, franc among the Cyrillic languages.
 */
function cyrillicLanguage(text: string): string {
  if (/[ӘәҒғҚқҢңӨөҰұҮүҺһ]/u.test(text)) return "kk";
  if (/[ЃѓЌќЅѕ]/u.test(text)) return "mk";
  if (/[ЂђЋћЏџ]/u.test(text) || (/[ЈјЉљЊњ]/u.test(text) && !/[ыэъё]/iu.test(text))) return "sr";
  if (/[ЇїЄєҐґ]/u.test(text) || (/[Іі]/u.test(text) && !/[ыэъё]/iu.test(text) && !/[Ўў]/u.test(text))) return "uk";
  if (/[Ўў]/u.test(text)) return "be";
  if (/[ЫыЭэЁё]/u.test(text)) return "ru";
  if (/\p{L}ъ\p{L}/iu.test(text)) return "bg";
  const ranked = francAllLanguages(text, { only: ["rus", "bul", "ukr", "srp", "mkd", "bel"], minLength: 3 });
  return TWO_LETTER[ranked[0]?.[0] ?? "rus"] ?? "ru";
}

/** Han with no kana: Simplified or Traditional Chinese by the characters only one of them writes (OpenCC's tables). */
function chineseScript(text: string): "zh-Hans" | "zh-Hant" {
  let simplified = 0;
  let traditional = 0;
  for (const ch of text) {
    if (SIMPLIFIED_ONLY.includes(ch)) simplified++;
    else if (TRADITIONAL_ONLY.includes(ch)) traditional++;
  }
  return traditional > simplified ? "zh-Hant" : "zh-Hans";
}

/**
 * Portuguese of Portugal or of Brazil: euros, a +351 number, a "1100-053" postcode or words only Portugal
 * uses against reais, a +55 number, a CEP or words only Brazil uses. Brazil, the larger, when nothing tells.
 */
function portugueseVariant(text: string): "pt" | "pt-PT" {
  const portugal = count(
    text,
    /€|\bEUR\b|\+351|(?<!\d)\d{4}-\d{3}(?!\d)|(?<!\p{L})(?:telemóvel|equipa|pequeno-almoço|autocarro|facto|contacto|contactos|contacte|morada|ementa|casa de banho|frigorífico|sumo|fixe|rapariga|óptimo|registo|utente|ecrã)(?!\p{L})/giu,
  );
  const brazil = count(
    text,
    /R\$|\bBRL\b|\+55|(?<!\d)\d{5}-\d{3}(?!\d)|(?<!\p{L})(?:celular|equipe|café da manhã|ônibus|fato|contato|contatos|cardápio|banheiro|geladeira|suco|legal|garota|ótimo|registro|CEP|CNPJ|Pix|você|vocês)(?!\p{L})/giu,
  );
  return portugal > brazil ? "pt-PT" : "pt";
}

/**
 * Hindi and Urdu written in Latin letters (Hinglish, Roman Urdu): their function words, which no language
 * trigrams know in this spelling ("hai", "mein", "aur", "ke liye"). Urdu rather than Hindi on a Pakistani
 * number or words of greeting Pakistan writes.
 */
const ROMAN_HINDUSTANI = new Set(
  "hai hain hum humari hamari hamara humara aap apna apni mein aur nahi nahin bhi sirf liye karo karne karte kar karke rahe raha rahi wala wali wale sake saken ghante baje roz subah shaam raat jaisa jahan yahan ka ki ke ko se pe par ho".split(
    " ",
  ),
);
const ROMAN_HINDUSTANI_STRONG = new Set("hai hain mein aur nahi nahin liye karo karne karte rahe raha ghante baje humari hamari jaisa sake saken".split(" "));

function romanHindustani(tokens: string[], text: string): "hi-Latn" | "ur-Latn" | null {
  const strong = new Set(tokens.filter((t) => ROMAN_HINDUSTANI_STRONG.has(t))).size;
  const all = tokens.filter((t) => ROMAN_HINDUSTANI.has(t)).length;
  if (strong < 2 || all < 4) return null;
  const pakistan = /\+92|(?<!\d)03\d{2}[-\s]?\d{7}(?!\d)|\bPKR\b|(?<!\p{L})(?:assalam|assalamu|alaikum|shukriya|janab|inshallah|rupay)(?!\p{L})/iu;
  return pakistan.test(text) ? "ur-Latn" : "hi-Latn";
}

/** A label the page can carry: the site language when we have its table ("no" is Bokmål's "nb"), else the tag. */
function labelled(code: string, text: string): PageLanguage {
  const latinSerbian = code === "sr" && count(text, /\p{sc=Latin}/gu) > count(text, /\p{sc=Cyrillic}/gu);
  const tag = code === "no" ? "nb" : code === "pt" ? portugueseVariant(text) : latinSerbian ? "sr-Latn" : code;
  return (SITE_LANGUAGES as readonly string[]).includes(tag) ? { language: tag as SiteLanguage } : { language: "en", lang: tag };
}

/** The language a non-Latin script decides at once, however short the brief; null for Latin text. */
function scriptLanguage(text: string): string | null {
  const letters = count(text, /\p{L}/gu);
  const most = (re: RegExp) => count(text, re) > letters / 2;
  if (most(/\p{sc=Arabic}/gu)) return arabicScriptLanguage(text);
  if (most(/\p{sc=Hebrew}/gu)) return /[װױײ]|פֿ/u.test(text) ? "yi" : "he";
  if (most(/\p{sc=Devanagari}/gu)) return devanagariLanguage(text);
  if (most(/\p{sc=Bengali}/gu)) return /[ৰৱ]/u.test(text) ? "as" : "bn";
  if (most(/\p{sc=Cyrillic}/gu)) return cyrillicLanguage(text);
  for (const [script, code] of SCRIPT_LANGUAGE) if (most(script)) return code;
  if (most(/\p{sc=Han}/gu)) return chineseScript(text);
  return null;
}

export interface PageLanguage {
  /** The language of the fixed strings (headings, buttons): the owner's when we have its table, else English. */
  language: SiteLanguage;
  /** The page's `lang` when it is not `language` (the owner wrote in a language we have no strings for). */
  lang?: string;
}

/**
 * The owner's language for the page. The script decides first: a script one language alone writes, and
 * within a script the letters or words each language alone uses (Arabic, Persian and Urdu; Hindi, Marathi
 * and Nepali; Russian, Ukrainian, Bulgarian and Serbian; Simplified and Traditional Chinese), before any
 * trigram count. Latin text: the first six site languages are decided as before (`detectLanguage`, tuned on
 * short briefs); any other language franc names is chosen only on words or letters of its own, and never
 * with the strings of a neighbouring language (Italian is not labelled Portuguese). A language without a
 * table labels the page and its headings are English.
 */
export function pageLanguage(chosen: string | null | undefined, text: string): PageLanguage {
  if (chosen && (SITE_LANGUAGES as readonly string[]).includes(chosen)) return { language: chosen as SiteLanguage };
  const kana = (text.match(/[\u3040-\u30ff]/gu) ?? []).length;
  if (kana >= 2) return { language: detectLanguage(text) };
  // Emails, links and numbers carry no language; the script of the rest decides first.
  const words = text.replace(/\S*[@/]\S*/g, " ").replace(/\d+/g, " ");
  const script = scriptLanguage(words);
  if (script) return labelled(script, text);
  // Thorn is written by Icelandic alone (trigrams read a short Icelandic brief as Norwegian).
  if (count(words, /[þÞ]/gu) >= 1) return labelled("is", text);

  const latinOnly = (language: TunedLanguage) => (language === "pt" ? labelled("pt", text) : { language });
  const roman = romanHindustani(
    words
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter(Boolean),
    text,
  );
  if (roman) return labelled(roman, text);
  if (words.split(/[^\p{L}]+/u).filter((t) => t.length >= 3).length < MIN_WORDS_TO_DETECT) return latinOnly(detectLanguage(text));
  const ranked = francAllLanguages(words, { only: LOOK_FOR, minLength: 12 });
  let top = settleSiblings(ranked, words);
  // Swedish writes ä and ö, Danish and Norwegian æ and ø: letters settle what trigrams mix up.
  const nordic = /[æø]/iu.test(words) ? ["dan", "nob", "nno"] : /[äö]/iu.test(words) && !/[ü]/iu.test(words) ? ["swe", "fin", "deu"] : null;
  if (top && nordic && ["dan", "nob", "nno", "swe"].includes(top) && !nordic.includes(top)) top = ranked.find(([c]) => nordic.includes(c))?.[0] ?? top;
  const code = top ? TWO_LETTER[top] : undefined;
  // Too few words to tell another language from one of the first ten: their reading.
  if (words.split(/[^\p{L}]+/u).filter((t) => t.length >= 3).length < 10) return latinOnly(detectLanguage(text));
  const tunedCode = code && TUNED.has(code) ? (code as TunedLanguage) : null;
  // The first six are decided as they always were; the four added later are told from their neighbours
  // (Italian from Portuguese, Dutch from French) the way any other language is, below.
  if (!code || (tunedCode && FIRST_SIX.has(tunedCode))) return latinOnly(detectLanguage(text));
  // Any other language needs words or letters of its own in the text ("Dog walking ... at ..." is not Danish).
  const own = OTHER_STOPWORDS[code];
  const tokens = words
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  // Letters of its own, and the marks that told it from a sibling ("ľ", "hodiny" for Slovak).
  const letters = (OTHER_LETTERS[code] ? (words.match(OTHER_LETTERS[code] as RegExp) ?? []).length : 0) + (top ? siblingMarks(top, words) : 0);
  const latin = /\p{sc=Latin}/u.test(words) && !/[^\p{sc=Latin}\p{sc=Common}\p{sc=Inherited}]/u.test(words);
  const ownWords = own ? tokens.filter((t) => own.has(t)).length : 0;
  // ...unless none of the first ten languages comes near the trigram reading at all.
  const bestTuned = ranked.find(([c]) => TUNED.has(TWO_LETTER[c] ?? ""))?.[1] ?? 0;
  const decisive = !tunedCode && bestTuned < DECISIVE_GAP_SCORE;
  if (!decisive && ((own && ownWords < 2 && letters < 2) || (!own && latin && letters < 2))) return latinOnly(detectLanguage(text));
  // One of the first ten close behind with its function words in the text wins over a near tie.
  const supported = detectLanguage(text, "en");
  const close = ranked.find(([c]) => TWO_LETTER[c] === supported)?.[1] ?? 0;
  const stop = supported !== "ja" ? tokens.filter((t) => STOPWORDS[supported as Exclude<TunedLanguage, "ja">].has(t)).length : 0;
  if (supported !== tunedCode && close >= 0.97 && stop >= 4 && stop > ownWords + letters) return latinOnly(supported);
  return labelled(code, text);
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
