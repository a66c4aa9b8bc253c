import type { APIRoute } from "astro";
import { webAppManifest } from "../config/manifest";

/** Prerendered to dist/client/manifest.webmanifest. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(webAppManifest, null, 2), {
    headers: { "Content-Type": "application/manifest+json; charset=utf-8" },
  });
