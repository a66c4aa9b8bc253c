/**
 * Signed links mailed to an address (confirm a notification address, confirm a lead's email): the
 * payload (JSON, base64url) and its HMAC-SHA-256 under a server secret, with an expiry inside. No
 * state is needed to check one; a changed character, a foreign secret or an old link is refused.
 */
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";
import { sameSecret } from "./constant-time";

async function mac(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return encodeBase64urlNoPadding(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data))));
}

export const SIGNED_LINK_PATTERN = /^[A-Za-z0-9_-]{10,2000}\.[A-Za-z0-9_-]{43}$/;

export async function signLinkToken(secret: string, purpose: string, payload: Record<string, unknown>, expiresAt: number): Promise<string> {
  const body = encodeBase64urlNoPadding(new TextEncoder().encode(JSON.stringify({ ...payload, x: expiresAt })));
  return `${body}.${await mac(secret, `${purpose}:${body}`)}`;
}

/** The payload of a valid, unexpired token for `purpose`, else null. */
export async function readLinkToken<T extends Record<string, unknown>>(secret: string, purpose: string, token: unknown, now: number): Promise<T | null> {
  if (typeof token !== "string" || !SIGNED_LINK_PATTERN.test(token)) return null;
  const [body, sig] = token.split(".") as [string, string];
  if (!sameSecret(sig, await mac(secret, `${purpose}:${body}`))) return null;
  try {
    const payload = JSON.parse(new TextDecoder().decode(decodeBase64urlIgnorePadding(body))) as T & { x?: unknown };
    if (typeof payload.x !== "number" || payload.x <= now) return null;
    return payload;
  } catch {
    return null;
  }
}
