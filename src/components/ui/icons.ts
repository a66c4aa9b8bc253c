/**
 * The icons content can name (`icon: "rocket"`). Kept free of the icon package so plain TypeScript
 * (config, content, tests) can use the names; Icon.astro maps each name to its drawing and the
 * compiler checks that the two agree.
 */
export const ICON_NAMES = [
  "arrow-right",
  "award",
  "badge-check",
  "building",
  "calendar",
  "clipboard-list",
  "clock",
  "cloud",
  "compass",
  "cpu",
  "database",
  "eye",
  "file-text",
  "gauge",
  "handshake",
  "heart-pulse",
  "layers",
  "life-buoy",
  "lightbulb",
  "lock",
  "mail",
  "network",
  "refresh-cw",
  "rocket",
  "scale",
  "server",
  "shield-check",
  "sparkles",
  "sprout",
  "target",
  "trending-up",
  "users",
  "workflow",
  "zap",
  "linkedin",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
