/**
 * The web app manifest (served at /manifest.webmanifest by `pages/manifest.webmanifest.ts`), built from
 * the brand in `config/site.ts` so names and colors exist once.
 */
import { site } from "./site";
import { START_URL, type OfflineToolPath } from "./pwa";
import { offlineTools } from "../content/pwa";

export const MANIFEST_PATH = "/manifest.webmanifest";

/** The icons browsers ask for: 192 and 512 px, plus a maskable 512 px for adaptive launchers. */
export const MANIFEST_ICONS = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
] as const;

/** Launcher shortcuts (long-press or right-click on the installed icon): the tools that work offline. */
const SHORTCUT_PATHS: OfflineToolPath[] = ["/redactor", "/roi-calculator", "/energy", "/tools"];

export const webAppManifest = {
  id: "/",
  name: site.name,
  short_name: site.shortName,
  description: site.description,
  lang: "en",
  dir: "ltr",
  start_url: START_URL,
  scope: "/",
  display: "standalone",
  orientation: "any",
  theme_color: site.themeColor,
  background_color: site.backgroundColor,
  categories: ["business", "productivity", "utilities"],
  icons: MANIFEST_ICONS,
  shortcuts: SHORTCUT_PATHS.map((path) => ({
    name: offlineTools[path].label,
    url: path,
    description: offlineTools[path].description,
    icons: [{ src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" }],
  })),
};
