import { generateSite } from "./functions/generator/index";
const [desc, req = ""] = process.argv.slice(2);
const s = await generateSite({ projectName: "Test Co", businessType: "Other" as any, description: desc, requirements: req, details: null, template: null });
console.log(JSON.stringify({ about: s.content.sections.filter((x:any)=>x.kind==="about").map((x:any)=>x.paragraphs), offers: s.content.sections.filter((x:any)=>x.kind==="offerings").map((x:any)=>x.groups.map((g:any)=>g.items)), sugg: s.suggestions }, null, 0));
