import { Hono, type Context } from "hono";
import type { AppEnv } from "../../types";
import { isValidSlug, siteCsp } from "../../generator/index";
import { findHostedSiteBySlug, type HostedSite } from "../../services/sites/hosted";
import { answerRequest, readAnswerToken, receiveRequest, type Answer } from "../../services/sites/requests";
import { clientKey } from "../../middleware/rate-limit";
import { backgroundRunner } from "../../middleware/background";
import { bodyLimit } from "hono/body-limit";
import { formFields } from "../../middleware/validate";
import { MAX_IMAGE_BYTES } from "../../../core/site/editor";
import { siteNotFound, siteOffline } from "./pages";
import { REQUEST_STYLE, isKind, language, viewFor } from "./request-forms";
import { pageWithMain } from "../../../core/site/contact-form";
import { formatClock, requestFormSection, requestSentSection } from "../../../core/site/request-form";
import { ANSWER_NOTE_MAX, type RequestKind } from "../../../core/site/requests";
import { REQUEST_OWNER_WORDS as OWNER, requestFormWords } from "../../../core/content/request-form";
import { intlLocale, isSiteLanguage } from "../../../core/site/i18n";
import { contactFormWords } from "../../../core/content/contact-form";
import { siteSettings } from "../../../core/site/settings";
import { escapeHtml as e } from "../../../core/html";

/**
 * The booking, order and quote request forms of hosted sites (services/sites/requests.ts), answered
 * as pages: POST {base}/request/{kind}, the form again after a refusal, the thank-you page, and the
 * owner's one-click answer page (/sites/-/answer/{token}, linked from the notification mail). The
 * forms themselves are added to the served home page by `withRequestForms`.
 */

/** The request forms' bodies are bounded like the contact form's (pages.ts imports this module: the limit is built here, not imported at load). */
export const REQUEST_BODY_BYTES = 64 * 1024;
const requestBodyLimit = bodyLimit({ maxSize: REQUEST_BODY_BYTES, onError: (c) => c.text("The message is too long.", 413) });
/** A quote request may carry one photo (at most MAX_IMAGE_BYTES). */
const quoteBodyLimit = bodyLimit({ maxSize: MAX_IMAGE_BYTES + REQUEST_BODY_BYTES, onError: (c) => c.text("The photo is too large.", 413) });
/** The body limit of a request form's post. */
export const requestBodyLimitFor = (kind: string) => (kind === "quote" ? quoteBodyLimit : requestBodyLimit);

async function formCsp(html: string): Promise<string> {
  return (await siteCsp(html)).replace("form-action 'none'", "form-action 'self'");
}

async function page(c: Context<AppEnv>, html: string, status: 200 | 422 | 429 = 200) {
  const styled = html.includes(REQUEST_STYLE) ? html : html.replace("</head>", `${REQUEST_STYLE}</head>`);
  c.header("Content-Security-Policy", await formCsp(styled));
  c.header("Cache-Control", "no-store");
  return c.html(styled, status);
}

/** The locale Intl writes the site's days and times with (English for a language that is not a site language). */
const localeOf = (language: unknown) => intlLocale(isSiteLanguage(language) ? language : "en");

/** "09:00–18:00": each span's times in the language's digits (Intl, 24-hour as the hours are read), "," between spans. */
function formatSpans(language: unknown, spans: Array<{ opens: string; closes: string }>): string {
  const locale = localeOf(language);
  return spans.map((s) => `${formatClock(locale, s.opens)}–${formatClock(locale, s.closes)}`).join(", ");
}

