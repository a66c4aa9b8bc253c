/**
 * The booking, order and quote request forms of hosted sites, as escaped HTML (pure). Like the contact
 * form (contact-form.ts: its styles, honeypot and signed timestamp) each is added to the stored page
 * when it is served, works without script, and posts to the site's own path. Every word comes from
 * the words passed in (core/content/request-form.ts and contact-form.ts), in the site's language. On a
 * right-to-left page a run of numbers (a time, a price, hours as the owner typed them) is isolated with
 * `bdi`, as the site's own page does (render.ts), or the bidirectional algorithm reorders its parts.
 */
import { escapeHtml as e } from "../html";
import type { ContactFormWords } from "../content/contact-form";
import { requestFormWords, type RequestFormWords } from "../content/request-form";
import { CONTACT_FIELD_LIMITS, type ContactErrorCode } from "../contact-message";
import { HONEYPOT_FIELD, TIMESTAMP_FIELD } from "./contact-form";
import {
  BOOKING_MAX_DAYS_AHEAD,
  earliestToday,
  ORDER_QUANTITY_MAX,
  quantityField,
  REQUEST_NOTE_MAX,
  REQUEST_KINDS,
  type RequestErrorCode,
  type RequestKind,
} from "./requests";
import { siteSettings, type RequestFormLabels } from "./settings";
import type { SiteContent } from "./schema";

/** The photo types a quote request takes (the image pipeline's, less AVIF which phones rarely send). */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

export const REQUEST_FORM_CSS =
  ".lf-f select{font:1rem/1.5 var(--ff,var(--fu));color:var(--tx);background:var(--bg);border:2px solid var(--mu);border-radius:var(--r);padding:.7rem .85rem;width:100%}" +
  ".lf-row{display:grid;gap:1.15rem;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr))}" +
  ".lf-items{border:0;padding:0;margin:0;display:grid;gap:.6rem}" +
  ".lf-items legend{font:600 .95rem/1.3 var(--fu);margin-bottom:.4rem}" +
  ".lf-q{display:flex;align-items:center;justify-content:space-between;gap:1rem;border-bottom:1px solid var(--mu);padding:.35rem 0}" +
  ".lf-q label{font:400 1rem/1.4 var(--fu)}.lf-q .pr{color:var(--mu);white-space:nowrap}" +
  ".lf-q input{font:1rem/1.5 var(--ff,var(--fu));color:var(--tx);background:var(--bg);border:2px solid var(--mu);border-radius:var(--r);padding:.45rem .6rem;width:5.5rem;flex:none}" +
  ".lf-r{display:flex;align-items:center;gap:.6rem;font:400 1rem/1.4 var(--fu)}.lf-r input{width:1.2rem;height:1.2rem;margin:0;flex:none}" +
  ".lf-hint{margin:0;color:var(--mu);font:400 .9rem/1.4 var(--fu)}" +
  ".lf-err h2{font-size:1.15rem;margin-bottom:.4rem}" +
  ".lf-form bdi[dir=ltr],.lf-err bdi[dir=ltr]{white-space:nowrap}";

/** The form's section id on the page (the primary action's and the sticky bar's anchor). */
export const REQUEST_SECTION_ID: Readonly<Record<RequestKind, string>> = { booking: "booking", order: "order", quote: "quote" };

export type RequestFieldName = "service" | "date" | "time" | "items" | "fulfilment" | "address" | "name" | "email" | "phone" | "message" | "photo";

export interface RequestFormView {
  kind: RequestKind;
  words: RequestFormWords;
  contactWords: ContactFormWords;
  labels: RequestFormLabels;
  action: string;
  token: string;
  now: number;
  /** The owner's offerings to choose from (booking, quote). */
  services: string[];
  /** What an order may hold (order). */
  items: Array<{ name: string; price?: string }>;
  /** The owner's hours as typed, shown beside the day and time ("Mon–Fri 9:00–17:00"); empty: any time may be asked. */
  hoursText: string[];
  values?: Record<string, string>;
  errors?: Partial<Record<RequestFieldName, RequestErrorCode | ContactErrorCode>>;
  /** The day asked for and its hours (names and times written by Intl): the outsideHours error names them. */
  outsideHours?: { day: string; hours: string };
  /** The page's direction (the site language's): right to left isolates runs of numbers. */
  dir?: "ltr" | "rtl";
  formError?: keyof ContactFormWords["errors"];
  /** The form is the page's whole main (shown again after a refusal): its heading is the page's h1. */
  standalone?: boolean;
}

