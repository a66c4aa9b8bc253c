import { describe, expect, it } from "vitest";
import { actionsFor, CTA_ACTIONS, SECTOR_ACTIONS } from "../../../core/site/actions";
import { hasIllustration } from "../../../core/site/artwork";
import { ILLUSTRATIONS } from "../../../core/site/illustrations.data";
import { MOODS, moodFor, SECTOR_MOOD } from "../../../core/site/moods";
import { PHRASE_LANGUAGES, PHRASES, SECTORS } from "../../../core/site/phrases";
import { allPictureNames, KIND_PICTURE, pictureFor, SECTOR_PICTURE } from "../../../core/site/pictures";
import { generateSite } from "../../../functions/generator/index";
import { INDUSTRIES } from "../../../core/brief/industries/index";
import { contrastProblems } from "../../../core/site/schema";
import { CORPUS_DIR, loadCorpus, toGeneratorInput, visibleText } from "../../helpers/corpus";

/** The look of the trade: every kind has a mood, a picture and a list of next steps (new kinds are covered by their sector). */
describe("every catalogue kind has a look, a picture and primary actions", () => {
  it.each(INDUSTRIES.map((i) => [i.id, i] as const))("%s", (_id, kind) => {
    expect(kind.sector, "every catalogue entry has a sector").toBeTruthy();
    expect(moodFor(kind)).not.toBeNull();
    // A specific picture for the kind, not the sector's generic one.
    expect(KIND_PICTURE[kind.id], "a picture of its own").toBeTruthy();
    expect(hasIllustration(pictureFor(kind, []))).toBe(true);
    expect(actionsFor(kind).length).toBeGreaterThan(0);
  });

  it("a kind added later with only a sector still gets its family's mood, picture and actions", () => {
    for (const sector of SECTORS) {
      const kind = { id: "not-yet-in-the-catalogue", sector };
      expect(moodFor(kind), sector).not.toBeNull();
      expect(pictureFor(kind, [])).toBe(SECTOR_PICTURE[sector]);
      expect(actionsFor(kind)).toEqual(SECTOR_ACTIONS[sector]);
      expect(SECTOR_MOOD[sector], sector).toBeTruthy();
    }
    expect(Object.keys(CTA_ACTIONS).sort()).toEqual(["book", "call", "enquire", "order", "quote", "visit"]);
  });

  it("bundles every mapped drawing among the ~850 of the set's rule, one colour (currentColor), no references", () => {
    expect(Object.keys(ILLUSTRATIONS)).toEqual(expect.arrayContaining(allPictureNames()));
    expect(Object.keys(ILLUSTRATIONS).length).toBeGreaterThan(800);
    for (const [name, body] of Object.entries(ILLUSTRATIONS)) {
      expect(body, name).not.toMatch(/url\(|<(?!\/?(?:g|path|circle|ellipse|rect)[\s>/])|fill="#/);
    }
  });

  it("every mood's palette is AA on every text pair", () => {
    for (const [name, mood] of Object.entries(MOODS)) expect(contrastProblems(mood.palette), name).toEqual([]);
  });

  it("offerings name the picture when they name something of the trade (a bouquet for a florist, a piano for a music school)", () => {
    const florist = INDUSTRIES.find((i) => i.id === "florist")!;
    const music = INDUSTRIES.find((i) => i.id === "music-school")!;
    const plumber = INDUSTRIES.find((i) => i.id === "plumber")!;
    expect(pictureFor(florist, ["Bridal bouquets", "Ceremony arches"])).toBe("bouquet");
    expect(pictureFor(music, ["Piano lessons for adults"])).toBe("musical-keyboard");
    expect(pictureFor(music, ["Violin for beginners"])).toBe("violin");
    // A word of another trade does not win over the kind's own picture.
    expect(pictureFor(plumber, ["Pizza oven gas fitting"])).toBe(KIND_PICTURE.plumber);
    expect(pictureFor(null, ["Raw honey, 1 lb jar"])).toBe("honey-pot");
  });

  it("phrase banks cover every sector in every site language", () => {
    for (const lang of PHRASE_LANGUAGES) for (const s of SECTORS) expect(PHRASES[lang].trade[s], `${lang} ${s}`).toMatch(/\S/);
  });
});

// Both corpora: the labelled one and the blind one (customers written without looking at the generator).
const corpus = [...loadCorpus(), ...loadCorpus(CORPUS_DIR.replace(/customers$/, "customers-blind"))];

describe("the corpus's generated sites", async () => {
  const sites = await Promise.all(corpus.map(async (c) => ({ c, site: await generateSite(toGeneratorInput(c), { generatedAt: "2026-11-27" }) })));

  it("every site has a picture: the trade's illustration (or the owner's photo)", () => {
    const missing = sites.filter(({ site }) => !/<g class="ip"|class="hero-img"/.test(site.html)).map(({ c }) => c.id);
    expect(missing).toEqual([]);
  });

  it("no hero line is a fragment or starts in lower case", () => {
    const bad: string[] = [];
    for (const { c, site } of sites) {
      const sub = site.content.hero.subheadline;
      const eyebrow = site.content.hero.eyebrow;
      for (const line of [sub, eyebrow]) {
        if (!line) continue;
        if (/^\p{Ll}/u.test(line)) bad.push(`${c.id}: lower case: ${line}`);
        if (/(?:^|[\s,])\p{L}$/u.test(line.trim()) && !/[\u3040-\u30ff\u4e00-\u9fff]/u.test(line)) bad.push(`${c.id}: dangling word: ${line}`);
      }
      if (sub && /[?？]$/u.test(sub)) bad.push(`${c.id}: a question: ${sub}`);
    }
    expect(bad).toEqual([]);
  });

  it("no requirement line is pasted as prose as it came (lower case)", () => {
    const pasted: string[] = [];
    for (const { c, site } of sites) {
      const text = visibleText(site.html);
      for (const line of c.input.requirements.split(/\n|(?<=[.!?])\s+/)) {
        const l = line.trim().replace(/^[-•*]\s*/, "");
        if (l.length > 12 && /^\p{Ll}/u.test(l) && text.includes(l)) pasted.push(`${c.id}: ${l}`);
      }
    }
    expect(pasted).toEqual([]);
  });

  it("a site with a phone has a call button in the phone's sticky bar", () => {
    for (const { c, site } of sites) {
      if (!site.facts.phones.length) continue;
      expect(site.html, c.id).toMatch(/<nav class="mbar"[^>]*>(?:(?!<\/nav>).)*href="tel:/);
    }
  });

  it("the hero's main action is the kind's first one the facts support", () => {
    for (const { c, site } of sites) {
      const action = site.content.hero.action;
      if (!action) {
        expect(site.facts.phones.length + site.facts.emails.length + (site.facts.address ? 1 : 0), c.id).toBe(0);
        continue;
      }
      const first = actionsFor(site.industry).find((a) =>
        a === "call" ? site.facts.phones.length : a === "email" ? site.facts.emails.length : a === "directions" ? !!site.facts.address : false,
      );
      expect(action, c.id).toBe(first);
    }
  });

  it("no page ships a script", () => {
    for (const { c, site } of sites) expect(site.html.toLowerCase(), c.id).not.toContain("<script");
  });
});
