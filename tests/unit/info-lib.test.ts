import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { applicationSubject, mailtoHref } from "../../src/lib/mailto";
import { isValidEmail } from "../../src/lib/email";
import { matchesTerms, normalizeText, queryTerms } from "../../src/lib/text-search";
import { describeHelpResults, searchHelp } from "../../src/lib/help-search";
import { ALL_CATEGORIES, BLOG_FILTERS, arrangePosts, categorySlug, filterFromSlug, newestFirst, postMatches } from "../../src/lib/blog";
import { nextTabIndex, tabFromHash } from "../../src/lib/tabs";
import { bands, niceStep, scaleValue, valueAxis } from "../../src/lib/chart";
import { percent, summarizeOccupancy } from "../../src/lib/occupancy";
import { combineScenarios, formatComfortDelta, formatCostDelta, formatKwhDelta } from "../../src/lib/energy";
import { overallState, stateFromHealth } from "../../src/lib/service-status";
import { fillPlaceholders } from "../../src/lib/placeholders";
import { ordered } from "../../src/lib/ordered";
import { formatLongDate, formatUtcDateTime, isoDate } from "../../src/lib/dates";
import { addCosts, formatDollarRange, roundRangeToTens, spanOf } from "../../src/lib/cost-range";
import { canonicalPath, declaresNoindex, isDisallowed, isPrivatePath, publicRoutes, robotsTxt, routeFromPageFile, sitemapXml } from "../../src/lib/sitemap";

describe("mailto links", () => {
  it("encodes the subject with %20 for spaces and keeps the address as is", () => {
    expect(mailtoHref("careers@example.com", { subject: applicationSubject("Senior AI/ML Engineer") })).toBe(
      "mailto:careers@example.com?subject=Application%20for%20Senior%20AI%2FML%20Engineer",
    );
  });
  it("encodes &, ?, # and + so they cannot end the subject early", () => {
    const href = mailtoHref("a@b.co", { subject: "Q&A? #1 + more" });
    expect(href).toBe("mailto:a@b.co?subject=Q%26A%3F%20%231%20%2B%20more");
    expect(decodeURIComponent(href.split("?subject=")[1] ?? "")).toBe("Q&A? #1 + more");
  });
  it("writes body line breaks as CRLF and leaves out empty fields", () => {
    expect(mailtoHref("a@b.co", { subject: "", body: "one\ntwo" })).toBe("mailto:a@b.co?body=one%0D%0Atwo");
    expect(mailtoHref("a@b.co")).toBe("mailto:a@b.co");
  });
  it("round-trips any subject", () => {
    fc.assert(
      fc.property(fc.string(), (subject) => {
        const href = mailtoHref("x@y.io", { subject });
        const query = href.split("?")[1] ?? "";
        expect(query === "" ? "" : decodeURIComponent(query.replace(/^subject=/, ""))).toBe(subject);
      }),
    );
  });
  it("names the application after the job title", () => {
    expect(applicationSubject("Product Designer")).toBe("Application for Product Designer");
  });
});

describe("email check", () => {
  it("accepts ordinary addresses, ignoring surrounding spaces", () => {
    for (const ok of ["jane@example.com", " jane.doe+news@mail.example.co.uk ", "a_b-c@sub.domain.io"]) expect(isValidEmail(ok)).toBe(true);
  });
  it("rejects what cannot be an address", () => {
    for (const bad of [
      "",
      "   ",
      "jane",
      "jane@",
      "@example.com",
      "jane@example",
      "jane@example.c",
      "ja ne@example.com",
      "jane@@example.com",
      "jane@exa..mple.com",
      "<jane@example.com>",
      `${"a".repeat(250)}@ex.com`,
    ]) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });
});

describe("text search", () => {
  it("ignores case, accents and punctuation", () => {
    expect(normalizeText("  Café — DNS/Domains! ")).toBe("cafe dns domains");
    expect(queryTerms(" Custom   DOMAIN ")).toEqual(["custom", "domain"]);
    expect(queryTerms(" ,. ")).toEqual([]);
  });
  it("needs every term, in any order", () => {
    expect(matchesTerms("Connecting a custom domain", ["domain", "custom"])).toBe(true);
    expect(matchesTerms("Connecting a custom domain", ["domain", "billing"])).toBe(false);
    expect(matchesTerms("anything", [])).toBe(true);
  });
});

