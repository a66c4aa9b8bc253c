import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError, errorMessage } from "../../lib/api";
import { toast, type ToastInput } from "../../stores/toast";

/** A failed admin call because the admin session is missing or ended (401). */
export function isAdminSessionError(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status === 401;
}

/**
 * Loads one admin resource once when the section mounts, and again when `key` changes (a search
 * term) or `reload()` is called. `load` may be a new function on every render (an inline arrow):
 * only the latest one is kept and called, never a reason to fetch again, so a render can never
 * start a request. A 401 means the admin session ended: `onSessionEnded` returns the panel to the
 * password screen. An answer that arrives after a newer request started is dropped.
 */
export function useAdminData<T>(load: () => Promise<T>, label: string, onSessionEnded: () => void, key: string | number | null = null) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const latest = useRef({ load, label, onSessionEnded });
  latest.current = { load, label, onSessionEnded };
  const requests = useRef(0);

  const reload = useCallback(async () => {
    const request = ++requests.current;
    try {
      const answer = await latest.current.load();
      if (request !== requests.current) return;
      setData(answer);
      setFailed(false);
    } catch (err) {
      if (request !== requests.current) return;
      if (isAdminSessionError(err)) return latest.current.onSessionEnded();
      console.error(`${latest.current.label}:`, err);
      setFailed(true);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: key is the caller's signal to load again (a new search term)
  useEffect(() => {
    void reload();
    // An answer after unmount is dropped too.
    return () => void (requests.current += 1);
  }, [reload, key]);

  return { data, failed, reload };
}

/**
 * One admin change: the request, then the success toast and `after` (a list reload); on failure the
 * server's message in a toast, or back to the password screen when the session ended. True on success.
 */
export async function runAdminAction(opts: {
  request: () => Promise<unknown>;
  success: ToastInput;
  failure: { title: string; fallback: string };
  onSessionEnded: () => void;
  after?: () => unknown;
}): Promise<boolean> {
  try {
    await opts.request();
  } catch (err) {
    if (isAdminSessionError(err)) opts.onSessionEnded();
    else toast({ title: opts.failure.title, description: errorMessage(err, opts.failure.fallback), variant: "destructive" });
    return false;
  }
  toast({ variant: "success", ...opts.success });
  await opts.after?.();
  return true;
}

/**
 * A paged admin list (keyset cursors): the first page through `useAdminData` (reloaded after each
 * change, and when `key` changes: a search term), further pages appended by `more()` ("Load more").
 * `fetchPage(cursor)` calls the route.
 */
export function useAdminPages<T>(
  fetchPage: (cursor: string | undefined) => Promise<{ items: T[]; next: string | null }>,
  label: string,
  onSessionEnded: () => void,
  key: string | number | null = null,
) {
  const { data: first, failed, reload } = useAdminData(() => fetchPage(undefined), label, onSessionEnded, key);
  const [extra, setExtra] = useState<{ items: T[]; next: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  // A new first page drops the pages appended to the old one (reset while rendering, not after).
  const [extraOf, setExtraOf] = useState(first);
  if (extraOf !== first) {
    setExtraOf(first);
    setExtra(null);
  }
  const data = first ? [...first.items, ...(extra?.items ?? [])] : null;
  const next = extra ? extra.next : (first?.next ?? null);
  const more = useCallback(async () => {
    if (!next || busy) return;
    setBusy(true);
    try {
      const page = await fetchPage(next);
      setExtra((e) => ({ items: [...(e?.items ?? []), ...page.items], next: page.next }));
      setMoreFailed(false);
    } catch (err) {
      if (isAdminSessionError(err)) return onSessionEnded();
      console.error(`${label} (more):`, err);
      setMoreFailed(true);
    } finally {
      setBusy(false);
    }
  }, [next, busy, fetchPage, label, onSessionEnded]);
  return { data, failed, reload, next, busy, moreFailed, more };
}
