/** The little of punycode.js (which ships no types) that core/email-domain.ts uses: its default export (CommonJS and ESM alike). */
declare module "punycode.js" {
  const punycode: { toUnicode(domain: string): string; toASCII(domain: string): string };
  export default punycode;
}
