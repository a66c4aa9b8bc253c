// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import cloudflare from "@astrojs/cloudflare";
import tailwindcss from "@tailwindcss/vite";
import islandStyleInHead from "./integrations/island-style-in-head.mjs";
import { existsSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { fileURLToPath } from "node:url";

// The package's .env, as `npm start` and the server read it (values already set win): PUBLIC_*
// values are baked into the pages at build time.
const envFile = fileURLToPath(new URL("./.env", import.meta.url));
if (existsSync(envFile)) process.loadEnvFile(envFile);

// The site's address; unset, localhost on the server's PORT (functions/config.ts, defaultSiteUrl), so
// canonical links, share tags and the sitemap name the port the server really answers on. Set in the
// environment so the pages' import.meta.env.PUBLIC_SITE_URL (src/config/site.ts) says the same.
process.env.PUBLIC_SITE_URL ||= `http://localhost:${process.env.PORT || 4321}`;
const site = process.env.PUBLIC_SITE_URL;

/** Origins allowed to serve scripts beside our own: only what is configured (analytics, Stripe). */
function scriptOrigins() {
  const origins = [];
  for (const url of [process.env.PUBLIC_ANALYTICS_SRC]) {
    if (url) origins.push(new URL(url).origin);
  }
  if (process.env.PUBLIC_STRIPE_PUBLISHABLE_KEY) origins.push("https://js.stripe.com");
  return origins;
}

/**
 * Dev only: /api, /oidc and /sites passed to the Node server on `port`, ahead of every other
 * middleware (the Cloudflare plugin would otherwise answer /api with the Worker, which has no
 * database in dev). Vite's own `server.proxy` runs after plugin middleware, so it cannot.
 * @param {number} port
 * @returns {import("vite").Plugin}
 */
function devApiProxy(port) {
  const paths = ["/api/", "/oidc/", "/sites/"];
  return {
    name: "lumen-dev-api-proxy",
    enforce: "pre",
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!paths.some((p) => req.url === p.slice(0, -1) || req.url?.startsWith(p))) return next();
        const upstream = httpRequest({ host: "127.0.0.1", port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        });
        upstream.on("error", () => {
          res.writeHead(502, { "Content-Type": "text/plain; charset=utf-8" }).end(`The API server (npm run dev starts it on port ${port}) is not answering.`);
        });
        req.pipe(upstream);
      });
    },
  };
}

/**
 * The plain scripts of the layouts, each bundled whole with everything it imports into one file, so
 * a page without an island loads the site script (every page) and on the platform's pages the
 * platform header's, and nothing chained behind them (tests/e2e/script-modules.spec.ts). Islands and
 * page scripts that share a module with them import that file, which the page has already loaded.
 * The platform file also takes the money helpers (core/pricing.ts, core/money.ts), so the template gallery's script on /platform
 * needs no third file.
 * @type {import("rolldown").CodeSplittingGroup[]}
 */
const pageScriptChunks = [
  { name: "site", test: /[\\/]src[\\/]layouts[\\/]BaseLayout\.astro\?astro&type=script/, priority: 2 },
  {
    name: "platform",
    test: /[\\/](src[\\/]components[\\/]sections[\\/]PlatformHeader\.astro\?astro&type=script|core[\\/](pricing|money)\.ts$)/,
    priority: 1,
  },
];

export default defineConfig({
  site,
  output: "static",
  trailingSlash: "ignore",
  build: { format: "directory" },
  // Images are resized and converted at build time (prerendered pages only: nothing at run time).
  adapter: cloudflare({ imageService: "compile", prerenderEnvironment: "node" }),
  integrations: [react(), islandStyleInHead()],
  vite: {
    cacheDir: "./.astro/vite",
    // `npm run dev` (scripts/dev.mjs): the API, sign-in and hosted sites come from the Node server.
    plugins: [tailwindcss(), ...(process.env.DEV_API_PORT ? [devApiProxy(Number(process.env.DEV_API_PORT))] : [])],
    environments: { client: { build: { rolldownOptions: { output: { codeSplitting: { groups: pageScriptChunks } } } } } },
  },
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
