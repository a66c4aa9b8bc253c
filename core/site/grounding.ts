/**
 * Positive grounding: a model-written sentence is kept only when what it says is already in the
 * owner's own text. Where the claim lexicons (core/site/claims.ts) list what may not be said, this
 * holds the other way round: every content word of the sentence must be found in the owner's words,
 * so an invention in words nobody listed ("locals swear by our pastries", "eco-friendly materials",
 * "our head chef Maria") or in a language without a lexicon is dropped all the same.
 *
 * - Spaced scripts: the sentence's words (runs of Unicode letters), minus the language's function
 *   words and a small, reviewed set of neutral connective words (`NEUTRAL`), are compared with the
 *   owner's words after folding (lower case, diacritics removed, ß -> ss...). Two words match when
 *   they share a stem: a common prefix of at least `STEM_MIN` letters with at most `STEM_TAIL`
 *   letters left over on either side (bakery/bakeries, frisch/frischen, but not hand/handmade).
 *   Words of fewer than `STEM_MIN` letters match only whole.
 * - Unspaced scripts (Japanese, Chinese, Thai...): the sentence is cut into words by
 *   `Intl.Segmenter` (pairs of characters when the engine has none); a word's kanji/katakana stem (the
 *   word without its trailing kana) must occur in the owner's text as it stands (character
 *   n-gram containment: no inflection to fold).
 * - A language without a function-word list (Turkish, Greek...) gets the English list only: its own
 *   function words must then be found in the owner's text like any other word (stricter, never looser).
 * - A word the owner used only just after a negation ("no delivery") grounds only a sentence that has
 *   a negation of its own; German and Dutch participles drop their ge-; the head of an owner's
 *   compound grounds the head alone (de, nl, Nordic).
 *
 * The rule and its thresholds were chosen by measurement on labelled corpora of invented and
 * faithful sentences (functions/generator/README.md, "The AI writer"). Pure: no imports, linear in
 * the length of the text (no backtracking expression runs over it).
 */

/** Shortest common prefix by which two words are taken as forms of one word. */
export const STEM_MIN = 4;
/** Most letters either word may have past the common prefix (bakery/bakeries: 1 and 3). */
export const STEM_TAIL = 3;
/** Content words of a sentence allowed to be missing from the owner's text (measured: 0). */
export const MAX_UNGROUNDED = 0;

export interface GroundingRule {
  /** "lcp": common prefix >= min with tails <= tail; "prefix": the first `min` letters equal (shorter words whole). */
  stem: "lcp" | "prefix";
  min: number;
  tail: number;
  /** Content words allowed to be missing from the source. */
  maxUngrounded: number;
  /** Whether the neutral connective words are excluded (function words always are). */
  neutral: boolean;
}

export const GROUNDING_RULE: Readonly<GroundingRule> = { stem: "lcp", min: STEM_MIN, tail: STEM_TAIL, maxUngrounded: MAX_UNGROUNDED, neutral: true };

/**
 * Function words per language: articles, pronouns and possessives, prepositions of place, conjunctions,
 * auxiliaries. Reviewed to leave out every word that can carry a claim by itself: negations (not, no,
 * never, without), quantifiers (all, every, each, many, most, more, only), intensifiers (very, so),
 * and time or comparison words (since, until, within, always, than...). Those must be found in the
 * owner's text like any content word.
 */