const FIELD_ORDER: RequestFieldName[] = ["service", "items", "fulfilment", "address", "date", "time", "message", "photo", "name", "email", "phone"];

/** A run of digits (a time "08:00–16:00", an amount "2,000", a date), with a Latin unit that follows it ("5 MB"). */
const NUMBER_RUN = /[+(]?\d(?:[\d\u00a0\u202f .,:/()\-–—]*\d)?\)?(?:[ \u00a0\u202f][A-Za-z]{1,4}\b)?/g;

/** Escaped text; on a right-to-left page each run of digits (a time, an amount, a size) isolated left to right. */
export function isolatedText(text: string, rtl: boolean): string {
  if (!rtl || !/\d/.test(text)) return e(text);
  let out = "";
  let at = 0;
  for (const m of text.matchAll(NUMBER_RUN)) {
    out += `${e(text.slice(at, m.index))}<bdi dir="ltr">${e(m[0])}</bdi>`;
    at = (m.index ?? 0) + m[0].length;
  }
  return out + e(text.slice(at));
}

/** A value of its own (a price, a line of hours as typed) on a right-to-left page: isolated as a whole. */
function isolatedField(text: string, rtl: boolean): string {
  if (!rtl) return e(text);
  return /\p{L}/u.test(text) ? `<bdi>${e(text)}</bdi>` : `<bdi dir="ltr">${e(text)}</bdi>`;
}

/** An error's message as HTML: the day's hours filled in (isolated on a right-to-left page). */
function errorHtml(view: RequestFormView, code: RequestErrorCode | ContactErrorCode): string {
  const rtl = view.dir === "rtl";
  if (code === "outsideHours" && view.outsideHours) {
    const template = sentenceDay(view.words.errors.outsideHoursOn, view.outsideHours.day);
    const [before, after] = template.split("{hours}") as [string, string | undefined];
    const hours = isolatedField(view.outsideHours.hours, rtl);
    return `${e(before)}${after === undefined ? "" : hours + e(after)}`;
  }
  const text = (view.words.errors as Record<string, string>)[code] ?? (view.contactWords.errors as Record<string, string>)[code] ?? code;
  return isolatedText(text, rtl);
}

/**
 * The day's name (Intl: "mercoledì", "среда") put into a message: capitalised where it opens a sentence
 * ("{day}: siamo aperti..."), as typed by Intl elsewhere ("Le mercredi").
 */
