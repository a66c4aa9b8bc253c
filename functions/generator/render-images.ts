import { escapeHtml as e } from "./render";

/**
 * The owner's uploaded images in a section (issue 16): a grid of figures under the section's own
 * content. Only files named as the upload route names them ("{20 hex}.{png|jpg|webp|avif}") are
 * drawn, always from the site's own media folder, so the hosted CSP's `img-src 'self'` covers them.
 */
export const MEDIA_FILE = /^[a-f0-9]{20}\.(?:png|jpg|webp|avif)$/;

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
