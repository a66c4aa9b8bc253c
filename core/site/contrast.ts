/**
 * WCAG 2.x contrast helpers. Colours are hex strings (#rgb or #rrggbb); anything else throws,
 * so a palette can never smuggle arbitrary CSS into the rendered page.
 */
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

export function isHexColor(value: string): boolean {
  return HEX.test(value);
}

export function parseHex(color: string): [number, number, number] {
  if (!HEX.test(color)) throw new RangeError(`Not a hex colour: ${color}`);
  let hex = color.slice(1);
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join("");
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

/** Relative luminance as defined by WCAG 2.x. */
export function relativeLuminance(color: string): number {
  const [r, g, b] = parseHex(color).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const la = relativeLuminance(a);
  const lb = relativeLuminance(b);
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for normal-size text. */
export const AA_TEXT = 4.5;

export function meetsAA(foreground: string, background: string): boolean {
  return contrastRatio(foreground, background) >= AA_TEXT;
}

/** Near-black or white, whichever reads better on the background. */
export function readableOn(background: string, dark = "#111111", light = "#ffffff"): string {
  return contrastRatio(dark, background) >= contrastRatio(light, background) ? dark : light;
}

/** Keep the foreground if it passes AA on every background, otherwise fall back to black or white. */
export function ensureReadable(foreground: string, ...backgrounds: string[]): string {
  if (backgrounds.every((bg) => meetsAA(foreground, bg))) return foreground;
  for (const candidate of ["#111111", "#000000", "#ffffff"]) {
    if (backgrounds.every((bg) => meetsAA(candidate, bg))) return candidate;
  }
  return readableOn(backgrounds[0] ?? "#ffffff");
}
