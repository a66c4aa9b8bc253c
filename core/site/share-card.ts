import { ILLUSTRATIONS } from "./illustrations.data";
import { hasIllustration, seedOf } from "./artwork";
import { NEUTRAL_PICTURE, pictureForWords } from "./pictures";
import { type SiteContent, defaultStyleFor, normalizeStyle } from "./schema";
import { escapeHtml } from "../html";

/**
 * The share card: the picture a chat app or a social network shows for a link to the site, 1200 x 630
 * (Open Graph's large image). Drawn as SVG from the site's name, its town as the owner typed it, its
 * trade's picture and its palette; a host turns the SVG into PNG (resvg, with fonts from npm packages).
 * Pure: the same SVG on every host.
 */

export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** Scripts written right to left (the card mirrors its layout for them). */
const RTL = /[\p{sc=Arabic}\p{sc=Hebrew}\p{sc=Syriac}\p{sc=Thaana}\p{sc=Nko}]/u;
/** Scripts written without spaces between words: a line may break between any two characters. */
const NO_SPACES = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}]/u;
const WIDE = /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Hangul}\u3000-\u303f\uff00-\uffef]/u;

export function isRightToLeft(text: string): boolean {
  return RTL.test(text);
}

/** The site's picture: the trade's illustration stored with the content, else one its offerings name, else the neutral one. */
export function cardPicture(content: SiteContent): string {
  if (hasIllustration(content.hero.picture)) return content.hero.picture;
  const offerings = content.sections.flatMap((s) => (s.kind === "offerings" ? s.groups.flatMap((g) => g.items.map((i) => i.name)) : []));
  return pictureForWords(offerings.join(" · ")) ?? NEUTRAL_PICTURE;
}

export interface ShareCardInput {
  name: string;
  /** The owner's town, as typed; absent when they gave none. */
  place?: string;
  lang: string;
  picture: string;
  palette: { primary: string; primaryText: string; accent: string; background: string; surface: string; text: string; muted: string };
}

export function shareCardInput(content: SiteContent): ShareCardInput {
  const style = normalizeStyle(content.theme ?? defaultStyleFor("Other"), "Other");
  return {
    name: content.brandName,
    ...(content.facts.city ? { place: content.facts.city } : {}),
    lang: content.lang ?? content.language,
    picture: cardPicture(content),
    palette: style.palette,
  };
}

/** A short stable key of what the card draws: the same content draws the same card (the cache's key and the URL's version). */
export function shareCardKey(content: SiteContent): string {
  const input = shareCardInput(content);
  return `${CARD_DESIGN}${seedOf(JSON.stringify(input)).toString(36)}`;
}
/** Bumped when the drawing itself changes, so every card is made again. */
const CARD_DESIGN = "2";

/** Width of a text in em, near enough to wrap lines (bold sans: Latin ~0.6 em a letter, CJK 1 em). */
export function emWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += WIDE.test(ch) ? 1 : /[\p{Lu}\p{N}]/u.test(ch) ? 0.68 : /\s/u.test(ch) ? 0.28 : /[\p{M}]/u.test(ch) ? 0 : 0.58;
  return w;
}

/** The name in at most `maxLines` lines of at most `maxEm` em, by words (by characters where words have no spaces); the last line cut with an ellipsis. */
export function wrapLines(text: string, maxEm: number, maxLines: number): string[] {
  const words = NO_SPACES.test(text) ? (Array.from(text.replace(/\s+/g, " ")) as string[]) : text.split(/(\s+)/u).filter(Boolean);
  // A word wider than the line ("<script>alert('x')</script>", a URL) is cut into pieces that fit.
  const units = words.flatMap((word) => {
    if (emWidth(word) <= maxEm) return [word];
    const pieces: string[] = [];
    let piece = "";
    for (const ch of Array.from(word)) {
      if (piece && emWidth(piece + ch) > maxEm) {
        pieces.push(piece);
        piece = "";
      }
      piece += ch;
    }
    if (piece) pieces.push(piece);
    return pieces.flatMap((p, i) => (i === 0 ? [p] : [" ", p]));
  });
  const lines: string[] = [];
  let line = "";
  for (const unit of units) {
    const next = line + unit;
    if (line.trim() && emWidth(next.trim()) > maxEm) {
      lines.push(line.trim());
      line = unit.trim() ? unit : "";
    } else line = next;
  }
  if (line.trim()) lines.push(line.trim());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] as string;
  while (last && emWidth(`${last}…`) > maxEm) last = Array.from(last).slice(0, -1).join("");
  kept[maxLines - 1] = `${last.trim()}…`;
  return kept;
}