describe("help center search", () => {
  const topics = [
    { title: "Getting Started", description: "Create your first site", articles: ["Creating your account", "Describing your business"] },
    { title: "Billing", description: "Payments and invoices", articles: ["Understanding the service fee", "Refunds"] },
  ];
  const faqs = [
    { question: "How long does generation take?", answer: "30 seconds or less." },
    { question: "Can I use my own domain?", answer: "Yes, follow the domain setup guide." },
  ];

  it("shows everything for an empty query", () => {
    const r = searchHelp("  ", topics, faqs);
    expect(r.active).toBe(false);
    expect(r.total).toBe(6);
    expect(r.topics.every((t) => t.visible && t.articles.every(Boolean))).toBe(true);
  });
  it("keeps only matching articles of a topic whose own text does not match", () => {
    const r = searchHelp("account", topics, faqs);
    expect(r.topics[0]).toEqual({ visible: true, articles: [true, false] });
    expect(r.topics[1]).toEqual({ visible: false, articles: [false, false] });
    expect(r.faqs).toEqual([false, false]);
    expect(r.total).toBe(1);
  });
  it("shows all articles of a topic whose title or description matches", () => {
    const r = searchHelp("invoices", topics, faqs);
    expect(r.topics[1]).toEqual({ visible: true, articles: [true, true] });
    expect(r.total).toBe(2);
  });
  it("reads an article together with its topic title", () => {
    expect(searchHelp("billing refunds", topics, faqs).topics[1]?.articles).toEqual([false, true]);
    expect(searchHelp("getting refunds", topics, faqs).total).toBe(0);
  });
  it("matches FAQ questions and answers", () => {
    expect(searchHelp("DOMAIN setup", topics, faqs).faqs).toEqual([false, true]);
    expect(searchHelp("30 seconds", topics, faqs).faqs).toEqual([true, false]);
  });
  it("reports no results and counts results for screen readers", () => {
    const r = searchHelp("kubernetes", topics, faqs);
    expect(r.total).toBe(0);
    expect(r.topics.some((t) => t.visible)).toBe(false);
    expect(describeHelpResults("kubernetes", 0)).toBe("No results for “kubernetes”.");
    expect(describeHelpResults("fee", 1)).toBe("1 result for “fee”.");
    expect(describeHelpResults("a", 3)).toBe("3 results for “a”.");
    expect(describeHelpResults("", 6)).toBe("Showing all help topics and questions.");
  });
});

describe("blog", () => {
  it("has the five filters of the spec in order", () => {
    expect(BLOG_FILTERS).toEqual(["All", "AI Ethics", "Technology", "Company", "Community"]);
  });
  it("slugs categories and reads them back", () => {
    expect(categorySlug("AI Ethics")).toBe("ai-ethics");
    for (const f of BLOG_FILTERS) expect(filterFromSlug(categorySlug(f))).toBe(f);
    expect(filterFromSlug("nope")).toBe(ALL_CATEGORIES);
    expect(filterFromSlug(null)).toBe(ALL_CATEGORIES);
  });
  it("filters by exact category, All shows every post", () => {
    expect(postMatches("Technology", "All")).toBe(true);
    expect(postMatches("Technology", "Technology")).toBe(true);
    expect(postMatches("Technology", "Company")).toBe(false);
  });
  it("puts the featured post first and the rest newest first", () => {
    const a: { id: string; date: Date; featured?: boolean } = { id: "a", date: new Date("2025-01-01") };
    const b = { id: "b", date: new Date("2025-03-01"), featured: true };
    const c = { id: "c", date: new Date("2025-02-01") };
    const meta = (p: typeof a) => p;
    expect(arrangePosts([a, b, c], meta)).toEqual({ featured: b, rest: [c, a] });
    expect(arrangePosts([a, c], meta).featured).toBe(c);
    expect(newestFirst([a, b, c], meta)).toEqual([b, c, a]);
  });
});

