import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type ConfigData, HtmlValidate, StaticConfigLoader } from "html-validate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import projectRules from "../../../.htmlvalidate.mjs";
import { ILLUSTRATIONS } from "../../../core/site/illustrations.data";
import {
  elided,
  loadPictureWords,
  matchPictureWords,
  parsePictureWords,
  type PictureWords,
  pictureWordsFile,
  scriptFiles,
  setPictureWordSource,
} from "../../../core/site/picture-words";
import { choosePictures, KIND_HEAD_WORDS, NEUTRAL_PICTURES, neutralChoice, ownerWordSources, withoutProperNames } from "../../../core/site/pictures";
import { siteCsp } from "../../../core/site/render";
import { type GeneratedSite, generateSite } from "../../../functions/generator/index";
import { nodePictureWords } from "../../../functions/hosts/node/picture-words";
import { readPictureWordsFromAssets } from "../../../functions/hosts/worker/picture-words";
import { pictureCorpora, pictureFigures, pictureVerdict, sharedWhenCloserExists, verdictFigures } from "../../helpers/picture-corpora";

/**
 * The first screen's picture: chosen among ~850 Fluent Emoji drawings through their Unicode CLDR keywords
 * in the owner's language (public/picture-words), two or three composed when no single one says the
 * trade. The figures before and after over every corpus are in functions/generator/README.md ("Pictures").
 */

const PUBLIC = join(import.meta.dirname, "../../../public/picture-words");
const words = (lang: string) => parsePictureWords(lang, readFileSync(join(PUBLIC, `${lang}.txt`), "utf8"));

beforeAll(() => setPictureWordSource(nodePictureWords()));
afterAll(() => setPictureWordSource(null));

async function site(name: string, description: string): Promise<GeneratedSite> {
  return generateSite({ projectName: name, businessType: "Business", description, requirements: "", details: null, template: null });
}
function drawn(s: GeneratedSite): string[] {
  const hero = s.content.hero as { picture?: string; pictures?: string[] };
  return hero.pictures ?? (hero.picture ? [hero.picture] : []);
}

