import { generateSite } from "./functions/generator/index";
const [desc, req = ""] = process.argv.slice(2);
const s = await generateSite({ projectName: "Test Co", businessType: "Other" as any, description: desc, requirements: req, details: null, template: null });
console.log(JSON.stringify({ unbuilt: s.unbuilt, note: s.note, honoured: s.honoured, pal: s.style.palette.primary, notes: s.content.sections.filter((x:any)=>x.kind==="notes").map((x:any)=>x.items), sent: s.sentences.map(x=>`${x.to.join(",")}: ${x.text}`) }, null, 1));
