/** Methods that change nothing (RFC 9110 "safe"): they never invalidate caches nor count as writes. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(["GET", "HEAD", "OPTIONS"]);
