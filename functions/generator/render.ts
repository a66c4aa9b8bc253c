import { type IconName, ICONS, KIND_ICON, cycleIcon, iconFor } from "./icons";
import {
  type Palette,
  type Section,
  type SiteContent,
  type TemplateStyle,
  linkColor,
  normalizeStyle,
} from "./schema";

/**
 * One renderer turns content into a whole site: a single, self-contained HTML document with inline
 * CSS, no scripts and no external requests. Every string that came from content passes through
 * `escapeHtml` (text and attribute values alike); colours are validated hex before they reach CSS.
 */

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return String(value).replace(/[&<>"']/g, (c) => ESCAPES[c] as string);
}

/** Shorthand used everywhere below. */
const e = escapeHtml;

export interface RenderMeta {
  /** Absolute http(s) URL of the published site; anything else is ignored. */
  canonicalUrl?: string;
  /** ISO date; only its year is used (copyright line). Omitted: no year is printed. */
  generatedAt?: string;
}

const FONT_SANS = 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,"Noto Sans",sans-serif';
const FONT_SERIF = '"Iowan Old Style","Palatino Linotype",Palatino,"Book Antiqua",Georgia,Cambria,"Times New Roman",serif';

const KIND_ID: Readonly<Record<Section["kind"], string>> = {
  menu: "menu",
  services: "services",
  portfolio: "work",
  products: "shop",
  courses: "courses",
  care: "care",
  solutions: "solutions",
  highlights: "highlights",
  steps: "how-it-works",
};

const KIND_LABEL: Readonly<Record<Section["kind"], string>> = {
  menu: "Menu",
  services: "Services",
  portfolio: "Work",
  products: "Shop",
  courses: "Courses",
  care: "Services",
  solutions: "Solutions",
  highlights: "What we do",
  steps: "How it works",
};

function safeCanonical(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : null;
  } catch {
    return null;
  }
}

// -------------------------------------------------------------------------------------------------
// CSS
// -------------------------------------------------------------------------------------------------

function cssVars(p: Palette, style: TemplateStyle): string {
  const serif = style.font === "serif";
  const radius = { classic: "14px", bold: "6px", minimal: "0px", elegant: "3px" }[style.layout];
  return (
    `:root{--p:${p.primary};--pt:${p.primaryText};--a:${p.accent};--bg:${p.background};--sf:${p.surface};` +
    `--tx:${p.text};--mu:${p.muted};--ln:${linkColor(p)};--r:${radius};` +
    `--fh:${serif ? FONT_SERIF : FONT_SANS};--ff:${serif ? FONT_SERIF : FONT_SANS};--fu:${FONT_SANS}}`
  );
}

