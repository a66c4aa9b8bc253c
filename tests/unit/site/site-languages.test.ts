import { describe, expect, it } from "vitest";
import { SITE_LANGUAGES, SITE_LANGUAGE_NAMES, WEEK_DAYS } from "../../../core/intake";
import { SITE_WORDS, WORD_GROUPS, intlLocale, stringsFor, textDirection } from "../../../core/site/i18n";
import { en } from "../../../core/site/i18n/en";
import { PHRASE_LANGUAGES, PHRASES, phrasesFor } from "../../../core/site/phrases";
import { CLAIM_LEXICONS } from "../../../core/site/claims";
import { renderSite } from "../../../core/site/render";
import { CONTACT_FORM_WORDS, contactFormWords } from "../../../core/content/contact-form";
import { CONTACT_FIELD_LIMITS } from "../../../core/contact-message";
import { siteContentSchema } from "../../../core/site/schema";
import { linkLabel } from "../../../core/site/actions";

/** Every leaf of a table with its path ("headings.offerings.menu"). */
function leaves(value: unknown, path = ""): Array<[string, unknown]> {
  if (value === null || typeof value !== "object") return [[path, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

/** The placeholders a string carries ("{max}"). */
const placeholders = (s: string) => [...s.matchAll(/\{[a-z]+\}/gi)].map((m) => m[0]).sort();

const REQUIRED = ["ar", "he", "fa", "ur", "hi", "bn", "ta", "th", "ko", "ja", "zh-Hans", "zh-Hant", "vi", "id", "ms", "tl", "tr", "el", "ru", "uk"];
const REQUIRED_2 = [
  "pl",
  "cs",
  "sk",
  "hu",
  "ro",
  "bg",
  "hr",
  "sr",
  "sl",
  "sv",
  "da",
  "nb",
  "fi",
  "et",
  "lv",
  "lt",
  "nl",
  "de",
  "fr",
  "es",
  "pt",
  "pt-PT",
  "it",
  "ca",
  "sw",
  "af",
  "en",
];

describe("the site's languages", () => {
  it("are at least forty, among them every language asked for, each with a name from CLDR", () => {
    expect(SITE_LANGUAGES.length).toBeGreaterThanOrEqual(40);
    for (const lang of [...REQUIRED, ...REQUIRED_2]) expect(SITE_LANGUAGES as readonly string[], lang).toContain(lang);
    expect(new Set(Object.values(SITE_LANGUAGE_NAMES)).size).toBe(SITE_LANGUAGES.length);
    expect(SITE_LANGUAGE_NAMES.ar).toBe(new Intl.DisplayNames(["ar"], { type: "language" }).of("ar"));
    expect(SITE_LANGUAGE_NAMES.pt).toBe("Português (Brasil)");
  });

  it("give every language of every group of words every key English has, none empty, with the same placeholders", () => {
    expect(Object.keys(WORD_GROUPS)).toContain("site");
    for (const [group, tables] of Object.entries(WORD_GROUPS)) {
      const english = new Map(leaves(tables.en));
      expect(Object.keys(tables).sort(), group).toEqual([...SITE_LANGUAGES].sort());
      for (const lang of SITE_LANGUAGES) {
        const own = new Map(leaves(tables[lang]));
        expect([...own.keys()].sort(), `${group} ${lang}`).toEqual([...english.keys()].sort());
        for (const [key, value] of own) {
          expect(typeof value, `${group} ${lang} ${key}`).toBe("string");
          expect((value as string).trim(), `${group} ${lang} ${key}`).not.toBe("");
          expect(placeholders(value as string), `${group} ${lang} ${key}`).toEqual(placeholders(english.get(key) as string));
        }
      }
    }
  });

  it("fail the key check when a key is missing or empty (the check itself, on a broken table)", () => {
    const broken = structuredClone(SITE_WORDS.de) as unknown as { headings: Record<string, unknown>; form: Record<string, unknown> };
    delete broken.headings.notes;
    broken.form.send = " ";
    const english = new Map(leaves(en));
    const own = new Map(leaves(broken));
    expect([...own.keys()].sort()).not.toEqual([...english.keys()].sort());
    expect([...own.values()].some((v) => typeof v === "string" && !v.trim())).toBe(true);
  });

  it("are written in each language, not English left in place", () => {
    for (const lang of SITE_LANGUAGES) {
      if (lang === "en") continue;
      const t = SITE_WORDS[lang];
      expect(t.headings.about, lang).not.toBe(en.headings.about);
      expect(t.footer.rights, lang).not.toBe(en.footer.rights);
      expect(t.buttons.skip, lang).not.toBe(en.buttons.skip);
      expect(t.faq.prices, lang).not.toBe(en.faq.prices);
      expect(t.form.send, lang).not.toBe(en.form.send);
      expect(t.actions.message, lang).not.toBe(en.actions.message);
    }
  });

  it("name the contact form unlike any section, so the page's landmarks keep unique names", () => {
    for (const lang of SITE_LANGUAGES) {
      const t = SITE_WORDS[lang];
      const headings = Object.values(t.headings).flatMap((h) => (typeof h === "string" ? [h] : Object.values(h)));
      expect(headings, lang).not.toContain(t.form.heading);
    }
  });

  it("take day names, list joining and numbers from Intl (CLDR), never typed", () => {
    const monday = new Date(Date.UTC(2024, 0, 1, 12));
    for (const lang of SITE_LANGUAGES) {
      const locale = intlLocale(lang);
      const format = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
      WEEK_DAYS.forEach((day, i) => {
        const name = format.format(new Date(monday.getTime() + i * 86_400_000));
        expect(stringsFor(lang).days[day], `${lang} ${day}`).toBe(name.charAt(0).toLocaleUpperCase(locale) + name.slice(1));
      });
      expect(stringsFor(lang).list(["甲", "乙", "丙"]), lang).toBe(new Intl.ListFormat(locale, { type: "conjunction" }).format(["甲", "乙", "丙"]));
      expect(stringsFor(lang).faq.contactAnswer(["A", "B"]).replace(/\s/g, ""), lang).toContain(
        new Intl.ListFormat(locale, { type: "disjunction" }).format(["A", "B"]).replace(/\s/g, ""),
      );
      expect(stringsFor(lang).list(["A"]), lang).toBe("A");
      const limit = new Intl.NumberFormat(locale).format(CONTACT_FIELD_LIMITS.message);
      expect(contactFormWords(lang).errors.messageTooLong, lang).toContain(limit);
    }
    expect(stringsFor("en").list(["A", "B", "C"])).toBe("A, B, and C");
    expect(stringsFor("ar").list(["A", "B"])).toBe("A وB");
    // Where words are not spaced, a joining word between Latin items is: the address stays one address.
    expect(stringsFor("ja").faq.contactAnswer(["052-123-4567", "info@example.jp"])).toBe("052-123-4567 または info@example.jp");
    expect(stringsFor("zh-Hans").faq.areaAnswer(["上海", "杭州"])).toBe("上海和杭州。");
  });

  it("hold no number typed into a string: counts and limits come from the code, written by Intl", () => {
    for (const lang of SITE_LANGUAGES) for (const [key, value] of leaves(SITE_WORDS[lang])) expect(value, `${lang} ${key}`).not.toMatch(/\d/);
  });

  it("are written right to left for Arabic, Hebrew, Persian and Urdu only (by their script, from CLDR)", () => {
    const rtl = SITE_LANGUAGES.filter((l) => textDirection(l) === "rtl");
    expect(rtl.sort()).toEqual(["ar", "fa", "he", "ur"]);
    expect(textDirection("ps")).toBe("rtl");
    expect(textDirection("yi")).toBe("rtl");
    expect(textDirection("ku")).toBe("ltr");
    expect(textDirection("not a tag")).toBe("ltr");
  });

  it("give the contact form's words and the link buttons from the same tables; an unknown language is English", () => {
    for (const lang of SITE_LANGUAGES) {
      expect(CONTACT_FORM_WORDS[lang]?.send, lang).toBe(SITE_WORDS[lang].form.send);
      expect(linkLabel(lang, "book"), lang).toBe(SITE_WORDS[lang].actions.book);
    }
    expect(contactFormWords("xx")).toBe(CONTACT_FORM_WORDS.en);
    expect(contactFormWords(42)).toBe(CONTACT_FORM_WORDS.en);
    expect(stringsFor("__proto__").headings.about).toBe(en.headings.about);
  });

  it("keep generic phrases to the languages with a reviewed bank and a claim lexicon; others get none", () => {
    for (const lang of PHRASE_LANGUAGES) {
      expect(CLAIM_LEXICONS[lang]?.length, lang).toBeGreaterThan(0);
      expect(phrasesFor(lang).trade, lang).toEqual(PHRASES[lang].trade);
    }
    for (const lang of SITE_LANGUAGES) {
      if ((PHRASE_LANGUAGES as readonly string[]).includes(lang)) continue;
      expect(phrasesFor(lang).trade, lang).toBeNull();
      expect(phrasesFor(lang).inPlace("T", "P"), lang).toMatch(/T[\s\S]*P|P[\s\S]*T/);
    }
  });

  it("render a site in each language with its own lang and dir, headings, day names and footer, and no English", () => {
    for (const lang of SITE_LANGUAGES) {
      const t = stringsFor(lang);
      const content = siteContentSchema.parse({
        language: lang,
        brandName: "Bottega",
        hero: { headline: "Bottega" },
        sections: [
          { kind: "about", id: "about", heading: t.headings.about, paragraphs: ["…"] },
          { kind: "hours", id: "hours", heading: t.headings.hours },
          { kind: "contact", id: "contact", heading: t.headings.contact },
        ],
        facts: {
          phones: ["+39 051 123 4567"],
          hours: [
            { days: ["mon"], time: "9–18" },
            { days: ["sun"], closed: true },
          ],
        },
        seo: { title: "Bottega", description: "Bottega" },
      });
      const html = renderSite(content);
      const dir = textDirection(lang) === "rtl" ? ' dir="rtl"' : "";
      expect(html, lang).toMatch(new RegExp(`^<!doctype html><html lang="${intlLocale(lang)}"${dir}>`));
      for (const s of [t.days.mon, t.labels.closed, t.footer.rights, t.buttons.skip, t.actions.quickActions]) expect(html, `${lang} ${s}`).toContain(s);
      if (lang !== "en") for (const s of [en.footer.rights, en.buttons.skip, en.actions.quickActions]) expect(html, lang).not.toContain(s);
    }
  });

  it('still read content stored before there were forty languages (language "pt")', () => {
    const stored = siteContentSchema.parse({
      language: "pt",
      brandName: "Padaria",
      hero: { headline: "Padaria" },
      sections: [],
      facts: {},
      seo: { title: "P", description: "P" },
    });
    // Stored "pt" is Brazilian Portuguese (its strings always were): the page says so.
    expect(renderSite(stored)).toContain(`<html lang="pt-BR">`);
    expect(renderSite(stored)).toContain(SITE_WORDS.pt.footer.rights);
  });
});
