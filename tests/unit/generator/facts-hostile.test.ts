import { describe, expect, it } from "vitest";
import { extractFacts } from "../../../core/brief/facts/index";
import { hostileBrief } from "../../helpers/locale-corpus";

/** The parsers run on every keystroke on /create (debounced) and on the server: linear, and fast on hostile text. */
function parseMs(text: string, runs = 3): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    extractFacts({ description: text, requirements: text.slice(0, 1000) }, null, "en");
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)] as number;
}

describe("facts on hostile input", () => {
  it("a 5,000-character hostile brief parses in bounded time (the bench prints the figure; the 10 ms goal is not met yet)", () => {
    parseMs(hostileBrief(5000), 2);
    expect(parseMs(hostileBrief(5000), 3)).toBeLessThan(2000);
  });

  it("grows linearly: twice the text takes well under four times as long", () => {
    parseMs(hostileBrief(2500), 3);
    const small = parseMs(hostileBrief(2500));
    const large = parseMs(hostileBrief(5000));
    expect(large).toBeLessThan(Math.max(4 * small, 2));
  });
});
