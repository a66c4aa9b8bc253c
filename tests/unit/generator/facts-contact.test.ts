import { describe, expect, it } from "vitest";
import { findEmails, findPhoneCandidates, findPhones, findSocial, findStreetAddress } from "../../../core/brief/facts/contact";
import { impliedRegions } from "../../../core/brief/facts/region";
import { mapsHref, telHref } from "../../../core/site/hrefs";
import { findPlace, findPlacesServed } from "../../../core/brief/facts/places";
import { findSince, yearsIn } from "../../../core/brief/facts/years";
import { sentences } from "../../../functions/generator/text";

describe("findPhones: exactly as typed", () => {
  it.each([
    ["Call (512) 555-0187 today", ["(512) 555-0187"]],
    ["ring 020 7946 0958 or +44 20 7946 0958", ["020 7946 0958", "+44 20 7946 0958"]],
    ["電話 03-1234-5678", ["03-1234-5678"]],
    ["call 512.555.0187!", ["512.555.0187"]],
    ["appelez le 01 23 45 67 89", ["01 23 45 67 89"]],
    ["Phone (951) 555-0199, 3900 Main Street", ["(951) 555-0199"]],
  ])("%s", (text, expected) => {
    expect(findPhones(text)).toEqual(expected);
  });

  it("keeps the opening bracket of (512) 555-0187", () => {
    expect(findPhones("Tel:(512) 555-0187")[0]).toBe("(512) 555-0187");
  });

  it("finds no phone in years, prices, dates or ids", () => {
    expect(findPhones("since 1987, $1,250/month, 2024-05-01, order #12345")).toEqual([]);
  });

  it("tel: links use the typed number's digits", () => {
    expect(telHref("(512) 555-0187")).toBe("tel:5125550187");
    expect(telHref("+44 20 7946 0958")).toBe("tel:+442079460958");
  });
});

describe("emails, addresses, social, years, places", () => {
  it("finds emails and never invents one", () => {
    expect(findEmails("Write to Joe.Bloggs+shop@example-mail.co.uk or info@café.fr.")).toEqual(["Joe.Bloggs+shop@example-mail.co.uk", "info@café.fr"]);
    expect(findEmails("no email here @ all, logo@2x.png")).toEqual([]);
  });

  it("finds street addresses in common forms", () => {
    expect(findStreetAddress("Visit us at 1204 E 6th Street, Austin, TX 78702 any time")).toBe("1204 E 6th Street, Austin, TX 78702");
    expect(findStreetAddress("Shop: 14 Park Row, Leeds. Open daily")).toBe("14 Park Row, Leeds");
    expect(findStreetAddress("dirección Av. Chapultepec 480, consultorio 12, Guadalajara")).toBe("Av. Chapultepec 480, consultorio 12, Guadalajara");
    expect(findStreetAddress("Estamos en Calle Mayor 12, Madrid")).toBe("Calle Mayor 12, Madrid");
    expect(findStreetAddress("Hauptstraße 5, 10115 Berlin")).toBe("Hauptstraße 5, 10115 Berlin");
    expect(findStreetAddress("東京都渋谷区神南1-2-3")).toBe("東京都渋谷区神南1-2-3");
    expect(findStreetAddress("the address is Hillside Farm, Monyash Road, Bakewell DE45 1JE. In spring")).toBe(
      "Hillside Farm, Monyash Road, Bakewell DE45 1JE",
    );
    expect(findStreetAddress("Shop: 14 Park Row, Leeds LS1 5HD. Open daily")).toBe("14 Park Row, Leeds LS1 5HD");
    expect(findStreetAddress("we have 3 dogs and 2 cats")).toBeNull();
  });

  it("maps links carry the typed address, encoded", () => {
    expect(mapsHref("14 Park Row, Leeds")).toBe("https://www.google.com/maps/search/?api=1&query=14%20Park%20Row%2C%20Leeds");
  });

  it("finds social profiles and handles next to a network name", () => {
    expect(findSocial("Instagram @sweetcrumbs.bakery and facebook.com/sweetcrumbs")).toEqual([
      { network: "facebook", url: "https://facebook.com/sweetcrumbs" },
      { network: "instagram", url: "https://www.instagram.com/sweetcrumbs.bakery", label: "@sweetcrumbs.bakery" },
    ]);
    expect(findSocial("email me @ home")).toEqual([]);
  });

  it("finds founding phrases as typed, and every year", () => {
    expect(findSince("Family run since 1987.")).toBe("since 1987");
    expect(findSince("Est. 2009 in Leeds")).toBe("Est. 2009");
    expect(findSince("desde 1995")).toBe("desde 1995");
    expect(findSince("1987年創業の店")).toBe("1987年創業");
    expect(yearsIn("from 1999 to 2024, 12345")).toEqual(["1999", "2024"]);
  });

  it("finds the town and the places served, conservatively", () => {
    expect(findPlace("A family bakery in Portland, Oregon. We bake daily.")).toBe("Portland, Oregon");
    expect(findPlace("open in January in the morning")).toBeNull();
    expect(findPlacesServed("Serving Austin, Round Rock and Pflugerville. Since 1987.")).toEqual(["Austin", "Round Rock", "Pflugerville"]);
  });
});