function sentenceDay(template: string, day: string): string {
  return template.replace(/(^|[.!?。]\s*)\{day\}|\{day\}/gu, (_m, opening: string | undefined) =>
    opening === undefined ? day : `${opening}${day.charAt(0).toUpperCase()}${day.slice(1)}`,
  );
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** The request form section of one kind, with an error summary when there are errors. */
export function requestFormSection(view: RequestFormView): string {
  const { words: w, contactWords: cw, values = {}, errors = {}, kind } = view;
  const rtl = view.dir === "rtl";
  const kw = w[kind];
  const id = REQUEST_SECTION_ID[kind];
  const fid = (name: string) => `${id}-${name}`;
  const v = (name: string) => e(values[name] ?? "");
  const fieldErrors = FIELD_ORDER.filter((f) => errors[f]);
  const summaryItems = [
    ...(view.formError ? [`<li>${e(cw.errors[view.formError])}</li>`] : []),
    ...fieldErrors.map((f) => `<li><a href="#${fid(f === "items" ? quantityField(0) : f)}">${errorHtml(view, errors[f]!)}</a></li>`),
  ];
  const summary = summaryItems.length
    ? `<div class="lf-err" id="${id}-errors" role="alert" tabindex="-1"><h${view.standalone ? 2 : 3}>${e(cw.errorTitle)}</h${view.standalone ? 2 : 3}><p>${e(cw.errorSummary)}</p><ul>${summaryItems.join("")}</ul></div>`
    : "";
  const describedBy = (name: RequestFieldName, hint?: string) => {
    const ids = [hint, errors[name] ? `${fid(name)}-err` : undefined].filter(Boolean);
    return ids.length ? ` aria-describedby="${ids.join(" ")}"` : "";
  };
  const field = (
    name: RequestFieldName,
    label: string,
    control: (attrs: string) => string,
    opts: { optional?: boolean; hint?: string; hintHtml?: string } = {},
  ) => {
    const err = errors[name];
    const hint = opts.hintHtml ?? (opts.hint === undefined ? undefined : isolatedText(opts.hint, rtl));
    const hintId = hint ? `${fid(name)}-hint` : undefined;
    const attrs = `id="${fid(name)}" name="${name}"${err ? ` aria-invalid="true"` : ""}${describedBy(name, hintId)}`;
    return (
      `<div class="lf-f"><label for="${fid(name)}">${e(label)}${opts.optional ? ` <span class="opt">(${e(cw.optional)})</span>` : ""}</label>` +
      (hint ? `<p class="lf-hint" id="${hintId}">${hint}</p>` : "") +
      control(attrs) +
      (err ? `<p class="lf-msg" id="${fid(name)}-err">${errorHtml(view, err)}</p>` : "") +
      `</div>`
    );
  };
  const serviceField = () =>
    view.services.length === 0
      ? ""
      : field("service", w.service, (a) => {
          const chosen = values.service ?? "";
          const options = [`<option value=""${chosen === "" ? " selected" : ""}>${e(w.anyService)}</option>`]
            .concat(view.services.map((s) => `<option${s === chosen ? " selected" : ""}>${e(s)}</option>`))
            .join("");
          return `<select ${a}>${options}</select>`;
        });
  const today = earliestToday(view.now);
  const hoursHint = view.hoursText.length ? view.hoursText.map((h) => isolatedField(h, rtl)).join("; ") : e(w.anyTime);
  const slotFields = (dayLabel: string, timeLabel: string) =>
    `<div class="lf-row">` +
    field("date", dayLabel, (a) => `<input ${a} type="date" required min="${today}" max="${addDays(today, BOOKING_MAX_DAYS_AHEAD)}" value="${v("date")}">`, {
      hintHtml: hoursHint,
    }) +
    field("time", timeLabel, (a) => `<input ${a} type="time" required step="300" value="${v("time")}">`) +
    `</div>`;
  const itemsField = () => {
    const err = errors.items;
    const rows = view.items
      .map((item, i) => {
        const name = quantityField(i);
        return (
          `<div class="lf-q"><label for="${fid(name)}">${e(item.name)}${item.price ? ` <span class="pr">${isolatedField(item.price, rtl)}</span>` : ""}</label>` +
          `<input id="${fid(name)}" name="${name}" type="number" inputmode="numeric" min="0" max="${ORDER_QUANTITY_MAX}" step="1" value="${e(values[name] ?? "0")}" aria-label="${e(`${w.quantity}: ${item.name}`)}"${err ? ` aria-invalid="true" aria-describedby="${fid("items")}-err"` : ""}></div>`
        );
      })
      .join("");
    return (
      `<fieldset class="lf-items"><legend>${e(w.items)}</legend>${rows}` +
      (err ? `<p class="lf-msg" id="${fid("items")}-err">${errorHtml(view, err)}</p>` : "") +
      `</fieldset>`
    );
  };
  // Pickup or delivery (where the owner delivers): pickup unless delivery was chosen. Without script the
  // address field is always there; the server asks for it only when delivery is chosen.
  const fulfilmentFields = () => {
    const err = errors.fulfilment;
    const chosen = values.fulfilment === "delivery" ? "delivery" : "pickup";
    const radio = (value: "pickup" | "delivery", label: string) => {
      const rid = value === "pickup" ? fid("fulfilment") : fid("fulfilment-delivery");
      return `<div class="lf-r"><input id="${rid}" name="fulfilment" type="radio" value="${value}"${chosen === value ? " checked" : ""}${err ? ` aria-invalid="true" aria-describedby="${fid("fulfilment")}-err"` : ""}><label for="${rid}">${e(label)}</label></div>`;
    };
    return (
      `<fieldset class="lf-items"><legend>${e(w.fulfilment)}</legend>${radio("pickup", w.pickup)}${radio("delivery", w.delivery)}` +
      (err ? `<p class="lf-msg" id="${fid("fulfilment")}-err">${errorHtml(view, err)}</p>` : "") +
      `</fieldset>` +
      field("address", w.address, (a) => `<textarea ${a} rows="3" autocomplete="street-address" maxlength="${REQUEST_NOTE_MAX}">${v("address")}</textarea>`)
    );
  };
  const delivers = kind === "order" && view.labels.delivery === true;
  const contactFields =
    field("name", cw.name, (a) => `<input ${a} type="text" autocomplete="name" required maxlength="${CONTACT_FIELD_LIMITS.name}" value="${v("name")}">`) +
    field("email", cw.email, (a) => `<input ${a} type="email" autocomplete="email" required maxlength="${CONTACT_FIELD_LIMITS.email}" value="${v("email")}">`) +
    field("phone", cw.phone, (a) => `<input ${a} type="tel" autocomplete="tel" maxlength="${CONTACT_FIELD_LIMITS.phone}" value="${v("phone")}">`, {
      optional: true,
    });
  const message =
    kind === "quote"
      ? field("message", w.description, (a) => `<textarea ${a} rows="6" required maxlength="${REQUEST_NOTE_MAX}">${v("message")}</textarea>`)
      : field("message", w.note, (a) => `<textarea ${a} rows="3" maxlength="${REQUEST_NOTE_MAX}">${v("message")}</textarea>`, { optional: true });
  const body =
    kind === "booking"
      ? serviceField() + slotFields(w.date, w.time) + contactFields + message
      : kind === "order"
        ? itemsField() +
          (delivers ? fulfilmentFields() + slotFields(w.orderDate, w.orderTime) : slotFields(w.pickupDate, w.pickupTime)) +
          contactFields +
          message
        : serviceField() +
          message +
          field("photo", w.photo, (a) => `<input ${a} type="file" accept="${PHOTO_ACCEPT}">`, { optional: true, hint: w.photoHint }) +
          contactFields;
  const intro = view.labels.intro ?? (delivers ? w.order.deliveryIntro : kw.intro);
  return (
    `<section id="${id}" aria-labelledby="${id}-h"><div class="wrap">` +
    `<div class="sh"><h${view.standalone ? 1 : 2} id="${id}-h">${e(view.labels.heading ?? (delivers ? w.order.deliveryHeading : kw.heading))}</h${view.standalone ? 1 : 2}><p class="lead">${e(intro)}</p></div>` +
    summary +
    `<form class="lf-form" method="post" action="${e(view.action)}"${kind === "quote" ? ' enctype="multipart/form-data"' : ""}>` +
    body +
    `<div class="lf-hp" aria-hidden="true"><label for="${fid(HONEYPOT_FIELD)}">${e(cw.trap)}</label><input id="${fid(HONEYPOT_FIELD)}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off" value=""></div>` +
    `<input type="hidden" name="${TIMESTAMP_FIELD}" value="${e(view.token)}">` +
    (kind === "quote" ? "" : `<p class="lf-hint">${e(w.willConfirm)}</p>`) +
    `<button class="btn" type="submit">${e(view.labels.send ?? kw.send)}</button>` +
    `</form></div></section>`
  );
}

/** "14:30" (a time as the form takes it) as the locale writes a 24-hour time (Intl: "14:30", "۱۴:۳۰"); "24:00" as typed. */
export function formatClock(locale: string, hhmm: string): string {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm);
  if (!m || Number(m[1]) > 23) return hhmm;
  return new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(
    new Date(Date.UTC(2024, 0, 1, Number(m[1]), Number(m[2]))),
  );
}