describe("the owner's words against the drawings' CLDR keywords", () => {
  it("finds a keyword as written, less a short ending, by its stem, inside a compound, and inside unspaced text", () => {
    const match = (text: string, list: PictureWords, lang = list.language) =>
      [...matchPictureWords([{ text, weight: 3 }], [list], lang).entries()].sort((a, b) => b[1].score - a[1].score).map(([d]) => d);
    expect(match("Wheel alignment", words("en"))).toContain("wheel");
    expect(match("Cheap tyres fitted", words("en"))).toContain("wheel");
    expect(match("Emergency plumbing", words("en"))[0]).toBe("wrench");
    expect(match("Reifenwechsel", words("de"))).toContain("wheel");
    expect(match("Winterreifen", words("de"))).toContain("wheel");
    expect(match("מספרה כלבלבים", words("he"))).toContain("dog-face");
    expect(match("子ども向けチェス教室", words("ja"))).toContain("chess-pawn");
    // The business's place is no trade.
    expect(matchPictureWords([{ text: "Valencia", weight: 3 }], [words("es")], "es", new Set(["valencia"])).size).toBe(0);
  });

  it("a common word of the language (on many of CLDR's emoji, no drawing's whole name) never chooses a drawing alone", () => {
    const en = words("en");
    expect(en.common?.has("not")).toBe(true);
    expect(en.common?.has("small")).toBe(true);
    // A drawing's whole name is no common word, however many emoji carry it.
    expect(en.common?.has("cat")).toBe(false);
    // Said in the name and again in the first sentence, "not" and "small" stay under what chooses a drawing alone (1.8).
    const m = matchPictureWords(
      [
        { text: "Not So Small", weight: 3 },
        { text: "Not small, not fussy.", weight: 2.5 },
      ],
      [en],
      "en",
    );
    for (const d of ["hourglass-not-done", "small-airplane", "sun-behind-small-cloud"]) expect(m.get(d)?.score ?? 0, d).toBeLessThan(1.8);
    expect(parsePictureWords("xx", "~over\tcat\nkitten\tcat").common).toEqual(new Set(["over"]));
  });

  it("a word of the business's name counts whole when the description names its drawing again in other words", () => {
    const en = words("en");
    const score = (first: string) =>
      matchPictureWords(
        [
          { text: "Kitten Corner", weight: 3 },
          { text: "", weight: 1 },
          { text: first, weight: 2.5 },
        ],
        [en],
        "en",
      ).get("cat")?.score ?? 0;
    // "kitten" is only a keyword of the cat: a brand's word alone, it suggests the cat; beside "cats" it is the trade.
    expect(score("We mend bicycles.")).toBeLessThan(1.8);
    expect(score("We look after cats while you travel.")).toBeGreaterThan(2);
  });

  it("reads English on another language's page for borrowed words only, as they are written", () => {
    const en = { ...words("en"), own: false };
    expect(matchPictureWords([{ text: "van den turnee", weight: 3 }], [en], "nl").size).toBe(0);
    expect([...matchPictureWords([{ text: "pizza", weight: 3 }], [en], "nl").keys()]).toContain("pizza");
  });

  it("picks the keyword files by the page's language, the text's script and the languages the text is likely in", () => {
    expect(pictureWordsFile("pt-BR")).toBe("pt");
    expect(pictureWordsFile("zh-TW")).toBe("zh-Hant");
    expect(pictureWordsFile("zh-CN")).toBe("zh");
    expect(pictureWordsFile("fil")).toBe("tl");
    expect(pictureWordsFile("no")).toBe("nb");
    expect(pictureWordsFile("not a tag!")).toBeNull();
    // Persian labelled Arabic, Marathi labelled English: the script decides which lists are read.
    expect(scriptFiles("فروش لاستیک نو، پنچرگیری، بالانس")).toEqual(expect.arrayContaining(["ar", "fa", "ur"]));
    expect(scriptFiles("लहान मुलांसाठी बुद्धिबळ प्रशिक्षण")).toEqual(expect.arrayContaining(["hi", "mr", "ne"]));
    expect(scriptFiles("Wheel alignment and tyres")).toEqual([]);
  });

  it("goes on without keywords when a file cannot be read, and reads it again next time", async () => {
    let calls = 0;
    setPictureWordSource(async (lang) => {
      calls++;
      if (calls === 1) throw new Error("disk gone");
      return lang === "en" ? "chess\t=chess-pawn\n" : null;
    });
    try {
      expect(await loadPictureWords("en")).toEqual([]);
      const lists = await loadPictureWords("en");
      expect(lists.map((l) => l.language)).toEqual(["en"]);
      const s = await site("Knights Chess Club", "Chess club for children and adults, tournaments every month.");
      expect(drawn(s)).toContain("chess-pawn");
    } finally {
      setPictureWordSource(nodePictureWords());
    }
  });

  it("the Worker reads a language's file through its ASSETS binding, once per isolate", async () => {
    const asked: string[] = [];
    const assets = {
      fetch: async (request: Request) => {
        asked.push(new URL(request.url).pathname);
        const lang = /\/picture-words\/([^/]+)\.txt$/.exec(new URL(request.url).pathname)?.[1] ?? "";
        try {
          return new Response(readFileSync(join(PUBLIC, `${lang}.txt`), "utf8"));
        } catch {
          return new Response("not found", { status: 404 });
        }
      },
    };
    readPictureWordsFromAssets(assets);
    try {
      const s = await site("Reifendienst Yilmaz", "Reifenservice in Duisburg: Reifenwechsel, Auswuchten, Einlagerung.");
      expect(drawn(s)).toContain("wheel");
      await site("Reifen Express", "Reifenwechsel in Essen.");
      expect(asked.length).toBeGreaterThan(0);
      expect(new Set(asked).size, asked.join(" ")).toBe(asked.length);
    } finally {
      setPictureWordSource(nodePictureWords());
    }
  });
});