const BASE_CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
@media (prefers-reduced-motion:no-preference){html{scroll-behavior:smooth}}
body{margin:0;background:var(--bg);color:var(--tx);font:1.0625rem/1.65 var(--ff);-webkit-font-smoothing:antialiased}
svg{display:block}
h1,h2,h3{font-family:var(--fh);line-height:1.15;margin:0 0 .6rem;font-weight:700;letter-spacing:-.015em;overflow-wrap:anywhere}
h1{font-size:clamp(2.3rem,5.6vw,3.9rem)}
h2{font-size:clamp(1.8rem,3.6vw,2.6rem)}
h3{font-size:1.2rem;letter-spacing:0}
p{margin:0 0 1rem;overflow-wrap:anywhere}
a{color:var(--ln);text-underline-offset:.18em}
:focus-visible{outline:3px solid var(--ln);outline-offset:3px}
.wrap{width:min(1140px,100% - 2.5rem);margin-inline:auto}
.sprite{position:absolute;width:0;height:0;overflow:hidden}
.skip{position:absolute;left:.75rem;top:-5rem;z-index:9;padding:.7rem 1rem;background:var(--tx);color:var(--bg);border-radius:6px;font:700 1rem var(--fu)}
.skip:focus{top:.75rem}
.top{background:var(--bg)}
.bar{display:flex;align-items:center;justify-content:space-between;gap:.75rem 1.5rem;flex-wrap:wrap;padding:1rem 0}
.brand{display:inline-flex;align-items:center;gap:.65rem;color:var(--tx);text-decoration:none;font:700 1.2rem/1.2 var(--fh);overflow-wrap:anywhere}
.mark{width:36px;height:36px;flex:none}
.mark rect{fill:var(--p)}.mark text{fill:var(--pt);font:700 20px var(--fu)}
.nav ul{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;list-style:none;margin:0;padding:0}
.nav a{display:inline-block;color:var(--tx);text-decoration:none;font:600 .95rem/1.2 var(--fu);padding:.55rem 0;border-bottom:2px solid transparent}
.nav a:hover{border-color:var(--a)}
.btn{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:.8rem 1.5rem;border:2px solid var(--p);border-radius:var(--r);background:var(--p);color:var(--pt);font:700 1rem/1.2 var(--fu);text-decoration:none;text-align:center}
.btn:hover{filter:brightness(1.1)}
.btn.alt{background:transparent;color:var(--tx);border-color:currentColor}
.ctas{display:flex;flex-wrap:wrap;gap:.75rem;margin-top:2rem}
main>section{padding:clamp(3.5rem,8vw,6rem) 0;scroll-margin-top:4.5rem}
.tint{background:var(--sf)}
.eyebrow{font:700 .8rem/1.3 var(--fu);letter-spacing:.13em;text-transform:uppercase;color:var(--ln);margin:0 0 .9rem}
.lead{font-size:1.15rem;color:var(--mu)}
.sh{max-width:46rem;margin-bottom:2.75rem}
.sh p:last-child{margin-bottom:0}
.hero .sub{font-size:clamp(1.1rem,2vw,1.3rem);color:var(--mu);max-width:40rem}
.grid{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fill,minmax(min(100%,300px),1fr))}
.svc::before{content:"";display:block;width:2.5rem;height:4px;border-radius:2px;background:var(--a);margin-bottom:1.2rem}
.card{background:var(--sf);border-radius:var(--r);padding:1.6rem;display:flex;flex-direction:column}
.tint .card{background:var(--bg)}
.card p{color:var(--mu);margin:0}
.card h3{margin-bottom:.45rem}
.ic{width:48px;height:48px;border-radius:calc(var(--r) + 4px);display:grid;place-items:center;margin-bottom:1.1rem;background:color-mix(in srgb,var(--a) 30%,transparent);color:var(--tx)}
.ic svg,.i{width:24px;height:24px;fill:none;stroke:currentColor;stroke-width:1.8;stroke-linecap:round;stroke-linejoin:round}
.about{display:grid;gap:1rem 4rem;grid-template-columns:minmax(0,1fr) minmax(0,1.5fr);align-items:start}
.about .body p{font-size:1.1rem}
.about .body p:first-child{font-size:1.25rem;color:var(--tx)}
.about .body p+p{color:var(--mu)}
.menu{display:grid;gap:2.5rem 3.5rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,320px),1fr))}
.menu h3{font-size:1.35rem;padding-bottom:.6rem;margin-bottom:1rem;border-bottom:2px solid var(--a)}
.menu ul,.hours,.plain{list-style:none;margin:0;padding:0}
.menu li{margin-bottom:1.15rem}
.mrow{display:flex;align-items:baseline;gap:.6rem;font-weight:700}
.mrow .dots{flex:1;border-bottom:2px dotted color-mix(in srgb,var(--tx) 35%,transparent);transform:translateY(-.3em);min-width:1rem}
.mrow .price{white-space:nowrap}
.menu li p{color:var(--mu);margin:.15rem 0 0;font-size:.98rem}
.note{margin-top:2rem;color:var(--mu);font-size:.95rem}
.thumb{margin:-1.6rem -1.6rem 1.3rem;border-radius:var(--r) var(--r) 0 0;overflow:hidden;background:color-mix(in srgb,var(--a) 22%,var(--sf))}
.thumb svg{width:100%;height:auto}
.thumb .f1{fill:var(--p)}.thumb .f2{fill:var(--a)}.thumb .f3{fill:var(--bg)}
.chips{display:flex;flex-wrap:wrap;gap:.4rem;margin:0 0 .9rem;padding:0;list-style:none}
.chips li,.tag{display:inline-block;font:600 .8rem/1.2 var(--fu);padding:.35rem .65rem;border-radius:999px;border:1px solid color-mix(in srgb,var(--tx) 28%,transparent);color:var(--tx)}
.card .chips:last-child{margin:1rem 0 0}
.pfoot{display:flex;align-items:center;justify-content:space-between;gap:.75rem;margin-top:auto;padding-top:1.1rem}
.price{font:700 1.1rem/1.2 var(--fu);color:var(--tx)}
.care{display:grid;gap:1.5rem;grid-template-columns:minmax(0,2fr) minmax(0,1fr);align-items:start}
.care .grid{grid-template-columns:repeat(auto-fill,minmax(min(100%,240px),1fr))}
.hours li{display:flex;justify-content:space-between;gap:1rem;padding:.7rem 0;border-bottom:1px solid color-mix(in srgb,var(--tx) 15%,transparent)}
.hours li:last-child{border-bottom:0}
.hours span:last-child{font-weight:700;text-align:right;white-space:nowrap}
.steps{list-style:none;margin:0;padding:0;display:grid;gap:1.5rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,220px),1fr));counter-reset:s}
.steps li{counter-increment:s;position:relative;padding-top:3.6rem}
.steps li::before{content:counter(s);position:absolute;top:0;left:0;width:2.6rem;height:2.6rem;border-radius:50%;display:grid;place-items:center;background:var(--p);color:var(--pt);font:700 1.1rem var(--fu)}
.steps p{color:var(--mu);margin:0}
.quotes{display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,290px),1fr))}
.quote{margin:0;background:var(--sf);border-radius:var(--r);padding:1.75rem;display:flex;flex-direction:column}
.tint .quote{background:var(--bg)}
.quote svg{width:34px;height:34px;fill:var(--a);margin-bottom:.9rem}
.quote blockquote{margin:0 0 1.25rem;font-size:1.08rem}
.quote blockquote p{margin:0}
.quote figcaption{margin-top:auto;color:var(--mu);font-size:.95rem}
.quote figcaption strong{display:block;color:var(--tx);font-family:var(--fu)}
.faq{max-width:52rem}
.faq details{border-bottom:1px solid color-mix(in srgb,var(--tx) 18%,transparent)}
.faq summary{cursor:pointer;list-style:none;display:flex;justify-content:space-between;gap:1rem;padding:1.2rem 0;font:700 1.1rem/1.4 var(--fh)}
.faq summary::-webkit-details-marker{display:none}
.faq summary::after{content:"+";font:400 1.6rem/1 var(--fu);color:var(--ln)}
.faq details[open] summary::after{content:"\\2212"}
.faq details p{color:var(--mu);margin:0 0 1.3rem;max-width:46rem}
.contact{display:grid;gap:2rem 4rem;grid-template-columns:minmax(0,1fr) minmax(0,1fr);align-items:start}
.dl{margin:0;background:var(--sf);border-radius:var(--r);padding:1.75rem}
.tint .dl{background:var(--bg)}
.dl div{padding:.8rem 0;border-bottom:1px solid color-mix(in srgb,var(--tx) 15%,transparent)}
.dl div:first-child{padding-top:0}.dl div:last-child{border-bottom:0;padding-bottom:0}
.dl dt{font:700 .78rem/1.3 var(--fu);letter-spacing:.1em;text-transform:uppercase;color:var(--mu);margin-bottom:.2rem}
.dl dd{margin:0;font-size:1.08rem;overflow-wrap:anywhere}
.foot{background:var(--tx);color:var(--bg);padding:3rem 0 2.5rem}
.foot a{color:var(--bg)}
.foot .fin{display:flex;flex-wrap:wrap;justify-content:space-between;gap:1.5rem 3rem}
.foot .brand{color:var(--bg)}
.foot p{margin:.6rem 0 0;max-width:34rem}
.foot .small{font-size:.9rem}
.art{width:100%;height:auto}
.art .fp{fill:var(--p)}.art .fa{fill:var(--a)}.art .fs{fill:var(--sf)}.art .fb{fill:var(--bg)}
.art .sp{stroke:var(--p)}.art .sa{stroke:var(--a)}.art .ipt{stroke:var(--pt);fill:none}
@media (max-width:820px){.about,.care,.contact{grid-template-columns:1fr}main>section{scroll-margin-top:0}}
@media (max-width:520px){.ctas .btn{flex:1 1 100%}.nav ul{gap:.1rem 1rem}.nav a{font-size:.9rem}}
`;

const LAYOUT_CSS: Record<TemplateStyle["layout"], string> = {
  classic: `
