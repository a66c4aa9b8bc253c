import { describe, expect, it } from "vitest";
import { SITE_LANGUAGES, SITE_LANGUAGE_NAMES, WEEK_DAYS, type SiteLanguage } from "../../../core/intake";
import { STRINGS, stringsFor } from "../../../core/site/i18n";
import { PHRASE_LANGUAGES, PHRASES } from "../../../core/site/phrases";
import { CLAIM_LEXICONS } from "../../../core/site/claims";
import { renderSite } from "../../../core/site/render";
import { CONTACT_FORM_WORDS } from "../../../core/content/contact-form";
import { siteContentSchema } from "../../../core/site/schema";

/** Every leaf of a strings object with its path ("headings.offerings.menu"), functions called with sample lists. */
function leaves(value: unknown, path = ""): Array<[string, string]> {
  if (typeof value === "string") return [[path, value]];
  if (typeof value === "function") return [[`${path}()`, String((value as (x: string[]) => string)(["A", "B", "C"]))]];
  return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
}

describe("the site's languages", () => {
  it("are ten, each with a name, fixed strings, a phrase bank and a claim lexicon", () => {
    expect(SITE_LANGUAGES).toEqual(["en", "es", "fr", "de", "pt", "ja", "it", "nl", "pl", "sv"]);
    for (const lang of SITE_LANGUAGES) {
      expect(SITE_LANGUAGE_NAMES[lang], lang).toMatch(/\S/);
      expect(STRINGS[lang], lang).toBeDefined();
      expect(PHRASE_LANGUAGES as readonly string[], lang).toContain(lang);
      expect(PHRASES[lang as keyof typeof PHRASES], lang).toBeDefined();
      expect(CLAIM_LEXICONS[lang]?.length, lang).toBeGreaterThan(0);
    }
    expect(Object.keys(STRINGS).sort()).toEqual([...SITE_LANGUAGES].sort());
  });

  it("give every language every key English has, none of them empty (a missing key fails here)", () => {
    const english = new Map(leaves(STRINGS.en));
    for (const lang of SITE_LANGUAGES) {
      const own = new Map(leaves(STRINGS[lang]));
      expect([...own.keys()].sort(), lang).toEqual([...english.keys()].sort());
      for (const [key, value] of own) {
        // "since" is deliberately empty everywhere (the owner's own phrase is shown).
        if (key === "labels.since") continue;
        expect(value.trim(), `${lang} ${key}`).not.toBe("");
      }
    }
  });

  it("give the hosted contact form every word in every language", () => {
    const english = new Map(leaves(CONTACT_FORM_WORDS.en));
    for (const lang of SITE_LANGUAGES) {
      const words = CONTACT_FORM_WORDS[lang];
      expect(words, lang).toBeDefined();
      const own = new Map(leaves(words));
      expect([...own.keys()].sort(), lang).toEqual([...english.keys()].sort());
      for (const [key, value] of own) expect(value.trim(), `${lang} ${key}`).not.toBe("");
      if (lang !== "en") expect(words!.send, lang).not.toBe(CONTACT_FORM_WORDS.en!.send);
    }
  });

  it("are not English left in place: each new language's strings differ from English where the words differ", () => {
    for (const lang of ["it", "nl", "pl", "sv"] as const) {
      const t = STRINGS[lang];
      expect(t.headings.about, lang).not.toBe(STRINGS.en.headings.about);
      expect(t.footer.rights, lang).not.toBe(STRINGS.en.footer.rights);
      expect(t.buttons.skip, lang).not.toBe(STRINGS.en.buttons.skip);
      expect(t.faq.prices, lang).not.toBe(STRINGS.en.faq.prices);
    }
  });

  it("name the days as the language's own calendar does (Intl), capitalised for a table", () => {
    const monday = new Date(Date.UTC(2024, 0, 1, 12));
    for (const lang of SITE_LANGUAGES) {
      if (lang === "pt") continue; // the short form ("Segunda") is what Portuguese tables use, not "segunda-feira"
      const format = new Intl.DateTimeFormat(lang, { weekday: "long", timeZone: "UTC" });
      WEEK_DAYS.forEach((day, i) => {
        const name = format.format(new Date(monday.getTime() + i * 86_400_000));
        const capitalised = name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
        expect(STRINGS[lang].days[day], `${lang} ${day}`).toBe(capitalised);
      });
    }
  });

  it("join lists with the language's own word for 'and' and 'or', no serial comma", () => {
    const cases: Record<SiteLanguage, [string, string]> = {
      en: ["and", "or"],
      es: ["y", "o"],
      fr: ["et", "ou"],
      de: ["und", "oder"],
      pt: ["e", "ou"],
      ja: ["", ""],
      it: ["e", "o"],
      nl: ["en", "of"],
      pl: ["i", "lub"],
      sv: ["och", "eller"],
    };
    for (const lang of SITE_LANGUAGES) {
      if (lang === "ja") continue;
      const [and, or] = cases[lang];
      expect(stringsFor(lang).list(["A", "B", "C"]), lang).toBe(`A, B ${and} C`);
      expect(stringsFor(lang).faq.contactAnswer(["A", "B"]), lang).toBe(`A ${or} B.`);
      expect(stringsFor(lang).list(["A"]), lang).toBe("A");
    }
  });

  it("hold no counted phrase: no fixed string takes a number (plural rules would be needed, Polish has three forms)", () => {
    for (const lang of SITE_LANGUAGES) {
      for (const [key, value] of leaves(STRINGS[lang])) expect(value, `${lang} ${key}`).not.toMatch(/\d/);
    }
  });

  it("render a site in each language with its own lang, headings, day names and footer", () => {
    for (const lang of SITE_LANGUAGES) {
      const content = siteContentSchema.parse({
        language: lang,
        brandName: "Bottega",
        hero: { headline: "Bottega" },
        sections: [
          { kind: "about", id: "about", heading: STRINGS[lang].headings.about, paragraphs: ["…"] },
          { kind: "hours", id: "hours", heading: STRINGS[lang].headings.hours },
          { kind: "contact", id: "contact", heading: STRINGS[lang].headings.contact },
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
      const t = STRINGS[lang];
      expect(html, lang).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
      expect(html, lang).toContain(t.days.mon);
      expect(html, lang).toContain(t.labels.closed);
      expect(html, lang).toContain(t.footer.rights);
      expect(html, lang).toContain(t.buttons.skip);
      if (lang !== "en") expect(html, lang).not.toContain(STRINGS.en.footer.rights);
    }
  });
});
