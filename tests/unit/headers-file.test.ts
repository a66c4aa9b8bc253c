import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { BASE_SECURITY_HEADERS, HSTS_HEADER, PAGE_CSP } from "../../functions/lib/security-headers";

describe("public/_headers (Cloudflare assets)", () => {
  it("carries the same security headers as the servers", () => {
    const text = readFileSync("public/_headers", "utf8");
    const expected = { ...BASE_SECURITY_HEADERS, "Content-Security-Policy": PAGE_CSP, "Strict-Transport-Security": HSTS_HEADER };
    for (const [name, value] of Object.entries(expected)) expect(text).toContain(`  ${name}: ${value}\n`);
  });
});