.top{border-bottom:1px solid color-mix(in srgb,var(--tx) 12%,transparent)}
@media (min-width:821px){.top{position:sticky;top:0;z-index:5}}
.hero{padding-top:clamp(3rem,7vw,5.5rem)}
.hero-in{display:grid;gap:2.5rem 4rem;align-items:center;grid-template-columns:minmax(0,1.15fr) minmax(0,.85fr)}
.card,.quote{box-shadow:0 1px 2px rgb(0 0 0/.05),0 10px 28px -14px rgb(0 0 0/.22)}
@media (max-width:820px){.hero-in{grid-template-columns:1fr}.hero .art{max-width:260px;margin-inline:auto}}
`,
  bold: `
.top{background:var(--p)}
.top .brand,.top .nav a{color:var(--pt)}
.top .nav a:hover{border-color:var(--pt)}
.top .mark rect{fill:var(--pt)}.top .mark text{fill:var(--p)}
.top :focus-visible,.hero :focus-visible{outline-color:var(--pt)}
.hero{background:var(--p);color:var(--pt);position:relative;overflow:hidden;padding:clamp(4rem,11vw,8.5rem) 0}
.hero-in{position:relative;z-index:1}
.hero-copy{max-width:40rem}
.hero h1{font-size:clamp(2.5rem,6vw,4.6rem);letter-spacing:-.035em;font-weight:800}
.hero .eyebrow,.hero .sub{color:var(--pt)}
.hero .btn{background:var(--bg);color:var(--tx);border-color:var(--bg)}
.hero .btn.alt{background:transparent;color:var(--pt);border-color:var(--pt)}
.hero .art{position:absolute;right:-8rem;top:50%;transform:translateY(-50%);width:min(52vw,640px);z-index:0}
h2{font-weight:800;letter-spacing:-.03em}
.card{border-top:5px solid var(--a);box-shadow:0 12px 30px -18px rgb(0 0 0/.35)}
.quote{border-left:5px solid var(--a)}
@media (max-width:900px){.hero .art{display:none}}
`,
  minimal: `