describe("the bundled drawings", () => {
  it("keep every number of the set's paths, decimals cut to a tenth (an arc's flags that run into a number stay flags)", () => {
    const set = JSON.parse(readFileSync(join(import.meta.dirname, "../../../node_modules/@iconify-json/fluent-emoji-high-contrast/icons.json"), "utf8")) as {
      icons: Record<string, { body: string }>;
    };
    const paths = (body: string) => [...body.matchAll(/ d="([^"]*)"/g)].map((m) => m[1]);
    for (const [name, body] of Object.entries(ILLUSTRATIONS)) {
      // The set's <defs> (full-box clip paths) are left out of the bundle.
      const original = (set.icons[name]?.body ?? "").replace(/<defs>[\s\S]*?<\/defs>/g, "");
      expect(paths(body), name).toEqual(paths(original).map((d) => d?.replace(/\.(\d)\d+/g, ".$1")));
    }
  });
});

describe("a drawing of the trade, in the owner's language (briefs written for these tests)", () => {
  it.each([
    [
      "a chess club (Polish)",
      "Klub Szachowy Hetman",
      "Klub szachowy dla dzieci i dorosłych w Gdańsku. Treningi we wtorki, turnieje co miesiąc.",
      ["chess-pawn"],
    ],
    ["a chess school (Romanian)", "Școala de șah Regele", "Cursuri de șah pentru copii în Iași, turnee lunare.", ["chess-pawn"]],
    ["a tyre fitter (German)", "Reifendienst Yilmaz", "Reifenservice in Duisburg: Reifenwechsel, Auswuchten, Einlagerung.", ["wheel"]],
    ["a tyre fitter (Turkish)", "Lastikçi Mehmet", "Lastik değişimi, balans ve rot ayarı. Kış lastiği saklama hizmeti.", ["wheel"]],
    ["a henna artist (Urdu)", "مہندی آرٹ بائی سارہ", "دلہن کی مہندی، عید کی مہندی اور پارٹی ڈیزائن۔ گھر پر سروس دستیاب ہے۔", ["palms-up-together", "herb"]],
    [
      "a Quran school (Indonesian)",
      "Rumah Tahfidz Al-Falah",
      "Rumah tahfidz untuk anak-anak: hafalan Al-Qur'an, tajwid dan mengaji setiap sore di Bandung.",
      ["open-book", "mosque"],
    ],
    ["a bakery (Swedish)", "Bageriet på hörnet", "Hantverksbageri i Umeå med surdegsbröd, kanelbullar och tårtor på beställning.", ["bread", "baguette-bread"]],
  ])("%s", async (_what, name, description, any) => {
    const pictures = drawn(await site(name, description));
    expect(
      pictures.some((p) => any.includes(p)),
      `${pictures.join("+")} shows none of ${any.join(", ")}`,
    ).toBe(true);
  });

  it("a dentist (Hindi) whose trade words are all inflected (दंत, दांतों, चिकित्सालय): the tooth, or neutral drawings, never another trade's", async () => {
    const pictures = drawn(await site("दंत चिकित्सालय स्माइल", "दांतों की जांच, सफाई, रूट कैनाल और ब्रेसेस। जयपुर में हमारा क्लिनिक।"));
    const ok = new Set<string>(["tooth", "toothbrush", "medical-symbol", ...NEUTRAL_PICTURES]);
    expect(pictures.filter((p) => !ok.has(p))).toEqual([]);
  });

  it("a house only for a trade about houses: an estate agent may have one, a business that names no trade never", async () => {
    expect(drawn(await site("Immobilien Berger", "Immobilienmakler in Graz: wir verkaufen und vermieten Häuser und Wohnungen."))).toContain("house");
    const vague = drawn(await site("Northwind Partners", "Coming soon. More about us shortly."));
    expect(vague.filter((p) => /house/.test(p))).toEqual([]);
    for (const p of vague) expect(NEUTRAL_PICTURES as readonly string[]).toContain(p);
  });

  it("composes two or three drawings when no single one says the trade, and ships only those, inline", async () => {
    const s = await site("Amal Mehndi", "Mehndi and henna designs for brides and Eid, at your home in Doha.");
    const pictures = drawn(s);
    expect(pictures.length).toBeGreaterThanOrEqual(2);
    expect(pictures.length).toBeLessThanOrEqual(3);
    expect(new Set(pictures).size).toBe(pictures.length);
    const hero = /<svg class="art[^"]*"[\s\S]*?<\/svg>/.exec(s.html)?.[0] ?? "";
    expect(hero.match(/<g class="ip"/g)).toHaveLength(pictures.length);
    for (const p of pictures) expect(s.html).toContain((ILLUSTRATIONS[p] as string).slice(0, 60));
    // No picture is fetched: no external image, and the CSP is the one every site gets.
    expect(s.html).not.toMatch(/<img[^>]+src="https?:/);
    expect(await siteCsp(s.html)).toMatch(/img-src 'self' data:/);
    expect(s.html.length).toBeLessThan(60_000);
  });
});

