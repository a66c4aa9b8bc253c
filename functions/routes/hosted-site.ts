import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../types";
import { isValidSlug, siteCsp } from "../generator/index";
import { contactFormSection, HONEYPOT_FIELD, pageWithMain, thankYouSection, TIMESTAMP_FIELD, withSection, type ContactFormView } from "../../core/site/contact-form";
import { contactFormWords } from "../../core/content/contact-form";
import { contactValues, validateContact } from "../../core/contact-message";
import { siteSettings } from "../../core/site/settings";
import {
  appSecret,
  checkFormTimestamp,
  CONTACT_PER_ADDRESS,
  CONTACT_PER_SITE,
  findHostedSiteBySlug,
  signFormTimestamp,
  storeSiteMessage,
  type HostedSite,
} from "../services/hosted-sites";
import { hitRateLimit } from "../services/rate-limit";
import { clientAddress, clientKey } from "../middleware/rate-limit";
import { recordVisit, visitStatement } from "../services/site-visits";
import { isCountableVisit, referrerOf } from "../../core/visits";
import { notifySiteMessage } from "../services/notifications";
import { backgroundRunner } from "../lib/background";
import { NOT_PUBLISHED_HTML } from "./site-media";

export const SITE_NOT_FOUND_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Site not found</title><style>body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0;color:#0f172a}main{text-align:center;padding:2rem}a{color:#0f766e}</style></head><body><main><h1>Site not found</h1><p>No website is published at this address.</p><p><a href="/">Go to the home page</a></p></main></body></html>`;
const NOT_FOUND_CSP = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
const FORM_SECRET = "contact-form";
/** Largest contact form body accepted (bytes): the fields' limits with room for encoding. */
export const CONTACT_BODY_BYTES = 64 * 1024;
export const contactBodyLimit = bodyLimit({ maxSize: CONTACT_BODY_BYTES, onError: (c) => c.text("The message is too long.", 413) });
const HOUR = 60 * 60 * 1000;

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

const now = (c: Context<AppEnv>) => c.get("deps").now?.() ?? Date.now();
const wordsFor = (site: HostedSite) => contactFormWords((site.content as { language?: unknown } | null)?.language);

async function formView(c: Context<AppEnv>, site: HostedSite, base: string, extra: Partial<ContactFormView> = {}): Promise<ContactFormView> {
  const secret = await appSecret(c.get("deps").db, FORM_SECRET);
  return { words: wordsFor(site), action: `${base}/contact`, token: await signFormTimestamp(secret, site.slug, now(c)), ...extra };
}

/**
 * A hosted site's home page: the stored HTML, plus the contact form (unless the owner turned it off)
 * carrying a fresh signed timestamp. `base` is the site's path prefix ("/sites/{slug}", or "" on its
 * own domain).
 */
