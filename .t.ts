import { BUSINESS_TYPE_SAMPLES, generateSite } from "./functions/generator/index";
for (const [t, input] of Object.entries(BUSINESS_TYPE_SAMPLES)) {
  const r = await generateSite(input);
  console.log("==", t, r.industry?.id ?? null, r.language, JSON.stringify(r.unbuilt));
  console.log(r.content.sections.map((s) => s.kind + (s.hidden ? "(hidden)" : "")).join(","), "|", JSON.stringify(r.facts).slice(0, 400));
}
