import { afterEach, describe, expect, it, vi } from "vitest";
import { levelForStatus, logLine, printLogLine, requestIdFrom } from "../../functions/lib/log-line";

describe("structured log lines", () => {
  afterEach(() => vi.restoreAllMocks());

  it("a line is JSON with time, level and message first, then the fields", () => {
    const line = logLine("info", "request", { status: 200 }, new Date("2026-11-24T05:00:00Z"));
    expect(line).toBe('{"time":"2026-11-24T05:00:00.000Z","level":"info","msg":"request","status":200}');
    expect([200, 404, 503].map(levelForStatus)).toEqual(["info", "warn", "error"]);
  });

  it("each line goes to the console method of its level; a line that is not a log line is an error", () => {
    const out = {
      log: vi.spyOn(console, "log").mockImplementation(() => {}),
      warn: vi.spyOn(console, "warn").mockImplementation(() => {}),
      error: vi.spyOn(console, "error").mockImplementation(() => {}),
    };
    const lines = [
      logLine("info", "a"),
      logLine("debug", "b"),
      logLine("warn", "c"),
      logLine("error", "d"),
      "API rate limit skipped (store failed)",
      '{"level":"info"} not ours',
    ];
    for (const line of lines) printLogLine(line);
    expect(out.log.mock.calls.map(([l]) => l)).toEqual([lines[0], lines[1]]);
    expect(out.warn.mock.calls.map(([l]) => l)).toEqual([lines[2]]);
    expect(out.error.mock.calls.map(([l]) => l)).toEqual([lines[3], lines[4], lines[5]]);
  });

  it("a trusted proxy's request id is kept only when it strictly looks like one", () => {
    expect(requestIdFrom("abc-123-def-456-789", () => "new")).toBe("abc-123-def-456-789");
    expect(requestIdFrom("abc-123-def-456-789", () => "new", false)).toBe("new");
    expect(requestIdFrom("abc-123", () => "new")).toBe("new");
    expect(requestIdFrom("bad id with spaces", () => "new")).toBe("new");
    expect(requestIdFrom(undefined, () => "new")).toBe("new");
  });
});
