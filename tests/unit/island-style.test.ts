import { describe, expect, it } from "vitest";
import { moveIslandStyleToHead } from "../../integrations/island-style-in-head.mjs";

const STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

describe("the islands' stylesheet moves to the head", () => {
  it("takes it out of the body and puts it once before </head>", () => {
    const page = `<html><head><title>x</title></head><body><div>${STYLE}<astro-island></astro-island></div></body></html>`;
    const out = moveIslandStyleToHead(page) as string;
    expect(out).toBe(`<html><head><title>x</title>${STYLE}</head><body><div><astro-island></astro-island></div></body></html>`);
  });
  it("leaves a page without islands alone", () => {
    const page = "<html><head></head><body><p>hi</p></body></html>";
    expect(moveIslandStyleToHead(page)).toBe(page);
  });
});