describe("tabs keyboard model", () => {
  it("moves with arrows and wraps, jumps with Home and End", () => {
    expect(nextTabIndex(0, "ArrowRight", 4)).toBe(1);
    expect(nextTabIndex(3, "ArrowRight", 4)).toBe(0);
    expect(nextTabIndex(0, "ArrowLeft", 4)).toBe(3);
    expect(nextTabIndex(2, "Home", 4)).toBe(0);
    expect(nextTabIndex(1, "End", 4)).toBe(3);
    expect(nextTabIndex(1, "Enter", 4)).toBeNull();
    expect(nextTabIndex(0, "ArrowRight", 0)).toBeNull();
  });
  it("reads the tab from a hash", () => {
    const ids = ["authentication", "projects", "ai-generation", "webhooks"];
    expect(tabFromHash("#webhooks", ids)).toBe("webhooks");
    expect(tabFromHash("webhooks", ids)).toBe("webhooks");
    expect(tabFromHash("#pricing", ids)).toBeNull();
    expect(tabFromHash("#%E0%A4%A", ids)).toBeNull();
  });
});

describe("chart geometry", () => {
  it("rounds steps up to 1, 2, 2.5 or 5 times a power of ten", () => {
    expect(niceStep(0.7)).toBe(1);
    expect(niceStep(17)).toBe(20);
    expect(niceStep(22)).toBe(25);
    expect(niceStep(30)).toBe(50);
    expect(niceStep(2000)).toBe(2000);
    expect(niceStep(0)).toBe(1);
  });
  it("builds an axis from zero that covers the data", () => {
    expect(valueAxis(100)).toEqual({ max: 100, step: 25, ticks: [0, 25, 50, 75, 100] });
    expect(valueAxis(7800)).toEqual({ max: 8000, step: 2000, ticks: [0, 2000, 4000, 6000, 8000] });
    // The sample floor's 214 seats: the axis ends near the data, not at 400.
    expect(valueAxis(214)).toEqual({ max: 240, step: 60, ticks: [0, 60, 120, 180, 240] });
    fc.assert(
      fc.property(fc.double({ min: 0.01, max: 1e7, noNaN: true }), fc.integer({ min: 2, max: 8 }), (v, n) => {
        const axis = valueAxis(v, n);
        expect(axis.max).toBeGreaterThanOrEqual(v * (1 - 1e-9));
        expect(axis.ticks).toHaveLength(n + 1);
        expect(axis.max).toBeLessThan(v * 2.6);
      }),
    );
  });
  it("scales and clamps values", () => {
    expect(scaleValue(50, 100, 200)).toBe(100);
    expect(scaleValue(150, 100, 200)).toBe(200);
    expect(scaleValue(-1, 100, 200)).toBe(0);
    expect(scaleValue(1, 0, 200)).toBe(0);
  });
  it("spaces bands evenly inside the length", () => {
    const b = bands(4, 400, 0.5);
    expect(b.map((x) => x.start)).toEqual([25, 125, 225, 325]);
    expect(b.every((x) => x.size === 50)).toBe(true);
    expect(b[0]?.center).toBe(50);
    expect(bands(0, 100)).toEqual([]);
  });
});

describe("occupancy", () => {
  const hours = ["8 AM", "9 AM", "10 AM"];
  const zones = [
    { name: "Desks", capacity: 100, hourly: [20, 80, 60] },
    { name: "Rooms", capacity: 20, hourly: [0, 5, 10] },
  ];
  it("sums the floor per hour and finds the peak", () => {
    const s = summarizeOccupancy(hours, zones);
    expect(s.capacity).toBe(120);
    expect(s.totals).toEqual([20, 85, 70]);
    expect(s.peakHour).toBe("9 AM");
    expect(s.peakPercent).toBe(71);
    expect(s.averagePercent).toBe(49);
  });
  it("computes per-zone utilisation and names the least used and busiest zones", () => {
    const s = summarizeOccupancy(hours, zones);
    expect(s.zones).toEqual([
      { name: "Desks", capacity: 100, averagePercent: 53, peakPercent: 80, peakHour: "9 AM" },
      { name: "Rooms", capacity: 20, averagePercent: 25, peakPercent: 50, peakHour: "10 AM" },
    ]);
    expect(s.leastUsed.name).toBe("Rooms");
    expect(s.busiest.name).toBe("Desks");
  });
  it("refuses inconsistent samples", () => {
    expect(() => summarizeOccupancy(hours, [{ name: "X", capacity: 10, hourly: [1, 2] }])).toThrow(RangeError);
    expect(() => summarizeOccupancy(hours, [{ name: "X", capacity: 10, hourly: [1, 2, 11] }])).toThrow(RangeError);
    expect(() => summarizeOccupancy(hours, [])).toThrow(RangeError);
    expect(percent(1, 0)).toBe(0);
  });
});

