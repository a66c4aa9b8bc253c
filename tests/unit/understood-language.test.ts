import { describe, expect, it } from "vitest";
import { languageNotice, understand } from "../../src/lib/understood";
import { emptyDetailsDraft } from "../../src/lib/intake-form";

const ICELANDIC =
  "Píanóstillingar í Reykjavík. Við stillum og gerum við píanó og flygla heima hjá þér. Lítið fjölskyldufyrirtæki og við vinnum líka á laugardögum. Hringdu í okkur ef hljóðfærið hljómar ekki vel.";
const POLISH =
  "Zakład fryzjerski w Krakowie. Strzyżenie męskie 60 zł, damskie od 90 zł. Zapraszamy od wtorku do soboty, jest też możliwość zapisu przez telefon.";
const input = (description: string, language: "" | "de" = "") => ({ description, requirements: "", draft: { ...emptyDetailsDraft(), language } });

describe("the language on /create", () => {
  it("names an unsupported language in the notice, and never offers it as English", () => {
    expect(languageNotice(input(ICELANDIC))).toBe("We write the page's headings in English: Icelandic is not supported yet.");
    const items = understand({ name: "Píanó", businessType: "Other", ...input(ICELANDIC) });
    expect(items.filter((i) => i.kind === "language")).toEqual([]);
  });

  it("says nothing for a supported language (offered as a suggestion instead), nor when the owner chose one", () => {
    expect(languageNotice(input(POLISH))).toBeUndefined();
    const items = understand({ name: "Fryzjer", businessType: "Other", ...input(POLISH) });
    expect(items.find((i) => i.kind === "language")?.value).toBe("Polski");
    expect(languageNotice(input(ICELANDIC, "de"))).toBeUndefined();
    expect(languageNotice(input(""))).toBeUndefined();
  });
});
