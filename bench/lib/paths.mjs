import { fileURLToPath } from "node:url";
import { dirname, resolve } from "node:path";

/** The project root (the benchmark always runs with it as the working directory). */
export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const BENCH_DIR = resolve(ROOT, "bench");
export const CLIENT_DIR = resolve(ROOT, "dist/client");
export const SERVER_BUNDLE = resolve(ROOT, "dist-server/server.mjs");
