/**
 * Language figures of every corpus: pages labelled with another language than the brief's, right-to-left
 * pages without dir="rtl" (and left-to-right pages with it), and English fixed strings on a page whose
 * owner wrote in another language (the page itself, its contact form and its thank-you page).
 *
 *   npx tsx scripts/language-report.ts [--json] [--list]
 *
 * Runs against whatever code is checked out, so the same script measures before and after a change.
 */
import { generateSite } from "../functions/generator/index";
import { contactFormWords } from "../core/content/contact-form";
import { contactFormSection, thankYouSection } from "../core/site/contact-form";
import { stringsFor } from "../core/site/i18n";
import { englishOnPage, languageCorpora, sameLanguage } from "../tests/helpers/language-checks";

async function cases() {
  return languageCorpora();
}

const json = process.argv.includes("--json");
const list = process.argv.includes("--list");
const report: Record<string, unknown> = {};
for (const [name, corpus] of await cases()) {
  let wrong = 0;
  let rtl = 0;
  let rtlWithDir = 0;
  let ltrWithRtl = 0;
  let pagesWithEnglish = 0;
  let englishStrings = 0;
  let untabledWithEnglish = 0;
  const ms: number[] = [];
  const problems: string[] = [];
  for (const c of corpus) {
    const t0 = performance.now();
    const site = await generateSite(c.input);
    ms.push(performance.now() - t0);
    const lang = /<html[^>]*\blang="([^"]*)"/i.exec(site.html)?.[1] ?? "";
    const dirRtl = /<html[^>]*\bdir="rtl"/i.test(site.html);
    if (!sameLanguage(c.language, lang)) {
      wrong++;
      problems.push(`${c.id}: lang="${lang}", expected ${c.language}`);
    }
    if (c.rtl) {
      rtl++;
      if (dirRtl) rtlWithDir++;
      else problems.push(`${c.id}: no dir="rtl"`);
    } else if (dirRtl) {
      ltrWithRtl++;
      problems.push(`${c.id}: dir="rtl" on a left-to-right page`);
    }
    const content = site.content as { language: string; lang?: string };
    const words = contactFormWords(content.language);
    const form = contactFormSection({ words, action: "/contact", token: "t" });
    const thanks = thankYouSection(words, "/");
    const english = englishOnPage(c, content, [site.html, form, thanks], stringsFor);
    if (english.length && content.lang) untabledWithEnglish++;
    if (english.length) {
      pagesWithEnglish++;
      englishStrings += english.length;
      problems.push(`${c.id}: English ${english.slice(0, 6).join(" | ")}${english.length > 6 ? " ..." : ""}`);
    }
  }
  ms.sort((a, b) => a - b);
  const nonEnglish = corpus.filter((c) => !/^en\b/.test(c.language)).length;
  report[name] = {
    sites: corpus.length,
    wrongLabels: wrong,
    rtlPages: rtl,
    rtlWithDir,
    ltrWithRtl,
    nonEnglishPages: nonEnglish,
    pagesWithEnglish,
    englishStrings,
    untabledWithEnglish,
    medianMs: Math.round((ms[Math.floor(ms.length / 2)] ?? 0) * 10) / 10,
    ...(list ? { problems } : {}),
  };
  if (!json) {
    console.log(
      `${name}: ${corpus.length} sites; wrong language labels ${wrong}; rtl pages with dir="rtl" ${rtlWithDir}/${rtl}; ltr pages with dir="rtl" ${ltrWithRtl}; ` +
        `non-English pages with English fixed strings ${pagesWithEnglish}/${nonEnglish} (${englishStrings} strings; ${untabledWithEnglish} of them in a language without a table, the owner told); median ${Math.round(ms[Math.floor(ms.length / 2)] ?? 0)} ms`,
    );
    if (list) for (const p of problems) console.log(`  ${p}`);
  }
}
if (json) console.log(JSON.stringify(report, null, 2));
