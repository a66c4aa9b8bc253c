import { describe, expect, it } from "vitest";
import { findAddress, findEmails, findPhoneCandidates, findPhones } from "../../../core/brief/facts/contact";
import { extractFacts } from "../../../core/brief/facts/index";

/**
 * The rules for addresses and phones, one case each, in the forms owners write them: an address is
 * published (with a maps link) only whole, otherwise offered as a suggestion; a tel: link only for a
 * number libphonenumber validates for a country the brief points to.
 */
const sure = (text: string) => {
  const f = findAddress(text);
  return f?.sure ? f.value : null;
};

describe("addresses: published only whole", () => {
  it("stops at a label word after the address, even after an abbreviation's dot", () => {
    // "C." keeps its dot: a one-letter abbreviation (the district), not the sentence's end.
    expect(sure("Jægergårdsgade 60, 8000 Aarhus C. Tlf. 86 12 34 56. Vi tager MobilePay")).toBe("Jægergårdsgade 60, 8000 Aarhus C.");
  });

  it("keeps the unit, suite, level or floor before the street", () => {
    expect(sure("Unit 3, 22 Kensington Gardens, Brighton BN1 4AL")).toBe("Unit 3, 22 Kensington Gardens, Brighton BN1 4AL");
    expect(sure("We are at Unit 7, Hatton Garden Arcade, 36 Hatton Garden, London EC1N 8EB")).toBe(
      "Unit 7, Hatton Garden Arcade, 36 Hatton Garden, London EC1N 8EB",
    );
    expect(sure("2nd floor, 41 Corsham Street, London N1 6DR")).toBe("2nd floor, 41 Corsham Street, London N1 6DR");
    expect(sure("Level 4, 88 Pitt Street, Sydney NSW 2000\nMon–Thu 8:30–5:30")).toBe("Level 4, 88 Pitt Street, Sydney NSW 2000");
  });

  it("does not take a room's name for a unit ('Sala del commiato in Via …')", () => {
    expect(sure("Sala del commiato in Via Borgo Palazzo 150, 24125 Bergamo. Ufficio aperto")).toBe("Via Borgo Palazzo 150, 24125 Bergamo");
  });

  it("drops the business's name before the street on an address line", () => {
    expect(sure("Adresse : Centre Équestre des Trois Étangs, Route de Souesmes, 41600 Lamotte-Beuvron\nTél. : 02 54 88 12 34")).toBe(
      "Route de Souesmes, 41600 Lamotte-Beuvron",
    );
    expect(sure("Adress: Stugan vid Siljan, Sjövägen 14, 795 92 Rättvik")).toBe("Sjövägen 14, 795 92 Rättvik");
  });

  it("keeps an office number after an abbreviation ('Of. 302')", () => {
    expect(sure("Av. Larco 1150, Of. 302, Miraflores, Lima\nCentral (01) 445-6789")).toBe("Av. Larco 1150, Of. 302, Miraflores, Lima");
  });

  it("never reads a year as a house number ('in Via dei Tribunali dal 1961')", () => {
    expect(sure("Pizzeria in Via dei Tribunali dal 1961. Forno a legna.\nVia dei Tribunali 120, 80138 Napoli\nTel. 081 555 1234")).toBe(
      "Via dei Tribunali 120, 80138 Napoli",
    );
  });

  it("starts after a sentence end, not at the word before it", () => {
    expect(sure("rooster op Instagram. Sint-Pietersnieuwstraat 30, 9000 Gent. 09 234 56 78")).toBe("Sint-Pietersnieuwstraat 30, 9000 Gent");
  });

  it("reads the street's whole name, or asks ('Chaussée d'Ixelles 210')", () => {
    expect(sure("Chaussée d'Ixelles 210, 1050 Ixelles")).toBe("Chaussée d'Ixelles 210, 1050 Ixelles");
    // A street read from the middle of its name is never published.
    expect(sure("Boulevard d'Xyz Qrstu 210, 1050 Ixelles")).not.toBe("Qrstu 210, 1050 Ixelles");
  });

  it("joins a postcode and town written on the line below the street", () => {
    expect(sure("Konviktstraße 21\n79098 Freiburg im Breisgau\nTelefon 0761 3456789")).toBe("Konviktstraße 21\n79098 Freiburg im Breisgau");
    expect(sure("Vodičkova 12\n110 00 Praha 1")).toBe("Vodičkova 12\n110 00 Praha 1");
    expect(sure("Prinsengracht 263\n1016 GV Amsterdam")).toBe("Prinsengracht 263\n1016 GV Amsterdam");
  });

  it("keeps a Japanese address's chōme, building and floor; a station name is no address", () => {
    expect(sure("表参道駅から徒歩5分のサロンです。\n〒150-0001 東京都渋谷区神宮前3-15-8 2F\nTEL 03-1234-5678")).toBe("〒150-0001 東京都渋谷区神宮前3-15-8 2F");
    expect(sure("札幌市中央区南3条西5丁目 すすきのビル1F")).toBe("札幌市中央区南3条西5丁目 すすきのビル1F");
    expect(sure("東京都中央区銀座5-9-1 銀座ビル7階")).toBe("東京都中央区銀座5-9-1 銀座ビル7階");
  });

  it("offers an address with words of the sentence after it as a suggestion, and publishes no maps link for it", () => {
    const facts = extractFacts({ description: "Find us at 12 Main Street near the old bank most days.", requirements: "" }, null, "en");
    expect(facts.facts.address).toBeUndefined();
    expect(facts.suggestions).toContainEqual({ kind: "addresses", value: "12 Main Street" });
  });
});

