import { escapeHtml as e } from "../html";

/**
 * The owner's uploaded images in a section: a grid of figures under the section's own
 * content. Only files named as the upload route names them ("{20 hex}.{png|jpg|webp|avif}") are
 * drawn, always from the site's own media folder, so the hosted CSP's `img-src 'self'` covers them.
 */
export const MEDIA_FILE = /^[a-f0-9]{20}\.(?:png|jpg|webp|avif)$/;

type ImageRef = { id: string; alt: string; width?: number; height?: number };

/** The header logo and the hero image; only added to a page that draws them. */
export const LOGO_CSS = `.logo{display:block;height:2.5rem;width:auto;max-width:12rem;object-fit:contain}`;
export const HERO_IMAGE_CSS = `.hero-img{display:block;width:100%;height:auto;max-width:36rem;margin:2rem auto 0;border-radius:1rem;object-fit:cover}.l-classic .hero-img{margin:0 auto}.hero-img:not([width]){aspect-ratio:4/3}`;

/** width/height attributes: with `height:auto` in CSS they reserve the image's box before the file arrives. */
function sizeAttrs(image: ImageRef): string {
  return image.width && image.height ? ` width="${image.width}" height="${image.height}"` : "";
}

/** The owner's logo for the header, or null when none is set (or its name is not an uploaded file's). */
export function logoHtml(logo: ImageRef | undefined, brandName: string, mediaBase: string | undefined): string | null {
  if (!logo || !mediaBase || !MEDIA_FILE.test(logo.id)) return null;
  // The brand link also prints the name, so a logo without its own words is decoration for screen readers.
  const alt = logo.alt.trim() && logo.alt.trim() !== brandName.trim() ? logo.alt : "";
  return `<img class="logo" src="${e(mediaBase + logo.id)}" alt="${e(alt)}"${sizeAttrs(logo)}>`;
}

/** The hero's uploaded image, drawn eagerly (it is the largest thing above the fold), or null. */
export function heroImageHtml(image: ImageRef | undefined, mediaBase: string | undefined): string | null {
  if (!image || !mediaBase || !MEDIA_FILE.test(image.id)) return null;
  return `<img class="hero-img" src="${e(mediaBase + image.id)}" alt="${e(image.alt)}"${sizeAttrs(image)} fetchpriority="high" decoding="async">`;
}

export const IMAGE_CSS = `.pics{display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr));margin-top:1.5rem}.pics figure{margin:0}.pics img{display:block;width:100%;height:auto;border-radius:.75rem;aspect-ratio:4/3;object-fit:cover;background:var(--surface,#eee)}`;

export function sectionImagesHtml(images: ReadonlyArray<{ id: string; alt: string }>, mediaBase: string): string {
  const shown = images.filter((i) => MEDIA_FILE.test(i.id));
  if (!shown.length) return "";
  return `<div class="pics">${shown.map((i) => `<figure><img src="${e(mediaBase + i.id)}" alt="${e(i.alt)}" loading="lazy" decoding="async"></figure>`).join("")}</div>`;
}

/** A section's body with its images after it; a section with no body of its own (a gallery) shows just its images. */
export function withImages(body: string | null, images: ReadonlyArray<{ id: string; alt: string }>, mediaBase: string | undefined): string | null {
  const pics = mediaBase ? sectionImagesHtml(images, mediaBase) : "";
  if (!pics) return body;
  return (body ?? "") + pics;
}

/**
 * An offering's own photo, above its name (services, products) or beside it (a menu); the drawn tile of
 * a card without one (artwork.ts `tileArtwork`) takes the same frame.
 */
export const ITEM_IMAGE_CSS = `.item-img,.art.tile{display:block;width:100%;height:auto;aspect-ratio:4/3;object-fit:cover;border-radius:.75rem;margin-bottom:.75rem;background:var(--surface,#eee)}.art.tile{overflow:hidden}.menu .item-img{width:6rem;float:right;margin:0 0 .5rem 1rem}.menu li{overflow:hidden}`;

export function itemImageHtml(image: ImageRef | undefined, mediaBase: string | undefined): string | null {
  if (!image || !mediaBase || !MEDIA_FILE.test(image.id)) return null;
  return `<img class="item-img" src="${e(mediaBase + image.id)}" alt="${e(image.alt)}"${sizeAttrs(image)} loading="lazy" decoding="async">`;
}
