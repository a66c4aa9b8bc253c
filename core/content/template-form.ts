/** The admin template form's messages (spec section 5), shown by the form and answered by the API. */
import { TEMPLATE_FIELD_LIMITS, TEMPLATE_IMAGE_EXTENSIONS } from "../template-limits";

export const TEMPLATE_FORM_MESSAGES = {
  nameRequired: "Template name is required",
  nameTooLong: `Template name must be at most ${TEMPLATE_FIELD_LIMITS.name} characters`,
  categoryRequired: "Category is required",
  descriptionTooLong: `Description must be at most ${TEMPLATE_FIELD_LIMITS.description} characters`,
  imageUrl: `Image URL must be an image file (${TEMPLATE_IMAGE_EXTENSIONS.join(", ")}) starting with https:// or /`,
  priceRequired: "Base price is required",
  priceInvalid: "Base price must be a positive amount in dollars with at most 2 decimals (up to $10,000)",
} as const;
