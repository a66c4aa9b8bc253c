import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { API_REPLY_MS, CHAT_TYPING_MS, OPTIMIZE_REPLY_MS, RESOLUTION_PHASE_MS, RESOLUTION_PROGRESS, UX_REPLY_MS } from "../../../src/lib/chat/constants";
import {
  ESCALATION_MATRIX,
  INITIAL_METRICS,
  SELF_RESOLVING_REPLIES,
  SELF_RESOLVING_SYSTEM_PROMPT,
  SELF_RESOLVING_TARGETS,
  applyResolution,
  averageWithSample,
  classifyIssue,
  detectIntent,
  selfResolvingScript,
  targetStatus,
} from "../../../src/lib/chat/self-resolving";
import { count, last, sendAndWait, start } from "./helpers";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Time from the user's message to "resolution complete". */
const RESOLUTION_TOTAL_MS = CHAT_TYPING_MS + 5 * RESOLUTION_PHASE_MS;

describe("spec constants", () => {
  it("starts with the spec's metrics", () => {
    expect(INITIAL_METRICS).toEqual({
      averageResolutionMinutes: 8.3,
      unblockRate: 97.2,
      regressions: 0,
      activeIssues: 2,
      resolvedToday: 14,
      performanceScore: 98.5,
    });
    expect(start(selfResolvingScript).getState().context.metrics).toEqual(INITIAL_METRICS);
  });

  it("has the escalation matrix L1-L4", () => {
    expect(ESCALATION_MATRIX.map((t) => [t.level, t.window, t.minMinutes, t.maxMinutes, t.covers])).toEqual([
      ["L1", "0-5 min", 0, 5, ["Syntax", "Props", "Formatting"]],
      ["L2", "5-15 min", 5, 15, ["APIs", "Logic bugs", "Auth"]],
      ["L3", "15-30 min", 15, 30, ["Architecture", "UX", "Integrations"]],
      ["L4", "30+ min", 30, null, ["External services", "Product direction"]],
    ]);
  });

  it("has the targets: average under 10 min, unblock above 95%, zero regressions", () => {
    expect(SELF_RESOLVING_TARGETS).toEqual({ maxAverageResolutionMinutes: 10, minUnblockRate: 95, maxRegressions: 0 });
    expect(targetStatus(INITIAL_METRICS).all).toBe(true);
    expect(targetStatus({ ...INITIAL_METRICS, averageResolutionMinutes: 10 }).averageResolution).toBe(false);
    expect(targetStatus({ ...INITIAL_METRICS, unblockRate: 95 }).unblockRate).toBe(false);
    expect(targetStatus({ ...INITIAL_METRICS, regressions: 1 }).all).toBe(false);
  });

  it("has a read-only system prompt covering the loop, the matrix and the targets", () => {
    for (const part of ["L1", "L2", "L3", "L4", "0-5 min", "30+ min", "under 10 minutes", "above 95%", "zero regressions"]) {
      expect(SELF_RESOLVING_SYSTEM_PROMPT).toContain(part);
    }
  });
});

describe("metric arithmetic", () => {
  it("averages with 6.2 and rounds to one decimal, half up", () => {
    expect(averageWithSample(8.3)).toBe(7.3); // 7.25
    expect(averageWithSample(7.3)).toBe(6.8); // 6.75
    expect(averageWithSample(6.8)).toBe(6.5);
    expect(averageWithSample(6.5)).toBe(6.4); // 6.35, which floating point would round down
    expect(averageWithSample(6.2)).toBe(6.2);
  });

  it("applyResolution: resolved +1, active -1 but never below 0", () => {
    expect(applyResolution(INITIAL_METRICS)).toEqual({ ...INITIAL_METRICS, resolvedToday: 15, activeIssues: 1, averageResolutionMinutes: 7.3 });
    expect(applyResolution({ ...INITIAL_METRICS, activeIssues: 0 }).activeIssues).toBe(0);
  });
});

