// The first-screen picture over every corpus: how many sites share each picture, and which different
// trades share one (the figures in functions/generator/README.md, "Pictures"). Run: npx tsx scripts/picture-report.ts [--list]
import { loadPictureWords, setPictureWordSource } from "../core/site/picture-words";
import { generateSite } from "../functions/generator/index";
import { nodePictureWords } from "../functions/hosts/node/picture-words";
import { KIND_HEAD_WORDS, NEUTRAL_PICTURES } from "../core/site/pictures";
import { pictureCorpora, pictureFigures, pictureVerdict, sharedWhenCloserExists, verdictFigures } from "../tests/helpers/picture-corpora";

setPictureWordSource(nodePictureWords());

const list = process.argv.includes("--list");
const offOnly = process.argv.includes("--off");
const neutral = new Set<string>(NEUTRAL_PICTURES);
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
  if (english) {
    const v = verdictFigures(rows, english, KIND_HEAD_WORDS, neutral);
    console.log(
      `  on-trade ${v["on-trade"]}, neutral ${v.neutral}, off-trade ${v["off-trade"]}, unjudged (the trade's English words name no drawing) ${v.unjudged}`,
    );
    if (offOnly) for (const o of v.off) console.log(`    OFF ${o}`);
  }
  if (!offOnly) for (const [p, trades] of f.sharedByTrades) console.log(`  ${p}: ${trades.join(" | ")}`);
  const closer = english ? sharedWhenCloserExists(rows, english) : [];
  console.log(`  shared by different trades when a closer drawing exists: ${closer.length}`);
  for (const c of closer) console.log(`    ${c.picture}: ${c.sites.join("; ")}`);
  if (list)
    for (const r of rows)
      console.log(`    ${english ? pictureVerdict(r.trade, r.pictures, english, KIND_HEAD_WORDS, neutral) : ""} ${r.id} [${r.trade}] -> ${r.picture}`);
}
