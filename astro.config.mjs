// @ts-check
import { defineConfig } from "astro/config";
import react from "@astrojs/react";
import cloudflare from "@astrojs/cloudflare";
import tailwindcss from "@tailwindcss/vite";

const site = process.env.PUBLIC_SITE_URL || "http://localhost:4321";

export default defineConfig({
  site,
  output: "static",
  trailingSlash: "ignore",
  build: { format: "directory" },
  adapter: cloudflare({ imageService: "passthrough", prerenderEnvironment: "node" }),
  integrations: [react()],
  vite: { plugins: [tailwindcss()], cacheDir: "./.astro/vite" },
  devToolbar: { enabled: false },
  // Caches inside the project (not node_modules), so checkouts that share node_modules never collide.
  cacheDir: "./.astro/cache",
});
