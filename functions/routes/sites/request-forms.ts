import type { Context } from "hono";
import type { AppEnv } from "../../types";
import type { HostedSite } from "../../services/sites/hosted";
import { contactFormToken } from "../../services/sites/contact";
import { siteOfferings } from "../../services/sites/requests";
import { withSection } from "../../../core/site/contact-form";
import { REQUEST_FORM_CSS, requestFormSection, type RequestFormView } from "../../../core/site/request-form";
import { REQUEST_KINDS, type RequestKind } from "../../../core/site/requests";
import { requestFormWords } from "../../../core/content/request-form";
import { contactFormWords } from "../../../core/content/contact-form";
import { stringsFor } from "../../../core/site/i18n";
import { siteSettings } from "../../../core/site/settings";
import type { FactHours } from "../../../core/site/schema";

/** The request forms as the served home page carries them (pages.ts) and as a refusal shows them again (requests.ts). */

export const REQUEST_STYLE = `<style>${REQUEST_FORM_CSS}</style>`;
export const isKind = (k: string | undefined): k is RequestKind => (REQUEST_KINDS as readonly string[]).includes(k ?? "");
export const language = (site: HostedSite) => (site.content as { language?: unknown } | null)?.language;

function hoursText(site: HostedSite): string[] {
  const hours = ((site.content as { facts?: { hours?: FactHours[] } } | null)?.facts?.hours ?? []) as FactHours[];
  return hours.filter((h) => !h.closed && h.time).map((h) => `${h.label ?? h.days.join(", ")} ${h.time}`.trim());
}

export async function viewFor(
  c: Context<AppEnv>,
  site: HostedSite,
  base: string,
  kind: RequestKind,
  extra: Partial<RequestFormView> = {},
): Promise<RequestFormView> {
  const deps = c.get("deps");
  const { services, items } = siteOfferings(site.content);
  return {
    kind,
    words: requestFormWords(language(site)),
    contactWords: contactFormWords(language(site)),
    labels: siteSettings(site.content).requests[kind] ?? {},
    action: `${base}/request/${kind}`,
    token: await contactFormToken(deps, site.slug),
    now: deps.now(),
    services,
    items,
    hoursText: hoursText(site),
    dir: stringsFor(String(language(site) ?? "en")).dir,
    ...extra,
  };
}

/** The request forms that are on, added at the end of the page's main (before the contact form), with their stylesheets once. */
export async function withRequestForms(c: Context<AppEnv>, site: HostedSite, base: string, html: string): Promise<{ html: string; forms: boolean }> {
  const on = REQUEST_KINDS.filter((k) => siteSettings(site.content).requests[k]);
  if (on.length === 0) return { html, forms: false };
  let sections = "";
  for (const kind of on) sections += requestFormSection(await viewFor(c, site, base, kind));
  // The contact form's stylesheet (fields, errors, honeypot) comes with the first section; the contact form adds none twice.
  const out = withSection(html, sections);
  return { html: out.replace("</head>", `${REQUEST_STYLE}</head>`), forms: true };
}
