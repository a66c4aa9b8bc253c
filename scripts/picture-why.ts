// Why a corpus site got its first-screen picture: the owner's word sources and the drawings they name, as the
// generator reads them. Run: npx tsx scripts/picture-why.ts <site id>...
import { setPictureWordSource } from "../core/site/picture-words";
import { ownerWordSources } from "../core/site/pictures";
import { planSite, pictureWordsFor } from "../functions/generator/index";
import { choosePicture, pictureInputs } from "../functions/generator/picture";
import { nodePictureWords } from "../functions/hosts/node/picture-words";
import { pictureCorpora } from "../tests/helpers/picture-corpora";

setPictureWordSource(nodePictureWords());
const ids = new Set(process.argv.slice(2));
for (const [, cases] of pictureCorpora())
  for (const c of cases) {
    if (!ids.has(c.id)) continue;
    const { plan } = planSite(c.input);
    const lists = await pictureWordsFor(plan);
    const inputs = pictureInputs(plan, lists);
    const choice = choosePicture(inputs);
    console.log(
      `${c.id} [${c.trade}] -> ${(choice.pictures ?? [choice.picture]).join("+")} (${plan.lang ?? plan.language}; lists ${lists.map((l) => l.language).join(",")}; kind ${plan.industry?.id ?? "none"})`,
    );
    console.log(`  name: ${c.input.projectName}\n  description: ${(c.input.description ?? "").slice(0, 300).replace(/\n/g, " / ")}`);
    for (const src of ownerWordSources(inputs.owner)) if (src.text) console.log(`  [${src.weight}] ${src.text.slice(0, 160).replace(/\n/g, " / ")}`);
    const top = [...inputs.matches.entries()].sort((a, b) => b[1].score - a[1].score).slice(0, 6);
    for (const [d, x] of top) console.log(`    ${d} ${x.score.toFixed(2)} ${[...x.words].join(",")} from ${[...(x.from ?? [])].join("/")}`);
  }
