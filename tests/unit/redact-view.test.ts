import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { REDACTION_CATEGORY_IDS, redact } from "../../src/lib/redact";
import { isPackedRedaction, packRedaction, transferables, unpackRedaction } from "../../src/lib/redact-transfer";
import { REDACTION_PREVIEW_CHARS, redactionPreview } from "../../src/lib/redact-preview";

const SAMPLE = [
  "Call Jane at (555) 123-4567 or write to jane.doe@acme.com.",
  "SSN 123-45-6789. She lives at 1234 Maple Avenue, Unit 12B.",
  "DOB: 03/14/1985. HVAC-12 read 72.5°F and the meter 1,250 kWh in Building C.",
  "Account 000123456789.",
].join("\n");

/** PII-shaped fragments and filler, for property tests. */
const piece = fc.constantFrom(
  "jane.doe@acme.com",
  "(555) 123-4567",
  "123-45-6789",
  "000123456789",
  "1234 Main Street",
  "DOB: 01/02/1990",
  "Building C",
  "Unit 4",
  "Sensor-7",
  "72.5°F",
  "1,250 kWh",
  " ",
  "\n",
  "note",
  "12",
);
const document = fc.array(piece, { maxLength: 40 }).map((parts) => parts.join(" "));

describe("packed redaction (the worker's reply)", () => {
  it("round-trips a result exactly: unpack(pack(r), original) deep-equals r", () => {
    const result = redact(SAMPLE);
    expect(result.redactionCount).toBeGreaterThan(10);
    expect(unpackRedaction(packRedaction(result), SAMPLE)).toEqual(result);
  });

  it("round-trips any PII-shaped document", () => {
    fc.assert(
      fc.property(document, (text) => {
        const result = redact(text);
        expect(unpackRedaction(packRedaction(result), text)).toEqual(result);
      }),
      { numRuns: 200 },
    );
  });

  it("stores four offsets and one category index per match, in buffers that can be transferred", () => {
    const packed = packRedaction(redact("a@b.co and (555) 123-4567"));
    expect(packed.kinds.length).toBe(2);
    expect(packed.offsets.length).toBe(8);
    expect([...packed.kinds].map((k) => REDACTION_CATEGORY_IDS[k])).toEqual(["email", "phone"]);
    expect(transferables(packed)).toEqual([packed.offsets.buffer, packed.kinds.buffer]);
    expect(packed).not.toHaveProperty("originalText");
    expect(packed).not.toHaveProperty("matches");
  });

  it("survives structured cloning with transfer, as postMessage does", () => {
    const packed = packRedaction(redact(SAMPLE));
    const cloned = structuredClone(packed, { transfer: transferables(packed) });
    expect(isPackedRedaction(cloned)).toBe(true);
    expect(unpackRedaction(cloned, SAMPLE)).toEqual(redact(SAMPLE));
  });

  it("recognises only well-formed packed results", () => {
    expect(isPackedRedaction(packRedaction(redact("")))).toBe(true);
    expect(isPackedRedaction(null)).toBe(false);
    expect(isPackedRedaction(redact("x"))).toBe(false);
    expect(isPackedRedaction({ redactedText: "", redactionCount: 0, offsets: new Uint32Array(3), kinds: new Uint8Array(1) })).toBe(false);
  });
});

