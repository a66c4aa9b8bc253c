/**
 * Places the owner's own pictures (given before generation) in the written content: the logo in the
 * header, the first photo as the hero, a photo whose "what it shows" names an offering next to that
 * offering, every other photo in a gallery section. Nothing else changes; with no photos the
 * content (and its illustration) is returned as it was. Pure.
 */
import type { GeneratorPhoto, GeneratorPhotos } from "../../core/project-photos";
import type { ImageRef, SiteContent } from "../../core/site/schema";
import { stringsFor } from "../../core/site/i18n";

/** Most sections a page has (siteContentSchema). */
const SECTIONS_MAX = 16;

const ref = (p: GeneratorPhoto): ImageRef => ({
  id: p.file,
  alt: p.alt,
  ...(p.width && p.height ? { width: p.width, height: p.height } : {}),
});

/** Lower case, no accents, words only: "Crème Brûlée!" and "creme brulee" compare equal. */
const words = (s: string) =>
  s
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

/** Whether the photo's "what it shows" names this offering (the whole name, or the name within it, or it within the name). */
function names(shows: string, offering: string): boolean {
  const a = words(shows);
  const b = words(offering);
  if (!a || !b) return false;
  return a === b || ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);
}

export function placePhotos(content: SiteContent, photos: GeneratorPhotos | null | undefined): SiteContent {
  if (!photos || (!photos.logo && photos.photos.length === 0)) return content;
  const out: SiteContent = structuredClone(content);
  if (photos.logo) out.logo = ref(photos.logo);
  const [first, ...rest] = photos.photos;
  if (first) {
    out.hero.image = ref(first);
  }
  const gallery: ImageRef[] = [];
  for (const photo of rest) {
    const shows = photo.shows?.trim();
    let placed = false;
    if (shows) {
      for (const section of out.sections) {
        if (section.kind !== "offerings" || placed) continue;
        for (const group of section.groups) {
          const item = group.items.find((i) => !i.image && names(shows, i.name));
          if (item) {
            item.image = ref(photo);
            placed = true;
            break;
          }
        }
      }
    }
    if (!placed) gallery.push(ref(photo));
  }
  if (gallery.length) {
    const existing = out.sections.find((s) => s.kind === "gallery");
    if (existing) {
      existing.hidden = false;
      existing.images = [...existing.images, ...gallery];
    } else if (out.sections.length >= SECTIONS_MAX) {
      // No room for another section: the photos go under the first one (the about text, usually).
      const host = out.sections.find((s) => !s.hidden) ?? out.sections[0]!;
      host.images = [...host.images, ...gallery];
    } else {
      const section = { kind: "gallery" as const, id: "gallery", heading: stringsFor(out.language).headings.gallery, hidden: false, images: gallery };
      // Before the contact section (the page's last word), else at the end.
      const at = out.sections.findIndex((s) => s.kind === "contact");
      if (out.sections.some((s) => s.id === "gallery")) section.id = "photos";
      out.sections.splice(at === -1 ? out.sections.length : at, 0, section);
    }
  }
  return out;
}
