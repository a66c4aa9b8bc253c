/**
 * Share cards of corpus sites as PNG files, made as the hosted route makes them (the generator's
 * content, then the Node renderer): `npx tsx scripts/share-card-shots.ts [--out=DIR] [id ...]`.
 * Without ids: six sites in Latin, Spanish, Arabic with English, Japanese, Chinese and Korean
 * (the pictures in docs/screenshots/cards/).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateSite, type GeneratorInput } from "../functions/generator/index";
import { loadCorpus, toGeneratorInput } from "../tests/helpers/corpus";
import { BLIND_DIR_2, blindGeneratorInput, loadBlind } from "../tests/helpers/blind-corpus";
import { shareCardInput, shareCardSvg } from "../core/site/share-card";
import { renderShareCardPng } from "../functions/hosts/node/share-card";

const DEFAULT_IDS = ["plumber-austin", "bakery-es", "rtl-name-restaurant", "sushi-ja", "b2-chongwu-beijing", "b2-bunsik-busan"];
const args = process.argv.slice(2);
const out = args.find((a) => a.startsWith("--out="))?.slice(6) ?? "docs/screenshots/cards";
const ids = args.filter((a) => !a.startsWith("--"));
const wanted = ids.length ? ids : DEFAULT_IDS;

const inputs = new Map<string, GeneratorInput>([
  ...loadCorpus().map((c) => [c.id, toGeneratorInput(c)] as const),
  ...loadBlind().map((c) => [c.id, blindGeneratorInput(c)] as const),
  ...loadBlind(BLIND_DIR_2).map((c) => [c.id, blindGeneratorInput(c)] as const),
]);

mkdirSync(out, { recursive: true });
for (const id of wanted) {
  const input = inputs.get(id);
  if (!input) throw new Error(`no corpus site ${id}`);
  const site = await generateSite(input);
  const card = shareCardInput(site.content);
  const started = performance.now();
  const png = await renderShareCardPng(shareCardSvg(card), card);
  writeFileSync(join(out, `${id}.png`), png);
  console.log(`${id}: ${card.name} (${card.lang}, ${card.picture}) ${Math.round(png.length / 1024)} KB, ${Math.round(performance.now() - started)} ms`);
}
