import { describe, expect, it } from "vitest";
import { detectLanguage, siteLanguage } from "../../../core/brief/language";

describe("detectLanguage", () => {
  it("does not guess from a brief that is only prices: English, or the intake's language", () => {
    expect(detectLanguage("Tomatoes £2/kg, eggs £3.20 a dozen, honey £6.50 a jar.")).toBe("en");
    expect(detectLanguage("Bagels $1.75, lox spread $4, cold brew $3.50")).toBe("en");
    expect(detectLanguage("Pan 1,20 €, café 1,50 €")).toBe("en");
    expect(detectLanguage("Pan 1,20 €, café 1,50 €", "es")).toBe("es");
    expect(siteLanguage("es", "Tomatoes £2/kg")).toBe("es");
  });

  it("tells short briefs apart by function words and by letters only one language writes", () => {
    expect(detectLanguage("Handwerksbäckerei in Freiburg. Roggenbrot 4,20 €, Brezel 0,90 €. Öffnungszeiten Mo–Fr 6:30–18:00, Telefon 0761 234567")).toBe("de");
    expect(detectLanguage("Brunch café in Hackney. Shakshuka £11, avocado toast £9.50. Dog friendly. Menu, hours 8–4 weekdays")).toBe("en");
    expect(detectLanguage("Clínica veterinaria en Valladolid para perros, gatos y exóticos. Consulta 35 €.")).toBe("es");
    expect(detectLanguage("Plombier chauffagiste à Lyon. Dépannage fuite, remplacement de chauffe-eau, débouchage.")).toBe("fr");
    expect(detectLanguage("Padaria artesanal em Lisboa com pão de fermentação natural e pastéis de nata.")).toBe("pt");
    expect(detectLanguage("ラーメン屋です。営業時間 11:00〜21:00")).toBe("ja");
  });

  it("does not trust trigrams alone on a terse brief: another language needs a word or a letter of its own", () => {
    // German-looking trigrams ("West", "Flat", "wknds"), no word of German: English.
    expect(detectLanguage("Cafe West End. Open 6:30-2 weekdays, 7-1 wknds. Flat white $5.20. 0412 555 089")).toBe("en");
    expect(detectLanguage("Odd jobs, flat pack assembly, shelves, TV mounting. No job too small.")).toBe("en");
    // A terse brief with words of its own language is still read as it is.
    expect(detectLanguage("Café im Westend. Mo–Fr 6:30–14 Uhr, Flat White 4,20 €. Kuchen und Brot.")).toBe("de");
    expect(detectLanguage("Café en el barrio. Abierto de lunes a viernes, café con leche 1,80 €.")).toBe("es");
  });
});