describe("error path", () => {
  it("runs five phases 2 s apart with progress 20/40/70/90/100, then 'resolution complete' and the metric update", () => {
    const s = start(selfResolvingScript);
    s.send("There's an error on the login page");
    expect(s.getState().isTyping).toBe(true);
    const base = count(s);
    vi.advanceTimersByTime(CHAT_TYPING_MS - 1);
    expect(count(s)).toBe(base);

    const levels: string[] = [];
    for (let i = 0; i < 5; i++) {
      vi.advanceTimersByTime(i === 0 ? 1 : RESOLUTION_PHASE_MS - 1);
      if (i > 0) {
        expect(count(s)).toBe(base + i);
        vi.advanceTimersByTime(1);
      }
      expect(Date.now()).toBe(CHAT_TYPING_MS + i * RESOLUTION_PHASE_MS);
      expect(count(s)).toBe(base + i + 1);
      expect(s.getState().progress?.percent).toBe(RESOLUTION_PROGRESS[i]);
      expect(s.getState().progress?.step).toBe(i + 1);
      const m = last(s);
      expect(m.type).toBe("system");
      levels.push(m.level ?? "");
      expect(s.getState().isTyping).toBe(false);
      expect(s.getState().context.metrics).toEqual(INITIAL_METRICS);
    }
    expect(RESOLUTION_PROGRESS).toEqual([20, 40, 70, 90, 100]);
    expect(levels).toEqual(["info", "warning", "info", "info", "success"]);

    vi.advanceTimersByTime(RESOLUTION_PHASE_MS - 1);
    expect(count(s)).toBe(base + 5);
    vi.advanceTimersByTime(1);
    expect(Date.now()).toBe(RESOLUTION_TOTAL_MS);
    const done = last(s);
    expect(done.content).toMatch(/^Resolution complete/);
    expect(done.level).toBe("success");
    expect(s.getState().progress).toBeNull();
    expect(s.getState().context.metrics).toEqual({
      ...INITIAL_METRICS,
      resolvedToday: 15,
      activeIssues: 1,
      averageResolutionMinutes: 7.3,
    });
    expect(done.content).toContain("Resolved today: 15. Active issues: 1. Average resolution: 7.3 min.");
    expect(s.getState().isBusy).toBe(false);
  });

  it.each(["I found a bug", "the build is broken", "new issue in checkout", "Errors everywhere", "Bugs!", "two ISSUES"])("%j starts a resolution", (input) => {
    const s = start(selfResolvingScript);
    sendAndWait(s, input, CHAT_TYPING_MS);
    expect(s.getState().progress?.percent).toBe(20);
    vi.advanceTimersByTime(5 * RESOLUTION_PHASE_MS);
    expect(last(s).content).toMatch(/^Resolution complete/);
  });

  it("repeated errors keep active issues at 0 or more", () => {
    const s = start(selfResolvingScript);
    const active: number[] = [];
    for (let i = 0; i < 4; i++) {
      s.send(`bug number ${i + 1}`);
      vi.advanceTimersByTime(RESOLUTION_TOTAL_MS);
      active.push(s.getState().context.metrics.activeIssues);
    }
    expect(active).toEqual([1, 0, 0, 0]);
    expect(s.getState().context.metrics.resolvedToday).toBe(18);
    expect(s.getState().context.metrics.averageResolutionMinutes).toBe(6.4);
  });

  it("overlapping resolutions each complete and each update the metrics", () => {
    const s = start(selfResolvingScript);
    s.send("error in the API");
    vi.advanceTimersByTime(CHAT_TYPING_MS);
    expect(s.canSend("another bug")).toBe(true);
    s.send("another bug in the layout");
    vi.advanceTimersByTime(RESOLUTION_TOTAL_MS);
    const completes = s.getState().messages.filter((m) => m.content.startsWith("Resolution complete"));
    expect(completes.map((m) => m.content.match(/issue #(\d)/)?.[1])).toEqual(["1", "2"]);
    expect(s.getState().context.metrics).toMatchObject({ resolvedToday: 16, activeIssues: 0 });
  });

  it("classifies the report on the escalation matrix (highest level mentioned, L2 by default)", () => {
    expect(classifyIssue("syntax error in a prop").level).toBe("L1");
    expect(classifyIssue("login returns 500").level).toBe("L2");
    expect(classifyIssue("something is broken").level).toBe("L2");
    expect(classifyIssue("the layout breaks on mobile").level).toBe("L3");
    expect(classifyIssue("third-party payment provider outage").level).toBe("L4");
    const s = start(selfResolvingScript);
    sendAndWait(s, "formatting bug", CHAT_TYPING_MS);
    expect(last(s).content).toContain("Classified L1 (0-5 min");
  });
});

describe("keyword replies", () => {
  it.each([
    ["optimize the dashboard", OPTIMIZE_REPLY_MS, SELF_RESOLVING_REPLIES.optimize],
    ["can you optimise it?", OPTIMIZE_REPLY_MS, SELF_RESOLVING_REPLIES.optimize],
    ["review our API", API_REPLY_MS, SELF_RESOLVING_REPLIES.api],
    ["check the APIs", API_REPLY_MS, SELF_RESOLVING_REPLIES.api],
    ["improve the UX", UX_REPLY_MS, SELF_RESOLVING_REPLIES.ux],
    ["user experience review", UX_REPLY_MS, SELF_RESOLVING_REPLIES.ux],
    ["hello there", CHAT_TYPING_MS, SELF_RESOLVING_REPLIES.fallback],
  ])("%j is answered at exactly %i ms, typing until then", (input, ms, content) => {
    const s = start(selfResolvingScript);
    const reply = sendAndWait(s, input, ms);
    expect(reply.content).toBe(content);
    expect(reply.type).toBe("assistant");
    expect(s.getState().isTyping).toBe(false);
    expect(s.getState().context.metrics).toEqual(INITIAL_METRICS);
  });

  it("the delays are 4 s, 3.5 s, 4.5 s and 1 s", () => {
    expect([OPTIMIZE_REPLY_MS, API_REPLY_MS, UX_REPLY_MS, CHAT_TYPING_MS]).toEqual([4000, 3500, 4500, 1000]);
  });

  it("status answers immediately, without typing, with the live metrics", () => {
    const s = start(selfResolvingScript);
    s.send("status?");
    expect(s.getState().isTyping).toBe(false);
    expect(count(s)).toBe(3);
    expect(last(s).content).toContain("Average resolution: 8.3 min");
    expect(last(s).content).toContain("Active issues: 2");
    expect(last(s).content).toContain("Resolved today: 14");
    expect(last(s).content).toContain("Unblock rate: 97.2%");
    expect(last(s).content).toContain("Performance score: 98.5%");

    s.send("bug");
    vi.advanceTimersByTime(RESOLUTION_TOTAL_MS);
    s.send("status");
    expect(last(s).content).toContain("Resolved today: 15");
    expect(last(s).content).toContain("Average resolution: 7.3 min");
  });

  it("send is disabled while the reply is being typed, allowed during a resolution run", () => {
    const s = start(selfResolvingScript);
    s.send("optimize");
    vi.advanceTimersByTime(OPTIMIZE_REPLY_MS - 1);
    expect(s.canSend("status")).toBe(false);
    vi.advanceTimersByTime(1);
    expect(s.canSend("status")).toBe(true);
    expect(s.canSend("   ")).toBe(false);
  });

  it.each([
    ["an error in the API", "issue"],
    ["optimize the API", "optimize"],
    ["API docs", "api"],
    ["ux", "ux"],
    ["status", "status"],
    ["metrics please", "status"],
    ["luxury", "other"],
    ["rapid", "other"],
  ] as const)("detectIntent(%j) = %s", (input, intent) => {
    expect(detectIntent(input)).toBe(intent);
  });
});
