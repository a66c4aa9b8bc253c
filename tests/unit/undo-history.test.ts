import { describe, expect, it } from "vitest";
import { record, redo, startHistory, undo, UNDO_LIMIT } from "../../src/lib/undo-history";

describe("undo history", () => {
  it("undoes and redoes steps; a new change drops the redo branch", () => {
    let h = startHistory("a");
    h = record(h, "b", "x", 0);
    h = record(h, "c", "y", 10);
    h = undo(h);
    expect(h.present).toBe("b");
    h = undo(h);
    expect(h.present).toBe("a");
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe("b");
    h = record(h, "d", "z", 20);
    expect(h.future).toEqual([]);
    expect(redo(h)).toBe(h);
  });

  it("typing in one field within a second is one step; after a pause or in another field it is a new one", () => {
    let h = startHistory("");
    h = record(h, "H", "hero", 0);
    h = record(h, "He", "hero", 300);
    h = record(h, "Hel", "hero", 600);
    expect(h.past).toEqual([""]);
    h = record(h, "Hell", "hero", 2000);
    expect(h.past).toEqual(["", "Hel"]);
    h = record(h, "Hell!", "other", 2100);
    expect(undo(h).present).toBe("Hell");
  });

  it("keeps at most UNDO_LIMIT steps", () => {
    let h = startHistory(0);
    for (let i = 1; i <= UNDO_LIMIT + 10; i++) h = record(h, i, null, i);
    expect(h.past.length).toBe(UNDO_LIMIT);
  });
});
