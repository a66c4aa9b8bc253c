import type { RequestWords } from "./en";
import { sr } from "./sr";
import { transliterate } from "../sr-Latn";

/** Serbian in Latin letters: the Cyrillic table transliterated one to one, as the site's table is. */
export const srLatn: RequestWords = transliterate(sr);
