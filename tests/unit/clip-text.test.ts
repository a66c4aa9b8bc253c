/**
 * The Publish-to-Store dialog's prefill (`publishPrefill`) within its own 300-character limit, cut at
 * a sentence end (`clipAtSentenceEnd`): on two corpora of customer briefs written without reading the
 * code (34 languages), and on the ugly cases.
 */
import { describe, expect, it } from "vitest";
import { clipAtSentenceEnd } from "../../core/clip-text";
import { PUBLISH_FIELD_LIMITS, publishPrefill } from "../../core/projects";
import { BLIND_DIR, BLIND_DIR_2, loadBlind } from "../helpers/blind-corpus";

const LIMIT = PUBLISH_FIELD_LIMITS.description;
const ELLIPSIS = "…";

describe("clipAtSentenceEnd", () => {
  it("keeps text within the limit as it is (trimmed)", () => {
    expect(clipAtSentenceEnd("  Fresh bread daily.  ", 300)).toBe("Fresh bread daily.");
    expect(clipAtSentenceEnd("", 300)).toBe("");
  });

  it("keeps whole sentences, in any script", () => {
    expect(clipAtSentenceEnd("We bake bread. We roast coffee. We cater weddings.", 35)).toBe("We bake bread. We roast coffee.");
    expect(clipAtSentenceEnd("パンを焼きます。コーヒーもあります。結婚式のケータリングも承ります。", 20)).toBe("パンを焼きます。コーヒーもあります。");
    expect(clipAtSentenceEnd("हम रोटी बनाते हैं। हम कॉफ़ी भी बनाते हैं। हम शादियों में खाना देते हैं।", 45)).toBe("हम रोटी बनाते हैं। हम कॉफ़ी भी बनाते हैं।");
    expect(clipAtSentenceEnd("هل تحب الخبز؟ نخبز كل يوم. نفتح من الثلاثاء إلى الأحد.", 30)).toBe("هل تحب الخبز؟ نخبز كل يوم.");
  });

  it("a first sentence longer than the limit is cut at a word, with an ellipsis", () => {
    const long = `We bake ${"very ".repeat(80)}good bread.`;
    const cut = clipAtSentenceEnd(long, 40);
    expect(cut.length).toBeLessThanOrEqual(40);
    expect(cut.endsWith(`very${ELLIPSIS}`)).toBe(true);
    // One unbroken "word" longer than the limit: cut by characters, never a half surrogate pair.
    const emoji = "🥐".repeat(50);
    const e = clipAtSentenceEnd(emoji, 11);
    expect(e).toBe(`${"🥐".repeat(5)}${ELLIPSIS}`);
  });
});

describe("publishPrefill on briefs the code was not written for", () => {
  const briefs = [...loadBlind(BLIND_DIR), ...loadBlind(BLIND_DIR_2)].map((c) => ({ id: c.id, description: c.input.description }));

  it("every prefilled description fits the field and is the brief's own start, ended at a sentence end when one fits", () => {
    expect(briefs.length).toBeGreaterThan(200);
    const over = briefs.filter((b) => b.description.trim().length > LIMIT);
    // Measured before the fix: these were prefilled over the limit (the form refused to send them).
    expect(over.length).toBeGreaterThan(20);
    for (const b of briefs) {
      const prefilled = publishPrefill({ name: "X", description: b.description, businessType: "Restaurant" }).description;
      expect(prefilled.length, b.id).toBeLessThanOrEqual(LIMIT);
      expect(prefilled.length, b.id).toBeGreaterThan(0);
      const body = prefilled.endsWith(ELLIPSIS) ? prefilled.slice(0, -1) : prefilled;
      expect(b.description.trim().startsWith(body), b.id).toBe(true);
    }
  });
});