describe("precision first: a drawing that is not the trade is worse than a neutral one (briefs written for these tests)", () => {
  const neutral = new Set<string>(NEUTRAL_PICTURES);

  it("the catalogue's kind words (studio, school, service, shop) name no drawing, in English or in the owner's language", async () => {
    expect([...KIND_HEAD_WORDS]).toEqual(expect.arrayContaining(["shop", "school", "studio", "service", "repair"]));
    for (const [name, description] of [
      ["Harbourside Studio", "A small family business since 2011. Groups of up to six."],
      ["Estudio Sol", "Pequeño negocio familiar desde 2011. Grupos de hasta seis personas."],
      ["Escola Horizonte", "Pequena empresa familiar desde 2011."],
    ] as const) {
      const pictures = drawn(await site(name, description));
      expect(
        pictures.filter((p) => p === "studio-microphone" || p === "school"),
        name,
      ).toEqual([]);
    }
    const memorial = drawn(await site("Okafor Memorial Services", "Funeral services, burial and cremation arrangements in Enugu."));
    expect(memorial).not.toContain("service-dog");
    expect(memorial).not.toContain("bellhop-bell");
  });

  it("a keyword found as a three-letter root of a longer word is a guess; as written it says the drawing", () => {
    const list = parsePictureWords("ur", "سیل\t==seal\n");
    const root = matchPictureWords([{ text: "سیلاب", weight: 3 }], [list], "ur").get("seal")?.score ?? 0;
    const exact = matchPictureWords([{ text: "سیل", weight: 3 }], [list], "ur").get("seal")?.score ?? 0;
    expect(exact).toBe(3);
    expect(root).toBeGreaterThan(0);
    expect(root).toBeLessThan(1.8);
  });

  it('a word of three letters is matched only in the page\'s own language (the Danish duck is no English "and")', () => {
    const lists = [words("en"), { ...words("da"), own: true, short: false }];
    expect([...matchPictureWords([{ text: "Bread and cakes", weight: 3 }], lists, "en").keys()]).not.toContain("duck");
    expect([...matchPictureWords([{ text: "And i dammen", weight: 3 }], [{ ...words("da"), short: true }], "da").keys()]).toContain("duck");
  });

  it("a quoted part of the business's name is its own name, not its trade", async () => {
    const pictures = drawn(await site("Bäckerei „Schwarzer Kater“", "Bäckerei in Kassel: Roggenbrot, Brötchen und Brezeln, jeden Morgen frisch."));
    expect(pictures.filter((p) => /cat/.test(p))).toEqual([]);
  });

  it("a thing the text only mentions in passing (a neighbour, a landmark) is not drawn", async () => {
    const pictures = drawn(
      await site("Sunrise Accountancy", "Bookkeeping and tax returns for sole traders. Our office is next to the zoo, opposite the elephant enclosure."),
    );
    expect(pictures.filter((p) => /elephant|zoo/.test(p))).toEqual([]);
  });

  it("nothing names the trade: two or three neutral drawings, the same for the same site", async () => {
    const a = drawn(await site("Meridian & Co", "Open Monday to Friday. Call us for details."));
    const b = drawn(await site("Meridian & Co", "Open Monday to Friday. Call us for details."));
    expect(a).toEqual(b);
    expect(a.length).toBeGreaterThanOrEqual(2);
    expect(a.length).toBeLessThanOrEqual(3);
    expect(new Set(a).size).toBe(a.length);
    for (const p of a) expect(neutral.has(p), p).toBe(true);
  });

  it("seven plumbers: each shows the trade's drawings (alone, together or beside a neutral one), never another trade's; none shared by more than two", async () => {
    const towns = ["Leeds", "Bristol", "Derby", "Exeter", "Hull", "Bath", "York"];
    const owners = ["Hargreaves", "Okonkwo", "Petrie", "Lindqvist", "Murphy", "Castellano", "Nakamura"];
    const seen = new Map<string, number>();
    for (const [i, town] of towns.entries()) {
      const pictures = drawn(await site(`${owners[i]} Plumbing`, `Plumber in ${town}: leaks, blocked drains, boilers and bathroom fitting.`));
      expect(
        pictures.some((p) => p === "wrench" || p === "plunger"),
        pictures.join("+"),
      ).toBe(true);
      for (const p of pictures) expect(p === "wrench" || p === "plunger" || neutral.has(p), `${town}: ${p}`).toBe(true);
      seen.set(pictures.join("+"), (seen.get(pictures.join("+")) ?? 0) + 1);
    }
    expect(Math.max(...seen.values()), JSON.stringify([...seen])).toBeLessThanOrEqual(2);
  });

  it("the judge: on-trade when a drawing shown is one the trade's words name, neutral when only neutral ones, else off-trade", () => {
    const english = words("en");
    expect(pictureVerdict("mobile dog groomer", ["poodle"], english, KIND_HEAD_WORDS, neutral)).toBe("on-trade");
    expect(pictureVerdict("wedding dress rental", ["dress"], english, KIND_HEAD_WORDS, neutral)).toBe("on-trade");
    expect(pictureVerdict("funeral services", ["service-dog"], english, KIND_HEAD_WORDS, neutral)).toBe("off-trade");
    expect(pictureVerdict("funeral services", ["sparkles", "sun"], english, KIND_HEAD_WORDS, neutral)).toBe("neutral");
    // A kind of the thing the trade names is that thing (an old key is a key); a word that only begins with it is not.
    expect(pictureVerdict("key cutting", ["old-key"], english, KIND_HEAD_WORDS, neutral)).toBe("on-trade");
    expect(pictureVerdict("key cutting", ["keyboard"], english, KIND_HEAD_WORDS, neutral)).toBe("off-trade");
  });
});

