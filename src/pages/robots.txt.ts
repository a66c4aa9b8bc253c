/** robots.txt: keeps crawlers out of private shells and the API, and points at the sitemap. */
import type { APIRoute } from "astro";
import { absoluteUrl } from "../config/site";
import { robotsTxt } from "../lib/sitemap";

export const prerender = true;

export const GET: APIRoute = () => new Response(robotsTxt(absoluteUrl("/sitemap.xml")), { headers: { "Content-Type": "text/plain; charset=utf-8" } });