function dayName(language: unknown, day: string): string {
  try {
    return new Intl.DateTimeFormat(localeOf(language), { weekday: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
  } catch {
    return day;
  }
}

/** POST {base}/request/{kind}: the request workflow, answered as pages. */
export async function acceptRequest(c: Context<AppEnv>, site: HostedSite, base: string, kind: RequestKind) {
  if (site.unpublishedAt) return siteOffline(c);
  const body = await formFields(c);
  const outcome = await receiveRequest(c.get("deps"), { site, kind, body, clientKey: () => clientKey(c), background: backgroundRunner(c) });
  if (outcome.kind === "closed") return siteNotFound(c);
  if (outcome.kind === "sent") return c.redirect(`${base}/request/${kind}/sent`, 303);
  const outsideHours = outcome.hours ? { day: dayName(language(site), outcome.hours.day), hours: formatSpans(language(site), outcome.hours.spans) } : undefined;
  const view = await viewFor(c, site, base, kind, {
    standalone: true,
    values: outcome.values,
    ...(outcome.errors ? { errors: outcome.errors } : {}),
    ...(outcome.formError ? { formError: outcome.formError } : {}),
    ...(outsideHours ? { outsideHours } : {}),
  });
  return page(c, pageWithMain(site.html, requestFormSection(view), view.contactWords.errorTitle, `${base}/`), outcome.status);
}

export async function requestSentPage(c: Context<AppEnv>, site: HostedSite, base: string, kind: RequestKind) {
  if (site.unpublishedAt) return siteOffline(c);
  if (!siteSettings(site.content).requests[kind]) return siteNotFound(c);
  const words = requestFormWords(language(site));
  const back = contactFormWords(language(site)).back;
  return page(c, pageWithMain(site.html, requestSentSection(words, kind, `${base}/`, back), words[kind].thanksTitle, `${base}/`));
}

// ---- the owner's one-click answer page ----

const ANSWER_CSS =
  "body{font-family:system-ui,sans-serif;margin:0;color:#0f172a;background:#f8fafc}main{max-width:36rem;margin:0 auto;padding:2.5rem 1.25rem}" +
  "h1{font-size:1.5rem}label{display:block;font-weight:600;margin:1rem 0 .35rem}textarea{width:100%;box-sizing:border-box;font:inherit;padding:.6rem;border:2px solid #475569;border-radius:.4rem}" +
  "button{margin-top:1rem;font:600 1rem system-ui,sans-serif;padding:.7rem 1.2rem;border-radius:.4rem;border:0;background:#0f766e;color:#fff;cursor:pointer}" +
  "a{color:#0f766e}";

async function answerPage(c: Context<AppEnv>, title: string, body: string, status: 200 | 404 | 409 = 200) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${e(title)}</title><style>${ANSWER_CSS}</style></head><body><main><h1>${e(title)}</h1>${body}</main></body></html>`;
  c.header("Content-Security-Policy", await formCsp(html));
  c.header("Cache-Control", "no-store");
  c.header("Referrer-Policy", "no-referrer");
  return c.html(html, status);
}

async function answerTarget(c: Context<AppEnv>): Promise<{ messageId: number; answer: Answer } | null> {
  const token = c.req.query("t");
  return typeof token === "string" ? readAnswerToken(c.get("deps"), token) : null;
}

const invalid = (c: Context<AppEnv>) => answerPage(c, OWNER.answerInvalid, `<p><a href="/dashboard">Dashboard</a></p>`, 404);

export const siteRequestRoutes = new Hono<AppEnv>()
  // A mail scanner that follows the link sees this page and changes nothing; the owner's click posts it.
  .get("/-/answer", async (c) => {
    const target = await answerTarget(c);
    if (!target) return invalid(c);
    const label = target.answer === "confirm" ? OWNER.confirm : OWNER.decline;
    return answerPage(
      c,
      `${label}?`,
      `<form method="post"><label for="note">${e(OWNER.ownerNote)}</label><textarea id="note" name="note" rows="3" maxlength="${ANSWER_NOTE_MAX}"></textarea><button type="submit">${e(label)}</button></form>`,
    );
  })
  .post("/-/answer", requestBodyLimit, async (c) => {
    const target = await answerTarget(c);
    if (!target) return invalid(c);
    const body = await formFields(c);
    const note = typeof body.note === "string" ? body.note : "";
    const result = await answerRequest(c.get("deps"), { ...target, note, background: backgroundRunner(c) });
    if (result.kind === "notFound") return invalid(c);
    const link = `<p><a href="/dashboard">Dashboard</a></p>`;
    if (result.kind === "already") return answerPage(c, OWNER.answered, `<p>${e(OWNER.status[result.message.status ?? "new"])}</p>${link}`, 409);
    return answerPage(c, OWNER.answerDone(OWNER.status[result.message.status ?? "new"].toLowerCase()), link);
  })
  .post(
    "/:slug/request/:kind",
    (c, next) => requestBodyLimitFor(c.req.param("kind") ?? "")(c, next),
    async (c) => {
      const slug = c.req.param("slug");
      const kind = c.req.param("kind");
      const site = isValidSlug(slug) && isKind(kind) ? await findHostedSiteBySlug(c.get("deps").db, slug) : undefined;
      return site && isKind(kind) ? acceptRequest(c, site, `/sites/${site.slug}`, kind) : siteNotFound(c);
    },
  )
  .get("/:slug/request/:kind", async (c) => {
    const slug = c.req.param("slug");
    const kind = c.req.param("kind");
    const site = isValidSlug(slug) && isKind(kind) ? await findHostedSiteBySlug(c.get("deps").db, slug) : undefined;
    if (!site || !isKind(kind)) return siteNotFound(c);
    return site.unpublishedAt ? siteOffline(c) : c.redirect(`/sites/${site.slug}/#${kind}`, 303);
  })
  .get("/:slug/request/:kind/sent", async (c) => {
    const slug = c.req.param("slug");
    const kind = c.req.param("kind");
    const site = isValidSlug(slug) && isKind(kind) ? await findHostedSiteBySlug(c.get("deps").db, slug) : undefined;
    return site && isKind(kind) ? requestSentPage(c, site, `/sites/${site.slug}`, kind) : siteNotFound(c);
  });
