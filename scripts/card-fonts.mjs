// Copies the share card's fonts (Noto Sans bold, upright: the stylesheet and its WOFF slices) from the
// @fontsource packages into the Worker's static assets (dist/client/_card-fonts/{family}/), where its
// renderer reads them through the ASSETS binding (functions/hosts/worker/share-card.ts). Node reads the
// same files from node_modules. Run after the site build, before the Worker is bundled.
import { copyFileSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

const require = createRequire(import.meta.url);
// The same list as core/site/card-fonts.ts (CARD_FONT_PACKAGES); tests/unit/site/share-card.test.ts checks they agree.
export const PACKAGES = {
  latin: "@fontsource/noto-sans",
  arabic: "@fontsource/noto-sans-arabic",
  hebrew: "@fontsource/noto-sans-hebrew",
  ja: "@fontsource/noto-sans-jp",
  zh: "@fontsource/noto-sans-sc",
  ko: "@fontsource/noto-sans-kr",
};

/** Copies every family's stylesheet and WOFF slices into `{dir}/_card-fonts/{family}/`. */
export function copyCardFonts(dir) {
  const out = join(dir, "_card-fonts");
  rmSync(out, { recursive: true, force: true });
  let files = 0;
  let bytes = 0;
  for (const [family, pkg] of Object.entries(PACKAGES)) {
    const css = require.resolve(`${pkg}/700.css`);
    const text = readFileSync(css, "utf8");
    mkdirSync(join(out, family, "files"), { recursive: true });
    copyFileSync(css, join(out, family, "700.css"));
    for (const [, file] of text.matchAll(/url\(\.\/files\/([^)]+-normal\.woff)\)/g)) {
      const from = join(dirname(css), "files", file);
      copyFileSync(from, join(out, family, "files", file));
      files += 1;
      bytes += readFileSync(from).length;
    }
  }
  console.log(`card fonts: ${files} WOFF slices, ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${out}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) copyCardFonts(process.argv[2] ?? "dist/client");
