import { mapsHref, telHref } from "./hrefs";
import { type PrimaryAction, linkLabel, supportedActions } from "./actions";
import { primaryRequestButton } from "./request-form";
import { isOwnerLink } from "../intake";
import { intlLocale, stringsFor, textDirection, type SiteStrings } from "./i18n";
import { type ArtVariant, hasIllustration, heroArtwork, illustrationSvg, seedOf, tileArtwork } from "./artwork";
import { NEUTRAL_PICTURE, pictureForWords } from "./pictures";
import { joinSentences } from "./sentence-end";
import { BASE_CSS, LAYOUT_CSS, cssVars, minify } from "./render-css";
import { HERO_IMAGE_CSS, IMAGE_CSS, ITEM_IMAGE_CSS, LOGO_CSS, heroImageHtml, itemImageHtml, logoHtml, withImages } from "./render-images";
import { type OfferingItem, type Palette, type Section, type SectionOf, type SiteContent, type TemplateStyle, defaultStyleFor, normalizeStyle } from "./schema";
import { escapeHtml } from "../html";
import { EMPTY, type Html, html, raw } from "./html";
import { discoveryHead } from "./render-seo";

/**
 * One renderer turns content into a whole site: a single, self-contained HTML document with inline
 * CSS, no scripts and no external requests. Its HTML is built with the `html` tagged template
 * (./html.ts), which escapes every interpolated value, text and attribute alike: only our own
 * generated CSS and bundled drawings pass through `raw`. Colours are validated hex before they reach
 * CSS. Pure: runs in the Worker, on Node and in the browser (the editor's preview).
 *
 * Facts (phones, emails, address, hours, prices) are printed exactly as stored; buttons exist only
 * for the contact details given (`tel:` with the typed number's digits, `mailto:`, a maps search
 * for the typed address).
 */

export { escapeHtml };

