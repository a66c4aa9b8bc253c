import { Hono, type Context } from "hono";
import type { AppEnv } from "../../types";
import { isValidSlug } from "../../generator/index";
import { findHostedSiteBySlug, type HostedSite } from "../../services/sites/hosted";
import { acceptContactMessage, contactBodyLimit, contactSentPage, siteNotFound, siteOffline } from "./pages";

async function siteFor(c: Context<AppEnv>): Promise<HostedSite | undefined> {
  const slug = c.req.param("slug") ?? "";
  return isValidSlug(slug) ? findHostedSiteBySlug(c.get("deps").db, slug) : undefined;
}

/** The contact form's endpoints under /sites/{slug}/. */
export const siteContactRoutes = new Hono<AppEnv>()
  .post("/:slug/contact", contactBodyLimit, async (c) => {
    const site = await siteFor(c);
    return site ? acceptContactMessage(c, site, `/sites/${site.slug}`) : siteNotFound(c);
  })
  .get("/:slug/contact", async (c) => {
    const site = await siteFor(c);
    if (!site) return siteNotFound(c);
    return site.unpublishedAt ? siteOffline(c) : c.redirect(`/sites/${site.slug}/#message`, 303);
  })
  .get("/:slug/contact/sent", async (c) => {
    const site = await siteFor(c);
    return site ? contactSentPage(c, site, `/sites/${site.slug}`) : siteNotFound(c);
  });
