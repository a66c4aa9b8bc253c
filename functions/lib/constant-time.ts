import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";

const encoder = new TextEncoder();

/**
 * Compares two secrets in constant time: both sides are hashed first, so neither length nor content
 * leaks through timing. Runs on Node and on Workers. The one comparison of secrets in the API.
 */
export function sameSecret(given: string, expected: string): boolean {
  return constantTimeEqual(sha256(encoder.encode(given)), sha256(encoder.encode(expected)));
}