export interface RenderMeta {
  /** Absolute http(s) URL of the published site; anything else is ignored. */
  canonicalUrl?: string;
  /** ISO date; only its year is used (copyright line). Omitted: no year is printed. */
  generatedAt?: string;
  /** The page is served with the hosted contact form (`#message`): a "Send a message" action may point to it. */
  contactForm?: boolean;
  /** The page is served with the request forms its settings turn on: the one that fits the trade leads the actions. */
  requestForms?: boolean;
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

/** A web address the owner typed in their words ("our trade price list is on www.alnoorhalal.ie"): the link they gave. */
const OWNER_URL = /(?<![\p{L}\d@./])(?:https?:\/\/|www\.)[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]/giu;

/** The owner's text with the web addresses in it as links (http(s) only); everything else as typed. */
/** The owner's sentence with the web addresses they typed as links, and on a right-to-left page its number runs isolated (`prose`). */
function linked(text: string, rtl: boolean): Html | string {
  const parts: Array<Html | string> = [];
  let at = 0;
  for (const m of text.matchAll(OWNER_URL)) {
    const href = safeHttpUrl(/^https?:/iu.test(m[0]) ? m[0] : `https://${m[0]}`);
    if (!href) continue;
    const link = html`<a href="${href}">${m[0]}</a>`;
    parts.push(prose(text.slice(at, m.index), rtl), rtl ? html`<bdi dir="ltr">${link}</bdi>` : link);
    at = (m.index ?? 0) + m[0].length;
  }
  if (!parts.length) return prose(text, rtl);
  parts.push(prose(text.slice(at), rtl));
  return html`${parts}`;
}

function firstLetter(name: string): string {
  const ch = Array.from(name.trim())[0] ?? "S";
  return ch.toLocaleUpperCase("en");
}

function markSvg(name: string): Html {
  return html`<svg class="mark" viewBox="0 0 36 36" aria-hidden="true" focusable="false"><rect width="36" height="36" rx="9"/><text x="18" y="25" text-anchor="middle">${firstLetter(name)}</text></svg>`;
}

function faviconHref(name: string, p: Palette): string {
  // XML-escape the letter inside the SVG, then percent-encode the whole data URL (the attribute escapes it again).
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36"><rect width="36" height="36" rx="9" fill="${p.primary}"/><text x="18" y="25" font-family="Arial,sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="${p.primaryText}">${escapeHtml(firstLetter(name))}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const ORNAMENT = raw(
  `<svg class="orn" viewBox="0 0 120 14" aria-hidden="true" focusable="false"><path d="M0 7h46M74 7h46"/><path class="d" d="M60 0l7 7-7 7-7-7z"/></svg>`,
);

/**
 * Right-to-left pages: a run that reads left to right by itself (a time "4:30–6:30", a phone "+962 79 123
 * 4567", a price) is isolated, or the bidirectional algorithm reorders its parts ("6:30–4:30"). `bdi` lets
 * each run take its own direction from its first strong letter (a Latin name reads left to right, an Arabic
 * one right to left); numbers carry none, so a run of them is marked left to right.
 */
const NUMBER_RUN = /[+(]?\d(?:[\d\u00a0\u202f .,:/()\-–—]*\d)?\)?/g;

/** A field of its own (a name, a price, a time) on a right-to-left page: isolated as a whole. */
function field(text: string, rtl: boolean): Html | string {
  if (!rtl) return text;
  return /\p{L}/u.test(text) ? html`<bdi>${text}</bdi>` : html`<bdi dir="ltr">${text}</bdi>`;
}

/** Running text on a right-to-left page: each run of digits (a time, a phone, an amount) isolated left to right. */
function prose(text: string, rtl: boolean): Html | string {
  if (!rtl || !/\d/.test(text)) return text;
  const parts: Array<Html | string> = [];
  let at = 0;
  for (const m of text.matchAll(NUMBER_RUN)) {
    if (!/\d\D+\d/.test(m[0])) continue;
    parts.push(text.slice(at, m.index), html`<bdi dir="ltr">${m[0]}</bdi>`);
    at = (m.index ?? 0) + m[0].length;
  }
  parts.push(text.slice(at));
  return html`${parts}`;
}

const ART_VARIANT: Record<TemplateStyle["layout"], ArtVariant> = { classic: "panel", bold: "banner", minimal: "line", elegant: "medallion" };

/** The first screen's drawings: the two or three composed ones stored with the content, else the site's picture. */
function heroPictures(content: SiteContent): string | string[] {
  const composed = (content.hero.pictures ?? []).filter((p) => hasIllustration(p));
  return composed.length > 1 ? composed : sitePicture(content);
}

/** The site's picture: the trade's illustration stored with the content, else one the offerings name, else a neutral one. */
function sitePicture(content: SiteContent): string {
  const stored = content.hero.picture;
  const offerings = content.sections.flatMap((s) => (s.kind === "offerings" ? s.groups.flatMap((g) => g.items.map((i) => i.name)) : []));
  return hasIllustration(stored) ? stored : (pictureForWords(offerings.join(" · ")) ?? NEUTRAL_PICTURE);
}

/** The trade's illustration on a palette background: the picture a site without the owner's photo shows. */
function heroArt(layout: TemplateStyle["layout"], content: SiteContent): Html {
  // Our own drawing (bundled SVG, numbers from a hash): no owner text in it.
  return raw(heroArtwork(heroPictures(content), seedOf(content.brandName), ART_VARIANT[layout]));
}

function sectionHead(id: string, heading: string, intro: string | undefined, elegant: boolean): Html {
  return html`<div class="sh">${elegant && ORNAMENT}<h2 id="${id}-h">${heading}</h2>${intro && html`<p class="lead">${intro}</p>`}</div>`;
}

/** Day labels: the owner's own ("Mon-Fri") when they typed one, else the day names in the site's language. */
function hoursRows(content: SiteContent, t: SiteStrings): Array<[string, string]> {
  return content.facts.hours.map((r) => [
    // A row with no days (the owner gave a time alone) is headed "Hours": a table header is never empty.
    // What the hours are for and their season head the row; the owner's unread words follow the time.
    [r.for, r.season, r.label ?? (r.days.map((d) => t.days[d]).join(", ") || t.labels.hours)].filter(Boolean).join(" · "),
    [r.closed ? t.labels.closed : r.time, r.note].filter(Boolean).join(" · "),
  ]);
}

function offeringsBody(s: SectionOf<"offerings">, content: SiteContent, mediaBase?: string, rtl = false): Html {
  const photo = (item: OfferingItem) => {
    const markup = itemImageHtml(item.image, mediaBase);
    return markup ? raw(markup) : null;
  };
  if (s.style === "menu") {
    // Food: a menu with dotted leaders between dish and price.
    return html`<div class="menu">${s.groups.map(
      (g) =>
        html`<div>${g.name && html`<h3>${g.name}</h3>`}<ul>${g.items.map(
          (item) =>
            html`<li>${photo(item)}<div class="mrow"><span>${field(item.name, rtl)}</span>${item.price && html`<span class="dots" aria-hidden="true"></span><span class="price">${field(item.price, rtl)}</span>`}</div>${item.note && html`<p>${prose(item.note, rtl)}</p>`}</li>`,
        )}</ul></div>`,
    )}</div>`;
  }
  // Services and products: cards with their notes; a picture each only when most of them name something
  // drawable and the pictures differ (no lone icon among bare cards, no row of the same icon).
  const items = s.groups.flatMap((g) => g.items);
  const named = items.map((i) => pictureForWords(i.name)).filter(Boolean);
  const pictured = named.length * 2 > items.length && new Set(named).size > 1;
  // When some offering has the owner's photo, every other card shows a drawn tile in the same frame
  // (its own picture, else the site's), so a row of cards is never photos beside empty tops.
  const tiled = items.some((i) => photo(i)) ? sitePicture(content) : null;
  const picture = (item: OfferingItem) =>
    photo(item) ?? (tiled ? raw(tileArtwork(pictureForWords(item.name) ?? tiled, seedOf(item.name))) : cardPicture(item.name, pictured));
  return html`${s.groups.map(
    (g) =>
      html`${g.name && html`<h3>${g.name}</h3>`}<div class="grid">${g.items.map(
        (item) =>
          html`<article class="card svc">${picture(item)}<h3>${field(item.name, rtl)}</h3>${item.note && html`<p>${prose(item.note, rtl)}</p>`}${item.price && html`<div class="pfoot"><span class="price">${field(item.price, rtl)}</span></div>`}</article>`,
      )}</div>`,
  )}`;
}

function cardPicture(name: string, pictured: boolean): Html {
  const picture = pictured ? pictureForWords(name) : null;
  return picture ? raw(illustrationSvg(picture)) : EMPTY;
}

/** Tiers: cards, or a comparison table when the tiers list features to compare. */
function pricingBody(s: SectionOf<"pricing">, rtl = false): Html {
  const features = [...new Set(s.tiers.flatMap((tier) => tier.features))];
  if (features.length >= 2 && s.tiers.length >= 2) {
    return html`<div class="cmp"><table class="tbl"><thead><tr><td></td>${s.tiers.map((tier) => html`<th scope="col">${field(tier.name, rtl)}<span class="price">${field(tier.price, rtl)}</span></th>`)}</tr></thead><tbody>${features.map(
      (f) =>
        html`<tr><th scope="row">${prose(f, rtl)}</th>${s.tiers.map((tier) => (tier.features.includes(f) ? html`<td class="yes">✓</td>` : html`<td class="no">–</td>`))}</tr>`,
    )}</tbody></table></div>`;
  }
  return html`<div class="grid">${s.tiers.map(
    (tier) =>
      html`<article class="card tier"><h3>${field(tier.name, rtl)}</h3><p class="price">${field(tier.price, rtl)}</p>${tier.features.length > 0 && html`<ul>${tier.features.map((x) => html`<li>${prose(x, rtl)}</li>`)}</ul>`}</article>`,
  )}</div>`;
}

interface Ctx {
  content: SiteContent;
  t: SiteStrings;
  elegant: boolean;
  /** The page is written right to left: runs that read left to right are isolated. */
  rtl: boolean;
  /** Where the owner's uploaded images are served from; without it, none are drawn. */
  mediaBase?: string;
}

type ButtonKind = PrimaryAction;
interface Button {
  kind: ButtonKind;
  href: string;
  label: Html | string;
  short: string;
}

/** Without the kind's list (older content): its chosen action first, then every other one. */
const LEGACY_ORDER: readonly PrimaryAction[] = ["call", "email", "directions", "form", "link"];

/**
 * The buttons the owner's facts support, in the kind's order of primary actions (content.hero.actions);
 * `form` only where the page is served with the contact form, `link` only for an http(s) link.
 */
function contactButtons(content: SiteContent, t: SiteStrings, form = false, requests = false): Button[] {
  const f = content.facts;
  const phone = f.phones[0];
  const email = f.emails[0];
  const link = isOwnerLink(f.link) ? f.link : undefined;
  const message = t.actions.message;
  const make: Record<PrimaryAction, () => Button | null> = {
    call: () =>
      phone
        ? {
            kind: "call",
            href: telHref(phone),
            label: html`${t.buttons.call} ${field(phone, textDirection(content.lang ?? content.language) === "rtl")}`,
            short: t.buttons.call,
          }
        : null,
    email: () => (email ? { kind: "email", href: `mailto:${email}`, label: t.buttons.email, short: t.buttons.email } : null),
    directions: () => (f.address ? { kind: "directions", href: mapsHref(f.address), label: t.buttons.directions, short: t.buttons.directions } : null),
    form: () => (form ? { kind: "form", href: "#message", label: message, short: message } : null),
    link: () => {
      if (!link) return null;
      const words = linkLabel(content.language, content.hero.link);
      return { kind: "link", href: link, label: words, short: words };
    },
  };
  const prefer = content.hero.action;
  const order = content.hero.actions?.length ? content.hero.actions : prefer ? [...new Set([prefer, ...LEGACY_ORDER])] : LEGACY_ORDER;
  const kinds = supportedActions(order, { phone: !!phone, email: !!email, address: !!f.address, form, link: !!link });
  const buttons = kinds.map((k) => make[k]()).filter((b): b is Button => b !== null);
  const request = requests ? primaryRequestButton(content) : null;
  return request ? [{ kind: "form", ...request }, ...buttons.filter((b) => b.kind !== "form")] : buttons;
}

function buttonHtml(b: Button, primary: boolean, short = false): Html {
  return html`<a class="btn${primary ? "" : " alt"}" href="${b.href}">${short ? b.short : b.label}</a>`;
}

/** The phone's sticky bar: the main action, and a call button beside it when there is a phone (short labels). */
function mobileBar(content: SiteContent, t: SiteStrings, form: boolean, requests = false): Html {
  const buttons = contactButtons(content, t, form, requests);
  const first = buttons[0];
  if (!first) return EMPTY;
  const call = buttons.find((b) => b.kind === "call");
  const pair = call && first.kind !== "call" ? [buttonHtml(first, true, true), buttonHtml(call, false, true)] : [buttonHtml(first, true, true)];
  return html`<nav class="mbar" aria-label="${t.actions.quickActions}">${pair}</nav>`;
}

function contactBody(ctx: Ctx): Html {
  const { content, t, rtl } = ctx;
  const f = content.facts;
  const rows: Html[] = [];
  for (const phone of f.phones) rows.push(html`<div><dt>${t.labels.phone}</dt><dd><a href="${telHref(phone)}">${field(phone, rtl)}</a></dd></div>`);
  for (const email of f.emails) rows.push(html`<div><dt>${t.labels.email}</dt><dd><a href="mailto:${email}">${field(email, rtl)}</a></dd></div>`);
  if (f.address) rows.push(html`<div><dt>${t.labels.address}</dt><dd><a href="${mapsHref(f.address)}">${field(f.address, rtl)}</a></dd></div>`);
  if (f.meetingPoint) {
    // The town helps the maps search find the right harbour; the page shows the point as typed.
    const query = f.city && !f.meetingPoint.includes(f.city) ? `${f.meetingPoint}, ${f.city}` : f.meetingPoint;
    rows.push(html`<div><dt>${t.labels.meetingPoint}</dt><dd><a href="${mapsHref(query)}">${field(f.meetingPoint, rtl)}</a></dd></div>`);
  }
  const social = socialList(content);
  if (social) rows.push(html`<div><dt>${t.labels.social}</dt><dd>${social}</dd></div>`);
  const buttons = contactButtons(content, t).map((b, i) => buttonHtml(b, i === 0));
  return html`<div class="contact"><div>${buttons.length > 0 && html`<div class="ctas">${buttons}</div>`}</div>${rows.length > 0 && html`<dl class="dl">${rows}</dl>`}</div>`;
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

function socialList(content: SiteContent): Html | null {
  const links = content.facts.social
    .map((s) => ({ name: `${NETWORK_NAMES[s.network] ?? s.network}${s.label ? ` ${s.label}` : ""}`, url: safeHttpUrl(s.url) }))
    .filter((s): s is { name: string; url: string } => !!s.url);
  if (!links.length) return null;
  return html`<ul class="social">${links.map((s) => html`<li><a href="${s.url}" rel="me noopener">${s.name}</a></li>`)}</ul>`;
}

/** The section's inner HTML, or null when it has nothing to show (then it is left out entirely). */
function sectionBody(section: Section, ctx: Ctx): Html | null {
  const { content, t, rtl } = ctx;
  switch (section.kind) {
    case "about":
    case "story":
      return html`<div class="about"><div class="body">${section.paragraphs.map((p) => html`<p>${linked(p, rtl)}</p>`)}</div></div>`;
    case "offerings":
      return offeringsBody(section, content, ctx.mediaBase, rtl);
    case "pricing":
      return pricingBody(section, rtl);
    case "hours": {
      const rows = hoursRows(content, t);
      const note = content.facts.hoursNote;
      if (!rows.length && !note) return null;
      return html`${note && html`<p class="lead">${prose(note, rtl)}</p>`}${rows.length > 0 && html`<table class="tbl"><tbody>${rows.map(([d, h]) => html`<tr><th scope="row">${field(d, rtl)}</th><td class="t">${field(h, rtl)}</td></tr>`)}</tbody></table>`}`;
    }
    case "timetable":
      return html`<table class="tbl"><tbody>${section.entries.map((x) => html`<tr><th scope="row">${field(x.day, rtl)}</th><td class="t">${x.time ? field(x.time, rtl) : ""}</td><td>${field(x.name, rtl)}</td></tr>`)}</tbody></table>`;
    case "faq":
      return html`<div class="faq">${section.items.map((q) => html`<details><summary>${prose(q.question, rtl)}</summary><p>${prose(q.answer, rtl)}</p></details>`)}</div>`;
    case "team":
      return html`<div class="grid">${section.people.map((p) => html`<article class="card"><h3>${field(p.name, rtl)}</h3>${p.role && html`<p>${prose(p.role, rtl)}</p>`}</article>`)}</div>`;
    case "area":
      return html`<ul class="places">${section.places.map((p) => html`<li>${field(p, rtl)}</li>`)}</ul>`;
    case "gallery":
      // A gallery is only its images (drawn by withImages); without any it shows nothing.
      return null;
    case "reviews":
      return html`<div class="quotes">${section.items.map((r) => html`<figure class="quote"><blockquote><p>${prose(r.quote, rtl)}</p></blockquote><figcaption><strong>${field(r.author, rtl)}</strong></figcaption></figure>`)}</div>`;
    case "notes":
      // "Good to know": each note as the owner typed it, with a small mark before it.
      return html`<ul class="notes">${section.items.map((x) => html`<li>${linked(x, rtl)}</li>`)}</ul>`;
    case "contact": {
      const f = content.facts;
      if (!f.phones.length && !f.emails.length && !f.address && !f.meetingPoint && !f.social.length) return null;
      return contactBody(ctx);
    }
    default:
      // A section kind this renderer does not know yet (added to the schema by other work) draws nothing.
      return null;
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
  // The page's language: the owner's own when it has no table (then the headings are English).
  const pageLang = content.lang ?? intlLocale(content.language);
  const rtl = textDirection(pageLang) === "rtl";
  const safe = normalizeStyle(content.theme ?? defaultStyleFor("Other"), "Other");
  const p = safe.palette;
  const elegant = safe.layout === "elegant";
  const canonical = safeCanonical(meta.canonicalUrl);
  const year = /^(\d{4})/.exec(meta.generatedAt ?? "")?.[1];
  const ctx: Ctx = { content, t, elegant, rtl, ...(meta.mediaBase ? { mediaBase: meta.mediaBase } : {}) };

  const taken = new Set<string>(["main", "top", "hero", "message"]);
  const blocks: Array<{ id: string; nav?: string; html: Html }> = [];
  for (const section of content.sections) {
    if (section.hidden) continue;
    const own = sectionBody(section, ctx);
    // The owner's uploaded images (render-images.ts escapes its own attributes).
    const withPics = withImages(own ? own.toString() : null, section.images, meta.mediaBase);
    if (withPics === null) continue;
    let id = section.id;
    for (let n = 2; taken.has(id); n++) id = `${section.id}-${n}`;
    taken.add(id);
    const navKey = NAV_FOR[section.kind];
    const nav = navKey === "offerings" ? (section.heading.length <= 18 ? section.heading : t.nav.offerings) : navKey ? t.nav[navKey] : undefined;
    blocks.push({
      id,
      ...(nav && !blocks.some((b) => b.nav === nav) ? { nav } : {}),
      html: html`${sectionHead(id, section.heading, section.intro, elegant)}${raw(withPics)}`,
    });
  }

  const heroIsPlain = safe.layout === "classic" || safe.layout === "minimal";
  const body = html`${blocks.map((b, i) => {
    const tint = heroIsPlain ? i % 2 === 0 : i % 2 === 1;
    return html`<section id="${b.id}"${tint && raw(' class="tint"')} aria-labelledby="${b.id}-h"><div class="wrap">${b.html}</div></section>`;
  })}`;

  const heroImageMarkup = heroImageHtml(content.hero.image, meta.mediaBase);
  const heroImage = heroImageMarkup ? raw(heroImageMarkup) : null;
  const logoMarkup = logoHtml(content.logo, content.brandName, meta.mediaBase);
  // The owner's image takes the artwork's place; without one, the trade's illustration on a palette
  // background (the elegant layout draws it as a medallion above the headline).
  const art = heroImage ? EMPTY : heroArt(safe.layout, content);
  const aside = heroImage ?? (elegant ? EMPTY : art);
  const heroButtons = contactButtons(content, t, !!meta.contactForm, !!meta.requestForms)
    .slice(0, 2)
    .map((b, i) => buttonHtml(b, i === 0));
  const hero = html`<section class="hero" id="hero" aria-labelledby="hero-h"><div class="wrap hero-in"><div class="hero-copy">${elegant && (heroImage ? ORNAMENT : art)}${
    content.hero.eyebrow && html`<p class="eyebrow">${prose(content.hero.eyebrow, rtl)}</p>`
  }<h1 id="hero-h">${content.hero.headline}</h1>${content.hero.subheadline && html`<p class="sub">${prose(content.hero.subheadline, rtl)}</p>`}${
    heroButtons.length > 0 && html`<div class="ctas">${heroButtons}</div>`
  }</div>${aside}</div></section>`;

  const css = minify(
    cssVars(p, safe) +
      BASE_CSS +
      LAYOUT_CSS[safe.layout] +
      (body.value.includes('class="pics"') ? IMAGE_CSS : "") +
      (body.value.includes('class="item-img"') ? ITEM_IMAGE_CSS : "") +
      (logoMarkup ? LOGO_CSS : "") +
      (heroImage ? HERO_IMAGE_CSS : ""),
  );
  const title = content.seo.title;
  const desc = content.seo.description;
  const head = html`<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="${desc}"><meta name="theme-color" content="${p.primary}">${
    canonical && html`<link rel="canonical" href="${canonical}">`
  }<meta property="og:type" content="website"><meta property="og:site_name" content="${content.brandName}"><meta property="og:title" content="${title}"><meta property="og:description" content="${desc}">${
    canonical && html`<meta property="og:url" content="${canonical}">`
  }${discoveryHead(content, { canonical, ...(meta.mediaBase ? { mediaBase: meta.mediaBase } : {}) })}<meta name="twitter:title" content="${title}"><meta name="twitter:description" content="${desc}"><link rel="icon" href="${faviconHref(content.brandName, p)}"><style>${raw(css)}</style>`;

  const navItems = blocks.filter((b) => b.nav).map((b) => html`<li><a href="#${b.id}">${b.nav}</a></li>`);
  const header = html`<header class="top"><div class="wrap bar"><a class="brand" href="#hero">${logoMarkup ? raw(logoMarkup) : markSvg(content.brandName)}<span>${content.brandName}</span></a>${
    navItems.length > 0 && html`<nav class="nav" aria-label="${t.labels.mainNav}"><ul>${navItems}</ul></nav>`
  }</div></header>`;

  const f = content.facts;
  const footContact = html`${f.phones.map((ph) => html`<p><a href="${telHref(ph)}">${field(ph, rtl)}</a></p>`)}${f.emails.map((em) => html`<p><a href="mailto:${em}">${field(em, rtl)}</a></p>`)}${
    f.address && html`<p>${field(f.address, rtl)}</p>`
  }`;
  const footer = html`<footer class="foot"><div class="wrap fin"><div><p class="brand">${content.brandName}</p>${content.tagline && html`<p>${prose(content.tagline, rtl)}</p>`}</div><div>${footContact}${socialList(content)}<p class="small">© ${
    year && `${year} `
  }${joinSentences([content.brandName, t.footer.rights])}</p></div></div></footer>`;

  return html`<!doctype html><html lang="${pageLang}"${rtl && raw(' dir="rtl"')}><head>${head}</head><body class="l-${safe.layout} f-${safe.font}"><a class="skip" href="#main">${t.buttons.skip}</a>${header}<main id="main" tabindex="-1">${hero}${body}</main>${footer}${mobileBar(content, t, !!meta.contactForm, !!meta.requestForms)}</body></html>`.toString();
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
