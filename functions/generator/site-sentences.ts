/** Sentences about the website itself ("I want a modern site", "please add SEO"): not visitor copy. */
export const META_SENTENCE =
  /\b(web ?sites?|web ?pages?|landing pages?|home ?pages?|the site|this site|a site|sitio web|p[aá]gina web|site (?:web|internet)|webseite|homepage)\b|^(?:i|we)(?:'d| would)?\s+(?:want|need|like|love|require|are looking|am looking)\b|\b(?:please|make (?:it|sure)|should (?:look|have|be|include))\b|ホームページ|サイト/iu;

/** A sentence that names the website (or its look): an instruction to the site maker when nothing else in it is for visitors. */
export const SITE_SENTENCE =
  /\b(web ?sites?|web ?pages?|landing pages?|home ?pages?|the site|this site|a site|sitio web|p[aá]gina web|site (?:web|internet)|webseite|homepage|make it|look(?:s|ing)? (?:like|good|great|nice|modern|clean))\b|ホームページ|サイト/iu;
