import { describe, expect, it } from "vitest";
import { findPlace, findPlacesServed } from "../../../functions/generator/facts/places";

describe("findPlacesServed", () => {
  it("keeps every item of a list, the last one included", () => {
    expect(findPlacesServed("areas: Columbus, Dublin, Westerville")).toEqual(["Columbus", "Dublin", "Westerville"]);
    expect(findPlacesServed("serving Austin, Round Rock and Pflugerville. Since 1987")).toEqual(["Austin", "Round Rock", "Pflugerville"]);
  });

  it("reads a labelled list in other languages, with the colon spaced or not", () => {
    expect(findPlacesServed("Nos services, secteur : Lyon, Villeurbanne ou Caluire")).toEqual(["Lyon", "Villeurbanne", "Caluire"]);
    expect(findPlacesServed("Zonas: Madrid, Alcobendas y Getafe")).toEqual(["Madrid", "Alcobendas", "Getafe"]);
    expect(findPlacesServed("Einsatzgebiet: Köln, Bonn und Leverkusen")).toEqual(["Köln", "Bonn", "Leverkusen"]);
  });

  it("needs the colon after a bare label, so running text is not a list", () => {
    expect(findPlacesServed("We work in most areas Monday to Friday")).toEqual([]);
  });
});

describe("findPlace", () => {
  it("reads 'in', 'à', 'em' before a place, accented prepositions included", () => {
    expect(findPlace("Plombier chauffagiste à Lyon. Dépannage")).toBe("Lyon");
    expect(findPlace("A bakery in Portland, Oregon")).toBe("Portland, Oregon");
    expect(findPlace("Padaria em Lisboa")).toBe("Lisboa");
  });
});
