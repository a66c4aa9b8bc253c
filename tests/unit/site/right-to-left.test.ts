import { describe, expect, it } from "vitest";
import { contactFormWords } from "../../../core/content/contact-form";
import { CONTACT_FORM_CSS, contactFormSection, pageWithMain, thankYouSection, withSection } from "../../../core/site/contact-form";
import { renderSite } from "../../../core/site/render";
import { BASE_CSS, LAYOUT_CSS } from "../../../core/site/render-css";
import { siteContentSchema } from "../../../core/site/schema";

/** A page in `language` with a time, a phone, a price, a Latin name and a sentence with a time in it. */
function page(language: string, lang?: string) {
  return renderSite(
    siteContentSchema.parse({
      language,
      ...(lang ? { lang } : {}),
      brandName: "بيت الفلافل",
      hero: { headline: "بيت الفلافل", subheadline: "نفتح كل يوم 4:30–6:30 مساءً" },
      sections: [
        { kind: "about", id: "about", heading: "عنا", paragraphs: ["اتصلوا على +962 79 123 4567 أو زورونا."] },
        { kind: "offerings", id: "offer", heading: "القائمة", style: "menu", groups: [{ items: [{ name: "Falafel Wrap", price: "JD 2.500" }] }] },
        { kind: "hours", id: "hours", heading: "ساعات" },
        { kind: "contact", id: "contact", heading: "تواصل" },
      ],
      facts: { phones: ["+962 79 123 4567"], hours: [{ days: ["sat"], time: "4:30–6:30" }] },
      seo: { title: "بيت الفلافل", description: "فلافل" },
    }),
  );
}

describe("right-to-left pages", () => {
  it('carry dir="rtl" for Arabic, Hebrew, Persian and Urdu, and for a right-to-left language without a table (Pashto)', () => {
    for (const lang of ["ar", "he", "fa", "ur"]) expect(page(lang), lang).toMatch(new RegExp(`^<!doctype html><html lang="${lang}" dir="rtl">`));
    expect(page("en", "ps")).toMatch(/^<!doctype html><html lang="ps" dir="rtl">/);
    expect(page("tr")).toMatch(/^<!doctype html><html lang="tr">/);
  });

  it("isolate times, phone numbers, prices and Latin names so they read left to right", () => {
    const html = page("ar");
    expect(html).toContain('<td class="t"><bdi dir="ltr">4:30–6:30</bdi></td>');
    expect(html).toContain('<a href="tel:+962791234567"><bdi dir="ltr">+962 79 123 4567</bdi></a>');
    expect(html).toContain('اتصلوا على <bdi dir="ltr">+962 79 123 4567</bdi> أو زورونا.');
    expect(html).toContain('نفتح كل يوم <bdi dir="ltr">4:30–6:30</bdi> مساءً');
    expect(html).toContain("<span><bdi>Falafel Wrap</bdi></span>");
    expect(html).toContain('<span class="price"><bdi>JD 2.500</bdi></span>');
    // The call button's label: the word, then the number isolated.
    expect(html).toMatch(/>اتصل <bdi dir="ltr">\+962 79 123 4567<\/bdi><\/a>/);
  });

  it("leave left-to-right pages as they were: no dir, no isolation", () => {
    const html = page("de");
    expect(html).not.toContain("<bdi");
    expect(html).not.toMatch(/<html[^>]*dir=/);
  });

  it("keep the direction and the language's words on the contact form and thank-you pages", () => {
    const words = contactFormWords("ar");
    const form = withSection(page("ar"), contactFormSection({ words, action: "/contact", token: "t" }));
    const thanks = pageWithMain(page("ar"), thankYouSection(words, "/"), words.thanksTitle, "/");
    for (const html of [form, thanks]) expect(html).toMatch(/^<!doctype html><html lang="ar" dir="rtl">/);
    expect(form).toContain(words.send);
    expect(thanks).toContain(words.thanksTitle);
  });

  it("lay out with logical properties: no physical left or right in the site's and the form's CSS (the phone bar spans both sides)", () => {
    const css = [BASE_CSS, ...Object.values(LAYOUT_CSS), CONTACT_FORM_CSS].join("\n").replace("left:0;right:0", "");
    expect(css.match(/(?:^|[;{\s-])(?:left|right)\s*:|(?:margin|padding|border)-(?:left|right)|text-align:\s*(?:left|right)/g) ?? []).toEqual([]);
  });
});