describe("variety, and words in passing (briefs written for these tests)", () => {
  const neutral = new Set<string>(NEUTRAL_PICTURES);

  it("one business name in nine towns and languages: nine sites, no look on more than two of them", async () => {
    const briefs = [
      "Small family business in Leeds since 2011. Groups of up to six.",
      "Pequeño negocio familiar en Burgos desde 2011. Grupos de hasta seis personas.",
      "Petite entreprise familiale à Nantes depuis 2011. Groupes de six personnes au plus.",
      "Piccola azienda di famiglia a Parma dal 2011. Gruppi fino a sei persone.",
      "Pequena empresa familiar em Braga desde 2011. Grupos até seis pessoas.",
      "Klein familiebedrijf in Zwolle sinds 2011. Groepen tot zes personen.",
      "Liten familjeföretag i Umeå sedan 2011. Grupper på högst sex personer.",
      "Mała firma rodzinna w Toruniu od 2011 roku. Grupy do sześciu osób.",
      "Small family business in Galway since 2011. Groups of up to six.",
    ];
    const seen = new Map<string, number>();
    for (const description of briefs) {
      const pictures = drawn(await site("Harbour Studio", description));
      for (const p of pictures) expect(neutral.has(p), `${description}: ${p}`).toBe(true);
      seen.set(pictures.join("+"), (seen.get(pictures.join("+")) ?? 0) + 1);
    }
    expect(Math.max(...seen.values()), JSON.stringify([...seen])).toBeLessThanOrEqual(2);
  });

  it("no drawing with lettering in one language ships: 💮 says 'よくできました', a Russian or Arabic page would show it", () => {
    expect(Object.keys(ILLUSTRATIONS)).not.toContain("white-flower");
    const ja = readFileSync(join(process.cwd(), "public/picture-words/ja.txt"), "utf8");
    expect(ja).not.toContain("white-flower");
  });

  it("a neutral first screen is two or three different neutral drawings, among thousands of looks", () => {
    const looks = new Set<string>();
    for (let seed = 1; seed <= 2000; seed++) {
      const { pictures = [] } = neutralChoice(Math.imul(seed, 2654435761) >>> 0);
      expect(pictures.length === 2 || pictures.length === 3).toBe(true);
      expect(new Set(pictures).size).toBe(pictures.length);
      for (const p of pictures) expect(neutral.has(p)).toBe(true);
      looks.add(pictures.join("+"));
    }
    expect(looks.size).toBeGreaterThan(1700);
  });

  it("a keyword only the business's name says, which the first sentence does not name, chooses nothing alone", async () => {
    // "Hafen" (harbour) is a keyword of the anchor: the potter by the harbour makes pottery.
    expect(drawn(await site("Töpferei am Hafen", "Töpferkurse für Anfänger und Kinder, kleine Gruppen."))).not.toContain("anchor");
    expect(drawn(await site("Studio am Hafen", "Kleiner Familienbetrieb seit 2009. Gruppen bis acht Personen."))).not.toContain("anchor");
  });

  it("the hand map's drawing chosen by the kind is not traded for a drawing a word in passing shares with it", () => {
    const m = (words: string[]) => ({ score: 0.2, words: new Set(words), strongest: 1, tokens: new Set(words), places: new Set([5]) });
    for (let seed = 1; seed < 40; seed++) {
      const choice = choosePictures(
        { id: "hair-salon", sector: "beauty" },
        new Map([
          ["scissors", m(["klippa"])],
          ["rock", m(["klippa"])],
        ]),
        { name: "Salong Sax", description: "Frisör i Malmö. Vi klipper alla.", offerings: [] },
        seed,
      );
      const pictures = choice.pictures ?? [choice.picture];
      expect(pictures).toContain("scissors");
      expect(pictures).not.toContain("rock");
    }
  });

  it("the first sentence is the one after a greeting, a line that repeats the name, or a heading; a year or an age group leaves it a sentence", () => {
    const first = (name: string, description: string) => ownerWordSources({ name, description, offerings: [] })[2]?.text;
    expect(first("Meow Manor", "Salaam! We look after cats while you travel. Call 0113 496 0000.")).toBe("We look after cats while you travel.");
    expect(first("Meow Manor", "Meow Manor\nCat sitting in Leeds and Bradford.")).toBe("Cat sitting in Leeds and Bradford.");
    expect(first("Knights", "Chess club for children aged 6-14 at the community hall. £45 a term.")).toBe(
      "Chess club for children aged 6-14 at the community hall.",
    );
    expect(first("Knights", "Tel: 029 2018 0447. Chess on Saturdays.")).toBe("");
  });

  it("words that only say it is a business (the form's business types) name no drawing", async () => {
    const pictures = drawn(await site("Northwind Partners", "Small family business since 2009. Groups of up to eight."));
    expect(pictures).not.toContain("briefcase");
  });

  it("an elided article is no part of the word after it; an English possessive stays whole", () => {
    expect(elided("d'horloges")).toBe("horloges");
    expect(elided("dell'olio")).toBe("olio");
    expect(elided("l’atelier")).toBe("atelier");
    expect(elided("children's")).toBe("children's");
    const m = matchPictureWords([{ text: "Réparation d'horloges anciennes", weight: 2.5 }], [words("fr")], "fr");
    expect([...m.keys()]).toContain("mantelpiece-clock");
  });

  it("a word the text's own language has as written means what that language says (Afrikaans motors are cars, not Dutch motorcycles)", () => {
    const lists = [
      { ...words("af"), own: true, short: true },
      { ...words("nl"), own: true, short: false },
    ];
    const m = matchPictureWords([{ text: "Van Wyk Motors", weight: 3 }], lists, "af");
    expect([...m.keys()]).toContain("oncoming-automobile");
    expect([...m.keys()]).not.toContain("motorcycle");
    // The last word of a compound with another ending: motor|werktuigkunde, a mechanic's (werktuigkundige) wrench.
    expect([...matchPictureWords([{ text: "Algemene motorwerktuigkunde", weight: 2.5 }], [words("af")], "af").keys()]).toContain("wrench");
  });

  it("the page's language is always one of the text's own, whatever languages the detector likens it to", async () => {
    const lists = await loadPictureWords("tr", "Kadıköy Moda'da erkek berberi.", ["zlm", "ilo"]);
    expect(lists.find((l) => l.language === "tr")?.own).toBe(true);
  });

  it("proper names in a sentence (two capitalised words in a row after its first word) name no trade; German nouns are capitalised", () => {
    expect(withoutProperNames("A guesthouse two streets from the Igreja Matriz, in Paraty.")).not.toMatch(/Igreja|Matriz/);
    expect(withoutProperNames("Temple Bar hostel with bunk beds.")).toBe("Temple Bar hostel with bunk beds.");
    const later = (language: string) =>
      ownerWordSources({ name: "X", description: "Wir backen täglich. Wir backen Frische Brezeln.", offerings: [], language })[4]?.text;
    expect(later("de")).toContain("Frische Brezeln");
    expect(later("en")).not.toContain("Frische Brezeln");
  });

  it("the catalogue's kind words are left out in inflected and compound names too (Turkish stüdyo, Swedish studio)", () => {
    expect(words("tr").words.has("stüdyo")).toBe(false);
    expect(words("sv").words.has("studio")).toBe(false);
    expect(words("en").words.has("studio")).toBe(false);
  });
});

