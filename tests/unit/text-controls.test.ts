import { describe, expect, it } from "vitest";
import { hasHiddenControls, stripHiddenControls, withoutHiddenControls } from "../../core/text-controls";

describe("hidden controls", () => {
  it("removes bidi embeddings, overrides, isolates and invisible characters", () => {
    expect(stripHiddenControls("Lumen \u202eslaiciffo")).toBe("Lumen slaiciffo");
    expect(stripHiddenControls("a\u2066b\u2069c\u200bd\u2060e\ufefff\u3164g\u0007h")).toBe("abcdefgh");
    expect(hasHiddenControls("plain")).toBe(false);
    expect(hasHiddenControls("x\u202dy")).toBe(true);
  });

  it("keeps what real text needs: ZWJ emoji, ZWNJ in Persian, RLM in Hebrew, line breaks and tabs", () => {
    for (const text of ["👩\u200d🍳 kitchen", "می\u200cخواهم", "שלום\u200f!", "line one\nline two\tend"]) expect(stripHiddenControls(text)).toBe(text);
  });

  it("cleans every string of a JSON value, keys included, and keeps __proto__ a plain key", () => {
    const parsed = JSON.parse('{"a\\u202e":["x\\u200by",{"b":"\\u2067c"}],"n":1,"__proto__":{"p":"\\u202aq"}}');
    const out = withoutHiddenControls(parsed) as Record<string, unknown>;
    expect(out).toEqual({ a: ["xy", { b: "c" }], n: 1, ["__proto__"]: { p: "q" } });
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).p).toBeUndefined();
  });
});