.top{border-bottom:1px solid var(--tx)}
.hero{padding:clamp(4rem,12vw,9rem) 0 clamp(3rem,8vw,6rem)}
.hero h1{font-size:clamp(2.6rem,7.5vw,5.6rem);font-weight:600;letter-spacing:-.045em;max-width:15ch}
.hero .eyebrow::before{content:"";display:inline-block;width:2.2rem;height:2px;background:var(--a);vertical-align:middle;margin:-.2em .7rem 0 0}
.btn{border-radius:999px}
h2{font-weight:600;letter-spacing:-.03em}
.card,.tint .card{background:transparent;border-top:1px solid var(--tx);border-radius:0;padding:1.4rem 0 0}
.grid{gap:2.75rem 2.25rem}
.thumb{margin:0 0 1.2rem}
.ic{background:transparent;border:1px solid var(--tx);border-radius:50%}
.quote,.tint .quote{background:transparent;border-top:1px solid var(--tx);border-radius:0;padding:1.5rem 0 0}
.dl,.tint .dl{background:transparent;border:1px solid var(--tx)}
@media (min-width:821px){.sh{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1.3fr);gap:0 3rem;max-width:none;align-items:end}.sh .eyebrow{grid-column:1/-1}.sh h2{margin:0}}
`,
  elegant: `
