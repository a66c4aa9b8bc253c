// Astro writes the islands' one-line stylesheet (`astro-island{display:contents}`) in the body, before
// the first island: a <style> element there is invalid HTML. After the build, move it into <head>.
import { readFile, readdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ISLAND_STYLE = /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/g;

/** The page with the islands' stylesheet in its head (once), or the page unchanged when it has none. */
export function moveIslandStyleToHead(html) {
  const found = html.match(ISLAND_STYLE);
  if (!found) return html;
  const body = html.replace(ISLAND_STYLE, "");
  return body.replace("</head>", `${found[0]}</head>`);
}

export default function islandStyleInHead() {
  return {
    name: "island-style-in-head",
    hooks: {
      "astro:build:done": async ({ dir }) => {
        const root = fileURLToPath(dir);
        const files = (await readdir(root, { recursive: true })).filter((f) => f.endsWith(".html"));
        for (const file of files) {
          const path = join(root, file);
          const html = await readFile(path, "utf8");
          const moved = moveIslandStyleToHead(html);
          if (moved !== html) await writeFile(path, moved);
        }
      },
    },
  };
}
