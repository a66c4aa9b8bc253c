/** Testimonial motion (spec section 4): fade in the first time a card is 20% visible, 0.15 s apart. */
export const REVEAL_THRESHOLD = 0.2;
export const REVEAL_STAGGER_S = 0.15;

/**
 * Hides the given elements until each first scrolls into view, then fades it in with a delay of
 * REVEAL_STAGGER_S x its index. Nothing happens (content stays visible) without IntersectionObserver
 * or when the visitor prefers reduced motion.
 */
export function revealOnFirstView(elements: ArrayLike<HTMLElement>): void {
  if (typeof IntersectionObserver === "undefined" || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const items = Array.from(elements);
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const el = entry.target as HTMLElement;
        el.style.transitionDelay = `${items.indexOf(el) * REVEAL_STAGGER_S}s`;
        el.classList.add("reveal-in");
        el.classList.remove("reveal-pending");
        observer.unobserve(el);
      }
    },
    { threshold: REVEAL_THRESHOLD },
  );
  for (const el of items) {
    el.classList.add("reveal-pending");
    observer.observe(el);
  }
}
