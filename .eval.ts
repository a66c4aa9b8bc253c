import { readFileSync, readdirSync } from "node:fs";
import { generateSite } from "./functions/generator/index";
const dir = "tests/fixtures/customers";
let n = 0, bad = 0;
const fails: string[] = [];
for (const f of readdirSync(dir).filter((x) => x.endsWith(".json"))) {
  for (const c of JSON.parse(readFileSync(`${dir}/${f}`, "utf8"))) {
    n++;
    const i = c.input;
    const site = await generateSite({ projectName: i.name, businessType: i.businessType, description: i.description ?? null, requirements: i.requirements ?? null, details: i.details ?? null, template: null });
    const body = site.html.replace(/^[\s\S]*?<body[^>]*>/, "").replace(/<svg[\s\S]*?<\/svg>/g, " ");
    const text = body.replace(/<[^>]+>/g, " ").replace(/&amp;/g, "&").replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/\s+/g, " ");
    const e = c.expect;
    const problems: string[] = [];
    if ((site.industry?.id ?? null) !== e.industry) problems.push(`industry ${site.industry?.id} != ${e.industry}`);
    if (site.language !== e.language) problems.push(`lang ${site.language} != ${e.language}`);
    for (const m of e.mustContain ?? []) if (!text.includes(m)) problems.push(`missing ${JSON.stringify(m)}`);
    for (const m of e.mustNotContain ?? []) if (text.toLowerCase().includes(m.toLowerCase())) problems.push(`has ${JSON.stringify(m)}`);
    for (const m of e.listedBack ?? []) if (!site.unbuilt.some((u) => u.toLowerCase().includes(m.toLowerCase()))) problems.push(`not listed ${JSON.stringify(m)} in ${JSON.stringify(site.unbuilt)}`);
    if (problems.length) { bad++; fails.push(`${c.id}: ${problems.join("; ")}`); }
  }
}
console.log(fails.join("\n"));
console.log(`${n - bad}/${n} clean`);