const FUNCTION_WORDS: Readonly<Record<string, string>> = {
  en: "a an the this that these those it its we us our ours you your yours they them their he she his her him i me my and or but as of in on at to for from with by into onto about over under near through between among per via is are was were be been being am has have had do does did can could will would may might here there where which who whom whose what how when while if also s t re ve ll d m",
  es: "el la los las un una unos unas lo al del de a en con por para sobre entre hacia y e o u pero que como su sus nuestro nuestra nuestros nuestras nos nosotros nosotras tu tus te ti usted ustedes le les se es son esta estan estamos somos ser estar fue era ha han hemos hay tiene tienen tenemos puede pueden podemos ademas tambien este estos estas ese esa eso esos esas aqui alli donde cual cuales quien quienes cuando mi mis me yo",
  fr: "le la les l un une des du de d au aux a en dans sur avec par pour chez entre vers et ou mais que qu qui dont comme aussi son sa ses notre nos votre vos leur leurs nous vous il ils elle elles on se s c ce cet cette ces ici la ou est sont etre etes sommes a ont avons avez y je j me m mon ma mes te t ton ta tes lui",
  de: "der die das den dem des ein eine einen einem einer eines und oder aber denn dass wie als in im an am auf aus bei mit nach von vom zu zum zur fur uber unter vor hinter neben zwischen durch ist sind war waren sein bin bist seid hat haben habt wird werden kann konnen es er sie wir ihr ich mich mir uns unser unsere unseren unserem unserer ihre ihren ihrem ihrer ihr sein seine seinen dies diese dieser dieses diesem hier da wo was wer sich man gibt auch",
  pt: "o a os as um uma uns umas ao aos do da dos das de em no na nos nas num numa com por pelo pela pelos pelas para sobre entre e ou mas que como seu sua seus suas nosso nossa nossos nossas voce voces te lhe lhes se e sao esta estao estamos somos ser estar foi era tem temos ha pode podem podemos fica ficam tambem este esta estes estas esse essa isso aqui ali onde qual quais quem quando meu minha eu me",
  it: "il lo la i gli le un uno una l di del dello della dei degli delle a al allo alla ai agli alle da dal dalla in nel nello nella nei negli nelle con su sul sulla per tra fra e ed o ma che come suo sua suoi sue nostro nostra nostri nostre vostro vostra noi voi ci vi si e sono siamo essere era ha hanno abbiamo questo questa questi queste quello quella qui qua dove quale chi quando mio mia io mi",
  nl: "de het een en of maar dat die dit deze van in op aan bij met naar voor door over onder tussen uit om te is zijn was waren ben bent heeft hebben hebt wordt worden kan kunnen wij we ons onze jij je jullie u uw hij zij ze het hier daar waar wat wie hoe ik mij mijn er",
  pl: "i oraz a albo lub ale ze że w we na z ze do od po przy dla o u przez pod nad przed za jest sa byc byl była bylo mamy ma maja jestesmy nasz nasza nasze naszych naszym naszej my nas wy was wasz ty ci sie to ten ta te tego tej ktory ktora ktore tutaj tu gdzie co kto jak ja mnie moj moja",
  sv: "en ett den det de och eller men att som av i pa till fran med for hos om under over vid mellan genom ar var vara har hade kan vi oss var vara vart ni er era du dig din ditt han hon han denna detta dessa har dar var vad vem hur jag mig min mitt sig",
};

/**
 * Neutral connective words per language: verbs and nouns by which a sentence offers, invites or points
 * ("we offer", "visit us", "find out", "contact us"), never a quality, quantity, time or policy. An
 * entry ending in `*` matches any word it begins (offer*: offers, offering). Reviewed like the phrase banks.
 */
const NEUTRAL: Readonly<Record<string, string>> = {
  en: "offer* provid* welcom* visit* find finds discover* explor* enjoy* contact* get gets come comes see make makes made help helps helping ask* learn* let take look looks work works page site website information details call calls phone ring write email reach touch cost costs",
  es: "ofrec* ofrezc* brind* bienvenid* visit* encuentr* encontr* descubr* disfrut* contact* ven venga vengan venir hace hacen hacemos hacer pregunt* consult* trabaj* pagina sitio web informacion detalles llama llamar llamanos llamenos escrib* cuesta cuestan",
  fr: "propos* offr* offre offrons accueil* bienvenu* visit* trouv* decouvr* profitez contact* venez venir faire faisons faites fait aidons aider demand* travail* page site web information* details appelez appeler appelle ecri* coute coutent",
  de: "biet* willkommen besuch* find* entdeck* genies* kontakt* komm* mach* helfen hilft frag* arbeit* seite webseite website information* details rufen rufe anrufen schreib* erreichen telefonisch kostet kosten",
  pt: "ofere* proporcion* visit* encontr* descubr* desfrut* aprove* contact* venha venham faz fazer fazem fazemos ajud* pergunt* trabalh* pagina site informac* detalhes ligue ligar liga escrev* custa custam",
  it: "offr* propon* benvenut* visit* trov* scopr* contatt* vieni venite venire fa fare facciamo fanno aiut* chied* lavor* pagina sito informazion* dettagli chiam* scriv* costa costano",
  nl: "bied* welkom bezoek* vind* ontdek* geniet* contact* kom komt komen maak maakt maken gemaakt help helpt helpen vraag vragen werk* pagina site website informatie details bel bellen belt schrijf* mail mailen kost kosten",
  pl: "oferuj* zaprasz* odwiedz* znajd* odkryj* skontaktuj* kontakt* przyjdz* zrob* robi* pomag* pyta* prac* strona stronie informacj* szczegol* zadzwon* dzwon* napisz* pisz* kosztuje kosztuja",
  sv: "erbjud* valkom* besok* hitta* upptack* njut* kontakt* kom kommer komma gor gora hjalp hjalper fraga* arbet* sida sidan webbplats* information detaljer ring ringa skriv* mejla kostar",
};

