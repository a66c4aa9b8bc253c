import { likelyLanguages } from "../core/brief/language";
import { setPictureWordSource, loadPictureWords, matchPictureWords } from "../core/site/picture-words";
import { ownerWordSources } from "../core/site/pictures";
import { planSite } from "../functions/generator/index";
import { nodePictureWords } from "../functions/hosts/node/picture-words";
import { pictureCorpora } from "../tests/helpers/picture-corpora";
setPictureWordSource(nodePictureWords());
const ids = process.argv.slice(2);
for (const cases of pictureCorpora().values()) for (const c of cases) {
  if (!ids.includes(c.id)) continue;
  const { plan } = planSite(c.input);
  const likely = likelyLanguages(plan.description);
  const lists = await loadPictureWords(plan.lang ?? plan.language, `${plan.name}\n${plan.description}`, likely);
  const owner = { name: plan.name, description: plan.description, offerings: plan.extracted.offerings.map((o) => o.name) };
  const m = matchPictureWords(ownerWordSources(owner), lists, plan.lang ?? plan.language);
  console.log(c.id, plan.language, plan.lang, likely, lists.map((l) => `${l.language}${l.own ? "" : "(b)"}`).join(" "));
  console.log("  ", [...m.entries()].sort((a, b) => b[1].score - a[1].score).slice(0, 6).map(([d, x]) => `${d} ${x.score.toFixed(2)} [${[...x.words].join(",")}]`).join("; "));
}
