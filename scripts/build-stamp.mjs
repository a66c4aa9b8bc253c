// The build stamp: when the site was last built and with which PUBLIC_* values (Astro bakes them
// into the pages: canonical links, share tags, sitemap, the publishable key). `npm start` rebuilds
// when a value differs. Written last by `npm run build:site` (node scripts/build-stamp.mjs).
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
export const STAMP = join(ROOT, "dist/.build-stamp.json");

/** The PUBLIC_* variables of `env` (and of the package's .env, as Astro reads it), sorted. */
export function publicVars(env = process.env) {
  const fromFile = {};
  const file = join(ROOT, ".env");
  if (existsSync(file)) {
    for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
      const m = /^\s*(?:export\s+)?(PUBLIC_[A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
      if (m) fromFile[m[1]] = m[2].replace(/^(['"])(.*)\1$/, "$2");
    }
  }
  const all = { ...fromFile, ...Object.fromEntries(Object.entries(env).filter(([k, v]) => k.startsWith("PUBLIC_") && v !== undefined && v !== "")) };
  // Unset, the build names localhost on PORT (astro.config.mjs): a new PORT is a new site address.
  all.PUBLIC_SITE_URL ||= `http://localhost:${env.PORT || 4321}`;
  return Object.fromEntries(
    Object.keys(all)
      .sort()
      .map((k) => [k, all[k]]),
  );
}

export function readStamp() {
  try {
    const stamp = JSON.parse(readFileSync(STAMP, "utf8"));
    return typeof stamp?.builtAt === "number" && stamp.public && typeof stamp.public === "object" ? stamp : null;
  } catch {
    return null;
  }
}

/** Names of PUBLIC_* values that differ between the last build and `env` (empty: the build is current). */
export function changedPublicVars(stamp, env = process.env) {
  const now = publicVars(env);
  const names = new Set([...Object.keys(now), ...Object.keys(stamp.public)]);
  return [...names].filter((k) => now[k] !== stamp.public[k]).sort();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(STAMP, JSON.stringify({ builtAt: Date.now(), public: publicVars() }, null, 2));
}
