import { readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { PictureWordSource } from "../../../core/site/picture-words";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

/**
 * The drawings' keyword files on disk, from the first of `dirs` that has them. The server passes its built
 * static folder first; tests and scripts read the source `public/` folder only, so a stale build never
 * changes their figures.
 */
export function nodePictureWords(dirs: readonly string[] = [join(ROOT, "public")]): PictureWordSource {
  return async (language) => {
    if (!/^[a-z]{2,3}(-[A-Z][a-z]{3})?$/.test(language)) return null;
    for (const dir of dirs) {
      try {
        return await readFile(join(dir, "picture-words", `${language}.txt`), "utf8");
      } catch {
        // Not in this folder: the next one.
      }
    }
    return null;
  };
}
