import { mapsHref, telHref } from "./hrefs";
import { stringsFor, type SiteStrings } from "./i18n";
import { ICONS, type IconName, STYLE_ICON } from "./icons";
import { BASE_CSS, LAYOUT_CSS, cssVars, minify } from "./render-css";
import { HERO_IMAGE_CSS, IMAGE_CSS, LOGO_CSS, heroImageHtml, logoHtml, withImages } from "./render-images";
import { type Palette, type Section, type SectionOf, type SiteContent, type TemplateStyle, defaultStyleFor, normalizeStyle } from "./schema";
import { escapeHtml } from "../html";

/**
 * One renderer turns content into a whole site: a single, self-contained HTML document with inline
 * CSS, no scripts and no external requests. Every string from content passes through `escapeHtml`
 * (text and attribute values alike); colours are validated hex before they reach CSS. Pure: runs in
 * the Worker, on Node and in the browser (the editor's preview).
 *
 * Facts (phones, emails, address, hours, prices) are printed exactly as stored; buttons exist only
 * for the contact details given (`tel:` with the typed number's digits, `mailto:`, a maps search
 * for the typed address).
 */

export { escapeHtml };

const e = escapeHtml;

export interface RenderMeta {
  /** Absolute http(s) URL of the published site; anything else is ignored. */
  canonicalUrl?: string;
  /** ISO date; only its year is used (copyright line). Omitted: no year is printed. */
  generatedAt?: string;
  /** Path of the site's uploaded images ("/sites/{slug}/media/"); without it, sections show no images. */
  mediaBase?: string;
}

function safeCanonical(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : null;
  } catch {
    return null;
  }
}

