import { it } from "vitest";
import { generateSite } from "../../../functions/generator/index";
import { loadBlind, scoreBlind, sumBlind, formatBlind } from "../../helpers/blind-corpus";
it("blind corpus figures", async () => {
  const rows = [];
  const crashed: string[] = [];
  for (const c of loadBlind()) {
    let site: never;
    try {
      site = await generateSite({ projectName: c.input.name, businessType: c.input.businessType, description: c.input.description, requirements: c.input.requirements, details: c.input.details ?? null, template: null }) as never;
    } catch (e) {
      crashed.push(c.id);
      site = { html: "", content: { facts: { phones: [], emails: [], hours: [] }, sections: [] }, industry: null, unbuilt: [] } as never;
    }
    const r = scoreBlind(c, site);
    rows.push(r);
    if (process.env.SHOW) console.log("ROW " + c.id + " " + JSON.stringify({ wrong: r.facts.wrong, missing: r.facts.missing, tel: r.facts.badTel, maps: r.facts.partialMaps, lost: r.onPage.lost, other: r.other.lost, inv: r.invented, ind: [r.industry, r.industryGot, r.trade], lang: [r.langOk, r.langGot], unb: r.factsInUnbuilt, mnc: r.mustNotContain }));
  }
  console.log(formatBlind(sumBlind(rows)) + `\n  generation failed (threw) for ${crashed.length}: ${crashed.join(", ")}`);
}, 120000);
