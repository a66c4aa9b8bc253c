/**
 * Fetch Metadata (Sec-Fetch-Site/-Mode/-Dest) read for a state-changing GET such as /api/logout:
 * "proceed" for a top-level navigation from this site (or a client that sends no Sec-Fetch-Site),
 * "confirm" for a navigation another site started, "refuse" for anything else (an <img>, a
 * script, a fetch from another page).
 */
export type FetchVerdict = "proceed" | "confirm" | "refuse";

export function logoutRequestKind(h: { site?: string; mode?: string; dest?: string }): FetchVerdict {
  // Browsers always send Sec-Fetch-Site; without it the caller is not a browser page (or an old browser).
  if (h.site === undefined) return "proceed";
  const navigation = h.mode === undefined || h.mode === "navigate";
  const document = h.dest === undefined || h.dest === "document";
  const ours = h.site === "same-origin" || h.site === "none";
  if (ours && navigation && document) return "proceed";
  if (navigation && document) return "confirm";
  return "refuse";
}