describe("energy scenarios", () => {
  it("combines scenarios by adding their changes", () => {
    const combined = combineScenarios([
      { scenario: "A", kWhDelta: -100, costDelta: -13, comfortDelta: 2 },
      { scenario: "B", kWhDelta: -50, costDelta: -6.5, comfortDelta: 1 },
    ]);
    expect(combined).toEqual({ scenario: "Combined", kWhDelta: -150, costDelta: -19.5, comfortDelta: 3 });
  });
  it("formats deltas with their sign and thousands separators", () => {
    expect(formatKwhDelta(-7800)).toBe("-7,800 kWh");
    expect(formatCostDelta(-1014)).toBe("-$1,014");
    expect(formatComfortDelta(5)).toBe("+5%");
    expect(formatComfortDelta(0)).toBe("0%");
    expect(formatKwhDelta(120)).toBe("+120 kWh");
  });
});

describe("service status", () => {
  it("maps the health answer to a state", () => {
    expect(stateFromHealth({ status: "ok", database: "reachable", latencyMs: 3 })).toBe("operational");
    expect(stateFromHealth({ status: "degraded", database: "unreachable", latencyMs: null })).toBe("degraded");
    expect(stateFromHealth(null)).toBe("down");
  });
  it("summarises: any down is an outage, any degraded is degraded", () => {
    expect(overallState(["operational", "operational"])).toBe("operational");
    expect(overallState(["operational", "degraded"])).toBe("degraded");
    expect(overallState(["degraded", "down"])).toBe("outage");
  });
});

