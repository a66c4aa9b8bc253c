import { seedOf } from "../../core/site/artwork";
import { type PictureMatches, type PictureWords, matchPictureWords, normalizeWord } from "../../core/site/picture-words";
import { choosePictures, NOT_A_TRADE, type OwnerWords, ownerWordSources, type PictureChoice, type PictureKind } from "../../core/site/pictures";
import type { SiteContent } from "../../core/site/schema";
import type { WriterPlan } from "./embedded-writer";

type PicturePlan = Pick<WriterPlan, "name" | "description" | "industry" | "language" | "lang" | "extracted">;

/** What the first screen's picture is chosen from: the owner's words scored against the drawings' keywords. */
export interface PictureInputs {
  kind: PictureKind | null;
  owner: OwnerWords;
  matches: PictureMatches;
  offered: PictureMatches;
  houseWords: Set<string>;
  seed: number;
}

export function pictureInputs(plan: PicturePlan, lists: readonly PictureWords[]): PictureInputs {
  const language = plan.lang ?? plan.language;
  const owner = { name: plan.name, description: plan.description, offerings: plan.extracted.offerings.map((o) => o.name), language };
  // The business's place names no trade (Valencia's paella pan, Den Haag's pine).
  const { address, city, meetingPoint } = plan.extracted.facts;
  const place = [address, city, meetingPoint].filter(Boolean).join(" ");
  const skip = new Set<string>(NOT_A_TRADE);
  if (place)
    for (const s of new Intl.Segmenter(language, { granularity: "word" }).segment(normalizeWord(place, language))) if (s.isWordLike) skip.add(s.segment);
  const matches = matchPictureWords(ownerWordSources(owner), lists, language, skip);
  const offered = matchPictureWords([{ text: owner.offerings.join(" · "), weight: 1.5 }], lists, language, skip);
  const houseWords = new Set(lists.flatMap((l) => [...l.words].filter(([, named]) => named.some((n) => n.drawing === "house")).map(([w]) => w)));
  // The site's whole identity varies its drawings, not its name alone: one name in nine languages, or one
  // business's five ways of writing, are different sites.
  const seed = seedOf([plan.name, language, city ?? "", plan.description].join("\n"));
  return { kind: plan.industry, owner, matches, offered, houseWords, seed };
}

export function choosePicture(inputs: PictureInputs): PictureChoice {
  const { kind, matches, owner, seed, offered, houseWords } = inputs;
  return choosePictures(kind, matches, owner, seed, offered, houseWords);
}

/**
 * The first screen's picture chosen from what the owner typed (the name, the description, the
 * offerings) against the drawings' CLDR keywords in the page's language and English, with the
 * catalogue's hand map as a prior (core/site/pictures.ts `choosePictures`).
 */
export function withPicture(content: SiteContent, plan: PicturePlan, lists: readonly PictureWords[]): SiteContent {
  const choice = choosePicture(pictureInputs(plan, lists));
  const { pictures: _old, ...hero } = content.hero;
  return { ...content, hero: { ...hero, picture: choice.picture, ...(choice.pictures ? { pictures: choice.pictures } : {}) } };
}
