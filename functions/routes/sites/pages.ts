import type { Context } from "hono";
import { formFields } from "../../middleware/validate";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../../types";
import { siteCsp } from "../../generator/index";
import { contactFormSection, pageWithMain, thankYouSection, withSection, type ContactFormView } from "../../../core/site/contact-form";
import { contactFormWords } from "../../../core/content/contact-form";
import { siteSettings } from "../../../core/site/settings";
import type { HostedSite } from "../../services/sites/hosted";
import { contactFormToken, receiveContactMessage } from "../../services/sites/contact";
import { clientAddress, clientKey } from "../../middleware/rate-limit";
import { recordVisit, visitStatement } from "../../services/sites/visits";
import { isCountableVisit, referrerOf } from "../../../core/visits";
import { backgroundRunner } from "../../middleware/background";
import { NOT_PUBLISHED_HTML } from "./media";
import { withRequestForms } from "./request-forms";

/**
 * How a hosted site answers: its home page (with the contact form and a counted visit), the form
 * again after a refusal, the thank-you page, and the not-found page. Used by the /sites router
 * (index.ts, contact.ts) and by a custom domain's gate (middleware/custom-host.ts).
 */
export const SITE_NOT_FOUND_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Site not found</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#0f172a}main{text-align:center;padding:2rem}a{color:#0f766e}</style></head><body><main><h1>Site not found</h1><p>No website is published at this address.</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
const NOT_FOUND_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
/** Largest contact form body accepted (bytes): the fields' limits with room for encoding. */
export const CONTACT_BODY_BYTES = 64 * 1024;
export const contactBodyLimit = bodyLimit({ maxSize: CONTACT_BODY_BYTES, onError: (c) => c.text("The message is too long.", 413) });
const HOUR = 60 * 60 * 1000;

/**
 * A site taken offline by its owner (the editor) is offline on every path: its page, the contact
 * form and its pages, robots.txt and sitemap.xml on its domain (410; nothing counted, stored or mailed).
 * Its media answer 410 too, except to its signed-in owner (site-media.ts: the editor's preview).
 */
export function siteOffline(c: Context<AppEnv>) {
  c.header("X-Robots-Tag", "noindex");
  c.header("Content-Security-Policy", NOT_FOUND_CSP);
  c.header("Cache-Control", "no-store");
  return c.html(NOT_PUBLISHED_HTML, 410);
}

export function siteNotFound(c: Context<AppEnv>) {
  c.header("Content-Security-Policy", NOT_FOUND_CSP);
  c.header("Cache-Control", "no-store");
  return c.html(SITE_NOT_FOUND_HTML, 404);
}

/** The policy of a hosted page: the site's own (no script, hashed styles); forms post to this origin only. */
async function pageCsp(html: string, form = true): Promise<string> {
  const csp = await siteCsp(html);
  return form ? csp.replace("form-action 'none'", "form-action 'self'") : csp;
}

const now = (c: Context<AppEnv>) => c.get("deps").now();
const wordsFor = (site: HostedSite) => contactFormWords((site.content as { language?: unknown } | null)?.language);

async function formView(c: Context<AppEnv>, site: HostedSite, base: string, extra: Partial<ContactFormView> = {}): Promise<ContactFormView> {
  return { words: wordsFor(site), action: `${base}/contact`, token: await contactFormToken(c.get("deps"), site.slug), ...extra };
}

/**
 * A hosted site's home page: the stored HTML, plus the contact form (unless the owner turned it off)
 * carrying a fresh signed timestamp. `base` is the site's path prefix ("/sites/{slug}", or "" on its
 * own domain).
 */
export async function serveHostedSite(c: Context<AppEnv>, site: HostedSite, base: string) {
  if (site.unpublishedAt) return siteOffline(c);
  const contact = siteSettings(site.content).contactForm;
  const requests = await withRequestForms(c, site, base, site.html);
  const form = contact || requests.forms;
  const html = contact ? withSection(requests.html, contactFormSection(await formView(c, site, base))) : requests.html;
  // Browsers revalidate every view (no-cache; unchanged pages answer 304), so each view reaches the
  // server and is counted. The form's timestamp changes each hour in the ETag: a revalidated copy
  // never carries a stale one for long.
  const etag = `"${site.updatedAt.getTime().toString(36)}-${site.html.length.toString(36)}${form ? `-${Math.floor(now(c) / HOUR).toString(36)}` : ""}"`;
  c.header("Content-Security-Policy", await pageCsp(html, form));
  c.header("Cache-Control", "public, no-cache");
  c.header("ETag", etag);
  // A site a moderator took down stays out of search results (and out of its sitemap: discovery.ts).
  if (site.takenDownAt) c.header("X-Robots-Tag", "noindex");
  // A revalidation (304) is the same person's page again: not counted.
  if (c.req.header("if-none-match") === etag) return c.body(null, 304);
  await countVisit(c, site, `${base}/`);
  return c.html(html);
}

/**
 * Counts a person's visit: into the Node server's buffer (written with others in one transaction
 * within a second), or on its own after the response (Worker: ctx.waitUntil).
 */
async function countVisit(c: Context<AppEnv>, site: HostedSite, path: string): Promise<void> {
  const userAgent = c.req.header("user-agent");
  const purpose = ["purpose", "sec-purpose", "x-moz", "x-purpose"].map((h) => c.req.header(h));
  if (!isCountableVisit({ method: c.req.method, userAgent, purpose })) return;
  const deps = c.get("deps");
  const visit = {
    projectId: site.projectId,
    address: clientAddress(c),
    userAgent: userAgent!,
    path,
    referrerHost: referrerOf(c.req.header("referer"), new URL(c.req.url).hostname),
    now: now(c),
  };
  if (deps.countBuffer) return deps.countBuffer.add(visitStatement(deps.db, visit));
  const work = recordVisit(deps.db, visit).catch((error) => deps.log(`visit of site ${site.slug} not counted: ${String(error)}`));
  const background = backgroundRunner(c);
  if (background) background(work);
  else await work;
}

async function formPage(c: Context<AppEnv>, site: HostedSite, base: string, status: 422 | 429, extra: Partial<ContactFormView>) {
  const view = await formView(c, site, base, extra);
  const html = pageWithMain(site.html, contactFormSection(view), view.words.errorTitle, `${base}/`);
  c.header("Content-Security-Policy", await pageCsp(html));
  c.header("Cache-Control", "no-store");
  return c.html(html, status);
}

/** POST {base}/contact: the contact workflow (services/sites/contact.ts), answered as pages. */
export async function acceptContactMessage(c: Context<AppEnv>, site: HostedSite, base: string) {
  if (site.unpublishedAt) return siteOffline(c);
  const body = await formFields(c);
  const outcome = await receiveContactMessage(c.get("deps"), { site, body, clientKey: () => clientKey(c), background: backgroundRunner(c) });
  if (outcome.kind === "closed") return siteNotFound(c);
  if (outcome.kind === "sent") return c.redirect(`${base}/contact/sent`, 303);
  const { status, values, errors, formError } = outcome;
  return formPage(c, site, base, status, { values, ...(errors ? { errors } : {}), ...(formError ? { formError } : {}) });
}

export async function contactSentPage(c: Context<AppEnv>, site: HostedSite, base: string) {
  if (site.unpublishedAt) return siteOffline(c);
  const words = wordsFor(site);
  const html = pageWithMain(site.html, thankYouSection(words, `${base}/`), words.thanksTitle, `${base}/`);
  c.header("Content-Security-Policy", await pageCsp(html));
  c.header("Cache-Control", "no-store");
  return c.html(html);
}
