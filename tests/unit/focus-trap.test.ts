import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { focusTrapTarget } from "../../src/lib/focus-trap";

describe("focusTrapTarget", () => {
  it("wraps Tab from the last element to the first", () => {
    expect(focusTrapTarget(10, 11, false)).toBe(0);
  });
  it("wraps Shift+Tab from the first element to the last", () => {
    expect(focusTrapTarget(0, 11, true)).toBe(10);
  });
  it("leaves Tab between inner elements to the browser", () => {
    expect(focusTrapTarget(3, 11, false)).toBeNull();
    expect(focusTrapTarget(3, 11, true)).toBeNull();
    expect(focusTrapTarget(0, 11, false)).toBeNull();
    expect(focusTrapTarget(10, 11, true)).toBeNull();
  });
  it("brings focus that is on none of them (the dialog itself) to the first or last", () => {
    expect(focusTrapTarget(-1, 11, false)).toBe(0);
    expect(focusTrapTarget(-1, 11, true)).toBe(10);
  });
  it("keeps a single element focused both ways", () => {
    expect(focusTrapTarget(0, 1, false)).toBe(0);
    expect(focusTrapTarget(0, 1, true)).toBe(0);
  });
  it("does nothing without tabbable elements", () => {
    expect(focusTrapTarget(-1, 0, false)).toBeNull();
  });
  it("repeated Tab or Shift+Tab visits every element and never leaves the modal", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.boolean(), (count, backwards) => {
        let index = -1;
        const seen = new Set<number>();
        for (let step = 0; step < count * 3; step++) {
          const wrapped = focusTrapTarget(index, count, backwards);
          index = wrapped ?? index + (backwards ? -1 : 1);
          expect(index).toBeGreaterThanOrEqual(0);
          expect(index).toBeLessThan(count);
          seen.add(index);
        }
        expect(seen.size).toBe(count);
      }),
    );
  });
});
