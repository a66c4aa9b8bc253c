import { describe, expect, it } from "vitest";
import { extractFacts } from "../../../core/brief/facts/index";
import { clauses, unbuiltRequests } from "../../../functions/generator/plan";

function unbuilt(requirements: string, description = "", built: string[] = []) {
  const extracted = extractFacts({ description, requirements }, null, "en");
  return unbuiltRequests(requirements, description, extracted, new Set(built), "en");
}

describe("clauses", () => {
  it("ends an ask at a comma after a number, but keeps numbers with a comma whole", () => {
    expect(clauses("hours Mon-Fri 8-6, online booking")).toEqual(["hours Mon-Fri 8-6", "online booking"]);
    expect(clauses("Loft conversion from $1,250, blog")).toEqual(["Loft conversion from $1,250", "blog"]);
    // "Av." and "Dr." end no sentence.
    expect(clauses("dirección Av. Chapultepec 480. Dr. Ruiz atiende los sábados")).toEqual(["dirección Av. Chapultepec 480", "Dr. Ruiz atiende los sábados"]);
  });
});

describe("unbuiltRequests", () => {
  it("lists back only the part of a request that was not built", () => {
    expect(unbuilt("hours Mon-Fri 8-6, online booking", "", ["hours"])).toEqual(["online booking"]);
    expect(unbuilt("hours 8–4 weekdays, 9–5 weekends (en dash please keep)", "", ["hours"])).toEqual([]);
    expect(unbuilt("Di-So 11:30-22:00, Montag Ruhetag", "", ["hours"])).toEqual([]);
    expect(unbuilt("Teléfono 33 1234 5678, dirección Av. Chapultepec 480, consultorio 12", "", ["contact"])).toEqual([]);
  });

  it("splits asks joined by and/y/et/und only when every part is a known ask", () => {
    expect(unbuilt("Prices and online ordering", "Pho tai $14, banh mi $8", ["offerings"])).toEqual(["online ordering"]);
    expect(unbuilt("fish and chips takeaway counter")).toEqual(["fish and chips takeaway counter"]);
  });

  it("does not ask for team names the owner already gave", () => {
    expect(unbuilt("meet the vets", "Dr. Ana Ruiz and Dr. Tom Becker.", ["team"])).toEqual([]);
    expect(unbuilt("meet the vets", "Two friendly vets.", [])).toEqual(["team section (add the names of the people to show)"]);
  });
});