/** The page's offerings for a form: service names (booking, quote) and items with their prices (order), as typed. */
export function offeringsOf(content: Pick<SiteContent, "sections">): Array<{ name: string; price?: string }> {
  const out: Array<{ name: string; price?: string }> = [];
  for (const s of content.sections)
    if (s.kind === "offerings" && !s.hidden)
      for (const g of s.groups) for (const item of g.items) out.push({ name: item.name, ...(item.price ? { price: item.price } : {}) });
  return out;
}

/** The thank-you section after a request was stored, with its details (and an order's estimate, labelled). */
export function requestSentSection(w: RequestFormWords, kind: RequestKind, backHref: string, backLabel: string): string {
  const kw = w[kind];
  return (
    `<section id="${REQUEST_SECTION_ID[kind]}" aria-labelledby="sent-h"><div class="wrap"><div class="sh">` +
    `<h1 id="sent-h">${e(kw.thanksTitle)}</h1><p class="lead">${e(kw.thanksText)}</p>` +
    `<div class="ctas"><a class="btn" href="${e(backHref)}">${e(backLabel)}</a></div>` +
    `</div></div></section>`
  );
}

/** The button to the request form that leads the page's actions (the owner's heading, or the default words), or null. */
export function primaryRequestButton(content: Pick<SiteContent, "settings" | "language">): { href: string; label: string; short: string } | null {
  const forms = siteSettings(content).requests;
  const kind = REQUEST_KINDS.find((k) => forms[k]?.primary);
  if (!kind) return null;
  const w = requestFormWords(content.language)[kind];
  return {
    href: `#${REQUEST_SECTION_ID[kind]}`,
    label: forms[kind]?.heading ?? (kind === "order" && forms.order?.delivery ? requestFormWords(content.language).order.deliveryHeading : w.heading),
    short: w.action,
  };
}
