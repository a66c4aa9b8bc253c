import { describe, expect, it } from "vitest";
import { generateSite } from "../../../functions/generator/index";
import { pageLanguage } from "../../../core/brief/language";

const input = (description: string) => ({
  projectName: "Bottega",
  businessType: "Other" as const,
  description,
  requirements: "",
  details: null,
  template: null,
});

describe("the page's language", () => {
  it("labels an Italian brief Italian, writes English headings, and tells the owner (never Portuguese)", async () => {
    const site = await generateSite(
      input(
        "Accordatore di pianoforti a Bologna dal 1998. Accordatura a domicilio, riparazioni e regolazioni per pianoforti verticali e a coda. Siamo una piccola bottega di famiglia e lavoriamo anche il sabato.",
      ),
    );
    expect(site.html).toMatch(/^<!doctype html><html lang="it">/);
    expect(site.language).toBe("en");
    expect(site.note).toBe("We write the page's headings in English: Italian is not supported yet.");
  });

  it("keeps the supported languages as before, and a short English brief English", () => {
    expect(pageLanguage(null, "Dog walking and pet sitting in Somerville and Cambridge, MA. Group walks (max 4 dogs) $25, solo walks $32.")).toEqual({
      language: "en",
    });
    expect(pageLanguage(null, "Panadería artesanal en Valladolid con pan de masa madre, bollería y café para llevar todos los días.")).toEqual({
      language: "es",
    });
    expect(pageLanguage("de", "Accordatore di pianoforti a Bologna")).toEqual({ language: "de" });
  });

  it("tells Swedish from Danish by their letters", () => {
    expect(
      pageLanguage(null, "Frisörsalong i Linnéstaden. Herrklippning 450 kr, damklippning från 650 kr, slingor från 1 200 kr. Vi har inte drop-in.").lang,
    ).toBe("sv");
    expect(
      pageLanguage(null, "Frisør på Nørrebro. Herreklip 350 kr., dameklip fra 495 kr. Vi har åbent tirsdag til lørdag og tager også imod drop-in.").lang,
    ).toBe("da");
  });
});
