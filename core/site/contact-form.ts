/**
 * The contact form of hosted sites, as escaped HTML (pure: no database, no HTTP). It is added to the
 * stored page when the page is served (the form carries a fresh signed timestamp), styled with the
 * site's own custom properties (--p, --tx, --bg, --mu, --r, --fu), and posts to the site's own path.
 */
import { escapeHtml as e } from "../html";
import type { ContactFormWords } from "../content/contact-form";
import { CONTACT_FIELD_LIMITS, type ContactErrorCode, type ContactField, type ContactValues } from "../contact-message";

/** Name of the honeypot field: hidden from people, filled by form-filling bots. */
export const HONEYPOT_FIELD = "website";
/** Name of the hidden field carrying the signed time the form was served. */
export const TIMESTAMP_FIELD = "t";

export const CONTACT_FORM_CSS =
  ".lf-form{display:grid;gap:1.15rem;max-width:40rem}" +
  ".lf-f{display:grid;gap:.35rem}" +
  ".lf-f label{font:600 .95rem/1.3 var(--fu)}" +
  ".lf-f .opt{font-weight:400;color:var(--mu)}" +
  ".lf-f input,.lf-f textarea{font:1rem/1.5 var(--ff,var(--fu));color:var(--tx);background:var(--bg);border:2px solid var(--mu);border-radius:var(--r);padding:.7rem .85rem;width:100%}" +
  ".lf-f textarea{min-height:9rem;resize:vertical}" +
  ".lf-f [aria-invalid=true]{border-width:3px;border-color:var(--tx)}" +
  ".lf-msg{margin:0;font:700 .95rem/1.4 var(--fu);color:var(--tx)}" +
  '.lf-msg::before{content:"! "}' +
  ".lf-err{border-inline-start:6px solid var(--p);background:var(--sf);padding:1rem 1.25rem;margin:0 0 1.5rem;max-width:40rem;border-radius:var(--r)}" +
  ".lf-err h3{margin-bottom:.4rem}.lf-err ul{margin:.5rem 0 0;padding-inline-start:1.2rem}" +
  ".lf-hp{position:absolute;inset-inline-start:-10000px;width:1px;height:1px;overflow:hidden}" +
  ".lf-form .btn{justify-self:start;cursor:pointer}";

export interface ContactFormView {
  words: ContactFormWords;
  /** Where the form posts: the site's own path (`/sites/{slug}/contact`, or `/contact` on its own domain). */
  action: string;
  token: string;
  values?: Partial<ContactValues>;
  errors?: Partial<Record<ContactField, ContactErrorCode>>;
  /** A message about the whole form (too fast, expired, limits), shown in the summary. */
  formError?: keyof ContactFormWords["errors"];
}

const FIELD_ORDER: ContactField[] = ["name", "email", "phone", "message"];

