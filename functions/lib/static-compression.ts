/** Build-time compression of the static site (scripts/compress-static.mjs) and how the Node server finds it. */
export const COMPRESSIBLE_EXTENSIONS: ReadonlySet<string> = new Set([".html", ".css", ".js", ".mjs", ".json", ".webmanifest", ".xml", ".txt", ".svg", ".map"]);
/** Files this small are sent as they are: compression would save less than its header costs. */
export const MIN_COMPRESS_BYTES = 512;
/** Suffixes of the precompressed copies written beside each file. */
export const PRECOMPRESSED = { brotli: ".br", gzip: ".gz" } as const;