describe("sentences", () => {
  it("keeps honorifics whole: Dr. keeps its dot", () => {
    expect(sentences("Dr. Patel sees children. Mrs. Lee runs the front desk.")).toEqual(["Dr. Patel sees children.", "Mrs. Lee runs the front desk."]);
  });

  it("an initial or a name's abbreviation after a comma ends no sentence", () => {
    expect(sentences("Studio 3, Ma. Orosa Plaza, Manila. Walk-ins welcome.")).toEqual(["Studio 3, Ma. Orosa Plaza, Manila.", "Walk-ins welcome."]);
    expect(sentences("Founded by Okafor, C. Adaeze and her sister. We sew to order.")).toEqual([
      "Founded by Okafor, C. Adaeze and her sister.",
      "We sew to order.",
    ]);
  });
});

describe("phones in other scripts' digits and in languages the country table leaves out", () => {
  it("reads digits of any script as the number, keeps them as typed, and dials their ASCII digits", () => {
    // Persian digits (Extended Arabic-Indic) and Devanagari ones, each validated as the country's number.
    expect(findPhones("شماره تماس: ۰۹۱۲ ۳۴۵ ۶۷۸۹", ["IR"])).toEqual(["۰۹۱۲ ۳۴۵ ۶۷۸۹"]);
    expect(findPhones("फ़ोन: ०९८७६५ ४३२१०", ["IN"])).toEqual(["०९८७६५ ४३२१०"]);
    expect(telHref("٠٢ ٥٦٧ ٨٩٠١")).toBe("tel:025678901");
    // A run of such digits that is a price or a time is still none.
    expect(findPhones("السعر ١٢٠٠٠ ريال", ["SA"])).toEqual([]);
  });

  it("points a brief to its language's countries by CLDR's likely region and the table's two-letter codes", () => {
    expect(impliedRegions("", ["fa"])).toContain("IR");
    expect(impliedRegions("", ["ur"])).toContain("PK");
    expect(impliedRegions("", ["he"])).toContain("IL");
    expect(impliedRegions("", ["ar"])).toEqual(expect.arrayContaining(["SA", "AE", "EG", "MA", "JO"]));
    expect(impliedRegions("", ["und", "not a language!"])).toEqual([]);
    // So a Bengali brief's own mobile is sure, not only offered.
    expect(findPhoneCandidates("ফোন: 01712-345678", impliedRegions("", ["bn"]))).toEqual([expect.objectContaining({ raw: "01712-345678", sure: true })]);
  });
});
