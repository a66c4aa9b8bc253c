import { type Html, html, raw } from "./html";
import type { SiteContent } from "./schema";
import { SHARE_CARD_SIZE, shareCardKey } from "./share-card";
import { jsonLdText, structuredData } from "./structured-data";

/**
 * What the page's head tells search engines and chat apps, besides its title and description: the
 * share card (og:image, twitter:card), its locale (og:locale), and the schema.org JSON-LD of the
 * owner's facts. All of it derived from the content the page renders; nothing here is the writer's.
 */

/** The file name of a site's share card beside its page ("/sites/{slug}/card.png"). */
export const SHARE_CARD_FILE = "card.png";

/** "en" -> "en_US", "pt-BR" -> "pt_BR", "ja" -> "ja_JP": the language's likely region (CLDR, through Intl). */
export function ogLocale(lang: string): string | null {
  try {
    const max = new Intl.Locale(lang).maximize();
    return max.region ? `${max.language}_${max.region}` : null;
  } catch {
    return null;
  }
}

/** The share card's address for a page at `canonical`; versioned by what is drawn on it, so a rebuilt card is fetched anew. */
export function shareCardUrl(canonical: string, content: SiteContent): string {
  return `${new URL(SHARE_CARD_FILE, canonical).href}?v=${shareCardKey(content)}`;
}

export function discoveryHead(content: SiteContent, meta: { canonical: string | null; mediaBase?: string }): Html {
  const locale = ogLocale(content.lang ?? content.language);
  const data = structuredData(content, meta);
  const card = meta.canonical ? shareCardUrl(meta.canonical, content) : null;
  return html`${locale && html`<meta property="og:locale" content="${locale}">`}${
    card &&
    html`<meta property="og:image" content="${card}"><meta property="og:image:type" content="image/png"><meta property="og:image:width" content="${String(SHARE_CARD_SIZE.width)}"><meta property="og:image:height" content="${String(SHARE_CARD_SIZE.height)}"><meta property="og:image:alt" content="${content.brandName}">`
  }<meta name="twitter:card" content="${card ? "summary_large_image" : "summary"}">${
    // JSON text escaped for the element (jsonLdText): `raw` only so the HTML escaper does not turn its quotes into entities.
    data && html`<script type="application/ld+json">${raw(jsonLdText(data))}</script>`
  }`;
}