describe("phones: a tel: link only for a validated number", () => {
  it("reads both numbers of a list after one label", () => {
    expect(findPhones("Tel. 985 84 12 33 / 619 44 22 10", "ES")).toEqual(["985 84 12 33", "619 44 22 10"]);
    expect(findPhones("Hergün 08:00-20:00. 0224 443 55 66 / 0535 555 44 33", "TR")).toEqual(["0224 443 55 66", "0535 555 44 33"]);
    expect(findPhones("tid bokas via sms 021-12 34 56 eller 073-987 65 43.", "SE")).toEqual(["021-12 34 56", "073-987 65 43"]);
  });

  it("keeps a German area code written with a slash", () => {
    expect(findPhones("Telefon: 089 / 123 45 67", "DE")).toEqual(["089 / 123 45 67"]);
  });

  it("never takes a piece of a registration number (CNPJ) for a phone", () => {
    expect(findPhones("CNPJ 12.345.678/0001-90\n(31) 3222-4455", "BR")).toEqual(["(31) 3222-4455"]);
  });

  it("offers a number in prose as a suggestion when the brief has a labelled phone (someone else's number)", () => {
    const text =
      "Außerhalb der Sprechzeiten erreichen Sie den zahnärztlichen Notdienst unter 089 7233093 (das ist nicht unsere Nummer).\nTelefon (089) 123 45 67";
    const found = findPhoneCandidates(text, ["DE"]);
    expect(found.filter((f) => f.sure).map((f) => f.raw)).toEqual(["(089) 123 45 67"]);
    expect(found.find((f) => f.raw === "089 7233093")?.sure).toBe(false);
    const nl = "Nieuwe Binnenweg 200, 3015 BH Rotterdam. 010-4567890. Buiten openingstijden: Tandartsenpraktijk Spoed Rotterdam 010-4556677.";
    expect(findPhones(nl, "NL")).toEqual(["010-4567890"]);
  });

  it("a number on its own line after a word or two is labelled ('Central (01) 445-6789')", () => {
    expect(findPhones("Central (01) 445-6789 · Celular 987 654 321", "PE")).toEqual(["(01) 445-6789", "987 654 321"]);
  });

  it("a mobile number after its label is read whole, not from its second group", () => {
    expect(findPhones("Mobiel: 06 87654321\nKvK 87654321", "NL")).toEqual(["06 87654321"]);
  });
});

describe("emails", () => {
  it("reads each address outward from its @", () => {
    expect(findEmails("Tel. 02 1234 5678 – PEC contibianchi@pec.it\nsegreteria@studio.it.")).toEqual(["contibianchi@pec.it", "segreteria@studio.it"]);
  });
});
