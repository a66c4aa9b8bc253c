/**
 * The admin panel's template form (spec section 5: name, category and base price required, the
 * price sent as a number). The browser and the API apply the same rules.
 */
import { parseCents } from "./money";

export { TEMPLATE_FIELD_LIMITS } from "./template-limits";
export { TEMPLATE_FORM_MESSAGES } from "./content/template-form";
import { TEMPLATE_FIELD_LIMITS } from "./template-limits";
import { TEMPLATE_FORM_MESSAGES } from "./content/template-form";
/** Highest base price a template may have ($10,000). */
export const MAX_TEMPLATE_BASE_PRICE_CENTS = 1_000_000;

/** Cents of a base price typed as text or sent as a number; null unless positive, at most 2 decimals and within the maximum. */
export function templatePriceCents(value: string | number): number | null {
  if (typeof value === "number") {
    if (!Number.isFinite(value) || value <= 0) return null;
    const cents = Math.round(value * 100);
    if (Math.abs(value * 100 - cents) > 1e-6) return null;
    return cents <= MAX_TEMPLATE_BASE_PRICE_CENTS ? cents : null;
  }
  try {
    const cents = parseCents(value);
    return cents > 0 && cents <= MAX_TEMPLATE_BASE_PRICE_CENTS ? cents : null;
  } catch {
    return null;
  }
}

export { TEMPLATE_IMAGE_EXTENSIONS } from "./template-limits";
import { TEMPLATE_IMAGE_EXTENSIONS } from "./template-limits";
const IMAGE_PATH = new RegExp(`\\.(?:${TEMPLATE_IMAGE_EXTENSIONS.join("|")})$`, "i");

/**
 * An image URL the panel accepts: an image file (its path ends in an image extension), either on
 * https or a path on this site such as our uploaded media (never javascript:, data:, //host, or a
 * page that merely answers with an image, such as /api/logout).
 */
export function isAcceptableImageUrl(url: string): boolean {
  if (url.startsWith("/")) {
    if (url.startsWith("//") || url.includes("\\")) return false;
    try {
      const path = new URL(url, "https://site.invalid").pathname;
      return !path.startsWith("/api/") && IMAGE_PATH.test(path);
    } catch {
      return false;
    }
  }
  try {
    const parsed = new URL(url);
    return parsed.protocol === "https:" && parsed.username === "" && parsed.password === "" && IMAGE_PATH.test(parsed.pathname);
  } catch {
    return false;
  }
}

export interface TemplateFormValues {
  name: string;
  category: string;
  description: string;
  imageUrl: string;
  basePrice: string;
}

export type TemplateFormErrors = Partial<Record<keyof TemplateFormValues, string>>;

export function templateFormErrors(v: TemplateFormValues, categories: readonly string[]): TemplateFormErrors {
  const errors: TemplateFormErrors = {};
  const name = v.name.trim();
  if (!name) errors.name = TEMPLATE_FORM_MESSAGES.nameRequired;
  else if (name.length > TEMPLATE_FIELD_LIMITS.name) errors.name = TEMPLATE_FORM_MESSAGES.nameTooLong;
  if (!categories.includes(v.category)) errors.category = TEMPLATE_FORM_MESSAGES.categoryRequired;
  if (v.description.trim().length > TEMPLATE_FIELD_LIMITS.description) errors.description = TEMPLATE_FORM_MESSAGES.descriptionTooLong;
  const image = v.imageUrl.trim();
  if (image && (image.length > TEMPLATE_FIELD_LIMITS.imageUrl || !isAcceptableImageUrl(image))) errors.imageUrl = TEMPLATE_FORM_MESSAGES.imageUrl;
  if (!v.basePrice.trim()) errors.basePrice = TEMPLATE_FORM_MESSAGES.priceRequired;
  else if (templatePriceCents(v.basePrice) === null) errors.basePrice = TEMPLATE_FORM_MESSAGES.priceInvalid;
  return errors;
}
