import { describe, expect, it } from "vitest";
import { barLayout, dayOf, isCountableVisit, lastDays, referrerOf } from "../../core/visits";

const CHROME = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Safari/605.1.15";

describe("visits (pure)", () => {
  it("counts browsers' GETs only", () => {
    expect(isCountableVisit({ method: "GET", userAgent: CHROME, purpose: [] })).toBe(true);
    expect(isCountableVisit({ method: "HEAD", userAgent: CHROME, purpose: [] })).toBe(false);
    expect(isCountableVisit({ method: "GET", userAgent: CHROME, purpose: [undefined, "prefetch;anonymous-client-ip"] })).toBe(false);
    for (const ua of [
      "Mozilla/5.0 (compatible; bingbot/2.0)",
      "facebookexternalhit/1.1",
      "Mozilla/5.0 (compatible; UptimeRobot/2.0)",
      "python-requests/2.31",
      "Wget/1.21",
      "",
      undefined,
      "Mozilla/5.0 Chrome-Lighthouse",
    ]) {
      expect(isCountableVisit({ method: "GET", userAgent: ua, purpose: [] }), String(ua)).toBe(false);
    }
  });

  it("keeps an external referrer's host only, lower-cased and of a bounded length", () => {
    expect(referrerOf("https://News.Example.com/a/b?utm=1#x", "site.test")).toBe("news.example.com");
    expect(referrerOf(`https://${"a".repeat(300)}.example/`, "site.test")).toBeNull();
    expect(referrerOf("https://site.test/sites/x/", "site.test")).toBeNull();
    expect(referrerOf("android-app://com.google", "site.test")).toBeNull();
    expect(referrerOf("not a url", "site.test")).toBeNull();
    expect(referrerOf(undefined, "site.test")).toBeNull();
  });

  it("fills 30 days oldest first and scales bars to the largest figure", () => {
    const now = Date.UTC(2026, 0, 30, 8);
    const days = lastDays(
      [
        { day: "2026-01-30", visits: 4, visitors: 2 },
        { day: "2025-12-01", visits: 9, visitors: 9 },
      ],
      now,
    );
    expect(days).toHaveLength(30);
    expect(days[0]!.day).toBe("2026-01-01");
    expect(days.at(-1)).toEqual({ day: "2026-01-30", visits: 4, visitors: 2 });
    expect(days.slice(0, -1).every((d) => d.visits === 0)).toBe(true);
    expect(dayOf(Date.UTC(2026, 0, 1, 23, 59, 59))).toBe("2026-01-01");
    const bars = barLayout([0, 5, 10], 300, 100);
    expect(bars.map((b) => b.h)).toEqual([0, 50, 100]);
    expect(bars[2]!.y).toBe(0);
    expect(barLayout([0, 0], 10, 10).every((b) => b.h === 0)).toBe(true);
  });
});
