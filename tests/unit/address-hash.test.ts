import { describe, expect, it } from "vitest";
import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
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
  it("remembered hashes are the computed ones, whatever order days, secrets and addresses come in", () => {
    const computed = (address: string, secret: string, date: string) =>
      encodeHexLowerCase(hmac(SHA256, new TextEncoder().encode(secret), new TextEncoder().encode(`${date}|${address}`))).slice(0, 32);
    const nextDay = day + 24 * 60 * 60 * 1000;
    for (let round = 0; round < 3; round++) {
      for (const [now, date] of [
        [day, "2026-11-24"],
        [nextDay, "2026-11-25"],
      ] as const) {
        for (const secret of ["secret", "other secret"]) {
          for (const address of ["203.0.113.9", "2001:db8:1:2::/64"]) expect(hashAddress(address, secret, now + round)).toBe(computed(address, secret, date));
        }
      }
    }
  });
});