describe("the first screen's picture over every corpus (figures in functions/generator/README.md)", () => {
  const corpora = pictureCorpora();
  const rows = new Map<string, Array<{ id: string; trade: string; pictures: string[]; picture: string }>>();
  /** Every corpus page whose first screen composes two or three drawings. */
  const composed: Array<{ id: string; html: string }> = [];
  let english: PictureWords;

  beforeAll(async () => {
    english = words("en");
    for (const [name, cases] of corpora) {
      const out = [];
      for (const c of cases) {
        const generated = await generateSite(c.input);
        const pictures = drawn(generated);
        out.push({ id: c.id, trade: c.trade, pictures, picture: pictures.join("+") });
        if (pictures.length > 1) composed.push({ id: `${name} ${c.id}`, html: generated.html });
      }
      rows.set(name, out);
    }
  }, 240_000);

  /**
   * The measured floors (they may only get better; functions/generator/README.md, "Pictures"): the most sites
   * one picture (or composition) is on; pictures shared by sites of different trades where a trade's own
   * plain-English name names a drawing the site does not show; and, judged from each site's plain-English
   * trade (tests/helpers/picture-corpora.ts `pictureVerdict`), the fewest on-trade and the most off-trade
   * pictures. The locale corpus is one unnamed business written in 34 locales: any picture there but a
   * neutral one is off-trade; its sites differ by the site's whole identity (name, language, city, text), not the
   * name alone. Measured after the variety and words-in-passing rules (before: team 3/0/143/12, locale
   * 45/0/0/15, blind 2/1/99/11, blind-2 2/2/59/10, blind-3 2/2/29/29, held-out kinds 1/0/8/3 as most/closer/on/off);
   * blind's off-trade list gained a Poznań accounting office whose ledger (the catalogue's accountant) the judge
   * cannot name since the office worker's words ("office", "business") left the keyword files: it counted the
   * briefcase on-trade by "office"; the held-out kinds lost a picture framer's frame (now a neutral pair).
   */
  const FLOOR: Record<string, { most: number; closer: number; on: number; off: number }> = {
    team: { most: 2, closer: 0, on: 144, off: 10 },
    locale: { most: 2, closer: 0, on: 0, off: 5 },
    blind: { most: 2, closer: 0, on: 99, off: 10 },
    "blind-2": { most: 1, closer: 0, on: 64, off: 7 },
    "blind-3": { most: 1, closer: 0, on: 34, off: 26 },
    "kinds-held-out": { most: 1, closer: 0, on: 7, off: 2 },
    // As found (written after these rules, by someone who had not read them): 1/0/12/9.
    "blind-4": { most: 1, closer: 0, on: 12, off: 9 },
  };

  it("every corpus is measured, each site has a drawing we bundle", () => {
    for (const name of ["team", "locale", "blind", "blind-2", "blind-3", "blind-4", "kinds-held-out"]) expect(rows.has(name), name).toBe(true);
    for (const [name, list] of rows)
      for (const r of list)
        expect(
          r.pictures.every((p) => Object.hasOwn(ILLUSTRATIONS, p)),
          `${name} ${r.id}`,
        ).toBe(true);
  });

  it.each(Object.keys(FLOOR))(
    "%s: on-trade and off-trade pictures, sites on one picture, and trades sharing one when a closer drawing exists, at their floors",
    (name) => {
      const list = rows.get(name);
      expect(list, name).toBeDefined();
      if (!list) return;
      const f = pictureFigures(list);
      const floor = FLOOR[name] as { most: number; closer: number; on: number; off: number };
      // No picture on more than two sites of a corpus.
      expect(f.overTwo, name).toEqual([]);
      expect(f.most, JSON.stringify(f.overTwo)).toBeLessThanOrEqual(floor.most);
      const v = verdictFigures(list, english, KIND_HEAD_WORDS, new Set<string>(NEUTRAL_PICTURES));
      expect(v["on-trade"], `${name} on-trade`).toBeGreaterThanOrEqual(floor.on);
      expect(v["off-trade"], v.off.join("\n")).toBeLessThanOrEqual(floor.off);
      const closer = sharedWhenCloserExists(list, english);
      expect(closer.length, closer.map((c) => `${c.picture}: ${c.sites.join("; ")}`).join("\n")).toBeLessThanOrEqual(floor.closer);
    },
  );

  it("every page with a composed first screen passes html-validate", async () => {
    expect(composed.length).toBeGreaterThan(10);
    const validator = new HtmlValidate(
      new StaticConfigLoader({ ...projectRules, rules: { ...projectRules.rules, "doctype-style": "off", "tel-non-breaking": "off" } } as unknown as ConfigData),
    );
    const problems: string[] = [];
    for (const { id, html } of composed) {
      const report = await validator.validateString(html, `${id}.html`);
      for (const r of report.results) for (const m of r.messages) problems.push(`${id}: ${m.ruleId} ${m.message}`);
    }
    expect(problems).toEqual([]);
  }, 120_000);

  it("no house on a site whose trade is not about houses", () => {
    for (const [name, list] of rows) {
      const houses = list.filter((r) => r.pictures.some((p) => /^house|^houses|derelict-house/.test(p)));
      for (const r of houses)
        expect(`${r.id} ${r.trade}`, `${name} shows ${r.picture}`).toMatch(
          /real-estate|roof|mortgage|home|house|shelter|guest|rental|cottage|garden|estate|immobil/i,
        );
    }
  });
});
