// The platform pages' script policy in the CSP header, not only in each page's meta tag: after
// `astro build`, the script sources of every page's hashed meta policy ('self', the configured
// origins, the hashes of the inline scripts Astro emits) are gathered into one `script-src` and
// added to the CSP line of dist/client/_headers (Cloudflare's static assets). The Node server reads
// that line back (functions/lib/security-headers.ts `pageCspFromHeaders`), so both hosts send it.
// Run by `npm run build:site` right after `astro build`.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve, dirname } from "node:path";
import { fileURLToPath } from "node:url";

const META = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/gi;

/** The union of the script-src sources of every page's meta policy, 'self' first. */
export function scriptSources(htmls) {
  const sources = new Set(["'self'"]);
  for (const html of htmls) {
    for (const m of html.matchAll(META)) {
      const directive = m[1]
        .split(";")
        .map((d) => d.trim())
        .find((d) => d.startsWith("script-src "));
      for (const source of directive?.split(/\s+/).slice(1) ?? []) sources.add(source);
    }
  }
  return [...sources];
}

/** The _headers text with `script-src` (the given sources) added to its Content-Security-Policy line(s). */
export function withScriptSrc(headersText, sources) {
  return headersText.replace(/^(\s*Content-Security-Policy:\s*)(.*)$/gm, (_line, head, policy) => {
    const rest = policy
      .split(";")
      .map((d) => d.trim())
      .filter((d) => d && !d.startsWith("script-src "));
    return `${head}${[...rest, `script-src ${sources.join(" ")}`].join("; ")}`;
  });
}

function htmlFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? htmlFiles(join(dir, e.name)) : e.name.endsWith(".html") ? [join(dir, e.name)] : [],
  );
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const client = resolve(dirname(fileURLToPath(import.meta.url)), "../dist/client");
  const sources = scriptSources(htmlFiles(client).map((f) => readFileSync(f, "utf8")));
  const headersFile = join(client, "_headers");
  writeFileSync(headersFile, withScriptSrc(readFileSync(headersFile, "utf8"), sources));
  console.log(`page CSP: script-src with ${sources.length} sources in dist/client/_headers`);
}
