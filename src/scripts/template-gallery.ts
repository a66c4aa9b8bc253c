/**
 * The template gallery is rendered at build time from the shipped templates; this script brings it
 * up to date with GET /api/templates when the gallery comes near the screen, so templates an admin
 * adds or deactivates show correctly. Without an answer, the built gallery stays as it is.
 */
import type { TemplateDto } from "../../functions/services/templates";
import { formatUsd, parseCents } from "../../core/money";
import { priceProject } from "../../core/pricing";

/** Only same-site paths and https images; anything else shows the blank preview. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith("/") && !url.startsWith("//")) return url;
  return /^https:\/\/[^\s"'<>]+$/i.test(url) ? url : null;
}

function fill(card: HTMLElement, t: TemplateDto): HTMLElement {
  card.dataset.name = t.name;
  const set = (field: string, text: string) => {
    const el = card.querySelector<HTMLElement>(`[data-field="${field}"]`);
    if (el) el.textContent = text;
  };
  set("name", t.name);
  set("category", t.category);
  set("description", t.description ?? "");
  let price: ReturnType<typeof priceProject> | null = null;
  try {
    price = priceProject(t.basePrice);
  } catch {
    /* a malformed price shows as blank rather than breaking the gallery */
  }
  set("base", price ? formatUsd(parseCents(price.basePrice)) : "");
  set("total", price ? formatUsd(price.totalCents) : "");
  const src = safeImageUrl(t.imageUrl);
  let img = card.querySelector<HTMLImageElement>('[data-field="image"]');
  if (!img && src) {
    // The blank card has no <img> (an image without a source is invalid HTML): make one.
    img = card.ownerDocument.createElement("img");
    img.dataset.field = "image";
    img.width = 640;
    img.height = 400;
    img.loading = "lazy";
    img.decoding = "async";
    img.className = "size-full object-cover";
    card.querySelector('[data-field="image-frame"]')?.append(img);
  }
  // A built card keeps its optimized screenshot while the template's image URL is unchanged.
  if (img && !(src && img.dataset.imageUrl === src)) {
    img.hidden = !src;
    img.dataset.imageUrl = src ?? "";
    if (src) {
      img.src = src;
      img.alt = `Preview of the ${t.name} template`;
    }
  }
  return card;
}

export async function refreshGallery(root: HTMLElement, fetcher: typeof fetch = fetch): Promise<void> {
  const list = root.querySelector<HTMLElement>("[data-template-list]");
  const blank = root.querySelector<HTMLTemplateElement>("template[data-template-card-template]");
  if (!list || !blank) return;
  let templates: TemplateDto[];
  try {
    const res = await fetcher("/api/templates", { credentials: "include" });
    if (!res.ok) return;
    templates = (await res.json()) as TemplateDto[];
    if (!Array.isArray(templates)) return;
  } catch {
    return;
  }
  const existing = new Map<string, HTMLElement>();
  list.querySelectorAll<HTMLElement>("[data-template-card]").forEach((card) => existing.set(card.dataset.name ?? "", card));
  const cards = templates
    .filter((t) => t.isActive !== false)
    .map((t) => {
      const card = existing.get(t.name);
      if (card) return fill(card, t);
      const clone = blank.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
      return clone ? fill(clone, t) : null;
    })
    .filter((c): c is HTMLElement => c !== null);
  list.replaceChildren(...cards);
}

export function initTemplateGallery(doc: Document): void {
  const root = doc.querySelector<HTMLElement>("[data-template-gallery]");
  if (!root) return;
  const run = () => {
    void refreshGallery(root).finally(() => root.setAttribute("data-refreshed", "true"));
  };
  if (!("IntersectionObserver" in window)) {
    run();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        run();
      }
    },
    { rootMargin: "600px 0px" },
  );
  observer.observe(root);
}