export async function serveHostedSite(c: Context<AppEnv>, site: HostedSite, base: string) {
  // Taken offline by its owner (the editor): the address says so, and nothing is counted.
  if (site.unpublishedAt) {
    c.header("Content-Security-Policy", NOT_FOUND_CSP);
    c.header("Cache-Control", "no-store");
    return c.html(NOT_PUBLISHED_HTML, 410);
  }
  const form = siteSettings(site.content).contactForm;
  const html = form ? withSection(site.html, contactFormSection(await formView(c, site, base))) : site.html;
  // Browsers revalidate every view (no-cache; unchanged pages answer 304), so each view reaches the
  // server and is counted. The form's timestamp changes each hour in the ETag: a revalidated copy
  // never carries a stale one for long.
  const etag = `"${site.updatedAt.getTime().toString(36)}-${site.html.length.toString(36)}${form ? `-${Math.floor(now(c) / HOUR).toString(36)}` : ""}"`;
  c.header("Content-Security-Policy", await pageCsp(html, form));
  c.header("Cache-Control", "public, no-cache");
  c.header("ETag", etag);
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
  const { deps } = c.var;
  const visit = {
    projectId: site.projectId,
    address: clientAddress(c),
    userAgent: userAgent!,
    path,
    referrerHost: referrerOf(c.req.header("referer"), new URL(c.req.url).hostname),
    now: now(c),
  };
  if (deps.countBuffer) return deps.countBuffer.add(visitStatement(deps.db, visit));
  const work = recordVisit(deps.db, visit).catch((error) => (deps.log ?? console.warn)(`visit of site ${site.slug} not counted: ${String(error)}`));
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

/**
 * POST {base}/contact: traps first (honeypot: a quiet thank-you, nothing stored; too fast or a bad
 * timestamp: the form again with the text kept), then validation, then limits, then the message is
 * stored and only then is the owner notified. Whatever a person typed is never dropped: every refusal
 * shows the form again with their text.
 */
export async function acceptContactMessage(c: Context<AppEnv>, site: HostedSite, base: string) {
  if (!siteSettings(site.content).contactForm) return siteNotFound(c);
  const { db } = c.get("deps");
  const raw = (await c.req.parseBody().catch(() => ({}))) as Record<string, unknown>;
  const values = contactValues(raw);
  const honeypot = raw[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return c.redirect(`${base}/contact/sent`, 303);

  const secret = await appSecret(db, FORM_SECRET);
  const stamp = await checkFormTimestamp(secret, site.slug, raw[TIMESTAMP_FIELD], now(c));
  const errors = validateContact(values);
  if (stamp !== "ok" || Object.keys(errors).length > 0) {
    return formPage(c, site, base, 422, { values, errors, ...(stamp === "ok" ? {} : { formError: stamp === "tooFast" ? "tooFast" : "expired" }) });
  }

  const address = await hitRateLimit(db, { bucket: "site-contact-address", key: clientKey(c), ...CONTACT_PER_ADDRESS, now: now(c) });
  if (!address.allowed) return formPage(c, site, base, 429, { values, formError: "tooMany" });
  const perSite = await hitRateLimit(db, { bucket: "site-contact-site", key: String(site.projectId), ...CONTACT_PER_SITE, now: now(c) });
  if (!perSite.allowed) return formPage(c, site, base, 429, { values, formError: "siteBusy" });

  const stored = await storeSiteMessage(db, site.projectId, values, now(c));
  await notifySiteMessage(c.get("deps"), site.projectId, stored, backgroundRunner(c)).catch((error) =>
    (c.get("deps").log ?? console.warn)(`notice of site message ${stored.id} failed: ${String(error)}`),
  );
  return c.redirect(`${base}/contact/sent`, 303);
}

export async function contactSentPage(c: Context<AppEnv>, site: HostedSite, base: string) {
  const words = wordsFor(site);
  const html = pageWithMain(site.html, thankYouSection(words, `${base}/`), words.thanksTitle, `${base}/`);
  c.header("Content-Security-Policy", await pageCsp(html));
  c.header("Cache-Control", "no-store");
  return c.html(html);
}

async function siteFor(c: Context<AppEnv>): Promise<HostedSite | undefined> {
  const slug = c.req.param("slug") ?? "";
  return isValidSlug(slug) ? findHostedSiteBySlug(c.get("deps").db, slug) : undefined;
}

/** The contact form's endpoints under /sites/{slug}/. */
export const siteContactRoutes = new Hono<AppEnv>()
  .post(
    "/:slug/contact",
    contactBodyLimit,
    async (c) => {
      const site = await siteFor(c);
      return site ? acceptContactMessage(c, site, `/sites/${site.slug}`) : siteNotFound(c);
    },
  )
  .get("/:slug/contact", async (c) => {
    const site = await siteFor(c);
    return site ? c.redirect(`/sites/${site.slug}/#message`, 303) : siteNotFound(c);
  })
  .get("/:slug/contact/sent", async (c) => {
    const site = await siteFor(c);
    return site ? contactSentPage(c, site, `/sites/${site.slug}`) : siteNotFound(c);
  });
