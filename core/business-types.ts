/** Business types offered at /create: the label shown and the value stored (spec section 2). */
export const BUSINESS_TYPE_OPTIONS = [
  { label: "E-commerce Store", value: "E-commerce" },
  { label: "Restaurant", value: "Restaurant" },
  { label: "Portfolio", value: "Portfolio" },
  { label: "Business Services", value: "Business" },
  { label: "Technology", value: "Technology" },
  { label: "Healthcare", value: "Healthcare" },
  { label: "Education", value: "Education" },
  { label: "Other", value: "Other" },
] as const;

export type BusinessType = (typeof BUSINESS_TYPE_OPTIONS)[number]["value"];

export const BUSINESS_TYPES: readonly BusinessType[] = BUSINESS_TYPE_OPTIONS.map((o) => o.value);

export function isBusinessType(value: unknown): value is BusinessType {
  return typeof value === "string" && (BUSINESS_TYPES as readonly string[]).includes(value);
}

/** App store categories offered in the publish dialog (spec section 2). */
export const APP_CATEGORIES = ["Business", "E-commerce", "Portfolio", "Restaurant", "Technology", "Healthcare", "Education", "Other"] as const;

export type AppCategory = (typeof APP_CATEGORIES)[number];
