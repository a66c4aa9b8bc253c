// Generated sites for the pages and generator sections: one per business type from the
// generator's own samples, served from memory by a tiny local http server at /sites/<slug>/
// with the same CSP the hosting route sends (siteCsp), gzip when the client accepts it.
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CLIENT_DIR, ROOT } from "./paths.mjs";
import { auditOrError } from "./lighthouse.mjs";
import { freePort } from "./server.mjs";
import { haveFiles, importTs } from "./ts.mjs";

function robotsTxt() {
  const path = join(CLIENT_DIR, "robots.txt");
  if (!existsSync(path)) return null;
  const body = readFileSync(path);
  return { body, gzip: gzipSync(body), type: "text/plain; charset=utf-8" };
}

const GENERATOR_FILES = ["functions/generator/index.ts", "functions/generator/samples.ts"];

/** As the hosts do: the drawings' CLDR keywords read from public/picture-words (when this checkout has them); the start of a bundle's source. */
export function pictureWordsPrelude() {
  return haveFiles("functions/hosts/node/picture-words.ts")
    ? `import { setPictureWordSource } from "./core/site/picture-words";\nimport { nodePictureWords } from "./functions/hosts/node/picture-words";\nsetPictureWordSource(nodePictureWords([${JSON.stringify(join(ROOT, "public"))}]));\n`
    : "";
}

/** The generator module, or null when it is not in this checkout yet. */
export async function loadGenerator() {
  if (!haveFiles(...GENERATOR_FILES)) return null;
  return importTs("generator", `${pictureWordsPrelude()}export { generateSite, BUSINESS_TYPE_SAMPLES, siteCsp, slugify } from "./functions/generator/index";`);
}

/**
 * Generates one site per business type (once per benchmark run, shared through ctx) and serves
 * them. Answers { available: false, reason } when the generator is missing.
 */
export function generatedSites(ctx) {
  ctx.shared.generatedSites ??= build(ctx);
  return ctx.shared.generatedSites;
}

async function build(ctx) {
  const gen = await loadGenerator();
  if (!gen) return { available: false, reason: "missing (functions/generator not in this checkout)" };

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const files = new Map();
  // Hosted sites live under /sites/ on our origin, so they share the site's robots.txt.
  const robots = robotsTxt();
  const server = createServer((req, res) => {
    const pathname = new URL(req.url, base).pathname;
    const file = pathname === "/robots.txt" ? robots : files.get(pathname.replace(/\/?$/, "/"));
    if (!file) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found");
      return;
    }
    const gzip = /\bgzip\b/.test(req.headers["accept-encoding"] ?? "");
    const body = gzip ? file.gzip : file.body;
    res.writeHead(200, {
      "content-type": file.type ?? "text/html; charset=utf-8",
      ...(file.csp ? { "content-security-policy": file.csp } : {}),
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cache-control": "public, max-age=0, must-revalidate",
      ...(gzip ? { "content-encoding": "gzip", vary: "Accept-Encoding" } : {}),
      "content-length": body.length,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  });
  await new Promise((done) => server.listen(port, "127.0.0.1", done));
  ctx.onCleanup(
    () =>
      new Promise((done) => {
        server.close(done);
        server.closeAllConnections();
      }),
  );

  const sites = [];
  for (const [businessType, input] of Object.entries(gen.BUSINESS_TYPE_SAMPLES)) {
    const slug = gen.slugify(input.projectName);
    const url = `${base}/sites/${slug}/`;
    const site = await gen.generateSite(input, { canonicalUrl: url, generatedAt: "2026-01-01T00:00:00.000Z" });
    const html = Buffer.from(site.html);
    const entry = { body: html, gzip: gzipSync(html, { level: 9 }), csp: await gen.siteCsp(site.html) };
    files.set(`/sites/${slug}/`, entry);
    sites.push({ businessType, slug, url, input, writer: site.writer, bytes: html.length, gzipBytes: entry.gzip.length });
  }

  const audits = new Map();
  return {
    available: true,
    generator: gen,
    sites,
    /** Lighthouse of a generated site; memoised so both sections share runs. */
    audit(site, formFactor) {
      const key = `${site.slug}:${formFactor}`;
      if (!audits.has(key)) {
        audits.set(
          key,
          ctx.chrome().then((chrome) => auditOrError(chrome, site.url, formFactor, { reportName: `generated-${site.slug}` })),
        );
      }
      return audits.get(key);
    },
  };
}
