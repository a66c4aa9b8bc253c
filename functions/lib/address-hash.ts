import { hmac } from "@oslojs/crypto/hmac";
import { SHA256, sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";

const encoder = new TextEncoder();
const DAY_MS = 86_400_000;

/**
 * The day's hashes of the addresses seen lately: every anonymous API request needs its caller's, and
 * an HMAC in JavaScript costs more than the rest of a cached read. Dropped when the day (the salt)
 * changes, so no hash outlives its day here either, and when it grows past its bound.
 */
const RECENT_HASHES_MAX = 10_000;
let recent: { day: number; secret: string; hashes: Map<string, string> } = { day: -1, secret: "", hashes: new Map() };

/**
 * How a caller's address is kept (rate-limit keys, leads' `client_hash`, the audit trail): an
 * HMAC-SHA256 keyed by the server's secret over the UTC day and the address key. The salt rotates
 * every day, so a stored hash cannot be matched to an address by hashing all 2^32 IPv4 addresses
 * without the secret, nor linked across days even with it. 128 bits, hex.
 */
export function hashAddress(address: string, secret: string, now: number): string {
  const day = Math.floor(now / DAY_MS);
  if (day !== recent.day || secret !== recent.secret || recent.hashes.size >= RECENT_HASHES_MAX) recent = { day, secret, hashes: new Map() };
  let hash = recent.hashes.get(address);
  if (hash === undefined) {
    const date = new Date(day * DAY_MS).toISOString().slice(0, 10);
    hash = encodeHexLowerCase(hmac(SHA256, encoder.encode(secret), encoder.encode(`${date}|${address}`))).slice(0, 32);
    recent.hashes.set(address, hash);
  }
  return hash;
}

/**
 * The secret behind address hashes: ADDRESS_HASH_SECRET; else one derived from ADMIN_PASSWORD
 * (set, and the same, on every instance in production); else a random one for this process
 * (development: hashes then change at each restart, which only resets the counters).
 */
export function addressHashSecret(env: { ADDRESS_HASH_SECRET?: string; ADMIN_PASSWORD?: string }): string {
  if (env.ADDRESS_HASH_SECRET) return env.ADDRESS_HASH_SECRET;
  if (env.ADMIN_PASSWORD) return encodeHexLowerCase(sha256(encoder.encode(`lumen address hash|${env.ADMIN_PASSWORD}`)));
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  return encodeHexLowerCase(bytes);
}
