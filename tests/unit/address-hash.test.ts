import { describe, expect, it } from "vitest";
import { addressHashSecret, hashAddress } from "../../functions/lib/address-hash";

describe("address hashes: salted with a secret, rotating daily", () => {
  const day = Date.UTC(2026, 10, 24, 12, 0, 0);
  it("the same address, secret and UTC day give the same 128-bit hex key; the next day another", () => {
    const a = hashAddress("203.0.113.9", "secret", day);
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(hashAddress("203.0.113.9", "secret", day + 60_000)).toBe(a);
    expect(hashAddress("203.0.113.9", "secret", day + 24 * 60 * 60 * 1000)).not.toBe(a);
  });
  it("another secret or address gives another key (no unsalted hash to look up)", () => {
    const a = hashAddress("203.0.113.9", "secret", day);
    expect(hashAddress("203.0.113.9", "other secret", day)).not.toBe(a);
    expect(hashAddress("203.0.113.10", "secret", day)).not.toBe(a);
  });
  it("the secret: ADDRESS_HASH_SECRET, else derived from ADMIN_PASSWORD (alike on every instance), else random per process", () => {
    expect(addressHashSecret({ ADDRESS_HASH_SECRET: "set" })).toBe("set");
    expect(addressHashSecret({ ADMIN_PASSWORD: "pw" })).toBe(addressHashSecret({ ADMIN_PASSWORD: "pw" }));
    expect(addressHashSecret({ ADMIN_PASSWORD: "pw" })).not.toContain("pw");
    expect(addressHashSecret({})).not.toBe(addressHashSecret({}));
  });
});
