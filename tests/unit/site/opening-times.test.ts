import { describe, expect, it } from "vitest";
import { asciiDigits, minuteOfDay, openingRules, timeSpans } from "../../../core/site/opening-times";

const span = (opens: string, closes: string) => ({ opens, closes });

describe("opening times read from what the owner typed", () => {
  it.each([
    ["8:00–16:00", [span("08:00", "16:00")]],
    ["7am-7pm", [span("07:00", "19:00")]],
    ["4:30-6:30 pm", [span("16:30", "18:30")]],
    ["9-5pm", [span("09:00", "17:00")]],
    ["8-6", [span("08:00", "18:00")]],
    ["10-2", [span("10:00", "14:00")]],
    ["9h30–18h", [span("09:30", "18:00")]],
    ["10.00-22.00", [span("10:00", "22:00")]],
    ["8-12, 14-18", [span("08:00", "12:00"), span("14:00", "18:00")]],
    ["9:00〜12:00 / 15:00〜20:00", [span("09:00", "12:00"), span("15:00", "20:00")]],
    ["18:00-02:00", [span("18:00", "02:00")]],
    ["noon-midnight", [span("12:00", "24:00")]],
    ["٨:٠٠ - ١٦:٠٠", [span("08:00", "16:00")]],
    ["۹ تا ۱۷", [span("09:00", "17:00")]],
    ["٨ص - ٤م", [span("08:00", "16:00")]],
    ["सुबह 10 से शाम 7", [span("10:00", "19:00")]],
    ["午前9時〜午後6時", [span("09:00", "18:00")]],
    ["오전 9시 ~ 오후 6시", [span("09:00", "18:00")]],
    ["from 9 to 5", [span("09:00", "17:00")]],
    ["08:30 bis 17:00 Uhr", [span("08:30", "17:00")]],
  ])("%s", (typed, spans) => {
    expect(timeSpans(typed)).toEqual(spans);
  });

  it.each(["by appointment", "mornings", "9", "25:00-26:00", "9:00 12:00 15:00", "$10-$20", "2024-2025", ""])("no span from %j", (typed) => {
    expect(timeSpans(typed)).toBeNull();
  });

  it("digits of other scripts become ASCII, the rest stays", () => {
    expect(asciiDigits("১০টা–৭টা ௧௦")).toBe("10টা–7টা 10");
  });

  it("rules keep days, seasons and purpose; closed and unreadable rows are left out", () => {
    const rules = openingRules([
      { days: ["sun", "mon", "tue", "wed", "thu"], time: "8:00–16:00", closed: false, validFrom: "--05-01", validThrough: "--08-31", season: "maj–augusti" },
      { days: ["fri"], closed: true },
      { days: ["sat"], time: "by appointment", closed: false },
      { days: ["tue"], time: "18-20", closed: false, for: "Women's class" },
    ]);
    expect(rules).toEqual([
      { days: ["sun", "mon", "tue", "wed", "thu"], opens: "08:00", closes: "16:00", validFrom: "--05-01", validThrough: "--08-31" },
      { days: ["tue"], opens: "18:00", closes: "20:00", for: "Women's class" },
    ]);
    expect(minuteOfDay("16:30")).toBe(990);
  });
});
