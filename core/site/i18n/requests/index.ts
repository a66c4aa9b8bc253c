import type { SiteLanguage } from "../../../intake";
import { en, type RequestWords } from "./en";
import { es } from "./es";
import { fr } from "./fr";
import { de } from "./de";
import { pt } from "./pt";
import { ja } from "./ja";
import { it } from "./it";
import { nl } from "./nl";
import { pl } from "./pl";
import { sv } from "./sv";
import { ptPT } from "./pt-PT";
import { ar } from "./ar";
import { he } from "./he";
import { fa } from "./fa";
import { ur } from "./ur";
import { hi } from "./hi";
import { bn } from "./bn";
import { ta } from "./ta";
import { th } from "./th";
import { ko } from "./ko";
import { zhHans } from "./zh-Hans";
import { zhHant } from "./zh-Hant";
import { vi } from "./vi";
import { id } from "./id";
import { ms } from "./ms";
import { tl } from "./tl";
import { tr } from "./tr";
import { el } from "./el";
import { ru } from "./ru";
import { uk } from "./uk";
import { cs } from "./cs";
import { sk } from "./sk";
import { hu } from "./hu";
import { ro } from "./ro";
import { bg } from "./bg";
import { hr } from "./hr";
import { sr } from "./sr";
import { srLatn } from "./sr-Latn";
import { sl } from "./sl";
import { da } from "./da";
import { nb } from "./nb";
import { fi } from "./fi";
import { et } from "./et";
import { lv } from "./lv";
import { lt } from "./lt";
import { ca } from "./ca";
import { sw } from "./sw";
import { af } from "./af";

export type { RequestWords };

/**
 * The request forms' visitor-facing words, one table per site language (./<lang>.ts), each typed by the
 * English table: a missing language or key is a type error, and the site-languages test checks every leaf.
 */
export const REQUEST_WORDS: Readonly<Record<SiteLanguage, RequestWords>> = {
  en,
  es,
  fr,
  de,
  pt,
  ja,
  it,
  nl,
  pl,
  sv,
  "pt-PT": ptPT,
  ar,
  he,
  fa,
  ur,
  hi,
  bn,
  ta,
  th,
  ko,
  "zh-Hans": zhHans,
  "zh-Hant": zhHant,
  vi,
  id,
  ms,
  tl,
  tr,
  el,
  ru,
  uk,
  cs,
  sk,
  hu,
  ro,
  bg,
  hr,
  sr,
  "sr-Latn": srLatn,
  sl,
  da,
  nb,
  fi,
  et,
  lv,
  lt,
  ca,
  sw,
  af,
};
