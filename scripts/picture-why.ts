// Why a corpus site got its first-screen picture: the owner's word sources and the drawings they name.
// Run: npx tsx scripts/picture-why.ts <site id>...
import { loadPictureWords, matchPictureWords, setPictureWordSource } from "../core/site/picture-words";
import { ownerWordSources } from "../core/site/pictures";
import { generateSite } from "../functions/generator/index";
import { nodePictureWords } from "../functions/hosts/node/picture-words";
import { pictureCorpora } from "../tests/helpers/picture-corpora";

setPictureWordSource(nodePictureWords());
const ids = new Set(process.argv.slice(2));
for (const [, cases] of pictureCorpora())
  for (const c of cases) {
    if (!ids.has(c.id)) continue;
    const site = await generateSite(c.input);
    const hero = site.content.hero as { picture?: string; pictures?: string[] };
    console.log(
      `${c.id} [${c.trade}] -> ${(hero.pictures ?? [hero.picture]).join("+")} (${(site.content as { lang?: string }).lang ?? site.content.language})`,
    );
    console.log(`  name: ${c.input.projectName}\n  description: ${(c.input.description ?? "").slice(0, 300).replace(/\n/g, " / ")}`);
    const lists = await loadPictureWords((site.content as { lang?: string }).lang ?? site.content.language, c.input.description ?? "");
    const m = matchPictureWords(ownerWordSources({ name: c.input.projectName, description: c.input.description ?? "", offerings: [] }), lists, "en");
    const top = [...m.entries()].sort((a, b) => b[1].score - a[1].score).slice(0, 6);
    for (const [d, x] of top) console.log(`    ${d} ${x.score.toFixed(2)} ${[...x.words].join(",")}`);
  }
