import { describe, expect, it } from "vitest";
import { expandDays, findHours, findTimetable } from "../../../core/brief/facts/hours";

describe("findHours", () => {
  it("Mon-Fri 8-6: the label and the time exactly as typed", () => {
    expect(findHours("Open Mon-Fri 8-6").rows).toEqual([{ days: ["mon", "tue", "wed", "thu", "fri"], label: "Mon-Fri", time: "8-6", closed: false }]);
  });

  it("Tue-Sun 11am-9pm, closed Mondays", () => {
    expect(findHours("Tue-Sun 11am-9pm, closed Mondays.").rows).toEqual([
      { days: ["tue", "wed", "thu", "fri", "sat", "sun"], label: "Tue-Sun", time: "11am-9pm", closed: false },
      { days: ["mon"], label: "Mondays", closed: true },
    ]);
  });

  it("7am-7pm stays 7am-7pm (never rewritten to other hours)", () => {
    const { rows } = findHours("We're open 7am-7pm for walk-ins");
    expect(rows).toEqual([{ days: [], time: "7am-7pm", closed: false }]);
  });

  it("24/7 is a note, as typed", () => {
    expect(findHours("Emergency plumbing 24/7").note).toBe("24/7");
  });

  it("reads several rows and other separators", () => {
    const { rows } = findHours("Mon–Thu 8:00–18:00; Fri 8:00-14:00; Sat & Sun closed");
    expect(rows.map((r) => [r.label, r.time ?? "closed"])).toEqual([
      ["Mon–Thu", "8:00–18:00"],
      ["Fri", "8:00-14:00"],
      ["Sat & Sun", "closed"],
    ]);
  });

  it("reads Spanish, French, German and Japanese forms", () => {
    expect(findHours("Abierto lunes a viernes 9:00-18:00").rows[0]?.days).toEqual(["mon", "tue", "wed", "thu", "fri"]);
    expect(findHours("Ouvert du mardi au samedi 10h-19h").rows[0]?.time).toBe("10h-19h");
    expect(findHours("Geöffnet Montag bis Freitag 8-17 Uhr").rows[0]?.label).toBe("Montag bis Freitag");
    const ja = findHours("営業時間 火〜日 11:00〜21:00、月曜定休");
    expect(ja.rows[0]).toMatchObject({ label: "火〜日", time: "11:00〜21:00" });
    expect(ja.rows[1]).toMatchObject({ days: ["mon"], closed: true });
  });

  it("does not read prices, years or phone numbers as hours", () => {
    expect(findHours("Deep clean $240-300, since 1987, call 512-555-0187").rows).toEqual([]);
  });

  it("does not take German two-letter abbreviations from running English", () => {
    expect(findHours("so we do 10-12 sessions").rows).toEqual([]);
  });
});

