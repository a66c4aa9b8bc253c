import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { after, createChatSession, formatMultiSelect, immediately, planDuration, toggleChoice, typed, type Scheduler } from "../../../src/lib/chat/engine";
import type { ChatScript } from "../../../src/lib/chat/types";
import { start } from "./helpers";

interface Ctx {
  replies: number;
}

/** A tiny script exercising every engine feature. */
const echo: ChatScript<Ctx> = {
  initialContext: () => ({ replies: 0 }),
  greeting: () => [{ content: "Pick one", options: { type: "select", choices: ["a", "b"] } }],
  respond: (_ctx, input) => {
    if (input === "now") return { steps: [immediately((c) => ({ messages: [{ content: "instant" }], context: { replies: c.replies + 1 } }))] };
    if (input === "chain") {
      return {
        steps: [
          typed(1000, () => ({ messages: [{ content: "one" }], progress: { label: "one", percent: 50 } })),
          after(2000, () => ({ messages: [{ content: "two" }], progress: null })),
        ],
      };
    }
    if (input === "ask") return { steps: [typed(500, () => ({ messages: [{ content: "again?", options: { type: "multi-select", choices: ["x", "y"] } }] }))] };
    return { steps: [typed(1000, (c) => ({ messages: [{ content: `echo ${input}` }], context: { replies: c.replies + 1 } }))] };
  },
  onAction: (_ctx, type) =>
    type === "link" ? { steps: [], openUrl: "/somewhere" } : { steps: [after(3000, () => ({ messages: [{ content: `done ${type}` }] }))] },
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date("2025-01-20T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

describe("createChatSession", () => {
  it("starts with the greeting, stamped with ids and the injected clock", () => {
    const s = start(echo);
    const state = s.getState();
    expect(state.messages).toHaveLength(1);
    expect(state.messages[0]).toMatchObject({ id: "msg-1", type: "assistant", content: "Pick one", timestamp: Date.parse("2025-01-20T10:00:00Z") });
    expect(state.isTyping).toBe(false);
    expect(state.isBusy).toBe(false);
    expect(state.progress).toBeNull();
    expect(state.pendingChoice).toEqual({ messageId: "msg-1", type: "select", choices: ["a", "b"] });
  });

  it("uses a custom id factory and clock", () => {
    let n = 0;
    const s = createChatSession(echo, { scheduler: globalThis, now: () => 42, idFactory: () => `id${++n}` });
    expect(s.getState().messages[0]).toMatchObject({ id: "id1", timestamp: 42 });
  });

  it("posts the user message trimmed, shows typing, then the reply at the step's delay", () => {
    const s = start(echo);
    expect(s.send("  hello  ")).toBe(true);
    let state = s.getState();
    expect(state.messages[1]).toMatchObject({ type: "user", content: "hello" });
    expect(state.isTyping).toBe(true);
    expect(state.isBusy).toBe(true);
    expect(state.pendingChoice).toBeNull();
    vi.advanceTimersByTime(999);
    expect(s.getState().messages).toHaveLength(2);
    vi.advanceTimersByTime(1);
    state = s.getState();
    expect(state.messages[2]).toMatchObject({ type: "assistant", content: "echo hello" });
    expect(state.isTyping).toBe(false);
    expect(state.isBusy).toBe(false);
    expect(state.context.replies).toBe(1);
    expect(state.messages[2]?.timestamp).toBe(Date.parse("2025-01-20T10:00:01Z"));
  });

  it("runs immediate steps synchronously with the send", () => {
    const s = start(echo);
    s.send("now");
    expect(s.getState().messages.map((m) => m.content)).toEqual(["Pick one", "now", "instant"]);
    expect(s.getState().isTyping).toBe(false);
  });

  it("chains steps: each delay counts from the previous step; typing only where asked", () => {
    const s = start(echo);
    s.send("chain");
    vi.advanceTimersByTime(1000);
    expect(s.getState().messages.at(-1)?.content).toBe("one");
    expect(s.getState().progress).toEqual({ label: "one", percent: 50 });
    expect(s.getState().isTyping).toBe(false);
    expect(s.getState().isBusy).toBe(true);
    vi.advanceTimersByTime(1999);
    expect(s.getState().messages.at(-1)?.content).toBe("one");
    vi.advanceTimersByTime(1);
    expect(s.getState().messages.at(-1)?.content).toBe("two");
    expect(s.getState().progress).toBeNull();
    expect(s.getState().isBusy).toBe(false);
  });

  it("tracks the latest offered choices until the user answers", () => {
    const s = start(echo);
    s.send("ask");
    expect(s.getState().pendingChoice).toBeNull();
    vi.advanceTimersByTime(500);
    const m = s.getState().messages.at(-1);
    expect(s.getState().pendingChoice).toEqual({ messageId: m?.id, type: "multi-select", choices: ["x", "y"] });
  });
});

describe("canSend", () => {
  it("is false for empty or whitespace input", () => {
    const s = start(echo);
    expect(s.canSend("")).toBe(false);
    expect(s.canSend("   \n\t")).toBe(false);
    expect(s.canSend(" hi ")).toBe(true);
    expect(s.send("   ")).toBe(false);
    expect(s.getState().messages).toHaveLength(1);
  });

  it("is false while the assistant is typing, true again after the reply", () => {
    const s = start(echo);
    s.send("hello");
    expect(s.canSend("more")).toBe(false);
    expect(s.send("more")).toBe(false);
    expect(s.getState().messages).toHaveLength(2);
    vi.advanceTimersByTime(1000);
    expect(s.canSend("more")).toBe(true);
  });

  it("is true while non-typing work is scheduled (a build or an action)", () => {
    const s = start(echo);
    s.send("chain");
    vi.advanceTimersByTime(1000);
    expect(s.getState().isBusy).toBe(true);
    expect(s.canSend("status")).toBe(true);
  });
});

describe("actions", () => {
  it("returns the URL of link actions without posting anything", () => {
    const s = start(echo);
    expect(s.runAction("link")).toEqual({ openUrl: "/somewhere" });
    expect(s.getState().messages).toHaveLength(1);
  });

  it("schedules the action's steps", () => {
    const s = start(echo);
    expect(s.runAction("deploy")).toEqual({});
    vi.advanceTimersByTime(2999);
    expect(s.getState().messages).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(s.getState().messages.at(-1)?.content).toBe("done deploy");
  });

  it("does nothing for a script without actions", () => {
    const { onAction: _unused, ...withoutActions } = echo;
    const s = start<Ctx>(withoutActions);
    expect(s.runAction("deploy")).toEqual({});
  });
});

describe("subscribe, reset, dispose", () => {
  it("notifies subscribers on every change and stops after unsubscribe", () => {
    const s = start(echo);
    const listener = vi.fn();
    const unsubscribe = s.subscribe(listener);
    s.send("hello");
    const calls = listener.mock.calls.length;
    expect(calls).toBeGreaterThan(0);
    vi.advanceTimersByTime(1000);
    expect(listener.mock.calls.length).toBeGreaterThan(calls);
    unsubscribe();
    const total = listener.mock.calls.length;
    s.send("again");
    vi.advanceTimersByTime(1000);
    expect(listener).toHaveBeenCalledTimes(total);
  });

  it("gives a new state object on change and the same one otherwise (useSyncExternalStore)", () => {
    const s = start(echo);
    const a = s.getState();
    expect(s.getState()).toBe(a);
    s.send("now");
    expect(s.getState()).not.toBe(a);
  });

  it("reset cancels pending steps and shows the greeting again", () => {
    const s = start(echo);
    s.send("chain");
    s.reset();
    expect(s.getState().messages.map((m) => m.content)).toEqual(["Pick one"]);
    expect(s.getState().isTyping).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(s.getState().messages).toHaveLength(1);
  });

  it("dispose cancels timers, silences listeners and refuses input", () => {
    const s = start(echo);
    const listener = vi.fn();
    s.subscribe(listener);
    s.send("hello");
    listener.mockClear();
    s.dispose();
    vi.advanceTimersByTime(10_000);
    expect(listener).not.toHaveBeenCalled();
    expect(s.getState().messages).toHaveLength(2);
    expect(s.canSend("x")).toBe(false);
    expect(s.send("x")).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("works with any setTimeout/clearTimeout pair", () => {
    const queue: { fn: () => void; ms: number; id: number }[] = [];
    let nextId = 0;
    const scheduler: Scheduler = {
      setTimeout: (fn, ms) => {
        const id = ++nextId;
        queue.push({ fn, ms, id });
        return id;
      },
      clearTimeout: (id: never) => {
        const i = queue.findIndex((q) => q.id === (id as number));
        if (i >= 0) queue.splice(i, 1);
      },
    };
    const s = createChatSession(echo, { scheduler, now: () => 0 });
    s.send("hello");
    expect(queue.map((q) => q.ms)).toEqual([1000]);
    queue.shift()?.fn();
    expect(s.getState().messages.at(-1)?.content).toBe("echo hello");
  });
});

describe("helpers", () => {
  it("planDuration sums the delays", () => {
    expect(planDuration({ steps: [typed(1500, () => ({})), after(2000, () => ({})), immediately(() => ({}))] })).toBe(3500);
  });

  it("formatMultiSelect joins choices the way the keyword parser reads them", () => {
    expect(formatMultiSelect(["Shopping Cart", "Secure Checkout"])).toBe("Shopping Cart, Secure Checkout");
  });

  it("toggleChoice adds and removes, keeping the offered order", () => {
    const offered = ["a", "b", "c"];
    let selected = toggleChoice([], "c", offered);
    selected = toggleChoice(selected, "a", offered);
    expect(selected).toEqual(["a", "c"]);
    expect(toggleChoice(selected, "c", offered)).toEqual(["a"]);
    expect(toggleChoice(["x"], "y")).toEqual(["x", "y"]);
  });
});
