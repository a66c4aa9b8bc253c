import type { APP_CATEGORIES } from "./business-types.ts";

/** Icons a published app may carry (spec section 3); anything else shows as a globe. */
/** Longest reason a moderator may give for taking an app down (the panel and the API). */
export const TAKEDOWN_REASON_MAX_LENGTH = 500;

export const APP_ICON_TYPES = ["users", "zap", "bot", "globe", "star", "briefcase", "code", "palette"] as const;
export type AppIconType = (typeof APP_ICON_TYPES)[number];
export const DEFAULT_APP_FEATURES = ["Professional Design", "Mobile Responsive"] as const;
/** Prefill of the publish dialog (spec section 2). */
export const PUBLISH_DEFAULT_FEATURES = "Professional Design, Mobile Responsive, SEO Optimized";

export function iconTypeOf(value: unknown): AppIconType {
  return typeof value === "string" && (APP_ICON_TYPES as readonly string[]).includes(value) ? (value as AppIconType) : "globe";
}

export function featuresOf(value: unknown): string[] {
  return Array.isArray(value) && value.every((f) => typeof f === "string") ? value : [...DEFAULT_APP_FEATURES];
}

/** Publish features: split on commas, trimmed, empty items dropped (spec section 5). */
export function parseFeatureList(text: string): string[] {
  return text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The icon and accent color a category gets in the showcase. */
export const CATEGORY_LOOK: Record<(typeof APP_CATEGORIES)[number], { iconType: AppIconType; color: string }> = {
  Business: { iconType: "briefcase", color: "#1e3a8a" },
  "E-commerce": { iconType: "zap", color: "#4338ca" },
  Portfolio: { iconType: "palette", color: "#be185d" },
  Restaurant: { iconType: "star", color: "#9a3412" },
  Technology: { iconType: "code", color: "#6d28d9" },
  Healthcare: { iconType: "users", color: "#0f766e" },
  Education: { iconType: "bot", color: "#b45309" },
  Other: { iconType: "globe", color: "#15803d" },
};

/** "2026" from an ISO date or timestamp; the showcase shows only the year. */
export function launchYear(createdAt: string | number | Date): string {
  const d = new Date(createdAt);
  return Number.isNaN(d.getTime()) ? "" : String(d.getUTCFullYear());
}
