import { describe, expect, it } from "vitest";
import { foldWord, groundingSource, isGrounded, ungroundedWords } from "../../../core/site/grounding";

/** The rule's parts, one by one (the corpus figures are in tests/unit/generator/model-grounding.test.ts). */
describe("positive grounding", () => {
  const bakery = groundingSource(
    "Harbor Bakery is a family bakery in Portland. We bake sourdough bread and croissants every morning. No delivery, pickup only.",
  );

  it("keeps a sentence made of the owner's words, in other forms (plural, tense)", () => {
    expect(ungroundedWords("Harbor Bakery bakes croissant and sourdough breads in Portland.", bakery, "en")).toEqual([]);
    expect(isGrounded("Visit our family bakeries in Portland.", bakery, "en")).toBe(true);
  });

  it("drops a sentence with a word the owner never used, listed nowhere", () => {
    expect(ungroundedWords("Locals swear by our sourdough.", bakery, "en")).toEqual(["locals", "swear"]);
    expect(ungroundedWords("Handmade croissants.", bakery, "en")).toEqual(["handmade"]);
    expect(ungroundedWords("Our head baker Maria bakes bread.", bakery, "en")).toEqual(["head", "maria"]);
  });

  it("a stem is a shared beginning with short tails: bakery/bakeries match, hand/handmade do not", () => {
    const hand = groundingSource("Hand-tied bouquets.");
    expect(isGrounded("Handmade bouquets.", hand, "en")).toBe(false);
    expect(isGrounded("Hand-tied bouquet.", hand, "en")).toBe(true);
  });

  it("claim-carrying words are never skipped as function words: quantifiers, negations, time", () => {
    expect(ungroundedWords("All our bread is baked in Portland.", bakery, "en")).toEqual(["all"]);
    expect(ungroundedWords("We always bake bread.", bakery, "en")).toEqual(["always"]);
    expect(ungroundedWords("Bread baked since the start.", bakery, "en")).toEqual(["since", "start"]);
  });

  it("what the owner said only in the negative does not ground an affirmative sentence", () => {
    expect(ungroundedWords("We offer delivery in Portland.", bakery, "en")).toEqual(["delivery"]);
    expect(ungroundedWords("No delivery: pickup only.", bakery, "en")).toEqual([]);
    const de = groundingSource("Ramen-Bar in Düsseldorf. Keine Reservierung, einfach vorbeikommen.");
    expect(isGrounded("Reservierung in der Ramen-Bar.", de, "de")).toBe(false);
  });

  it("folds case and diacritics; a compound's head grounds the head alone (de, nl, sv)", () => {
    expect(foldWord("Bäckerei")).toBe("backerei");
    expect(foldWord("Straße")).toBe("strasse");
    const de = groundingSource("Fahrradwerkstatt in Leipzig. Wir reparieren Fahrräder.");
    expect(isGrounded("Unsere Werkstatt in Leipzig.", de, "de")).toBe(true);
    expect(isGrounded("Unsere Bio-Werkstatt in Leipzig.", de, "de")).toBe(false);
    const es = groundingSource("Panadería artesanal en Sevilla.");
    expect(isGrounded("Somos una panaderia artesanal de Sevilla.", es, "es")).toBe(true);
  });

  it("unspaced scripts: the words' kanji/katakana stems must occur in the owner's text", () => {
    const ja = groundingSource("京都の小さなパン屋です。毎朝、食パンとクロワッサンを焼いています。");
    expect(isGrounded("毎朝クロワッサンを焼きます。", ja, "ja")).toBe(true);
    expect(isGrounded("地元で愛されるパン屋です。", ja, "ja")).toBe(false);
    expect(isGrounded("国産小麦の食パンです。", ja, "ja")).toBe(false);
  });

  it("a language without word lists is checked word for word, its function words included", () => {
    const tr = groundingSource("İzmir'de erkek berberiyiz. Saç kesimi ve sakal tıraşı yapıyoruz.");
    expect(isGrounded("Saç kesimi ve sakal tıraşı yapıyoruz.", tr, "tr")).toBe(true);
    expect(isGrounded("İzmir'in en sevilen berberiyiz.", tr, "tr")).toBe(false);
    const el = groundingSource("Οικογενειακή ταβέρνα στη Νάξο. Φρέσκο ψάρι.");
    expect(isGrounded("Φρέσκο ψάρι στη Νάξο.", el, "el")).toBe(true);
    expect(isGrounded("Οι ντόπιοι λατρεύουν το ψάρι μας.", el, "el")).toBe(false);
  });

  it("stays linear on a long answer", () => {
    // 74,000 characters as one sentence (about 8 ms here once warm): no expression backtracks over it.
    const long = "We bake sourdough bread in Portland. ".repeat(2000);
    isGrounded(long.slice(0, 5000), bakery, "en");
    const t0 = performance.now();
    expect(isGrounded(long, bakery, "en")).toBe(true);
    expect(performance.now() - t0).toBeLessThan(250);
  });
});
