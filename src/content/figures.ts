/**
 * Figures that YAML and Markdown content may name as {placeholders}. Each comes from its one
 * named constant; nothing here is typed twice.
 */
import { DEFAULT_BASE_PRICE, SERVICE_FEE_PERCENT, priceProject } from "../../core/pricing";
import { GENERATION_COMPLEX_MINUTES, GENERATION_TYPICAL_SECONDS } from "./platform";
import { DNS_PROPAGATION_HOURS } from "./domain-setup";
import { fillPlaceholders } from "../lib/placeholders";

export const FIGURES: Readonly<Record<string, string>> = {
  generationTypical: `${GENERATION_TYPICAL_SECONDS} seconds or less`,
  generationComplex: `up to ${GENERATION_COMPLEX_MINUTES} minutes`,
  defaultBasePrice: `$${DEFAULT_BASE_PRICE}`,
  serviceFeePercent: `${SERVICE_FEE_PERCENT}%`,
  defaultTotal: `$${priceProject(null).totalPrice}`,
  dnsPropagation: `${DNS_PROPAGATION_HOURS} hours`,
};

/** Content text with its {placeholders} filled. */
export function withFigures(text: string): string {
  return fillPlaceholders(text, FIGURES);
}