/** The largest size (px) at which the name fits in three lines of the text column, and its lines. */
function fitName(name: string, column: number): { size: number; lines: string[] } {
  for (const size of [104, 92, 80, 70, 62, 54]) {
    const lines = wrapLines(name, column / size, 3);
    if (!lines.some((l) => l.endsWith("…")) || size === 54) return { size, lines };
  }
  return { size: 54, lines: wrapLines(name, column / 54, 3) };
}

/** The fonts a card's text asks for, in order; the host loads the ones it has (and falls back per character). */
export const CARD_FONT_FAMILY = "Noto Sans, Noto Sans Arabic, Noto Sans Hebrew, Noto Sans JP, Noto Sans SC, Noto Sans KR, sans-serif";

/** Text for the SVG: escaped, without the control characters XML cannot carry. */
const svgText = (s: string) => escapeHtml(s.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, ""));

export function shareCardSvg(input: ShareCardInput): string {
  const { width: W, height: H } = SHARE_CARD_SIZE;
  const p = input.palette;
  const rtl = isRightToLeft(input.name);
  const seed = seedOf(input.name);
  const body = ILLUSTRATIONS[input.picture] ?? ILLUSTRATIONS[NEUTRAL_PICTURE] ?? "";
  // The picture's disc on one side, the words on the other (mirrored for right-to-left names).
  const discX = rtl ? 300 : W - 300;
  const textX = rtl ? W - 80 : 80;
  const anchor = rtl ? "end" : "start";
  const column = 560;
  const { size, lines } = fitName(input.name, column);
  const lineHeight = Math.round(size * 1.18);
  const place = input.place ? wrapLines(input.place, column / 40, 1)[0] : undefined;
  const blockHeight = lines.length * lineHeight + (place ? 70 : 0);
  let y = Math.round((H - blockHeight) / 2 + size * 0.95);
  const words: string[] = [];
  for (const line of lines) {
    words.push(
      `<text x="${textX}" y="${y}" font-size="${size}" font-weight="700" fill="${p.text}" text-anchor="${anchor}"${rtl ? ' direction="rtl"' : ""}>${svgText(line)}</text>`,
    );
    y += lineHeight;
  }
  if (place)
    words.push(
      `<text x="${textX}" y="${y - lineHeight + size * 0.2 + 62}" font-size="40" font-weight="400" fill="${p.muted}" text-anchor="${anchor}"${rtl ? ' direction="rtl"' : ""}>${svgText(place)}</text>`,
    );
  const jitter = (n: number, spread: number) => ((seed >>> n) % spread) - spread / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${CARD_FONT_FAMILY}">` +
    `<rect width="${W}" height="${H}" fill="${p.background}"/>` +
    `<rect x="0" y="${H - 18}" width="${W}" height="18" fill="${p.primary}"/>` +
    `<circle cx="${discX + jitter(3, 60)}" cy="${150 + jitter(7, 40)}" r="${120 + jitter(11, 30)}" fill="${p.accent}" opacity=".55"/>` +
    `<circle cx="${discX}" cy="${H / 2}" r="230" fill="${p.surface}"/>` +
    `<circle cx="${discX}" cy="${H / 2}" r="230" fill="none" stroke="${p.primary}" stroke-opacity=".25" stroke-width="6"/>` +
    `<g color="${p.primary}" transform="translate(${discX - 150} ${H / 2 - 150}) scale(${300 / 32})">${body}</g>` +
    words.join("") +
    `</svg>`
  );
}
