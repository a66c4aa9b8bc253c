import { seedOf } from "../../core/site/artwork";
import { type PictureWords, matchPictureWords, normalizeWord } from "../../core/site/picture-words";
import { choosePictures, KIND_HEAD_WORDS, ownerWordSources } from "../../core/site/pictures";
import type { SiteContent } from "../../core/site/schema";
import type { WriterPlan } from "./embedded-writer";

/**
 * The first screen's picture chosen from what the owner typed (the name, the description, the
 * offerings) against the drawings' CLDR keywords in the page's language and English, with the
 * catalogue's hand map as a prior (core/site/pictures.ts `choosePictures`).
 */
export function withPicture(
  content: SiteContent,
  plan: Pick<WriterPlan, "name" | "description" | "industry" | "language" | "lang" | "extracted">,
  lists: readonly PictureWords[],
): SiteContent {
  const owner = { name: plan.name, description: plan.description, offerings: plan.extracted.offerings.map((o) => o.name) };
  const language = plan.lang ?? plan.language;
  // The business's place names no trade (Valencia's paella pan, Den Haag's pine).
  const { address, city, meetingPoint } = plan.extracted.facts;
  const place = [address, city, meetingPoint].filter(Boolean).join(" ");
  const skip = new Set<string>(KIND_HEAD_WORDS);
  if (place)
    for (const s of new Intl.Segmenter(language, { granularity: "word" }).segment(normalizeWord(place, language))) if (s.isWordLike) skip.add(s.segment);
  const matches = matchPictureWords(ownerWordSources(owner), lists, language, skip);
  const offered = matchPictureWords([{ text: owner.offerings.join(" · "), weight: 1.5 }], lists, language, skip);
  const houseWords = new Set(lists.flatMap((l) => [...l.words].filter(([, named]) => named.some((n) => n.drawing === "house")).map(([w]) => w)));
  const choice = choosePictures(plan.industry, matches, owner, seedOf(plan.name), offered, houseWords);
  const { pictures: _old, ...hero } = content.hero;
  return { ...content, hero: { ...hero, picture: choice.picture, ...(choice.pictures ? { pictures: choice.pictures } : {}) } };
}
