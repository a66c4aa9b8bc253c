import { describe, expect, it } from "vitest";
import { findTeam } from "../../../core/brief/facts/team";

describe("findTeam", () => {
  it("reads a labelled list of names", () => {
    expect(findTeam("our team: Mia, Jordan and Priya")).toEqual([{ name: "Mia" }, { name: "Jordan" }, { name: "Priya" }]);
    expect(findTeam("vets: Dr. Ana Ruiz and Dr. Tom Becker")).toEqual([{ name: "Dr. Ana Ruiz" }, { name: "Dr. Tom Becker" }]);
  });

  it("reads doctors named with their title anywhere in the brief, in several languages", () => {
    expect(findTeam("Small animal vet in Boise. Dr. Ana Ruiz and Dr. Tom Becker.")).toEqual([{ name: "Dr. Ana Ruiz" }, { name: "Dr. Tom Becker" }]);
    expect(findTeam("Consulta con la Dra. Lucía Moreno")).toEqual([{ name: "Dra. Lucía Moreno" }]);
  });

  it("does not take someone who only recommends the business, or a title with no full name", () => {
    expect(findTeam("Recommended by Dr. Phil Smith")).toEqual([]);
    expect(findTeam("Dr. Martens boots resoled")).toEqual([]);
    expect(findTeam("team: friendly and experienced")).toEqual([]);
  });
});
