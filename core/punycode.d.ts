/** The little of punycode.js (which ships no types) that core/email-domain.ts uses. */
declare module "punycode.js" {
  export function toUnicode(domain: string): string;
  export function toASCII(domain: string): string;
}
