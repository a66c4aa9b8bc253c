import { describe, expect, it } from "vitest";
import { contentImitation, foldName, headingImitatesPlatform, imitatesPlatform, skeleton, withoutImitatingLines } from "../../core/reserved-names";

describe("folding with the Unicode confusables data", () => {
  it("gives look-alikes of any script the skeleton of the Latin letters they imitate", () => {
    expect(skeleton("Раураl")).toBe(skeleton("Paypal"));
    expect(foldName("Pɑssword")).toBe(foldName("password"));
    expect(foldName("Sıgn ın")).toBe(foldName("sign in"));
    expect(foldName("SlGN lN")).toBe(foldName("SIGN IN"));
    expect(foldName("ꜱupport")).toBe(foldName("support"));
  });

  it.each([
    "ʟumen Spaces",
    "Łumen Spaces",
    "ℒumen Spaces",
    "L u m e n  S p a c e s",
    "Ｌｕｍｅｎ Ｓｐａｃｅｓ",
    "Admіn",
    "Ϲheckout",
    "Ɩogin page",
    "pa$$w0rd help",
  ])("%j imitates the platform", (name) => expect(imitatesPlatform(name)).toBe(true));

  it.each([
    "Harbor Bakery",
    "Lumen Bakery",
    "Support Plumbing & Heating",
    "Blog & Co",
    "Пекарня Хлеб",
    "東京ラーメン",
    "Café Müller",
    "Illuminate Spa",
    "Ιωάννης Ταβέρνα",
  ])("%j is a business's own name", (name) => expect(imitatesPlatform(name)).toBe(false));
});

describe("titles and headings", () => {
  it.each([
    "Sign in to Lumen Spaces",
    "Log-in",
    "Reset your pаssword",
    "Welcome to ʟumen Spaces",
    "s i g n  i n",
    "passwordreset",
    "LoginHere",
    "signinportal",
  ])("%j imitates", (text) => expect(headingImitatesPlatform(text)).toBe(true));
  it.each([
    "Blog in town",
    "Catalog in stock",
    "Support for your garden",
    "Help is on the way",
    "Illuminated spaces for events",
    "Signing up is easy",
    "Logos and signs",
    "Passwords are never asked",
  ])("%j is an ordinary heading (reserved letters across words, or a word only refused as a whole name)", (text) =>
    expect(headingImitatesPlatform(text)).toBe(false),
  );

  it("names the field of a content that imitates", () => {
    const content = { brandName: "Corner Bakery", seo: { title: "Corner Bakery" }, hero: { headline: "Fresh bread" }, sections: [{ heading: "Menu" }] };
    expect(contentImitation(content)).toBeNull();
    expect(contentImitation({ ...content, hero: { headline: "Sign in" } })).toMatch(/^The headline looks like/);
    expect(contentImitation({ ...content, sections: [{ heading: "Password reset" }] })).toMatch(/^The section heading/);
    expect(contentImitation({ ...content, brandName: "Lumen Spaces" })).toMatch(/^This name looks like/);
  });
});

describe("generated content", () => {
  it("drops imitating lines and puts the brand in an imitating headline or title", () => {
    const content = {
      brandName: "Corner Bakery",
      seo: { title: "Sign in – Lumen Spaces", description: "x" },
      hero: { eyebrow: "Log in", headline: "Sign in to see your order", subheadline: "Reset your password here" },
      sections: [{ heading: "Menu" }],
    };
    const clean = withoutImitatingLines(content);
    expect(clean.hero).toEqual({ headline: "Corner Bakery" });
    expect(clean.seo).toEqual({ title: "Corner Bakery", description: "x" });
    expect(contentImitation(clean)).toBeNull();
    const honest = { ...content, seo: { title: "Corner Bakery", description: "x" }, hero: { headline: "Fresh bread daily", subheadline: "Since 1998" } };
    expect(withoutImitatingLines(honest)).toEqual(honest);
  });
});
