/**
 * The words of the naming and address rules (core/reserved-names.ts, core/email-domain.ts), apart from
 * the rules themselves so a page can compare an API message without loading the confusables data.
 */
import { BRAND } from "./brand";

/** The message for a refused name (API 400). */
export const IMITATES_PLATFORM_MESSAGE = `This name looks like a ${BRAND.name} page (our brand, a sign-in or account page): choose your business's own name`;
/** The message for a refused title or heading (API 400); `field` names it ("The headline"). */
export const headingImitatesMessage = (field: string) =>
  `${field} looks like a ${BRAND.name} page (our brand, or a sign-in or password page): use your business's own words`;
/** The message for a refused address (API 400, forms). */
export const DECEPTIVE_DOMAIN_MESSAGE =
  "This address's domain mixes alphabets or imitates a Latin name (look-alike letters): type the address with the letters its domain really uses";
