// Draws the template gallery's preview images (public/templates/{slug}.svg) from the seed styles.
// Run after changing db/seed-data.ts: `npm run template-images`. Outputs are committed.
import { mkdir, writeFile } from "node:fs/promises";
import { SEED_TEMPLATES } from "../db/seed-data.ts";

const esc = (s) => s.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

function preview(t) {
  const p = t.style.palette;
  const serif = t.style.font === "serif";
  const font = serif ? "Georgia, serif" : "Arial, sans-serif";
  const centered = t.style.layout === "elegant" || t.style.layout === "minimal";
  const heroX = centered ? 320 : 48;
  const anchor = centered ? "middle" : "start";
  const bold = t.style.layout === "bold";
  const cards = [0, 1, 2]
    .map((i) => `<rect x="${48 + i * 188}" y="268" width="168" height="92" rx="${bold ? 14 : 6}" fill="${p.surface}" stroke="${p.primary}" stroke-opacity="0.25"/>
      <rect x="${64 + i * 188}" y="286" width="36" height="36" rx="${bold ? 18 : 4}" fill="${i === 1 ? p.accent : p.primary}"/>
      <rect x="${64 + i * 188}" y="334" width="120" height="8" rx="4" fill="${p.muted}" fill-opacity="0.5"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="${esc(t.name)} template preview">
  <rect width="640" height="400" fill="${p.background}"/>
  <rect width="640" height="28" fill="#e5e7eb"/>
  <circle cx="18" cy="14" r="5" fill="#f87171"/><circle cx="34" cy="14" r="5" fill="#fbbf24"/><circle cx="50" cy="14" r="5" fill="#34d399"/>
  <rect y="28" width="640" height="${bold ? 200 : 44}" fill="${bold ? p.primary : p.background}"/>
  <text x="48" y="57" font-family="${font}" font-size="16" font-weight="700" fill="${bold ? p.primaryText : p.text}">${esc(t.name)}</text>
  <rect x="430" y="46" width="50" height="8" rx="4" fill="${bold ? p.primaryText : p.muted}" fill-opacity="0.6"/>
  <rect x="496" y="46" width="50" height="8" rx="4" fill="${bold ? p.primaryText : p.muted}" fill-opacity="0.6"/>
  <rect x="562" y="40" width="56" height="22" rx="11" fill="${bold ? p.accent : p.primary}"/>
  <text x="${heroX}" y="132" text-anchor="${anchor}" font-family="${font}" font-size="30" font-weight="700" fill="${bold ? p.primaryText : p.text}">${esc(t.category)}</text>
  <rect x="${centered ? 200 : 48}" y="150" width="240" height="10" rx="5" fill="${bold ? p.primaryText : p.muted}" fill-opacity="0.55"/>
  <rect x="${centered ? 230 : 48}" y="168" width="180" height="10" rx="5" fill="${bold ? p.primaryText : p.muted}" fill-opacity="0.4"/>
  <rect x="${centered ? 260 : 48}" y="192" width="120" height="26" rx="13" fill="${bold ? p.accent : p.primary}"/>
  ${cards}
</svg>
`;
}

await mkdir(new URL("../public/templates/", import.meta.url), { recursive: true });
for (const t of SEED_TEMPLATES) {
  await writeFile(new URL(`../public/templates/${t.slug}.svg`, import.meta.url), preview(t));
}
console.log(`wrote ${SEED_TEMPLATES.length} template previews`);
