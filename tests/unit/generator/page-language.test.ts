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

const ITALIAN =
  "Accordatore di pianoforti a Bologna dal 1998. Accordatura a domicilio, riparazioni e regolazioni per pianoforti verticali e a coda. Siamo una piccola bottega di famiglia e lavoriamo anche il sabato.";
const HUNGARIAN =
  "Zongorahangoló műhely Budapesten. Hangolás és javítás otthon, pianínók és versenyzongorák szabályozása. Kis családi vállalkozás vagyunk, és szombaton is dolgozunk. Hívjon minket, ha a hangszere nem szól szépen.";

const ICELANDIC =
  "Píanóstillingar í Reykjavík. Við stillum og gerum við píanó og flygla heima hjá þér. Lítið fjölskyldufyrirtæki og við vinnum líka á laugardögum. Hringdu í okkur ef hljóðfærið hljómar ekki vel.";

describe("the page's language", () => {
  it("writes an Italian brief's page in Italian: lang, headings and no note", async () => {
    const site = await generateSite(input(ITALIAN));
    expect(site.html).toMatch(/^<!doctype html><html lang="it">/);
    expect(site.language).toBe("it");
    expect(site.note ?? "").not.toMatch(/not supported/);
    expect(site.html).toContain(">Chi siamo<");
    expect(site.html).toContain("Tutti i diritti riservati.");
  });

  it("writes a Hungarian brief's page in Hungarian, with no note", async () => {
    expect(pageLanguage(null, HUNGARIAN)).toEqual({ language: "hu" });
    const site = await generateSite(input(HUNGARIAN));
    expect(site.html).toMatch(/^<!doctype html><html lang="hu">/);
    expect(site.note ?? "").not.toMatch(/not supported/);
    expect(site.html).toContain("Minden jog fenntartva.");
  });

  it("labels a brief in a language without a table (Icelandic) with it, writes English headings, and tells the owner", async () => {
    expect(pageLanguage(null, ICELANDIC)).toEqual({ language: "en", lang: "is" });
    const site = await generateSite(input(ICELANDIC));
    expect(site.html).toMatch(/^<!doctype html><html lang="is">/);
    expect(site.language).toBe("en");
    expect(site.note).toBe("We write the page's headings in English: Icelandic is not supported yet.");
  });

  it("keeps the supported languages as before, and a short English brief English", () => {
    expect(pageLanguage(null, "Dog walking and pet sitting in Somerville and Cambridge, MA. Group walks (max 4 dogs) $25, solo walks $32.")).toEqual({
      language: "en",
    });
    expect(pageLanguage(null, "Panadería artesanal en Valladolid con pan de masa madre, bollería y café para llevar todos los días.")).toEqual({
      language: "es",
    });
    expect(pageLanguage("de", ITALIAN)).toEqual({ language: "de" });
  });

  it("reads Italian, Dutch, Polish and Swedish briefs as those languages", () => {
    expect(pageLanguage(null, ITALIAN)).toEqual({ language: "it" });
    expect(
      pageLanguage(
        null,
        "Fietsenmaker in Utrecht sinds 2004. Wij repareren alle soorten fietsen, ook elektrische, en onze werkplaats is open van dinsdag tot zaterdag.",
      ),
    ).toEqual({ language: "nl" });
    expect(
      pageLanguage(
        null,
        "Zakład fryzjerski w Krakowie. Strzyżenie męskie 60 zł, damskie od 90 zł. Zapraszamy od wtorku do soboty, jest też możliwość zapisu przez telefon.",
      ),
    ).toEqual({ language: "pl" });
    expect(
      pageLanguage(null, "Frisörsalong i Linnéstaden. Herrklippning 450 kr, damklippning från 650 kr, slingor från 1 200 kr. Vi har inte drop-in."),
    ).toEqual({ language: "sv" });
  });

  it("tells Danish from Swedish by their letters: Danish stays Danish", () => {
    expect(
      pageLanguage(null, "Frisør på Nørrebro. Herreklip 350 kr., dameklip fra 495 kr. Vi har åbent tirsdag til lørdag og tager også imod drop-in.").language,
    ).toBe("da");
  });
});