.top{border-bottom:1px solid color-mix(in srgb,var(--tx) 14%,transparent)}
.bar{flex-direction:column;gap:.35rem;padding:1.5rem 0 .6rem}
.brand{font-size:1.65rem;font-weight:600;letter-spacing:.01em}
.nav ul{justify-content:center;gap:.1rem 1.6rem}
.nav a{text-transform:uppercase;letter-spacing:.16em;font-size:.78rem}
.hero{background:var(--sf);text-align:center;padding:clamp(3.5rem,9vw,6.5rem) 0}
.hero-copy{max-width:50rem;margin-inline:auto}
.hero .sub{margin-inline:auto}
.hero .ctas{justify-content:center}
.contact .orn{margin-left:0}
.note{text-align:center}
h1,h2{font-weight:600;letter-spacing:-.005em}
.orn{width:120px;height:14px;margin:0 auto 1.4rem}
.orn path{stroke:var(--a);stroke-width:2;fill:none}.orn .d{fill:var(--a);stroke:none}
.sh{text-align:center;margin-inline:auto}
.card,.tint .card{background:var(--bg);border:1px solid color-mix(in srgb,var(--tx) 14%,transparent)}
.quote,.tint .quote{background:var(--bg);border:1px solid color-mix(in srgb,var(--tx) 14%,transparent);text-align:center;align-items:center}
.quote blockquote{font-family:var(--fh);font-style:italic;font-size:1.15rem}
.faq{margin-inline:auto}
.about{grid-template-columns:1fr;max-width:46rem;margin-inline:auto;text-align:center}
`,
};

function minify(css: string): string {
  return css
    .replace(/\n+/g, "")
    .replace(/\s*([{}:;,>])\s*/g, "$1")
    .replace(/;}/g, "}")
    .trim();
}

// -------------------------------------------------------------------------------------------------
// Pieces
// -------------------------------------------------------------------------------------------------

class IconSprite {
  private used = new Set<IconName>();
  use(name: IconName, cls = "i"): string {
    this.used.add(name);
    return `<svg class="${cls}" aria-hidden="true" focusable="false"><use href="#i-${name}"/></svg>`;
  }
  /** A boxed icon for cards. */
  box(name: IconName): string {
    return `<span class="ic" aria-hidden="true">${this.use(name)}</span>`;
  }
  markup(): string {
    if (this.used.size === 0) return "";
    const symbols = [...this.used].map((n) => `<symbol id="i-${n}" viewBox="0 0 24 24">${ICONS[n]}</symbol>`).join("");
    return `<svg class="sprite" aria-hidden="true" focusable="false">${symbols}</svg>`;
  }
}

function firstLetter(name: string): string {
  const ch = Array.from(name.trim())[0] ?? "S";
  return ch.toLocaleUpperCase("en");
}

function markSvg(name: string): string {
  return `<svg class="mark" viewBox="0 0 36 36" aria-hidden="true" focusable="false"><rect width="36" height="36" rx="9"/><text x="18" y="25" text-anchor="middle">${e(firstLetter(name))}</text></svg>`;
}

function faviconHref(name: string, p: Palette): string {
  // XML-escape the letter inside the SVG, then percent-encode the whole data URL (no raw quotes
  // or angle brackets survive), then HTML-escape it as an attribute value like everything else.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="9" fill="${p.primary}"/><text x="18" y="25" font-family="Arial,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${p.primaryText}">${e(firstLetter(name))}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function heroArt(layout: TemplateStyle["layout"], icon: IconName): string {
  const glyph = ICONS[icon];
  if (layout === "classic") {
    return `<svg class="art" viewBox="0 0 440 380" aria-hidden="true" focusable="false"><rect x="30" y="40" width="360" height="310" rx="40" class="fs"/><circle cx="352" cy="78" r="58" class="fa"/><g class="fp" opacity=".28">${[0, 1, 2, 3]
      .flatMap((r) => [0, 1, 2, 3].map((c) => `<circle cx="${62 + c * 22}" cy="${262 + r * 22}" r="4"/>`))
      .join("")}</g><rect x="120" y="96" width="210" height="210" rx="34" class="fp"/><g transform="translate(165 141) scale(5)" class="ipt" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`;
  }
  if (layout === "bold") {
    return `<svg class="art" viewBox="0 0 600 600" aria-hidden="true" focusable="false"><circle cx="300" cy="300" r="290" class="fa" opacity=".22"/><circle cx="300" cy="300" r="200" fill="none" class="sa" stroke-width="2" opacity=".6"/><circle cx="300" cy="300" r="120" class="fa" opacity=".35"/><g transform="translate(240 240) scale(5)" class="ipt" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`;
  }
  if (layout === "elegant") return ornament();
  return "";
}

function ornament(): string {
  return `<svg class="orn" viewBox="0 0 120 14" aria-hidden="true" focusable="false"><path d="M0 7h46M74 7h46"/><path class="d" d="M60 0l7 7-7 7-7-7z"/></svg>`;
}

/** Decorative thumbnails for products and projects: six compositions, chosen by position. */
function thumb(i: number): string {
  const shapes = [
    `<circle cx="200" cy="120" r="70" class="f2"/><rect x="70" y="60" width="110" height="110" rx="18" class="f1"/>`,
    `<rect x="40" y="40" width="320" height="160" rx="20" class="f3"/><circle cx="120" cy="120" r="50" class="f1"/><rect x="200" y="80" width="120" height="14" rx="7" class="f2"/><rect x="200" y="110" width="90" height="14" rx="7" class="f2"/>`,
    `<path d="M0 240L120 90l80 90 60-50 140 110z" class="f1"/><circle cx="300" cy="70" r="34" class="f3"/>`,
    `<circle cx="140" cy="130" r="80" class="f1"/><circle cx="250" cy="110" r="60" class="f3"/>`,
    `<rect x="60" y="150" width="280" height="40" rx="20" class="f1"/><rect x="110" y="50" width="180" height="90" rx="45" class="f3"/>`,
    `<path d="M40 200V80l80-40 80 40v120zM220 200V110l70-40 70 40v90z" class="f1"/>`,
  ];
  return `<div class="thumb" aria-hidden="true"><svg viewBox="0 0 400 240" focusable="false">${shapes[i % shapes.length]}</svg></div>`;
}

function sectionHead(id: string, eyebrow: string | null, heading: string, intro: string | undefined, elegant: boolean): string {
  return (
    `<div class="sh">${elegant ? ornament() : ""}${eyebrow ? `<p class="eyebrow">${e(eyebrow)}</p>` : ""}` +
    `<h2 id="${id}-h">${e(heading)}</h2>${intro ? `<p class="lead">${e(intro)}</p>` : ""}</div>`
  );
}

/** A small label above a section heading, unless the heading already says it. */
function eyebrowFor(section: Section): string | null {
  if (section.kind === "steps") return null;
  const label = KIND_LABEL[section.kind];
  return section.heading.toLowerCase().includes(label.toLowerCase()) ? null : label;
}

function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "");
  return `tel:${digits}`;
}

// -------------------------------------------------------------------------------------------------
// Sections
// -------------------------------------------------------------------------------------------------

function renderSectionBody(section: Section, icons: IconSprite): string {
  switch (section.kind) {
    case "menu":
      return (
        `<div class="menu">${section.categories
          .map(
            (cat) =>
              `<div><h3>${e(cat.name)}</h3><ul>${cat.items
                .map(
                  (item) =>
                    `<li><div class="mrow"><span>${e(item.name)}</span><span class="dots" aria-hidden="true"></span><span class="price">${e(item.price)}</span></div><p>${e(item.description)}</p></li>`,
                )
                .join("")}</ul></div>`,
          )
          .join("")}</div>` + (section.note ? `<p class="note">${e(section.note)}</p>` : "")
      );
    case "services":
      return `<div class="grid">${section.items
        .map(
          (s) =>
            `<article class="card svc"><h3>${e(s.name)}</h3><p>${e(s.description)}</p>${s.price ? `<div class="pfoot"><span class="price">${e(s.price)}</span></div>` : ""}</article>`,
        )
        .join("")}</div>`;
    case "products":
      return `<div class="grid">${section.items
        .map(
          (p, i) =>
            `<article class="card">${thumb(i)}<h3>${e(p.name)}</h3><p>${e(p.description)}</p><div class="pfoot"><span class="price">${e(p.price)}</span>${p.badge ? `<span class="tag">${e(p.badge)}</span>` : ""}</div></article>`,
        )
        .join("")}</div>`;
    case "portfolio":
      return `<div class="grid">${section.projects
        .map(
          (p, i) =>
            `<article class="card">${thumb(i + 1)}<h3>${e(p.title)}</h3><p>${e(p.summary)}</p>${p.tags.length ? `<ul class="chips" aria-label="Tags">${p.tags.map((t) => `<li>${e(t)}</li>`).join("")}</ul>` : ""}</article>`,
        )
        .join("")}</div>`;
    case "courses":
      return `<div class="grid">${section.courses
        .map(
          (c) =>
            `<article class="card"><ul class="chips"><li>${e(c.level)}</li><li>${e(c.duration)}</li></ul><h3>${e(c.title)}</h3><p>${e(c.summary)}</p></article>`,
        )
        .join("")}</div>`;
    case "care":
      return (
        `<div class="care"><div class="grid">${section.services
          .map((s, i) => `<article class="card">${icons.box(cycleIcon("care", i))}<h3>${e(s.name)}</h3><p>${e(s.description)}</p></article>`)
          .join("")}</div>` +
        `<div class="card">${icons.box("clock")}<h3>Opening hours</h3><ul class="hours">${section.hours
          .map((h) => `<li><span>${e(h.days)}</span><span>${e(h.hours)}</span></li>`)
          .join("")}</ul></div></div>`
      );
    case "solutions":
      return `<div class="grid">${section.items
        .map((s, i) => `<article class="card">${icons.box(cycleIcon("solutions", i))}<h3>${e(s.name)}</h3><p>${e(s.description)}</p></article>`)
        .join("")}</div>`;
    case "highlights":
      return `<div class="grid">${section.items
        .map((s, i) => `<article class="card">${icons.box(cycleIcon("highlights", i))}<h3>${e(s.title)}</h3><p>${e(s.description)}</p></article>`)
        .join("")}</div>`;
    case "steps":
      return `<ol class="steps">${section.steps.map((s) => `<li><h3>${e(s.title)}</h3><p>${e(s.description)}</p></li>`).join("")}</ol>`;
  }
}

// -------------------------------------------------------------------------------------------------
// Document
// -------------------------------------------------------------------------------------------------

interface Block {
  id: string;
  nav?: string;
  html: (tint: boolean) => string;
}

export function renderSite(content: SiteContent, style: TemplateStyle, meta: RenderMeta = {}): string {
  const primaryKind = content.sections[0]?.kind ?? "highlights";
  const safe = normalizeStyle(style, "Other");
  const p = safe.palette;
  const elegant = safe.layout === "elegant";
  const icons = new IconSprite();
  const canonical = safeCanonical(meta.canonicalUrl);
  const year = /^(\d{4})/.exec(meta.generatedAt ?? "")?.[1];

  // Unique ids for every block, in page order.
  const taken = new Set<string>(["main", "top", "hero", "about", "features", "reviews", "faq", "contact"]);
  const idFor = (base: string) => {
    let id = base;
    for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
    taken.add(id);
    return id;
  };
  const sectionBlocks: Block[] = content.sections.map((section) => {
    const id = idFor(KIND_ID[section.kind]);
    const label = section.heading.length <= 18 ? section.heading : KIND_LABEL[section.kind];
    return {
      id,
      nav: label,
      html: () =>
        sectionHead(id, eyebrowFor(section), section.heading, section.intro, elegant) +
        renderSectionBody(section, icons),
    };
  });
  const [primaryBlock, ...otherSections] = sectionBlocks;

  const blocks: Block[] = [];
  if (primaryBlock) blocks.push(primaryBlock);
  blocks.push({
    id: "about",
    nav: "About",
    html: () =>
      `<div class="about"><div>${elegant ? ornament() : ""}<p class="eyebrow">About</p><h2 id="about-h">${e(content.about.heading)}</h2></div><div class="body">${content.about.paragraphs
        .map((para) => `<p>${e(para)}</p>`)
        .join("")}</div></div>`,
  });
  if (content.features.items.length > 0) {
    blocks.push({
      id: "features",
      html: () =>
        sectionHead("features", null, content.features.heading, content.features.intro, elegant) +
        `<div class="grid">${content.features.items
          .map((f) => `<article class="card">${icons.box(iconFor(`${f.title} ${f.description}`, "sparkle"))}<h3>${e(f.title)}</h3><p>${e(f.description)}</p></article>`)
          .join("")}</div>`,
    });
  }
  blocks.push(...otherSections.map((b) => ({ ...b, nav: undefined })));
  if (content.testimonials.length > 0) {
    blocks.push({
      id: "reviews",
      nav: "Reviews",
      html: () =>
        sectionHead("reviews", "Reviews", "What people say", undefined, elegant) +
        `<div class="quotes">${content.testimonials
          .map(
            (t) =>
              `<figure class="quote"><svg viewBox="0 0 32 32" aria-hidden="true" focusable="false"><path d="M4 26V16c0-6 3-10 9-12l1.5 2.6C11 8 9.6 10.4 9.5 14H14v12zm16 0V16c0-6 3-10 9-12l1.5 2.6C27 8 25.6 10.4 25.5 14H30v12z"/></svg><blockquote><p>${e(t.quote)}</p></blockquote><figcaption><strong>${e(t.author)}</strong>${t.role ? e(t.role) : ""}</figcaption></figure>`,
          )
          .join("")}</div>`,
    });
  }
  if (content.faq.length > 0) {
    blocks.push({
      id: "faq",
      nav: "FAQ",
      html: () =>
        sectionHead("faq", "FAQ", "Frequently asked questions", undefined, elegant) +
        `<div class="faq">${content.faq.map((q) => `<details><summary>${e(q.question)}</summary><p>${e(q.answer)}</p></details>`).join("")}</div>`,
    });
  }
  const c = content.contact;
  blocks.push({
    id: "contact",
    nav: "Contact",
    html: () =>
      `<div class="contact"><div>${elegant ? ornament() : ""}<p class="eyebrow">Contact</p><h2 id="contact-h">${e(c.heading)}</h2>${c.intro ? `<p class="lead">${e(c.intro)}</p>` : ""}<div class="ctas"><a class="btn" href="mailto:${e(c.email)}">${e(content.hero.primaryCta)}</a></div></div>` +
      `<dl class="dl"><div><dt>Email</dt><dd><a href="mailto:${e(c.email)}">${e(c.email)}</a></dd></div>` +
      (c.phone ? `<div><dt>Phone</dt><dd><a href="${e(telHref(c.phone))}">${e(c.phone)}</a></dd></div>` : "") +
      (c.address ? `<div><dt>Address</dt><dd>${e(c.address)}</dd></div>` : "") +
      (c.hours ? `<div><dt>Hours</dt><dd>${e(c.hours)}</dd></div>` : "") +
      `</dl></div>`,
  });

  // Alternate backgrounds; after a coloured hero the first block stays plain.
  const heroIsPlain = safe.layout === "classic" || safe.layout === "minimal";
  const body = blocks
    .map((b, i) => {
      const tint = heroIsPlain ? i % 2 === 0 : i % 2 === 1;
      return `<section id="${b.id}"${tint ? ' class="tint"' : ""} aria-labelledby="${b.id}-h"><div class="wrap">${b.html(tint)}</div></section>`;
    })
    .join("");

  const navItems = blocks.filter((b) => b.nav).map((b) => `<li><a href="#${b.id}">${e(b.nav as string)}</a></li>`);
  const primaryHref = primaryKind === "products" && primaryBlock ? `#${primaryBlock.id}` : "#contact";
  const secondary =
    content.hero.secondaryCta && primaryBlock && primaryHref !== `#${primaryBlock.id}`
      ? `<a class="btn alt" href="#${primaryBlock.id}">${e(content.hero.secondaryCta)}</a>`
      : "";
  const art = heroArt(safe.layout, KIND_ICON[primaryKind]);
  const hero =
    `<section class="hero" id="hero" aria-labelledby="hero-h"><div class="wrap hero-in"><div class="hero-copy">` +
    (elegant ? art : "") +
    (content.hero.eyebrow ? `<p class="eyebrow">${e(content.hero.eyebrow)}</p>` : "") +
    `<h1 id="hero-h">${e(content.hero.headline)}</h1><p class="sub">${e(content.hero.subheadline)}</p>` +
    `<div class="ctas"><a class="btn" href="${primaryHref}">${e(content.hero.primaryCta)}</a>${secondary}</div></div>` +
    (elegant ? "" : art) +
    `</div></section>`;

  const css = minify(cssVars(p, safe) + BASE_CSS + LAYOUT_CSS[safe.layout]);
  const title = content.seo.title;
  const desc = content.seo.description;
  const head = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${e(title)}</title>`,
    `<meta name="description" content="${e(desc)}">`,
    `<meta name="theme-color" content="${e(p.primary)}">`,
    canonical ? `<link rel="canonical" href="${e(canonical)}">` : "",
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${e(content.brandName)}">`,
    `<meta property="og:title" content="${e(title)}">`,
    `<meta property="og:description" content="${e(desc)}">`,
    canonical ? `<meta property="og:url" content="${e(canonical)}">` : "",
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${e(title)}">`,
    `<meta name="twitter:description" content="${e(desc)}">`,
    `<link rel="icon" href="${e(faviconHref(content.brandName, p))}">`,
    `<style>${css}</style>`,
  ]
    .filter(Boolean)
    .join("");

  const header =
    `<header class="top"><div class="wrap bar"><a class="brand" href="#hero">${markSvg(content.brandName)}<span>${e(content.brandName)}</span></a>` +
    `<nav class="nav" aria-label="Main"><ul>${navItems.join("")}</ul></nav></div></header>`;

  const footer =
    `<footer class="foot"><div class="wrap fin"><div><p class="brand">${e(content.brandName)}</p><p>${e(content.tagline)}</p></div>` +
    `<div><p><a href="mailto:${e(c.email)}">${e(c.email)}</a></p>${c.phone ? `<p>${e(c.phone)}</p>` : ""}` +
    `<p class="small">© ${year ? `${e(year)} ` : ""}${e(content.brandName)}. All rights reserved.</p></div></div></footer>`;

  // Built last so it holds exactly the icons used above.
  const main = `<main id="main" tabindex="-1">${hero}${body}</main>`;
  return (
    `<!doctype html><html lang="en"><head>${head}</head><body class="l-${safe.layout} f-${safe.font}">` +
    `<a class="skip" href="#main">Skip to main content</a>${icons.markup()}${header}${main}${footer}</body></html>`
  );
}

/**
 * A Content-Security-Policy for serving a rendered site: nothing may load or run except the
 * document's own inline <style> blocks (by hash) and data: images (the favicon).
 */
export async function siteCsp(html: string): Promise<string> {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(m[1] as string));
    hashes.push(`'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`);
  }
  return [
    "default-src 'none'",
    `style-src ${hashes.join(" ") || "'none'"}`,
    "img-src data:",
    // No script can run, so this only lets crawlers' tools (Lighthouse) read /robots.txt under the page's policy.
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
