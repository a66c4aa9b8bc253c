import { join } from "node:path";
import { generateSite } from "/work/wt/reqs/functions/generator/index";
import { planSite } from "/work/wt/reqs/functions/generator/index";
import { BLIND_DIR, blindGeneratorInput, loadBlind } from "/work/wt/reqs/tests/helpers/blind-corpus";
import { requestAccounted } from "/work/wt/reqs/tests/helpers/owner-accounting";
const ids = process.argv.slice(2);
for (const c of loadBlind(join(BLIND_DIR, "..", "customers-blind-3"))) {
  if (ids.length && !ids.includes(c.id)) continue;
  const input = blindGeneratorInput(c);
  const site = await generateSite(input);
  const reqs = (c.expect as any).requests ?? [];
  const bad = reqs.filter((r: any) => !requestAccounted(site as any, r));
  if (!bad.length) continue;
  const { asks } = planSite(input);
  console.log(`== ${c.id}`);
  for (const r of bad) console.log(`  DROPPED ${r.kind}: ${r.text}`);
  for (const a of asks) console.log(`    ask[${a.source}] ${JSON.stringify(a.ask)} -> ${JSON.stringify(a.outcome)}`);
  for (const s of site.sentences) if (bad.some((r: any) => s.text.includes(r.text) || r.text.includes(s.text))) console.log(`    sent ${JSON.stringify(s.text)} -> ${s.to}`);
  console.log(`    unbuilt ${JSON.stringify(site.unbuilt)} honoured ${JSON.stringify(site.honoured)} forms ${JSON.stringify(site.content.settings.requests ?? {})}`);
}
