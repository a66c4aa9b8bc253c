import { describe, expect, it } from "vitest";
import { allowedOrigins } from "../../functions/middleware/origin-check";

describe("allowedOrigins", () => {
  it("a site on loopback answers as every loopback spelling on its own port, and nothing else", () => {
    const o = allowedOrigins({ siteUrl: "http://localhost:4321", extraOrigins: [] });
    expect([...o].sort()).toEqual(["http://127.0.0.1:4321", "http://[::1]:4321", "http://localhost:4321"]);
    expect(o.has("http://localhost:4322")).toBe(false);
    expect(o.has("http://localhost.evil.example:4321")).toBe(false);
  });

  it("a public site answers as itself and the configured extra origins only", () => {
    const o = allowedOrigins({ siteUrl: "https://lumen.example", extraOrigins: ["https://www.lumen.example"] });
    expect([...o].sort()).toEqual(["https://lumen.example", "https://www.lumen.example"]);
  });
});
