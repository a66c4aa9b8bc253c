// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import cloudflare from "@astrojs/cloudflare";
import tailwindcss from "@tailwindcss/vite";
import islandStyleInHead from "./integrations/island-style-in-head.mjs";

const site = process.env.PUBLIC_SITE_URL || "http://localhost:4321";

/** Origins allowed to serve scripts beside our own: only what is configured (analytics, Stripe). */
function scriptOrigins() {
  const origins = [];
  for (const url of [process.env.PUBLIC_ANALYTICS_SRC]) {
    if (url) origins.push(new URL(url).origin);
  }
  if (process.env.PUBLIC_STRIPE_PUBLISHABLE_KEY) origins.push("https://js.stripe.com");
  return origins;
}

export default defineConfig({
  site,
  output: "static",
  trailingSlash: "ignore",
  build: { format: "directory" },
  // Images are resized and converted at build time (prerendered pages only: nothing at run time).
  adapter: cloudflare({ imageService: "compile", prerenderEnvironment: "node" }),
  integrations: [react(), islandStyleInHead()],
  vite: { plugins: [tailwindcss()], cacheDir: "./.astro/vite" },
  devToolbar: { enabled: false },
  // Scripts: our own files plus hashes of every inline script Astro emits; never 'unsafe-inline'.
  // Styles may be inline (style attributes of islands and the progress bars need it).
  security: {
    csp: {
      scriptDirective: { resources: ["'self'", ...scriptOrigins()] },
      styleDirective: { resources: ["'self'", "'unsafe-inline'"] },
    },
  },
  // Caches inside the project (not node_modules), so checkouts that share node_modules never collide.
  cacheDir: "./.astro/cache",
});
