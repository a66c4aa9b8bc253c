/**
 * The one plain script of the platform's pages (the platform header renders it): the header's menus
 * and account state, and the blog's filter and newsletter box, which do nothing on pages without them.
 * Bundled into a single file with what it imports (see `pageScriptChunks` in astro.config.mjs), so a
 * blog page loads two modules, this and the site script, and nothing chained behind them.
 */
import { initPlatformNav } from "./platform-nav";
import { initBlogFilter } from "./blog-filter";
import { initNewsletter } from "./newsletter";

initPlatformNav(document);
initBlogFilter(document);
initNewsletter(document);
