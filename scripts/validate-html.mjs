// html-validate over every page in the build (dist/client). Run after `npm run build`.
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from "html-validate";
import { readdirSync } from "node:fs";
import { join } from "node:path";

const root = process.argv[2] ?? "dist/client";
const files = readdirSync(root, { recursive: true, encoding: "utf8" })
  .filter((f) => f.endsWith(".html"))
  .map((f) => join(root, f))
  .sort();
if (files.length === 0) {
  console.error(`No HTML under ${root}: build first (npm run build).`);
  process.exit(1);
}
const validator = new HtmlValidate(new FileSystemConfigLoader());
const results = [];
for (const file of files) {
  const report = await validator.validateFile(file);
  results.push(...report.results);
}
const errors = results.reduce((n, r) => n + r.errorCount, 0);
if (errors > 0) {
  console.log(formatterFactory("stylish")(results));
  console.error(`html-validate: ${errors} error(s) in ${results.filter((r) => r.errorCount > 0).length} of ${files.length} pages.`);
  process.exit(1);
}
console.log(`html-validate: ${files.length} pages, no errors.`);
