// The two redactors behind one shape: (text) => { output, count }.
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

export const REDACTORS = ["ours", "redact-pii"];

/**
 * ours: src/lib/redact.ts (bundled to `oursModule`), count = redactionCount.
 * redact-pii: its SyncRedactor, i.e. only the built-in regular expressions and the name list; its
 * Google Cloud DLP redactor needs the network and an account, so it is not used. Its count is the
 * number of replacement markers (EMAIL_ADDRESS, PHONE_NUMBER, ...) it wrote.
 */
export async function makeRedactor(impl, { oursModule, root }) {
  if (impl === "ours") {
    const { redact } = await import(pathToFileURL(oursModule).href);
    return (t) => {
      const r = redact(t);
      return { output: r.redactedText, count: r.redactionCount };
    };
  }
  const require = createRequire(join(root, "package.json"));
  const { SyncRedactor } = require("redact-pii");
  const patterns = require("redact-pii/lib/built-ins/simple-regexp-patterns");
  const markers = [...Object.keys(patterns).map((k) => k.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase()), "PERSON_NAME"];
  const markerRe = new RegExp(`\\b(?:${markers.join("|")})\\b`, "g");
  const redactor = new SyncRedactor();
  const markersIn = (t) => (t.match(markerRe) ?? []).length;
  return (t) => {
    const output = redactor.redact(t);
    return { output, count: markersIn(output) - markersIn(t) };
  };
}
