import { describe, expect, it } from "vitest";
import { findMeetingPoint, findPlace, findPlacesServed } from "../../../core/brief/facts/places";

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

  it("keeps the specific labels without a colon", () => {
    expect(findPlacesServed("Prices, service area Omaha and Council Bluffs, call")).toEqual(["Omaha", "Council Bluffs"]);
  });

  it("needs the colon after a bare label, so running text is not a list", () => {
    expect(findPlacesServed("We work in most areas Monday to Friday")).toEqual([]);
    expect(findPlacesServed("Practice areas: Family Law, Immigration, Wills")).toEqual([]);
    // German capitalises nouns: "Umgebung" (surroundings) and the next ask are not places.
    expect(findPlacesServed("Leistungen, Einsatzgebiet Köln und Umgebung, Kontakt")).toEqual([]);
    expect(findPlacesServed("Einsatzgebiet: Köln und Umgebung, Kontakt")).toEqual(["Köln"]);
  });
});

describe("findPlace", () => {
  it("reads 'in', 'à', 'em' before a place, accented prepositions included", () => {
    expect(findPlace("Plombier chauffagiste à Lyon. Dépannage")).toBe("Lyon");
    expect(findPlace("A bakery in Portland, Oregon")).toBe("Portland, Oregon");
    expect(findPlace("Padaria em Lisboa")).toBe("Lisboa");
  });
});

describe("findMeetingPoint", () => {
  it("reads where a tour or class starts, in several languages, as typed", () => {
    expect(findMeetingPoint("tour list with prices, meeting point at Crescent Harbor, book online")).toBe("Crescent Harbor");
    expect(findMeetingPoint("punto de encuentro en la Plaza de la Virgen, reservas online")).toBe("Plaza de la Virgen");
    expect(findMeetingPoint("Point de rendez-vous devant la Cathédrale Saint-Jean.")).toBe("Cathédrale Saint-Jean");
    expect(findMeetingPoint("Treffpunkt: Alter Markt")).toBe("Alter Markt");
    expect(findMeetingPoint("Ponto de encontro no Cais do Sodré")).toBe("Cais do Sodré");
    expect(findMeetingPoint("Pick-up from Union Square at 9am")).toBe("Union Square");
    expect(findMeetingPoint("Boat departs from Pier 39 at 10:30")).toBe("Pier 39");
  });

  it("needs a proper noun: a vague place is not a meeting point", () => {
    expect(findMeetingPoint("we meet at your home or ours")).toBeNull();
    expect(findMeetingPoint("meeting point to be confirmed")).toBeNull();
  });
});
