// The first-screen picture over every corpus: how many sites share each picture, and which different
// trades share one (the figures in functions/generator/README.md, "Pictures"). Run: npx tsx scripts/picture-report.ts [--list]
import { loadPictureWords, setPictureWordSource } from "../core/site/picture-words";
import { generateSite } from "../functions/generator/index";
import { nodePictureWords } from "../functions/hosts/node/picture-words";
import { pictureCorpora, pictureFigures, sharedWhenCloserExists } from "../tests/helpers/picture-corpora";

setPictureWordSource(nodePictureWords());

const list = process.argv.includes("--list");
const [english] = await loadPictureWords("en");
for (const [name, cases] of pictureCorpora()) {
  const rows = [];
  for (const c of cases) {
    const hero = (await generateSite(c.input)).content.hero as { picture?: string; pictures?: string[] };
    const pictures = hero.pictures ?? (hero.picture ? [hero.picture] : []);
    rows.push({ id: c.id, trade: c.trade, pictures, picture: pictures.join("+") || "(none)" });
  }
  const f = pictureFigures(rows);
  console.log(
    `${name}: ${f.sites} sites, ${f.distinct} pictures, at most ${f.most} sites on one; on more than two sites: ${f.overTwo.length}${f.overTwo.length ? ` (${f.overTwo.map(([p, n]) => `${p} ${n}`).join(", ")})` : ""}; shared by different trades: ${f.sharedByTrades.length}`,
  );
  for (const [p, trades] of f.sharedByTrades) console.log(`  ${p}: ${trades.join(" | ")}`);
  const closer = english ? sharedWhenCloserExists(rows, english) : [];
  console.log(`  shared by different trades when a closer drawing exists: ${closer.length}`);
  for (const c of closer) console.log(`    ${c.picture}: ${c.sites.join("; ")}`);
  if (list) for (const r of rows) console.log(`    ${r.id} [${r.trade}] -> ${r.picture}`);
}