describe("sitemap and robots", () => {
  it("turns page files into routes", () => {
    expect(routeFromPageFile("./index.astro")).toBe("/");
    expect(routeFromPageFile("./blog/index.astro")).toBe("/blog");
    expect(routeFromPageFile("./privacy.astro")).toBe("/privacy");
    expect(routeFromPageFile("./admin/users.astro")).toBe("/admin/users");
    expect(routeFromPageFile("./guides/setup.md")).toBe("/guides/setup");
    expect(routeFromPageFile("./blog/[slug].astro")).toBeNull();
    expect(routeFromPageFile("./[...rest].astro")).toBeNull();
    expect(routeFromPageFile("./sitemap.xml.ts")).toBeNull();
    expect(routeFromPageFile("./_partial.astro")).toBeNull();
    expect(routeFromPageFile("./_drafts/post.astro")).toBeNull();
  });
  it("knows the private paths", () => {
    for (const p of ["/dashboard", "/create", "/checkout", "/checkout/42", "/admin", "/admin/users", "/invite", "/404", "/demo/preview", "/demo/agent-test"]) {
      expect(isPrivatePath(p), p).toBe(true);
    }
    for (const p of ["/", "/blog", "/creators", "/status", "/platform", "/app-store", "/demographics"]) expect(isPrivatePath(p), p).toBe(false);
  });
  it("lists public routes once, home first, with extra routes", () => {
    const files = [
      "./index.astro",
      "./status.astro",
      "./dashboard.astro",
      "./admin/index.astro",
      "./404.astro",
      "./blog/index.astro",
      "./blog/[slug].astro",
      "./robots.txt.ts",
    ];
    const sources = Object.fromEntries(files.map((f) => [f, '<Layout title="x">']));
    expect(publicRoutes(sources, ["/blog/a-post", "/status"])).toEqual(["/", "/blog", "/blog/a-post", "/status"]);
  });
  it("leaves out pages that declare noindex", () => {
    expect(declaresNoindex('<PlatformLayout title="Sign-in failed" noindex>')).toBe(true);
    expect(declaresNoindex('<BaseLayout title="x" noindex />')).toBe(true);
    expect(declaresNoindex("<BaseLayout noindex={true}>")).toBe(true);
    expect(declaresNoindex("---\ntitle: Draft\nnoindex: true\n---")).toBe(true);
    expect(declaresNoindex('<BaseLayout title="x" noindex={false}>')).toBe(false);
    expect(declaresNoindex('<BaseLayout title="Indexing">')).toBe(false);
    expect(publicRoutes({ "./a.astro": "<L noindex>", "./b.astro": "<L>" })).toEqual(["/b"]);
  });
  it("lists pages in their canonical form, without a trailing slash", () => {
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/blog")).toBe("/blog");
    expect(canonicalPath("/blog/")).toBe("/blog");
  });
  it("robots.txt hides private paths but no public page", () => {
    for (const p of ["/dashboard", "/create", "/checkout/42", "/admin", "/admin/users", "/invite", "/demo/preview", "/api/projects"])
      expect(isDisallowed(p), p).toBe(true);
    for (const p of ["/", "/api-reference", "/app-store", "/app-builder", "/documentation", "/demographics", "/blog/x"]) expect(isDisallowed(p), p).toBe(false);
  });
  it("writes a valid sitemap and robots.txt", () => {
    const xml = sitemapXml(["https://x.dev/", "https://x.dev/a?b=1&c=2"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain("<url><loc>https://x.dev/a?b=1&amp;c=2</loc></url>");
    const robots = robotsTxt("https://x.dev/sitemap.xml");
    expect(robots).toMatch(/^User-agent: \*\n/);
    for (const p of ["/dashboard", "/create", "/checkout", "/admin", "/api/"]) expect(robots).toContain(`Disallow: ${p}\n`);
    expect(robots).not.toContain("Disallow: /\n");
    expect(robots).toContain("Sitemap: https://x.dev/sitemap.xml");
  });
});

describe("placeholders", () => {
  it("fills named figures and fails on unknown names", () => {
    expect(fillPlaceholders("Ready in {typical}, up to {complex}.", { typical: "30 seconds", complex: "2-3 minutes" })).toBe(
      "Ready in 30 seconds, up to 2-3 minutes.",
    );
    expect(fillPlaceholders("No braces here", {})).toBe("No braces here");
    expect(() => fillPlaceholders("{missing}", {})).toThrow(/Unknown placeholder \{missing\}/);
  });
});

describe("cost ranges", () => {
  it("adds fixed and ranged costs and rounds outward to tens", () => {
    const total = addCosts([84, 228], [{ min: 9, max: 15 }]);
    expect(total).toEqual({ min: 321, max: 327 });
    expect(roundRangeToTens(total)).toEqual({ min: 320, max: 330 });
    expect(roundRangeToTens({ min: 320, max: 330 })).toEqual({ min: 320, max: 330 });
  });
  it("spans ranges and formats them", () => {
    expect(
      spanOf([
        { min: 10, max: 12 },
        { min: 9, max: 11 },
        { min: 11, max: 15 },
      ]),
    ).toEqual({ min: 9, max: 15 });
    expect(() => spanOf([])).toThrow(RangeError);
    expect(formatDollarRange({ min: 9, max: 15 })).toBe("$9-15");
    expect(formatDollarRange({ min: 84, max: 84 })).toBe("$84");
  });
});

describe("dates", () => {
  it("formats UTC calendar dates and times", () => {
    const d = new Date("2025-01-28T14:05:00Z");
    expect(formatLongDate(new Date("2025-01-20"))).toBe("January 20, 2025");
    expect(formatUtcDateTime(d)).toBe("Jan 28, 2025, 14:05 UTC");
    expect(isoDate(d)).toBe("2025-01-28");
  });
});

describe("collection order", () => {
  it("sorts entries by their order field", () => {
    const e = (id: string, order: number) => ({ id, data: { order } });
    expect(ordered([e("b", 2), e("a", 3), e("c", 1)]).map((x) => x.id)).toEqual(["c", "b", "a"]);
  });
});