function safeHttpUrl(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === "https:" || u.protocol === "http:" ? u.href : null;
  } catch {
    return null;
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
  // XML-escape the letter inside the SVG, then percent-encode the whole data URL, then HTML-escape it.
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="9" fill="${p.primary}"/><text x="18" y="25" font-family="Arial,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${p.primaryText}">${e(firstLetter(name))}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

function ornament(): string {
  return `<svg class="orn" viewBox="0 0 120 14" aria-hidden="true" focusable="false"><path d="M0 7h46M74 7h46"/><path class="d" d="M60 0l7 7-7 7-7-7z"/></svg>`;
}

function heroArt(layout: TemplateStyle["layout"], icon: IconName): string {
  const glyph = ICONS[icon];
  if (layout === "classic") {
    return `<svg class="art" viewBox="0 0 440 380" aria-hidden="true" focusable="false"><rect x="30" y="40" width="360" height="310" rx="40" class="fs"/><circle cx="352" cy="78" r="58" class="fa"/><rect x="120" y="96" width="210" height="210" rx="34" class="fp"/><g transform="translate(165 141) scale(5)" class="ipt" stroke-width="1.5" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`;
  }
  if (layout === "bold") {
    return `<svg class="art" viewBox="0 0 600 600" aria-hidden="true" focusable="false"><circle cx="300" cy="300" r="290" class="fa" opacity=".22"/><circle cx="300" cy="300" r="200" fill="none" class="sa" stroke-width="2" opacity=".6"/><circle cx="300" cy="300" r="120" class="fa" opacity=".35"/><g transform="translate(240 240) scale(5)" class="ipt" stroke-width="1.3" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`;
  }
  if (layout === "elegant") return ornament();
  return "";
}

function sectionHead(id: string, heading: string, intro: string | undefined, elegant: boolean): string {
  return `<div class="sh">${elegant ? ornament() : ""}<h2 id="${id}-h">${e(heading)}</h2>${intro ? `<p class="lead">${e(intro)}</p>` : ""}</div>`;
}

/** Day labels: the owner's own ("Mon-Fri") when they typed one, else the day names in the site's language. */
function hoursRows(content: SiteContent, t: SiteStrings): Array<[string, string]> {
  const rows: Array<[string, string]> = content.facts.hours.map((r) => [
    r.label ?? r.days.map((d) => t.days[d]).join(", "),
    r.closed ? t.labels.closed : (r.time ?? ""),
  ]);
  return rows;
}

function offeringsBody(s: SectionOf<"offerings">): string {
  if (s.style === "menu") {
    return `<div class="menu">${s.groups
      .map(
        (g) =>
          `<div>${g.name ? `<h3>${e(g.name)}</h3>` : ""}<ul>${g.items
            .map(
              (item) =>
                `<li><div class="mrow"><span>${e(item.name)}</span>${item.price ? `<span class="dots" aria-hidden="true"></span><span class="price">${e(item.price)}</span>` : ""}</div>${item.note ? `<p>${e(item.note)}</p>` : ""}</li>`,
            )
            .join("")}</ul></div>`,
      )
      .join("")}</div>`;
  }
  return s.groups
    .map(
      (g) =>
        `${g.name ? `<h3>${e(g.name)}</h3>` : ""}<div class="grid">${g.items
          .map(
            (item) =>
              `<article class="card svc"><h3>${e(item.name)}</h3>${item.note ? `<p>${e(item.note)}</p>` : ""}${item.price ? `<div class="pfoot"><span class="price">${e(item.price)}</span></div>` : ""}</article>`,
          )
          .join("")}</div>`,
    )
    .join("");
}

interface Ctx {
  content: SiteContent;
  t: SiteStrings;
  elegant: boolean;
}

function contactButtons(content: SiteContent, t: SiteStrings, prefer?: SiteContent["hero"]["action"]): string[] {
  const f = content.facts;
  const buttons: Array<{ kind: "call" | "email" | "directions"; html: string }> = [];
  const phone = f.phones[0];
  const email = f.emails[0];
  if (phone) buttons.push({ kind: "call", html: `<a class="btn" href="${e(telHref(phone))}">${e(t.buttons.call)} ${e(phone)}</a>` });
  if (email) buttons.push({ kind: "email", html: `<a class="btn" href="mailto:${e(email)}">${e(t.buttons.email)}</a>` });
  if (f.address) buttons.push({ kind: "directions", html: `<a class="btn" href="${e(mapsHref(f.address))}">${e(t.buttons.directions)}</a>` });
  if (prefer) buttons.sort((a, b) => (a.kind === prefer ? -1 : b.kind === prefer ? 1 : 0));
  return buttons.map((b, i) => (i === 0 ? b.html : b.html.replace('class="btn"', 'class="btn alt"')));
}

function contactBody(ctx: Ctx): string {
  const { content, t } = ctx;
  const f = content.facts;
  const rows: string[] = [];
  for (const phone of f.phones) rows.push(`<div><dt>${e(t.labels.phone)}</dt><dd><a href="${e(telHref(phone))}">${e(phone)}</a></dd></div>`);
  for (const email of f.emails) rows.push(`<div><dt>${e(t.labels.email)}</dt><dd><a href="mailto:${e(email)}">${e(email)}</a></dd></div>`);
  if (f.address) rows.push(`<div><dt>${e(t.labels.address)}</dt><dd><a href="${e(mapsHref(f.address))}">${e(f.address)}</a></dd></div>`);
  if (f.meetingPoint) {
    // The town helps the maps search find the right harbour; the page shows the point as typed.
    const query = f.city && !f.meetingPoint.includes(f.city) ? `${f.meetingPoint}, ${f.city}` : f.meetingPoint;
    rows.push(`<div><dt>${e(t.labels.meetingPoint)}</dt><dd><a href="${e(mapsHref(query))}">${e(f.meetingPoint)}</a></dd></div>`);
  }
  const social = socialList(content);
  if (social) rows.push(`<div><dt>${e(t.labels.social)}</dt><dd>${social}</dd></div>`);
  const buttons = contactButtons(content, t, content.hero.action);
  return `<div class="contact"><div>${buttons.length ? `<div class="ctas">${buttons.join("")}</div>` : ""}</div>${rows.length ? `<dl class="dl">${rows.join("")}</dl>` : ""}</div>`;
}

const NETWORK_NAMES: Record<string, string> = {
  instagram: "Instagram",
  facebook: "Facebook",
  tiktok: "TikTok",
  x: "X",
  linkedin: "LinkedIn",
  youtube: "YouTube",
  pinterest: "Pinterest",
};

function socialList(content: SiteContent): string {
  const links = content.facts.social
    .map((s) => ({ name: `${NETWORK_NAMES[s.network] ?? s.network}${s.label ? ` ${s.label}` : ""}`, url: safeHttpUrl(s.url) }))
    .filter((s): s is { name: string; url: string } => !!s.url);
  if (!links.length) return "";
  return `<ul class="social">${links.map((s) => `<li><a href="${e(s.url)}" rel="me noopener">${e(s.name)}</a></li>`).join("")}</ul>`;
}

/** The section's inner HTML, or null when it has nothing to show (then it is left out entirely). */
function sectionBody(section: Section, ctx: Ctx): string | null {
  const { content, t } = ctx;
  switch (section.kind) {
    case "about":
    case "story":
      return `<div class="about"><div class="body">${section.paragraphs.map((p) => `<p>${e(p)}</p>`).join("")}</div></div>`;
    case "offerings":
      return offeringsBody(section);
    case "pricing":
      return `<div class="grid">${section.tiers
        .map(
          (tier) =>
            `<article class="card tier"><h3>${e(tier.name)}</h3><p class="price">${e(tier.price)}</p>${tier.features.length ? `<ul>${tier.features.map((x) => `<li>${e(x)}</li>`).join("")}</ul>` : ""}</article>`,
        )
        .join("")}</div>`;
    case "hours": {
      const rows = hoursRows(content, t);
      const note = content.facts.hoursNote ? `<p class="lead">${e(content.facts.hoursNote)}</p>` : "";
      if (!rows.length && !note) return null;
      return (
        note +
        (rows.length
          ? `<table class="tbl"><tbody>${rows.map(([d, h]) => `<tr><th scope="row">${e(d)}</th><td class="t">${e(h)}</td></tr>`).join("")}</tbody></table>`
          : "")
      );
    }
    case "timetable":
      return `<table class="tbl"><tbody>${section.entries
        .map((x) => `<tr><th scope="row">${e(x.day)}</th><td class="t">${e(x.time ?? "")}</td><td>${e(x.name)}</td></tr>`)
        .join("")}</tbody></table>`;
    case "faq":
      return `<div class="faq">${section.items.map((q) => `<details><summary>${e(q.question)}</summary><p>${e(q.answer)}</p></details>`).join("")}</div>`;
    case "team":
      return `<div class="grid">${section.people.map((p) => `<article class="card"><h3>${e(p.name)}</h3>${p.role ? `<p>${e(p.role)}</p>` : ""}</article>`).join("")}</div>`;
    case "area":
      return `<ul class="places">${section.places.map((p) => `<li>${e(p)}</li>`).join("")}</ul>`;
    case "gallery":
      // Images are added in the editor; until a renderer for them lands, a gallery shows nothing.
      return null;
    case "reviews":
      return `<div class="quotes">${section.items
        .map((r) => `<figure class="quote"><blockquote><p>${e(r.quote)}</p></blockquote><figcaption><strong>${e(r.author)}</strong></figcaption></figure>`)
        .join("")}</div>`;
    case "notes":
      return `<ul class="notes">${section.items.map((x) => `<li>${e(x)}</li>`).join("")}</ul>`;
    case "contact": {
      const f = content.facts;
      if (!f.phones.length && !f.emails.length && !f.address && !f.meetingPoint && !f.social.length) return null;
      return contactBody(ctx);
    }
  }
}

const NAV_FOR: Partial<Record<Section["kind"], keyof SiteStrings["nav"]>> = {
  about: "about",
  story: "about",
  offerings: "offerings",
  hours: "hours",
  faq: "faq",
  contact: "contact",
};

export function renderSite(content: SiteContent, meta: RenderMeta = {}): string {
  const t = stringsFor(content.language);
  const safe = normalizeStyle(content.theme ?? defaultStyleFor("Other"), "Other");
  const p = safe.palette;
  const elegant = safe.layout === "elegant";
  const canonical = safeCanonical(meta.canonicalUrl);
  const year = /^(\d{4})/.exec(meta.generatedAt ?? "")?.[1];
  const ctx: Ctx = { content, t, elegant };

  const taken = new Set<string>(["main", "top", "hero"]);
  const blocks: Array<{ id: string; nav?: string; html: string }> = [];
  for (const section of content.sections) {
    if (section.hidden) continue;
    const body = withImages(sectionBody(section, ctx), section.images, meta.mediaBase);
    if (body === null) continue;
    let id = section.id;
    for (let n = 2; taken.has(id); n++) id = `${section.id}-${n}`;
    taken.add(id);
    const navKey = NAV_FOR[section.kind];
    const nav = navKey === "offerings" ? (section.heading.length <= 18 ? section.heading : t.nav.offerings) : navKey ? t.nav[navKey] : undefined;
    const head = sectionHead(id, section.heading, section.intro, elegant);
    blocks.push({ id, ...(nav && !blocks.some((b) => b.nav === nav) ? { nav } : {}), html: head + body });
  }

  const heroIsPlain = safe.layout === "classic" || safe.layout === "minimal";
  const body = blocks
    .map((b, i) => {
      const tint = heroIsPlain ? i % 2 === 0 : i % 2 === 1;
      return `<section id="${e(b.id)}"${tint ? ' class="tint"' : ""} aria-labelledby="${e(b.id)}-h"><div class="wrap">${b.html}</div></section>`;
    })
    .join("");

  const offerings = content.sections.find((s): s is SectionOf<"offerings"> => s.kind === "offerings" && !s.hidden);
  const heroImage = heroImageHtml(content.hero.image, meta.mediaBase);
  const logo = logoHtml(content.logo, content.brandName, meta.mediaBase);
  // The owner's image takes the artwork's place beside the copy (the elegant layout's ornament stays above it).
  const art = heroArt(safe.layout, STYLE_ICON[offerings?.style ?? "none"]);
  const aside = heroImage ?? (elegant ? "" : art);
  const heroButtons = contactButtons(content, t, content.hero.action).slice(0, 2);
  const hero =
    `<section class="hero" id="hero" aria-labelledby="hero-h"><div class="wrap hero-in"><div class="hero-copy">` +
    (elegant ? art : "") +
    (content.hero.eyebrow ? `<p class="eyebrow">${e(content.hero.eyebrow)}</p>` : "") +
    `<h1 id="hero-h">${e(content.hero.headline)}</h1>` +
    (content.hero.subheadline ? `<p class="sub">${e(content.hero.subheadline)}</p>` : "") +
    (heroButtons.length ? `<div class="ctas">${heroButtons.join("")}</div>` : "") +
    `</div>` +
    aside +
    `</div></section>`;

  const css = minify(
    cssVars(p, safe) + BASE_CSS + LAYOUT_CSS[safe.layout] + (body.includes('class="pics"') ? IMAGE_CSS : "") + (logo ? LOGO_CSS : "") + (heroImage ? HERO_IMAGE_CSS : ""),
  );
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

  const navItems = blocks.filter((b) => b.nav).map((b) => `<li><a href="#${e(b.id)}">${e(b.nav as string)}</a></li>`);
  const header =
    `<header class="top"><div class="wrap bar"><a class="brand" href="#hero">${logo ?? markSvg(content.brandName)}<span>${e(content.brandName)}</span></a>` +
    (navItems.length ? `<nav class="nav" aria-label="${e(t.labels.mainNav)}"><ul>${navItems.join("")}</ul></nav>` : "") +
    `</div></header>`;

  const f = content.facts;
  const footContact = [
    ...f.phones.map((ph) => `<p><a href="${e(telHref(ph))}">${e(ph)}</a></p>`),
    ...f.emails.map((em) => `<p><a href="mailto:${e(em)}">${e(em)}</a></p>`),
    f.address ? `<p>${e(f.address)}</p>` : "",
  ].join("");
  const footer =
    `<footer class="foot"><div class="wrap fin"><div><p class="brand">${e(content.brandName)}</p>${content.tagline ? `<p>${e(content.tagline)}</p>` : ""}</div>` +
    `<div>${footContact}${socialList(content)}<p class="small">© ${year ? `${e(year)} ` : ""}${e(content.brandName)}. ${e(t.footer.rights)}</p></div></div></footer>`;

  const main = `<main id="main" tabindex="-1">${hero}${body}</main>`;
  return (
    `<!doctype html><html lang="${e(content.lang ?? content.language)}"><head>${head}</head><body class="l-${safe.layout} f-${safe.font}">` +
    `<a class="skip" href="#main">${e(t.buttons.skip)}</a>${header}${main}${footer}</body></html>`
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
    // The site's own uploaded images (/sites/{slug}/media/) and the data: favicon.
    "img-src 'self' data:",
    // No script can run, so this only lets crawlers' tools (Lighthouse) read /robots.txt under the page's policy.
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}
