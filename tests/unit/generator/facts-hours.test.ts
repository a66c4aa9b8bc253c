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
    // The words after the time are the owner's note on these hours, kept beside them.
    expect(rows).toEqual([{ days: [], time: "7am-7pm", closed: false, note: "for walk-ins" }]);
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

describe("findHours: more languages, ranges of short days, split days, times without days", () => {
  const rows = (s: string, lang: Parameters<typeof findHours>[1] = "en") =>
    findHours(s, lang).rows.map((r) => `${r.days.join(",")} [${r.label ?? ""}] ${r.closed ? "closed" : r.time}`);

  it("reads two short days of one language joined as a range, in any case, and then their lone days", () => {
    expect(rows("Åbent tirs-fre 7-17, lør-søn 7-14, mandag lukket.")).toEqual([
      "tue,wed,thu,fri [tirs-fre] 7-17",
      "sat,sun [lør-søn] 7-14",
      "mon [mandag] closed",
    ]);
    expect(rows("Openingstijden: ma-za 7.30-17.00, zondag gesloten.")).toEqual(["mon,tue,wed,thu,fri,sat [ma-za] 7.30-17.00", "sun [zondag] closed"]);
    expect(rows("po-so 7-19")).toEqual(["mon,tue,wed,thu,fri,sat [po-so] 7-19"]);
    expect(rows("Godziny: pon.–pt. 8:30–17:00, sob. 9:00–13:00")).toEqual(["mon,tue,wed,thu,fri [pon.–pt.] 8:30–17:00", "sat [sob.] 9:00–13:00"]);
    expect(rows("ma t/m vr 8.00-18.00")).toEqual(["mon,tue,wed,thu,fri [ma t/m vr] 8.00-18.00"]);
  });

  it("does not read two words of different languages, or no days, as a range", () => {
    expect(rows("well-known 9-5 shop")).toEqual([" [] 9-5"].filter(() => false));
    expect(rows("so-za 9-17")).toEqual([]);
  });

  it("reads every day, the working week and the weekend in more languages", () => {
    expect(rows("tutti i giorni 9-19")).toEqual(["mon,tue,wed,thu,fri,sat,sun [tutti i giorni] 9-19"]);
    expect(rows("vardagar 7–16")).toEqual(["mon,tue,wed,thu,fri [vardagar] 7–16"]);
    expect(rows("Hafta içi 11:00-17:00")).toEqual(["mon,tue,wed,thu,fri [Hafta içi] 11:00-17:00"]);
    expect(rows("codziennie 9-18")).toEqual(["mon,tue,wed,thu,fri,sat,sun [codziennie] 9-18"]);
    expect(rows("Open 6:30-2 weekdays, 7-1 wknds")).toEqual(["mon,tue,wed,thu,fri [weekdays] 6:30-2", "sat,sun [wknds] 7-1"]);
    expect(rows("weekends only 10am-4pm")).toEqual(["sat,sun [weekends only] 10am-4pm"]);
  });

  it("keeps holidays in a label and German adverbial days", () => {
    expect(rows("Sa, So und Feiertage 9–22 Uhr", "de")).toEqual(["sat,sun [Sa, So und Feiertage] 9–22 Uhr"]);
    expect(rows("donnerstags 16:30–18:00", "de")).toEqual(["thu [donnerstags] 16:30–18:00"]);
  });

  it("reads a split day joined by a slash, 、 or a second 'das' as one time", () => {
    expect(rows("L-V 9-13:30 / 16:30-20", "es")).toEqual(["mon,tue,wed,thu,fri [L-V] 9-13:30 / 16:30-20"]);
    expect(rows("月〜金 9:00〜12:00 / 15:00〜20:00", "ja")).toEqual(["mon,tue,wed,thu,fri [月〜金] 9:00〜12:00 / 15:00〜20:00"]);
    expect(rows("Horários das 6h às 10h e das 17h às 20h, segunda a sábado", "pt")).toEqual([
      "mon,tue,wed,thu,fri,sat [segunda a sábado] 6h às 10h e das 17h às 20h",
    ]);
  });

  it("never lets a time run over a line end", () => {
    expect(rows("lu-ve 10h-18h30, sa 10h-17h\n022 123 45 67", "fr")).toEqual(["mon,tue,wed,thu,fri [lu-ve] 10h-18h30", "sat [sa] 10h-17h"]);
  });

  it("publishes times without days, except after a check-in, arrival or shuttle word (then the owner is asked)", () => {
    expect(rows("営業時間 9:00〜19:00")).toEqual([" [] 9:00〜19:00"]);
    expect(rows("drop-off and collection 8-10am and 4-6pm")).toEqual([" [] 8-10am", " [] 4-6pm"]);
    const checkIn = findHours("チェックイン 10:00〜18:00\nチェックアウト 10:00〜17:00");
    expect(checkIn.rows).toEqual([]);
    expect(checkIn.suggestions.some((s) => s.includes("10:00〜18:00"))).toBe(true);
    expect(findHours("送迎いたします（15:00〜18:00）").rows).toEqual([]);
  });

  it("reads the days after a list bullet, and never asks about prices as clock times", () => {
    expect(rows("- Mon - Fri 8:30 AM - 5:00 PM\n- Sat 9:00 AM - 1:00 PM")).toEqual([
      "mon,tue,wed,thu,fri [Mon - Fri] 8:30 AM - 5:00 PM",
      "sat [Sat] 9:00 AM - 1:00 PM",
    ]);
    expect(findHours("Consultation costs $45.00 and the plan is $1,200.00 per hour.").suggestions).toEqual([]);
  });

  it("never reads an amount with a currency as a time: not as hours, not as a question", () => {
    for (const text of [
      "Sourdough $6.50, croissant $3.25.",
      "Sat 9.50-12.50 € per person",
      "Mon-Fri 8-10 € extra",
      "Menu 11.50-13.50 €.",
      "Sourdough 6.50 dollars, croissant 3.25 dollars.",
      "Pizza 9.50 pesos, empanada 2.30 pesos.",
      "Kaffe 12.50 kr, bulle 8.25 kr.",
    ])
      expect(findHours(text), text).toEqual({ rows: [], suggestions: [] });
    // Times beside amounts are still read, and "Fr." is Friday, not francs.
    expect(rows("Lunch 12:00-14:00 €15")).toEqual([" [] 12:00-14:00"]);
    expect(rows("Mo.–Fr. 9–17 Uhr, Sa. 9.00-12.00, Eintritt 5 €")).toEqual(["mon,tue,wed,thu,fri [Mo.–Fr.] 9–17 Uhr", "sat [Sa.] 9.00-12.00"]);
  });
});

describe("every day, in the scripts that write it as a word of its own", () => {
  it.each([
    ["Открыто ежедневно 9:00-21:00", "ежедневно"],
    ["每日 11:00-23:00", "每日"],
    ["영업 매일 09:00-18:00", "매일"],
    ["हर दिन 9:00-21:00", "हर दिन"],
    ["كل يوم ٩:٠٠ - ٢١:٠٠", "كل يوم"],
    ["Buka setiap hari 08:00-20:00", "setiap hari"],
  ])("%s: every day of the week, labelled as typed", (text, label) => {
    const [h] = findHours(text).rows;
    expect(h).toMatchObject({ label, days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] });
  });
  it("reads 毎日 as every day, not as its last letter 日 (Sunday)", () => {
    expect(findHours("営業時間 毎日 10:00〜20:00", "ja").rows[0]?.days).toHaveLength(7);
  });
});
