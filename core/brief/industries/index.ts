import { CARE } from "./care";
import { COMMERCE } from "./commerce";
import { COMMUNITY } from "./community";
import { CRAFTS_SERVICES } from "./crafts-services";
import { FOOD } from "./food";
import { LEARNING_ARTS } from "./learning-arts";
import { TRADES_HOME } from "./trades-home";
import type { Industry } from "./types";

export type { Industry, IndustryCta, FaqTopic, PrimarySection, Sector } from "./types";

/** The whole catalogue: data only, ranked by `classifyBusiness`. */
export const INDUSTRIES: readonly Industry[] = [...TRADES_HOME, ...FOOD, ...CARE, ...LEARNING_ARTS, ...COMMERCE, ...COMMUNITY, ...CRAFTS_SERVICES];

const BY_ID = new Map(INDUSTRIES.map((industry) => [industry.id, industry]));

export function industryById(id: string): Industry | undefined {
  return BY_ID.get(id);
}
