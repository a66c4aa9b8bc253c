import { describe, expect, it } from "vitest";
import {
  ANALYTICS_PROVIDERS,
  CONSENT_STORAGE_KEY,
  parseConsent,
  readConsent,
  resolveAnalytics,
  shouldLoadAnalytics,
  shouldSendPageViews,
  shouldShowConsentBanner,
  writeConsent,
  type AnalyticsConfig,
} from "../../src/lib/consent";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value), data };
}
const broken = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};
const SITE = "https://lumen.example";
const plausible = resolveAnalytics({ provider: "plausible" }, SITE).config as AnalyticsConfig;

describe("consent choice storage (spec section 4)", () => {
  it("stores accepted or declined and reads them back", () => {
    const storage = memoryStorage();
    expect(readConsent(storage)).toBeNull();
    expect(writeConsent(storage, "accepted")).toBe(true);
    expect(storage.data.get(CONSENT_STORAGE_KEY)).toBe("accepted");
    expect(readConsent(storage)).toBe("accepted");
    writeConsent(storage, "declined");
    expect(readConsent(storage)).toBe("declined");
  });

  it("treats anything else as no choice", () => {
    for (const raw of [null, undefined, "", "yes", "true", "ACCEPTED", " accepted"]) expect(parseConsent(raw)).toBeNull();
    expect(readConsent(memoryStorage({ [CONSENT_STORAGE_KEY]: "maybe" }))).toBeNull();
  });

  it("survives storage that is missing or throws", () => {
    expect(readConsent(null)).toBeNull();
    expect(readConsent(broken)).toBeNull();
    expect(writeConsent(undefined, "accepted")).toBe(false);
    expect(writeConsent(broken, "declined")).toBe(false);
  });
});

describe("banner and loading rules", () => {
  it("shows the banner on every page while no choice is stored, with or without a provider", () => {
    expect(shouldShowConsentBanner(null)).toBe(true);
    expect(shouldShowConsentBanner("accepted")).toBe(false);
    expect(shouldShowConsentBanner("declined")).toBe(false);
  });

  it("sends our own page views only after Accept", () => {
    expect(shouldSendPageViews("accepted")).toBe(true);
    expect(shouldSendPageViews("declined")).toBe(false);
    expect(shouldSendPageViews(null)).toBe(false);
  });

  it("loads analytics only after Accept, and only from a configured provider", () => {
    expect(shouldLoadAnalytics("accepted", plausible)).toBe(true);
    expect(shouldLoadAnalytics("declined", plausible)).toBe(false);
    expect(shouldLoadAnalytics(null, plausible)).toBe(false);
    expect(shouldLoadAnalytics("accepted", null)).toBe(false);
  });
});

describe("resolveAnalytics (PUBLIC_ANALYTICS_*)", () => {
  it("nothing configured means no analytics and no warning", () => {
    expect(resolveAnalytics({}, SITE)).toEqual({ config: null, warning: null });
    expect(resolveAnalytics({ provider: "" }, SITE)).toEqual({ config: null, warning: null });
    expect(resolveAnalytics({ provider: "none", src: "https://x.example/s.js" }, SITE)).toEqual({ config: null, warning: null });
  });

  it("Plausible: default script, domain from the site URL unless given", () => {
    expect(plausible).toEqual({
      provider: "plausible",
      label: "Plausible Analytics",
      src: ANALYTICS_PROVIDERS.plausible.defaultSrc,
      attributes: { "data-domain": "lumen.example" },
    });
    const custom = resolveAnalytics({ provider: " Plausible ", src: "https://stats.lumen.example/js/script.js", siteId: "lumenspaces.dev" }, SITE);
    expect(custom.config).toMatchObject({
      provider: "plausible",
      src: "https://stats.lumen.example/js/script.js",
      attributes: { "data-domain": "lumenspaces.dev" },
    });
  });

  it("Umami: needs a website id", () => {
    expect(resolveAnalytics({ provider: "umami", siteId: "94db1cb1-74f4-4a40-ad6c-962362670409" }, SITE).config).toEqual({
      provider: "umami",
      label: "Umami Analytics",
      src: ANALYTICS_PROVIDERS.umami.defaultSrc,
      attributes: { "data-website-id": "94db1cb1-74f4-4a40-ad6c-962362670409" },
    });
    const missing = resolveAnalytics({ provider: "umami" }, SITE);
    expect(missing.config).toBeNull();
    expect(missing.warning).toMatch(/PUBLIC_ANALYTICS_SITE_ID/);
  });

  it("an unknown provider or a non-http script URL disables analytics with a warning", () => {
    const unknown = resolveAnalytics({ provider: "ga4" }, SITE);
    expect(unknown.config).toBeNull();
    expect(unknown.warning).toMatch(/ga4/);
    const js = resolveAnalytics({ provider: "plausible", src: "javascript:alert(1)" }, SITE);
    expect(js.config).toBeNull();
    expect(js.warning).toMatch(/PUBLIC_ANALYTICS_SRC/);
    expect(resolveAnalytics({ provider: "plausible", src: "/relative.js" }, SITE).config).toBeNull();
  });

  it("accepts a loopback script URL (used by the end-to-end tests)", () => {
    expect(resolveAnalytics({ provider: "plausible", src: "http://127.0.0.1:4541/test-analytics.js", siteId: "lumen.test" }, SITE).config?.src).toBe(
      "http://127.0.0.1:4541/test-analytics.js",
    );
  });
});