describe("findHours: dashes, one-letter days, split shifts, time first", () => {
  it("accepts en and em dashes as range separators between days and between times", () => {
    expect(findHours("Mo–Fr 6:30–18:00, Sa 7—12 Uhr", "de").rows).toEqual([
      { days: ["mon", "tue", "wed", "thu", "fri"], label: "Mo–Fr", time: "6:30–18:00", closed: false },
      { days: ["sat"], label: "Sa", time: "7—12 Uhr", closed: false },
    ]);
    expect(findHours("Tue—Sat 10am—6pm, Sun — closed").rows.map((r) => r.time ?? "closed")).toEqual(["10am—6pm", "closed"]);
  });

  it("reads the time-first form without pairing a day with the next item's time", () => {
    expect(findHours("hours 8–4 weekdays, 9–5 weekends").rows).toEqual([
      { days: ["mon", "tue", "wed", "thu", "fri"], label: "weekdays", time: "8–4", closed: false },
      { days: ["sat", "sun"], label: "weekends", time: "9–5", closed: false },
    ]);
    // The day-first list with commas is unchanged.
    expect(findHours("Mon-Fri 8-6, Sat 9-1").rows.map((r) => `${r.label} ${r.time}`)).toEqual(["Mon-Fri 8-6", "Sat 9-1"]);
  });

  it("reads Spanish one-letter days (X is Wednesday) and a split day joined by y/et/und/e/and", () => {
    expect(findHours("horario L-V 10:00-14:00 y 17:00-20:30, S 10:00-13:30", "es").rows).toEqual([
      { days: ["mon", "tue", "wed", "thu", "fri"], label: "L-V", time: "10:00-14:00 y 17:00-20:30", closed: false },
      { days: ["sat"], label: "S", time: "10:00-13:30", closed: false },
    ]);
    expect(findHours("L, X y V 9:00-13:00", "es").rows[0]?.days).toEqual(["mon", "wed", "fri"]);
    expect(findHours("lun-ven 8h30-12h et 14h-18h30", "fr").rows[0]?.time).toBe("8h30-12h et 14h-18h30");
    expect(findHours("Mo-Fr 8-12 und 14-18 Uhr", "de").rows[0]?.time).toBe("8-12 und 14-18 Uhr");
    expect(findHours("Seg a Sex 9h-12h e 14h-18h", "pt").rows[0]?.time).toBe("9h-12h e 14h-18h");
    expect(findHours("M-F 9am-12pm and 1pm-5pm").rows[0]).toMatchObject({ days: ["mon", "tue", "wed", "thu", "fri"], time: "9am-12pm and 1pm-5pm" });
  });

  it("reads a German rest day as closed", () => {
    expect(findHours("Di-So 11:30-22:00, Montag Ruhetag", "de").rows[1]).toEqual({ days: ["mon"], label: "Montag", closed: true });
    expect(findHours("Ruhetag: Montag", "de").rows[0]).toMatchObject({ days: ["mon"], closed: true });
  });

  it("reads English two-letter days and Portuguese ordinal days", () => {
    expect(findHours("Tu-Th 9am-5pm, Sa-Su 10am-2pm").rows.map((r) => r.days)).toEqual([
      ["tue", "wed", "thu"],
      ["sat", "sun"],
    ]);
    expect(findHours("2ª a 6ª 9h-18h, sáb 9h-13h", "pt").rows).toEqual([
      { days: ["mon", "tue", "wed", "thu", "fri"], label: "2ª a 6ª", time: "9h-18h", closed: false },
      { days: ["sat"], label: "sáb", time: "9h-13h", closed: false },
    ]);
  });

  it("reads one-letter days only upper-case and only in a language that uses them", () => {
    expect(findHours("plan s 10-12", "es").rows).toEqual([]);
    // Spanish M is Tuesday; English M is Monday.
    expect(findHours("M 9:00-13:00", "es").rows[0]?.days).toEqual(["tue"]);
    expect(findHours("M 9:00-13:00", "en").rows[0]?.days).toEqual(["mon"]);
    expect(findHours("X 9:00-13:00", "en").rows.filter((r) => r.days.length > 0)).toEqual([]);
  });
});

describe("expandDays", () => {
  it("expands ranges across the week end", () => {
    expect(expandDays("Fri-Mon")).toEqual(["fri", "sat", "sun", "mon"]);
    expect(expandDays("weekends")).toEqual(["sat", "sun"]);
    expect(expandDays("Mon, Wed & Fri")).toEqual(["mon", "wed", "fri"]);
  });
});

describe("findTimetable", () => {
  it("Monday beginner salsa 7pm", () => {
    expect(findTimetable("Monday beginner salsa 7pm, Wednesday bachata 8:30pm")).toEqual([
      { day: "Monday", name: "beginner salsa", time: "7pm" },
      { day: "Wednesday", name: "bachata", time: "8:30pm" },
    ]);
  });

  it("is not fooled by opening hours", () => {
    expect(findTimetable("Mon-Fri 8am-6pm, closed Sundays")).toEqual([]);
  });
});