/** The form section (`<section id="message">`), with an error summary when there are errors. */
export function contactFormSection(view: ContactFormView): string {
  const { words: w, values = {}, errors = {} } = view;
  const fieldErrors = FIELD_ORDER.filter((f) => errors[f]);
  const summaryItems = [
    ...(view.formError ? [`<li>${e(w.errors[view.formError])}</li>`] : []),
    ...fieldErrors.map((f) => `<li><a href="#lf-${f}">${e(w.errors[errors[f]!])}</a></li>`),
  ];
  const summary = summaryItems.length
    ? `<div class="lf-err" id="message-errors" role="alert" tabindex="-1"><h3>${e(w.errorTitle)}</h3><p>${e(w.errorSummary)}</p><ul>${summaryItems.join("")}</ul></div>`
    : "";
  const field = (name: ContactField, label: string, control: (attrs: string) => string, optional = false) => {
    const err = errors[name];
    const attrs = `id="lf-${name}" name="${name}"${err ? ` aria-invalid="true" aria-describedby="lf-${name}-err"` : ""}`;
    return (
      `<div class="lf-f"><label for="lf-${name}">${e(label)}${optional ? ` <span class="opt">(${e(w.optional)})</span>` : ""}</label>` +
      control(attrs) +
      (err ? `<p class="lf-msg" id="lf-${name}-err">${e(w.errors[err])}</p>` : "") +
      `</div>`
    );
  };
  const value = (name: ContactField) => e(values[name] ?? "");
  return (
    `<section id="message" aria-labelledby="message-h"><div class="wrap">` +
    `<div class="sh"><h2 id="message-h">${e(w.heading)}</h2><p class="lead">${e(w.intro)}</p></div>` +
    summary +
    `<form class="lf-form" method="post" action="${e(view.action)}">` +
    field("name", w.name, (a) => `<input ${a} type="text" autocomplete="name" required maxlength="${CONTACT_FIELD_LIMITS.name}" value="${value("name")}">`) +
    field(
      "email",
      w.email,
      (a) => `<input ${a} type="email" autocomplete="email" required maxlength="${CONTACT_FIELD_LIMITS.email}" value="${value("email")}">`,
    ) +
    field("phone", w.phone, (a) => `<input ${a} type="tel" autocomplete="tel" maxlength="${CONTACT_FIELD_LIMITS.phone}" value="${value("phone")}">`, true) +
    field("message", w.message, (a) => `<textarea ${a} rows="6" required maxlength="${CONTACT_FIELD_LIMITS.message}">${value("message")}</textarea>`) +
    `<div class="lf-hp" aria-hidden="true"><label for="lf-${HONEYPOT_FIELD}">${e(w.trap)}</label><input id="lf-${HONEYPOT_FIELD}" name="${HONEYPOT_FIELD}" type="text" tabindex="-1" autocomplete="off" value=""></div>` +
    `<input type="hidden" name="${TIMESTAMP_FIELD}" value="${e(view.token)}">` +
    `<button class="btn" type="submit">${e(w.send)}</button>` +
    `</form></div></section>`
  );
}

/** The thank-you section shown after a message was stored. */
export function thankYouSection(w: ContactFormWords, backHref: string): string {
  return (
    `<section id="message" aria-labelledby="message-h"><div class="wrap"><div class="sh">` +
    `<h1 id="message-h">${e(w.thanksTitle)}</h1><p class="lead">${e(w.thanksText)}</p>` +
    `<div class="ctas"><a class="btn" href="${e(backHref)}">${e(w.back)}</a></div>` +
    `</div></div></section>`
  );
}

const STYLE_TAG = `<style>${CONTACT_FORM_CSS}</style>`;

/** The stored page with the form's stylesheet in its head and `section` at the end of its main. */
export function withSection(html: string, section: string): string {
  const withStyle = html.includes(STYLE_TAG) ? html : html.includes("</head>") ? html.replace("</head>", `${STYLE_TAG}</head>`) : STYLE_TAG + html;
  const at = withStyle.lastIndexOf("</main>");
  return at === -1 ? withStyle + section : withStyle.slice(0, at) + section + withStyle.slice(at);
}

/**
 * A page of its own in the site's style (errors, thank-you): the stored page's head, header and footer
 * around `section` as the whole main; `titlePrefix` goes in front of the page title; `home` is the
 * site's home path, which the header's in-page links now lead to.
 */
export function pageWithMain(html: string, section: string, titlePrefix: string, home: string): string {
  // In-page links of the header and footer point back to the site's home page (the skip link stays).
  const linked = html.replace(/href="#(?!main")([^"]*)"/g, (_, id: string) => `href="${e(home)}#${id}"`);
  const open = /<main\b[^>]*>/.exec(linked);
  const close = linked.lastIndexOf("</main>");
  const page = open && close > open.index ? linked.slice(0, open.index + open[0].length) + section + linked.slice(close) : withSection(linked, section);
  const styled = page.includes(STYLE_TAG) ? page : page.replace("</head>", `${STYLE_TAG}</head>`);
  return styled.replace(/<title>([\s\S]*?)<\/title>/, (_, t: string) => `<title>${e(titlePrefix)} – ${t}</title>`);
}
