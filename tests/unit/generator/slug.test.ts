import { describe, expect, it } from "vitest";
import { SLUG_MAX, fallbackSlug, isValidSlug, nextFreeSlug, siteSlug, slugify } from "../../../functions/generator/slug";

describe("slugify", () => {
  it.each([
    ["Acme Bakery", "acme-bakery"],
    ["  Acme   Bakery!!  ", "acme-bakery"],
    ["Luigi's Trattoria", "luigis-trattoria"],
    ["Café Crème", "cafe-creme"],
    ["Straße & Söhne", "strasse-and-sohne"],
    ["Smørrebrød Co.", "smorrebrod-co"],
    ["ACME 2.0", "acme-2-0"],
    ["<script>alert(1)</script>", "script-alert-1-script"],
    ["a", "a"],
  ])("%s -> %s", (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });

  it.each([
    ["東京ラーメン", "dong-jing-ramen"],
    ["すし匠", "susi-jiang"],
    ["Кофейня", "kofeynya"],
    ["Пекарня Хлеб", "pekarnya-hleb"],
    ["Sushi 東京", "sushi-dong-jing"],
    ["Ελληνική Ταβέρνα", "elliniki-taverna"],
  ])("romanizes %s -> %s (readable, not 'site')", (name, slug) => {
    expect(slugify(name)).toBe(slug);
    expect(isValidSlug(slugify(name))).toBe(true);
  });

  it.each(["🍕🍕", "", "   ", "---", "!!!"])("gives nothing for %j, so the caller's fallback is used", (name) => {
    expect(slugify(name)).toBe("");
  });

  it("builds the fallback from the business type and a short id", () => {
    expect(fallbackSlug("Restaurant", 1234)).toBe(`restaurant-${(1234).toString(36)}`);
    expect(fallbackSlug("E-commerce", 7)).toBe("e-commerce-7");
    expect(isValidSlug(fallbackSlug("Other", 99999))).toBe(true);
  });

  it("caps the length at a word boundary without a trailing hyphen", () => {
    const slug = slugify("The Very Long Name Of A Wonderful Neighbourhood Bakery And Coffee House");
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(slug.startsWith("the-very-long-name")).toBe(true);
    expect(slugify("x".repeat(200))).toBe("x".repeat(SLUG_MAX));
  });

  it("always yields a valid slug or nothing", () => {
    for (const name of ["A B", "é", "1", "a--b", "-a-", "x".repeat(100), "Ünïcödé Ñame", "A/B\\C", "🍕"]) {
      const slug = slugify(name);
      expect(slug === "" || isValidSlug(slug), name).toBe(true);
    }
  });
});

describe("nextFreeSlug", () => {
  it("returns the base when free, else the first free numbered one", () => {
    expect(nextFreeSlug("acme-bakery", new Set())).toBe("acme-bakery");
    expect(nextFreeSlug("acme-bakery", new Set(["acme-bakery"]))).toBe("acme-bakery-2");
    expect(nextFreeSlug("acme-bakery", new Set(["acme-bakery", "acme-bakery-2", "acme-bakery-3"]))).toBe("acme-bakery-4");
    expect(nextFreeSlug("acme-bakery", new Set(["acme-bakery", "acme-bakery-3"]))).toBe("acme-bakery-2");
  });

  it("slugifies a base that is not a slug yet", () => {
    expect(nextFreeSlug("Acme Bakery", new Set(["acme-bakery"]))).toBe("acme-bakery-2");
    expect(nextFreeSlug("東京", new Set(["dong-jing"]))).toBe("dong-jing-2");
    expect(nextFreeSlug("🍕", new Set(["site"]))).toBe("site-2");
  });
});

describe("siteSlug", () => {
  it("asks the lookup one candidate at a time, sync or async", async () => {
    const taken = new Set(["acme-bakery", "acme-bakery-2"]);
    const asked: string[] = [];
    const slug = await siteSlug("Acme Bakery", async (s) => {
      asked.push(s);
      return taken.has(s);
    });
    expect(slug).toBe("acme-bakery-3");
    expect(asked).toEqual(["acme-bakery", "acme-bakery-2", "acme-bakery-3"]);
    expect(await siteSlug("Fresh", () => false)).toBe("fresh");
  });

  it("uses the fallback when the name gives nothing", async () => {
    expect(await siteSlug("🍕🍕", () => false, 10, "restaurant-2n")).toBe("restaurant-2n");
    expect(await siteSlug("🍕🍕", (s) => s === "restaurant-2n", 10, "restaurant-2n")).toBe("restaurant-2n-2");
  });

  it("gives up after maxAttempts", async () => {
    await expect(siteSlug("x", () => true, 5)).rejects.toThrow(/No free slug/);
  });
});
