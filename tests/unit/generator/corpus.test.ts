import { beforeAll, describe, expect, it } from "vitest";
import { classifyBusiness } from "../../../core/brief/classify";
import { generateSite } from "../../../functions/generator/index";
import { INDUSTRIES, industryById } from "../../../core/brief/industries";
import {
  type CorpusCase,
  type CorpusRun,
  checkSite,
  corpusProblems,
  htmlLang,
  industryAccepted,
  inventedFacts,
  loadCorpus,
  runCorpus,
  templateFor,
  visibleText,
  wrongIndustryPhrases,
} from "../../helpers/corpus";

const corpus = loadCorpus();
const GENERATED_AT = "2026-01-01T00:00:00.000Z";
const YEAR = "2026";

describe("the labelled corpus itself", () => {
  it("has at least 120 customers with unique ids, across languages, templates and kinds of business", () => {
    expect(corpus.length).toBeGreaterThanOrEqual(120);
    expect(new Set(corpus.map((c) => c.id)).size).toBe(corpus.length);
    const languages = new Set(corpus.map((c) => c.expect.language));
    for (const lang of ["en", "es", "fr", "de", "pt", "ja"]) expect(languages).toContain(lang);
    expect(corpus.filter((c) => c.input.templateId).length).toBeGreaterThan(30);
    expect(corpus.filter((c) => !c.input.templateId).length).toBeGreaterThan(30);
    expect(corpus.filter((c) => c.input.details).length).toBeGreaterThan(15);
    expect(corpus.filter((c) => c.expect.industry === null).length).toBeGreaterThan(2);
    expect(new Set(corpus.map((c) => c.expect.industry)).size).toBeGreaterThan(100);
    expect(Math.max(...corpus.map((c) => c.input.description.length))).toBeGreaterThanOrEqual(5000);
  });

  it.each(corpus.map((c) => [c.id, c] as const))("%s is consistent (typed facts typed, forbidden words not typed, ids exist)", (_id, c) => {
    expect(corpusProblems(c)).toEqual([]);
    if (c.expect.industry) expect(industryById(c.expect.industry), c.expect.industry).toBeDefined();
    for (const alt of c.expect.alsoAccept ?? []) expect(industryById(alt), alt).toBeDefined();
    if (c.input.templateId) expect(templateFor(c.input.templateId), c.input.templateId).not.toBeNull();
  });
});

/** A hand-made page for the plumber, to prove the evaluator catches what it claims to catch. */
function page(body: string, lang = "en") {
  return `<!doctype html><html lang="${lang}"><head><title>Ortiz Plumbing</title><meta name="description" content="Plumbing in Austin"><style>p{color:red}</style></head><body>${body}<footer>© 2026</footer></body></html>`;
}

