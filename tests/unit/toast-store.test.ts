import { afterEach, describe, expect, it, vi } from "vitest";
import { $toasts, dismissToast, toast } from "../../src/stores/toast";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../src/lib/toast-constants";

afterEach(() => {
  vi.useRealTimers();
  $toasts.set([]);
});

describe("toast store", () => {
  it("keeps one toast at a time, newest first", () => {
    expect(TOAST_LIMIT).toBe(1);
    toast({ title: "First" });
    toast({ title: "Second", description: "d", variant: "destructive" });
    expect($toasts.get()).toHaveLength(1);
    expect($toasts.get()[0]).toMatchObject({ title: "Second", description: "d", variant: "destructive", open: true });
  });
  it("a dismissed toast closes, and leaves state after the remove delay", () => {
    vi.useFakeTimers();
    const id = toast({ title: "Bye" });
    dismissToast(id);
    expect($toasts.get()[0]?.open).toBe(false);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toHaveLength(0);
  });
});
