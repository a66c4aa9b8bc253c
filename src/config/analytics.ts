/**
 * The analytics provider, fixed at build time from the environment (documented in docs/notes/pwa.md):
 * PUBLIC_ANALYTICS_PROVIDER (plausible | umami | unset), PUBLIC_ANALYTICS_SRC (script URL, defaults to
 * the provider's hosted script), PUBLIC_ANALYTICS_SITE_ID (Plausible domain, defaults to the site's
 * host name; Umami website id, required). Unset: no third-party script (our own page views still count after Accept).
 */
import { resolveAnalytics } from "../lib/consent";
import { site } from "./site";

export const analytics = resolveAnalytics(
  {
    provider: import.meta.env.PUBLIC_ANALYTICS_PROVIDER as string | undefined,
    src: import.meta.env.PUBLIC_ANALYTICS_SRC as string | undefined,
    siteId: import.meta.env.PUBLIC_ANALYTICS_SITE_ID as string | undefined,
  },
  site.url,
);