describe("the evaluator (tests/helpers/corpus.ts)", () => {
  const plumber = corpus.find((c) => c.id === "plumber-austin") as CorpusCase;
  const good = page('<h1>Ortiz Plumbing</h1><p>Plumbing in Austin, Round Rock and Pflugerville.</p><a href="tel:+15125550187">(512) 555-0187</a>');
  const opts = { generatedYear: YEAR, industries: INDUSTRIES };

  it("passes a faithful page", () => {
    expect(plumber).toBeDefined();
    expect(checkSite(plumber, { html: good, unbuilt: [] }, opts)).toEqual([]);
  });

  it("catches an invented review with a made-up name and a star rating", () => {
    const html = page(
      "<h1>Ortiz Plumbing</h1><p>Round Rock, Pflugerville. (512) 555-0187</p><section><h2>What our customers say</h2><blockquote>“Fixed our leak in an hour!” — Sarah M. ★★★★★</blockquote></section>",
    );
    const kinds = checkSite(plumber, { html, unbuilt: [] }, opts).map((p) => `${p.kind}:${p.detail}`);
    expect(kinds).toEqual(expect.arrayContaining(["invented:review ★", "invented:review What our customers say", "forbidden:★"]));
  });

  it("catches invented hours, prices, phones, emails, years, counts and policies", () => {
    const html = page(
      "<h1>Ortiz Plumbing</h1><p>(512) 555-0187 Round Rock Pflugerville</p><p>Open 8 am-6 pm. Drain clearing $149. Call 512-555-0100 or hello@ortiz-plumbing.example. Since 1995. 500+ happy customers. Licensed and insured, satisfaction guarantee.</p>",
    );
    const invented = inventedFacts(plumber, html, { generatedYear: YEAR });
    expect(invented).toEqual(
      expect.arrayContaining([
        "time 8 am",
        "time 6 pm",
        "price $149",
        "phone 512-555-0100",
        "email hello@ortiz-plumbing.example",
        "year 1995",
        "number 500",
        'claim "licensed"',
        'claim "insured"',
        'claim "guarantee"',
        'claim "happy customers"',
        "placeholder address",
      ]),
    );
  });

  it("catches a typed fact that was altered or cut (a phone missing its bracket, a price split)", () => {
    const preschool = corpus.find((c) => c.id === "preschool-montessori") as CorpusCase;
    const html = page("<p>Little Acorns Montessori</p><div>Full day $1</div><div>250/Month</div><p>512) 555-0187</p>");
    const lost = checkSite(preschool, { html, unbuilt: ["tour request", "waitlist form"] }, opts).filter((p) => p.kind === "lost-fact");
    expect(lost.map((p) => p.detail)).toContain("$1,250/month");
    const plumberLost = checkSite(plumber, { html: page("<p>512) 555-0187 Round Rock Pflugerville Ortiz Plumbing</p>"), unbuilt: [] }, opts);
    expect(plumberLost.map((p) => p.detail)).toContain("(512) 555-0187");
  });

  it("catches another industry's words, a wrong lang and a request that was neither built nor listed back", () => {
    const html = page("<h1>Ortiz Plumbing</h1><p>(512) 555-0187 Round Rock Pflugerville</p><p>Reliable cleaning you never have to think about.</p>", "es");
    expect(wrongIndustryPhrases(plumber, html, INDUSTRIES)).toContain('cleaning-service: "cleaning"');
    const kinds = checkSite(plumber, { html, unbuilt: [] }, opts).map((p) => p.kind);
    expect(kinds).toEqual(expect.arrayContaining(["lang", "wrong-industry", "forbidden"]));
    const pho = corpus.find((c) => c.id === "noodle-shop-pho") as CorpusCase;
    const listed = checkSite(pho, { html: page("<p>x</p>"), unbuilt: [] }, opts).filter((p) => p.kind === "not-listed-back");
    expect(listed.map((p) => p.detail)).toEqual(["online ordering"]);
  });

  it("catches English fixed strings on a page in another language, not the customer's own English", () => {
    const sushi = corpus.find((c) => c.id === "sushi-ja") as CorpusCase;
    const html = page("<p>鮨 まつもと</p><footer>All rights reserved.</footer><a>Get directions</a>", "ja");
    const filler = checkSite(sushi, { html, unbuilt: [] }, opts).filter((p) => p.kind === "english-filler");
    expect(filler.map((p) => p.detail)).toEqual(["All rights reserved", "Get directions"]);
  });

  it("reads only what a visitor sees: no styles or scripts, entities decoded", () => {
    const text = visibleText(
      '<html lang="fr"><head><title>A &amp; B</title></head><body><script>var x="$99"</script><p>Caf&eacute; &#8364;5 &nbsp; <b>ok</b></p></body></html>',
    );
    expect(text).not.toContain("$99");
    expect(text).toContain("A & B");
    expect(text).toContain("ok");
    expect(htmlLang('<html lang="fr">')).toBe("fr");
  });
});

describe("the classifier on the corpus", () => {
  it("finds the right industry for at least 95% of customers", () => {
    const misses: string[] = [];
    for (const c of corpus) {
      const t = templateFor(c.input.templateId);
      const result = classifyBusiness({
        name: c.input.name,
        businessType: c.input.businessType,
        description: c.input.description,
        requirements: c.input.requirements,
        templateBlurb: t ? `${t.name} ${t.description}` : null,
        offerings: c.input.details?.offerings?.map((o) => o.name),
      });
      const got = result.industry?.id ?? null;
      if (!industryAccepted(c, got)) misses.push(`${c.id}: expected ${c.expect.industry}, got ${got}`);
    }
    const accuracy = (corpus.length - misses.length) / corpus.length;
    expect(accuracy, misses.join("\n")).toBeGreaterThanOrEqual(0.95);
  });
});

describe("generated sites for the whole corpus (embedded writer)", () => {
  let runs: CorpusRun[] = [];

  beforeAll(async () => {
    // Warm up (index build, first compile) so timing is per site.
    await runCorpus(corpus.slice(0, 3), generateSite, INDUSTRIES, { generatedAt: GENERATED_AT });
    runs = await runCorpus(corpus, generateSite, INDUSTRIES, { generatedAt: GENERATED_AT });
  }, 120_000);

  it.each(corpus.map((c) => [c.id, c] as const))("%s: typed facts kept, nothing invented, right words and language", (_id, c) => {
    const site = runs.find((r) => r.id === c.id)?.site;
    expect(site).toBeDefined();
    if (!site) return;
    const problems = checkSite(c, site, { generatedYear: YEAR, industries: INDUSTRIES });
    expect(problems.map((p) => `${p.kind}: ${p.detail}`)).toEqual([]);
  });

  it("puts the right industry on at least 95% of sites", () => {
    const wrong = runs.filter((r) => !r.industryOk).map((r) => `${r.id}: ${r.industryGot}`);
    expect(runs.length).toBe(corpus.length);
    expect((runs.length - wrong.length) / runs.length, wrong.join("\n")).toBeGreaterThanOrEqual(0.95);
  });

  it("writes each site in under 50 ms of CPU (median and 95th percentile)", () => {
    const cpu = runs.map((r) => r.cpuMs).sort((a, b) => a - b);
    expect(cpu[Math.floor(cpu.length / 2)] ?? Number.POSITIVE_INFINITY).toBeLessThan(50);
    expect(cpu[Math.floor(cpu.length * 0.95)] ?? Number.POSITIVE_INFINITY).toBeLessThan(50);
  });
});