/** Particles, copulas and endings of the unspaced languages (whole segments). */
const UNSPACED_FUNCTION_WORDS: Readonly<Record<string, string>> = {
  ja: "は が を に で と の も へ や から より な だ たり うえ 連絡 電話 です ます でした ました ている います いる ある あります する します した して され される させ おり ており こと もの ため など ね よ か お ご この その あの これ それ あれ ここ そこ 私 私たち わたし 当店 弊社 ください 下さい まし たち",
  zh: "的 了 和 与 及 是 在 至 联系 电话 我们 我 你 您 他 她 它 有 也 就 为 为了 这 那 这里 那里 个 把 被 让 对 向 从 到 并 或 而 之 其 此 本 店",
  th: "ที่ และ ของ ใน เป็น มี การ ได้ ให้ จะ กับ ความ นี้ ว่า เรา คุณ ครับ ค่ะ คะ นะ ซึ่ง หรือ แต่ จาก โดย เพื่อ อยู่ ทาง ร้าน",
};

const UNSPACED_SCRIPT = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
const STEM_CHARS = /^[\p{sc=Han}\p{sc=Katakana}ー々]+/u;
const LETTER_RUN = /[\p{L}\p{M}]+/gu;
/** Splits a letter run into its unspaced-script parts and the rest (the parts kept by the capture). */
const UNSPACED_RUN = /([\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}ー々]+)/u;

/** Lower case, diacritics folded, a few letters spelled out: the form words are compared in. */
const PLAIN = /^[a-z]*$/;
export function foldWord(word: string): string {
  if (PLAIN.test(word)) return word;
  return word
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/æ/g, "ae")
    .replace(/œ/g, "oe")
    .replace(/ø/g, "o")
    .replace(/ł/g, "l")
    .replace(/đ/g, "d")
    .replace(/ı/g, "i");
}

interface WordList {
  exact: Set<string>;
  prefixes: string[];
}

function wordList(text: string): WordList {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const raw of text.split(/\s+/)) {
    if (!raw) continue;
    const w = foldWord(raw);
    if (w.endsWith("*")) prefixes.push(w.slice(0, -1));
    else exact.add(w);
  }
  return { exact, prefixes };
}

const listCache = new Map<string, { skip: WordList; neutral: WordList; unspaced: Set<string> }>();
function listsFor(language: string): { skip: WordList; neutral: WordList; unspaced: Set<string> } {
  let lists = listCache.get(language);
  if (!lists) {
    const lang = language.toLowerCase().slice(0, 2);
    // English function words on every site (models drift into English); the site language's own where we hold them.
    const fn = [FUNCTION_WORDS.en, lang !== "en" ? (FUNCTION_WORDS[lang] ?? "") : ""].join(" ");
    const neutral = [NEUTRAL.en, lang !== "en" ? (NEUTRAL[lang] ?? "") : ""].join(" ");
    // Every unspaced script's particles, whatever the page's language (a Chinese brief may be read as an
    // English page; the scripts' words do not collide with spaced ones). Kana are not folded (が is not か).
    const unspaced = new Set(
      Object.values(UNSPACED_FUNCTION_WORDS)
        .join(" ")
        .split(/\s+/)
        .filter(Boolean)
        .map((w) => w.normalize("NFKC")),
    );
    lists = { skip: wordList(fn), neutral: wordList(neutral), unspaced };
    listCache.set(language, lists);
  }
  return lists;
}

const inList = (w: string, list: WordList) => list.exact.has(w) || list.prefixes.some((p) => w.startsWith(p) && w.length - p.length <= 6);

/**
 * Negations of the languages we hold words for, and of a few we do not (folded). A word the owner used
 * only within a few words after one ("no delivery", "keine Reservierung", "sin gluten") does not
 * ground an affirmative sentence ("We deliver"): only a sentence with a negation of its own may use it.
 */
const NEGATIONS = new Set(
  [
    "no not never without none nor cannot",
    "sin nunca ningun ninguna jamas ni",
    "ne n pas sans jamais aucun aucune",
    "kein keine keinen keinem keiner keines nicht ohne nie niemals",
    "nao sem nenhum nenhuma nem",
    "non senza mai nessun nessuno nessuna",
    "geen niet zonder nooit",
    "nie bez nigdy zaden zadna zadne",
    "inte ingen inget inga utan aldrig ej",
    "degil yok",
    "δεν μην χωρις οχι",
  ]
    .join(" ")
    .split(" ")
    .map(foldWord),
);
/** Words after a negation taken as negated ("no sugar, gluten or dairy": four). */
const NEGATION_SCOPE = 4;
const SENTENCE_BREAK = /[.!?;:\n。！？…]+/u;

