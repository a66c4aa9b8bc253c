/**
 * sitemap.xml: every public page, found from the files in src/pages (so pages added later are
 * listed without anyone remembering to), plus one entry per blog post. Private shells and pages
 * that declare noindex are left out.
 */
import type { APIRoute } from "astro";
import { getCollection } from "astro:content";
import { absoluteUrl } from "../config/site";
import { canonicalPath, publicRoutes, sitemapXml } from "../lib/sitemap";

export const prerender = true;

/** Every page file with its source (build time only: this endpoint is prerendered). */
const pageFiles = import.meta.glob<string>("./**/*.{astro,md,mdx,html}", { query: "?raw", import: "default", eager: true });

export const GET: APIRoute = async () => {
  const posts = await getCollection("blog");
  const routes = publicRoutes(
    pageFiles,
    posts.map((p) => `/blog/${p.id}`),
  );
  const body = sitemapXml(routes.map((r) => absoluteUrl(canonicalPath(r))));
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8" } });
};
