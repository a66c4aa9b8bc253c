import { ILLUSTRATIONS } from "./illustrations.data";

/**
 * The hero's picture when the owner uploaded none: the trade's illustration (pictures.ts) drawn in
 * the palette, on a decorative background generated from the palette and the business's name
 * (circles, a dot grid, a soft arc), so a hero is never an empty half. Inline SVG only: no request,
 * nothing for the hosted CSP to allow. Colours come from CSS classes (.fp primary, .fa accent,
 * .fs surface, .fb background), so the editor's palette changes repaint it.
 */

export function hasIllustration(name: string | undefined): name is string {
  return !!name && Object.hasOwn(ILLUSTRATIONS, name);
}

/** The illustration alone (decorative: the page's words say what the business does). */
export function illustrationSvg(name: string, cls = "ill"): string {
  const body = ILLUSTRATIONS[name];
  if (!body) return "";
  return `<svg class="${cls}" viewBox="0 0 32 32" aria-hidden="true" focusable="false">${body}</svg>`;
}

/** A small number from a string, for varying the background between businesses (stable per name). */
export function seedOf(text: string): number {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ (ch.codePointAt(0) ?? 0), 16777619);
  return h >>> 0;
}

export type ArtVariant = "panel" | "banner" | "medallion" | "line";

/**
 * Where each of two or three composed drawings goes in the square one drawing takes: x, y and size as
 * shares of its side (two on a diagonal, three in a triangle), so a composition fills the same frame.
 */
const COMPOSED: Record<number, ReadonlyArray<readonly [number, number, number]>> = {
  1: [[0, 0, 1]],
  2: [
    [0, 0, 0.6],
    [0.42, 0.42, 0.58],
  ],
  3: [
    [0.25, 0, 0.52],
    [0, 0.5, 0.5],
    [0.52, 0.5, 0.48],
  ],
};

/** The hero artwork: backdrop and illustration (or two or three composed) in one SVG, in the layout's variant. */
export function heroArtwork(picture: string | readonly string[], seed: number, variant: ArtVariant): string {
  const bodies = (typeof picture === "string" ? [picture] : picture)
    .map((p) => ILLUSTRATIONS[p])
    .filter((b): b is string => !!b)
    .slice(0, 3);
  if (!bodies.length) return "";
  const r = (n: number, spread: number) => ((seed >>> n) % spread) - spread / 2;
  const layout = COMPOSED[bodies.length] ?? COMPOSED[1];
  const ill = (x: number, y: number, size: number, cls: string) =>
    bodies
      .map((body, i) => {
        const [dx, dy, share] = layout?.[i] ?? [0, 0, 1];
        const at = (v: number) => Math.round(v * 10) / 10;
        return `<g class="${cls}" transform="translate(${at(x + dx * size)} ${at(y + dy * size)}) scale(${+((size * share) / 32).toFixed(4)})">${body}</g>`;
      })
      .join("");
  // A dot grid: rows of zero-length dashes with round caps (no pattern, so no url() reference).
  const dotGrid = (x: number, y: number, w: number, h: number, opacity: number) => {
    let d = "";
    for (let yy = y; yy <= y + h; yy += 22) d += `M${x} ${yy}h${w}`;
    return `<path d="${d}" class="sa" stroke-width="4.4" stroke-linecap="round" stroke-dasharray="0 22" fill="none" opacity="${opacity}"/>`;
  };
  const dots = "";
  if (variant === "panel") {
    const cx = 350 + r(3, 40);
    return (
      `<svg class="art" viewBox="0 0 440 380" aria-hidden="true" focusable="false">${dots}` +
      `<rect x="30" y="40" width="360" height="310" rx="36" class="fs"/>` +
      dotGrid(250, 232, 176, 132, 0.55) +
      `<circle cx="${cx}" cy="${80 + r(7, 30)}" r="${54 + r(11, 16)}" class="fa" opacity=".85"/>` +
      `<circle cx="${70 + r(13, 30)}" cy="320" r="26" class="fp" opacity=".18"/>` +
      ill(100, 75, 240, "ip") +
      `</svg>`
    );
  }
  if (variant === "banner") {
    return (
      `<svg class="art" viewBox="0 0 600 600" aria-hidden="true" focusable="false">${dots}` +
      `<circle cx="300" cy="300" r="290" class="fa" opacity=".2"/>` +
      dotGrid(40 + r(3, 40), 380, 220, 198, 0.5) +
      `<circle cx="300" cy="300" r="205" class="fb" opacity=".96"/>` +
      ill(160, 160, 280, "ip") +
      `</svg>`
    );
  }
  if (variant === "medallion") {
    return (
      `<svg class="art med" viewBox="0 0 220 220" aria-hidden="true" focusable="false">${dots}` +
      dotGrid(14, 14, 192, 192, 0.4) +
      `<circle cx="110" cy="110" r="84" class="fb"/>` +
      `<circle cx="110" cy="110" r="84" fill="none" class="sa" stroke-width="2"/>` +
      ill(58, 58, 104, "ip") +
      `</svg>`
    );
  }
  // line: a large drawing over a soft arc and dots, for the minimal layout.
  return (
    `<svg class="art" viewBox="0 0 440 400" aria-hidden="true" focusable="false">${dots}` +
    `<path d="M40 360 A180 180 0 0 1 400 360 Z" class="fs"/>` +
    dotGrid(300 + r(5, 30), 20, 130, 132, 0.6) +
    ill(90, 60, 260, "ip") +
    `</svg>`
  );
}

/**
 * An offering's picture when the owner has none for it but has one for another offering of the row:
 * the illustration on a palette backdrop in the frame a photo takes (4:3), so photo cards and the
 * others line up. Decorative, like the hero's artwork; varied by `seed` (the offering's name).
 */
export function tileArtwork(picture: string, seed: number): string {
  const body = ILLUSTRATIONS[picture];
  if (!body) return "";
  const r = (n: number, spread: number) => ((seed >>> n) % spread) - spread / 2;
  const left = seed % 2 === 0;
  let dots = "";
  for (let y = 30; y <= 110; y += 20) dots += `M${left ? 300 : 24} ${y}h76`;
  return (
    `<svg class="art tile" viewBox="0 0 400 300" aria-hidden="true" focusable="false">` +
    `<rect width="400" height="300" class="fb"/>` +
    `<rect width="400" height="300" class="fa" opacity=".16"/>` +
    `<circle cx="${(left ? 70 : 330) + r(3, 40)}" cy="${240 + r(7, 30)}" r="${70 + r(11, 20)}" class="fa" opacity=".5"/>` +
    `<path d="${dots}" class="sa" stroke-width="4" stroke-linecap="round" stroke-dasharray="0 19" fill="none" opacity=".6"/>` +
    `<circle cx="200" cy="150" r="96" class="fb"/>` +
    `<g class="ip" transform="translate(136 86) scale(4)">${body}</g>` +
    `</svg>`
  );
}