describe("redaction preview (the highlighted view)", () => {
  it("cuts the redacted text into plain runs and replacements that join back to the whole text", () => {
    const preview = redactionPreview(packRedaction(redact(SAMPLE)));
    expect(preview.truncated).toBe(false);
    expect(preview.segments.map((s) => s.text).join("")).toBe(redact(SAMPLE).redactedText);
    const matches = preview.segments.filter((s) => s.kind === "match");
    expect(matches.map((s) => s.text)).toEqual(redact(SAMPLE).matches.map((m) => m.replacement));
    expect(matches[0]).toEqual({ kind: "match", start: expect.any(Number), text: "(XXX) XXX-4567", category: "phone" });
    for (const m of matches) expect(redact(SAMPLE).redactedText.slice(m.start, m.start + m.text.length)).toBe(m.text);
    // No two plain runs in a row, no empty runs.
    preview.segments.forEach((s, i) => {
      expect(s.text.length).toBeGreaterThan(0);
      if (s.kind === "text") expect(preview.segments[i + 1]?.kind).not.toBe("text");
    });
  });

  it("for any document, the segments rebuild the text and mark exactly the matches", () => {
    fc.assert(
      fc.property(document, (text) => {
        const result = redact(text);
        const preview = redactionPreview(packRedaction(result), Number.MAX_SAFE_INTEGER);
        expect(preview.segments.map((s) => s.text).join("")).toBe(result.redactedText);
        expect(preview.segments.filter((s) => s.kind === "match").length).toBe(result.redactionCount);
      }),
      { numRuns: 200 },
    );
  });

  it("stops at the limit on a large result, never inside a replacement, and says so", () => {
    const line = "Mail jane.doe@acme.com about Unit 12B.\n";
    const text = line.repeat(20_000);
    const packed = packRedaction(redact(text));
    const preview = redactionPreview(packed);
    expect(preview.truncated).toBe(true);
    expect(preview.totalChars).toBe(packed.redactedText.length);
    expect(preview.shownChars).toBeLessThanOrEqual(REDACTION_PREVIEW_CHARS);
    const shown = preview.segments.map((s) => s.text).join("");
    expect(shown).toBe(packed.redactedText.slice(0, preview.shownChars));
    expect(preview.segments.filter((s) => s.kind === "match").every((s) => s.text === "{{EMAIL}}" || s.text === "{{NUM}}")).toBe(true);
  });

  it("ends the view before a replacement the limit would cut in half", () => {
    const packed = packRedaction(redact("ab jane.doe@acme.com cd"));
    // "ab {{EMAIL}} cd": the marker spans 3..12; a limit of 6 falls inside it.
    const preview = redactionPreview(packed, 6);
    expect(preview.segments).toEqual([{ kind: "text", text: "ab " }]);
    expect(preview.shownChars).toBe(3);
    expect(preview.truncated).toBe(true);
  });

  it("keeps a first replacement longer than the limit whole", () => {
    const preview = redactionPreview(packRedaction(redact("jane.doe@acme.com")), 4);
    expect(preview.segments).toEqual([{ kind: "match", start: 0, text: "{{EMAIL}}", category: "email" }]);
    expect(preview.truncated).toBe(false);
  });

  it("shows an empty or clean text as one plain run (or nothing)", () => {
    expect(redactionPreview(packRedaction(redact(""))).segments).toEqual([]);
    expect(redactionPreview(packRedaction(redact("nothing here"))).segments).toEqual([{ kind: "text", text: "nothing here" }]);
  });
});

describe("redact.worker", () => {
  it("answers a string with its packed redaction (buffers transferred) and anything else with the redaction of ''", async () => {
    const posted: { message: unknown; transfer: unknown }[] = [];
    const scope: { onmessage: ((e: { data: unknown }) => void) | null; postMessage: (m: unknown, t: unknown) => void } = {
      onmessage: null,
      postMessage: (message, transfer) => posted.push({ message, transfer }),
    };
    const g = globalThis as unknown as { self?: unknown };
    const previous = g.self;
    g.self = scope;
    try {
      await import("../../src/lib/redact.worker");
      scope.onmessage?.({ data: SAMPLE });
      scope.onmessage?.({ data: null });
    } finally {
      g.self = previous;
    }
    expect(posted).toHaveLength(2);
    const first = posted[0]?.message;
    expect(isPackedRedaction(first)).toBe(true);
    if (!isPackedRedaction(first)) return;
    expect(unpackRedaction(first, SAMPLE)).toEqual(redact(SAMPLE));
    expect(posted[0]?.transfer).toEqual([first.offsets.buffer, first.kinds.buffer]);
    const second = posted[1]?.message;
    expect(isPackedRedaction(second) && second.redactedText === "" && second.redactionCount === 0).toBe(true);
  });
});