/** The owner's words, indexed for stem look-ups. */
interface WordIndex {
  /** Folded words by their first two letters. */
  readonly buckets: Map<string, string[]>;
  readonly words: Set<string>;
}

/** The owner's text, indexed once for many sentences. */
export interface GroundingSource {
  /** Every word of the owner's (grounds a sentence that has a negation of its own). */
  readonly all: WordIndex;
  /** The words the owner used at least once outside a negation's scope (ground an affirmative sentence). */
  readonly affirmed: WordIndex;
  /** The whole text, NFKC-normalised and lower-cased (unspaced scripts are looked up in it). */
  readonly text: string;
}

function addWord(index: WordIndex, w: string): void {
  if (index.words.has(w)) return;
  index.words.add(w);
  const key = w.slice(0, 2);
  const bucket = index.buckets.get(key);
  if (bucket) bucket.push(w);
  else index.buckets.set(key, [w]);
}

/** The spaced-script words of `text` (NFKC, lower case), folded, each with whether it is a negation. */
function* spacedTokens(text: string): Generator<{ word: string; raw: string; negation: boolean }> {
  for (const m of text.matchAll(LETTER_RUN)) {
    const at = m.index ?? 0;
    for (const part of UNSPACED_SCRIPT.test(m[0]) ? m[0].split(UNSPACED_RUN) : [m[0]]) {
      if (!part || UNSPACED_SCRIPT.test(part)) continue;
      const word = foldWord(part);
      // "don't", "isn't": the t after an apostrophe.
      const negation = NEGATIONS.has(word) || (word === "t" && /['’]/u.test(text[at - 1] ?? ""));
      yield { word, raw: part, negation };
    }
  }
}

export function groundingSource(text: string): GroundingSource {
  const all: WordIndex = { buckets: new Map(), words: new Set() };
  const affirmed: WordIndex = { buckets: new Map(), words: new Set() };
  const normal = text.normalize("NFKC").toLowerCase();
  for (const sentence of normal.split(SENTENCE_BREAK)) {
    let scope = 0;
    for (const { word, negation } of spacedTokens(sentence)) {
      addWord(all, word);
      if (negation) {
        scope = NEGATION_SCOPE;
        continue;
      }
      if (scope > 0) scope--;
      else addWord(affirmed, word);
    }
  }
  return { all, affirmed, text: normal };
}

function sameStem(a: string, b: string, rule: GroundingRule): boolean {
  if (a === b) return true;
  if (rule.stem === "prefix") return a.length >= rule.min && b.length >= rule.min && a.slice(0, rule.min) === b.slice(0, rule.min);
  const n = Math.min(a.length, b.length);
  let common = 0;
  while (common < n && a.charCodeAt(common) === b.charCodeAt(common)) common++;
  return common >= rule.min && a.length - common <= rule.tail && b.length - common <= rule.tail;
}

/** Languages that write compounds as one word: a word that ends an owner's compound is grounded (Werkstatt in Fahrradwerkstatt). */
const COMPOUNDING = new Set(["de", "nl", "sv", "da", "no", "nb", "nn"]);
/** Shortest compound head taken on its own. */
const HEAD_MIN = 5;

/** Whether `word` (or a form of it) ends one of the owner's compounds: a generalisation, never new information. */
function compoundHead(word: string, index: WordIndex, rule: GroundingRule): boolean {
  if (word.length < HEAD_MIN) return false;
  const stem = word.slice(0, Math.max(HEAD_MIN, word.length - rule.tail));
  for (const s of index.words) {
    if (s.length <= word.length) continue;
    const at = s.lastIndexOf(stem);
    if (at > 0 && s.length - at - stem.length <= rule.tail) return true;
  }
  return false;
}

/** German and Dutch past participles: "gebacken", "gebakken" are forms of "backen", "bakken". */
const PARTICIPLE = new Set(["de", "nl"]);

function spacedGrounded(word: string, index: WordIndex, rule: GroundingRule, language: string): boolean {
  if (index.words.has(word)) return true;
  if (word.length < rule.min) return false;
  const bucket = index.buckets.get(word.slice(0, 2));
  if (bucket?.some((s) => sameStem(word, s, rule))) return true;
  const lang = language.slice(0, 2);
  if (PARTICIPLE.has(lang) && word.startsWith("ge") && word.length >= rule.min + 3 && spacedGrounded(word.slice(2), index, rule, "")) return true;
  return COMPOUNDING.has(lang) && compoundHead(word, index, rule);
}

let segmenters: Map<string, Intl.Segmenter | null> | undefined;
function segmenterFor(language: string): Intl.Segmenter | null {
  segmenters ??= new Map();
  if (!segmenters.has(language)) {
    let s: Intl.Segmenter | null = null;
    try {
      s = typeof Intl !== "undefined" && "Segmenter" in Intl ? new Intl.Segmenter(language, { granularity: "word" }) : null;
    } catch {
      s = null;
    }
    segmenters.set(language, s);
  }
  return segmenters.get(language) ?? null;
}

/** The words of an unspaced run: dictionary segments where the engine has them, else the run's characters in pairs. */
function unspacedWords(run: string, language: string): string[] {
  const seg = segmenterFor(
    UNSPACED_LANG.has(language) ? language : /\p{sc=Thai}/u.test(run) ? "th" : /[\p{sc=Hiragana}\p{sc=Katakana}]/u.test(run) ? "ja" : "zh",
  );
  if (seg) return [...seg.segment(run)].filter((s) => s.isWordLike !== false).map((s) => s.segment);
  const out: string[] = [];
  for (let i = 0; i < run.length; i += 2) out.push(run.slice(i, i + 2));
  return out;
}
const UNSPACED_LANG = new Set(["ja", "zh", "th"]);

function unspacedGrounded(word: string, source: GroundingSource): boolean {
  // A kanji or katakana word without its trailing kana (焼きます -> 焼): inflection lives in the kana.
  const stem = STEM_CHARS.exec(word)?.[0] ?? word;
  if (source.text.includes(stem)) return true;
  // A compound the segmenter joined differently from the owner's text: each pair of its characters.
  if (stem.length < 3) return false;
  for (let i = 0; i + 2 <= stem.length; i++) if (!source.text.includes(stem.slice(i, i + 2))) return false;
  return true;
}

/**
 * The content words of `sentence` not found in the owner's text: function and neutral words aside,
 * each must share a stem with a word of the owner's (spaced scripts) or occur in the owner's text
 * (unspaced scripts).
 */
export function ungroundedWords(sentence: string, source: GroundingSource, language: string, rule: Readonly<GroundingRule> = GROUNDING_RULE): string[] {
  const { skip, neutral, unspaced } = listsFor(language);
  const missing: string[] = [];
  const text = sentence.normalize("NFKC").toLowerCase();
  // An affirmative sentence is grounded only by what the owner affirmed; a negative one by any of the owner's words.
  let negative = false;
  for (const t of spacedTokens(text)) if (t.negation) negative = true;
  const index = negative ? source.all : source.affirmed;
  for (const m of text.matchAll(LETTER_RUN)) {
    const run = m[0];
    if (UNSPACED_SCRIPT.test(run)) {
      // Mixed runs ("Wi-Fiの", "カフェabc"): the letters of other scripts are checked as spaced words below.
      for (const part of run.split(UNSPACED_RUN)) {
        if (!part) continue;
        if (!UNSPACED_SCRIPT.test(part)) {
          const w = foldWord(part);
          if (w.length > 1 && !skip.exact.has(w) && !(rule.neutral && inList(w, neutral)) && !spacedGrounded(w, index, rule, language)) missing.push(part);
          continue;
        }
        for (const word of unspacedWords(part, language)) {
          if (unspaced.has(word)) continue;
          // Pure kana of one character (a particle the list has not got) carries nothing.
          if (word.length === 1 && /[\p{sc=Hiragana}]/u.test(word)) continue;
          if (!unspacedGrounded(word, source)) missing.push(word);
        }
      }
      continue;
    }
    const w = foldWord(run);
    if (w.length < 2 || skip.exact.has(w)) continue;
    if (rule.neutral && inList(w, neutral)) continue;
    if (!spacedGrounded(w, index, rule, language)) missing.push(run);
  }
  return missing;
}

/** Whether `sentence` says only what the owner's text says (at most `rule.maxUngrounded` content words missing). */
export function isGrounded(sentence: string, source: GroundingSource, language: string, rule: Readonly<GroundingRule> = GROUNDING_RULE): boolean {
  return ungroundedWords(sentence, source, language, rule).length <= rule.maxUngrounded;
}
