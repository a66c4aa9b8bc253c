/**
 * Keyset cursors: the sort key of the last row of a page (a time in ms and an id, or a text key),
 * opaque to clients (base64url). A cursor that does not decode is a 400 at the route (zod).
 */
import { z } from "zod";
import { LIST_PAGE_DEFAULT, LIST_PAGE_MAX, NEXT_CURSOR_HEADER } from "../../core/api-limits";

export interface TimeCursor {
  at: number;
  id: string;
}

const b64 = (s: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(s)))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
const unb64 = (s: string) => new TextDecoder().decode(Uint8Array.from(atob(s.replace(/-/g, "+").replace(/_/g, "/")), (ch) => ch.charCodeAt(0)));

export function encodeCursor(c: TimeCursor): string {
  return b64(`${c.at}~${c.id}`);
}

export function decodeCursor(raw: string): TimeCursor | null {
  if (!/^[A-Za-z0-9_-]{1,400}$/.test(raw)) return null;
  try {
    const text = unb64(raw);
    const cut = text.indexOf("~");
    const at = Number(text.slice(0, cut));
    const id = text.slice(cut + 1);
    if (cut < 1 || !Number.isSafeInteger(at) || id.length === 0 || id.length > 254) return null;
    return { at, id };
  } catch {
    return null;
  }
}

/** `?limit=` (capped at LIST_PAGE_MAX; LIST_PAGE_DEFAULT when absent or not a positive integer) and `?cursor=` of a paged list. */
export const pageQuery = {
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .optional()
    .catch(undefined)
    .transform((v) => Math.min(v ?? LIST_PAGE_DEFAULT, LIST_PAGE_MAX)),
  cursor: z
    .string()
    .max(400)
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === "") return undefined;
      const c = decodeCursor(v);
      if (!c) {
        ctx.addIssue({ code: "custom", message: "cursor is not one this list gave" });
        return z.NEVER;
      }
      return c;
    }),
};

/** A page: `limit` rows of `rows` (fetched with limit + 1), and the cursor of the next page when there is one. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => TimeCursor): { items: T[]; next: string | null } {
  const items = rows.slice(0, limit);
  return { items, next: rows.length > limit ? encodeCursor(keyOf(items.at(-1)!)) : null };
}

/** Sets the next-page header (and exposes nothing else): the body stays the list itself. */
export function setNextCursor(c: { header(name: string, value: string): void }, next: string | null): void {
  if (next) c.header(NEXT_CURSOR_HEADER, next);
}
