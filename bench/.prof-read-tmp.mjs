// Self time per function (top 25) of a .cpuprofile, and the longest stretches between idle samples.
import { readFileSync, readdirSync } from "node:fs";
const dir = "/tmp/scale3/prof";
const file = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile")).sort().at(-1);
const p = JSON.parse(readFileSync(`${dir}/${file}`, "utf8"));
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map();
const dt0 = p.timeDeltas;
const totalUs = dt0.reduce((a, b) => a + b, 0);
const lastUs = Number(process.env.LAST_MS ?? 9000) * 1000;
let acc = 0;
const dt = dt0.map((d) => { acc += d; return acc >= totalUs - lastUs ? d : 0; });
p.samples.forEach((id, i) => { const n = byId.get(id); const k = `${n.callFrame.functionName || "(anon)"} ${n.callFrame.url.split("/").slice(-2).join("/")}:${n.callFrame.lineNumber}`; self.set(k, (self.get(k) ?? 0) + (dt[i] ?? 0)); });
const total = [...self.values()].reduce((a, b) => a + b, 0);
for (const [k, us] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log((us / 1000).toFixed(0).padStart(7), "ms", ((100 * us) / total).toFixed(1).padStart(5), "%", k);
// busy stretches: consecutive non-idle samples
let run = 0, runs = [];
p.samples.forEach((id, i) => { const n = byId.get(id); if (n.callFrame.functionName === "(idle)" ) { if (run) runs.push(run); run = 0; } else run += dt[i] ?? 0; });
runs.sort((a, b) => b - a);
console.log("longest busy stretches ms:", runs.slice(0, 15).map((r) => (r / 1000).toFixed(1)).join(" "));
