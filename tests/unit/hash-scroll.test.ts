import { describe, expect, it } from "vitest";
import { resolveHashTarget, HASH_SCROLL_DELAY_MS } from "../../src/lib/hash-scroll";

const has =
  (...ids: string[]) =>
  (id: string) =>
    ids.includes(id);

describe("resolveHashTarget", () => {
  it("scrolls to an element on this page", () => {
    expect(resolveHashTarget("/services", "#pricing-bands", has("pricing-bands"))).toEqual({ kind: "scroll", id: "pricing-bands" });
  });
  it("sends platform anchors missing here to the platform landing", () => {
    expect(resolveHashTarget("/", "#templates", has())).toEqual({ kind: "redirect", href: "/platform#templates" });
  });
  it("never redirects the platform landing to itself", () => {
    expect(resolveHashTarget("/platform", "#templates", has())).toEqual({ kind: "none" });
  });
  it("ignores empty and unknown hashes", () => {
    expect(resolveHashTarget("/", "", has())).toEqual({ kind: "none" });
    expect(resolveHashTarget("/", "#nope", has())).toEqual({ kind: "none" });
  });
  it("decodes ids", () => {
    expect(resolveHashTarget("/", "#caf%C3%A9", has("café"))).toEqual({ kind: "scroll", id: "café" });
  });
  it("waits 100 ms (spec section 9)", () => {
    expect(HASH_SCROLL_DELAY_MS).toBe(100);
  });
});
