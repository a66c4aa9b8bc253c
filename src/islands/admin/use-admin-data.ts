import { useCallback, useEffect, useRef, useState } from "react";
import { ApiRequestError, errorMessage } from "../../lib/api";
import { toast, type ToastInput } from "../../stores/toast";

/** A failed admin call because the admin session is missing or ended (401). */
export function isAdminSessionError(err: unknown): boolean {
  return err instanceof ApiRequestError && err.status === 401;
}

/**
 * Loads one admin resource (`load`, a stable function calling the API client; `label` names it in
 * the console); `reload()` fetches it again. A 401 means the admin session ended: `onSessionEnded`
 * returns the panel to the password screen.
 */
export function useAdminData<T>(load: () => Promise<T>, label: string, onSessionEnded: () => void) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const ended = useRef(onSessionEnded);
  ended.current = onSessionEnded;

  const reload = useCallback(async () => {
    try {
      setData(await load());
      setFailed(false);
    } catch (err) {
      if (isAdminSessionError(err)) return ended.current();
      console.error(`${label}:`, err);
      setFailed(true);
    }
  }, [load, label]);

  useEffect(() => {
    void reload();
  }, [reload]);

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
  after?: () => Promise<unknown> | void;
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
 * change), further pages appended by `more()` ("Load more"). `fetchPage(cursor)` calls the route.
 */
export function useAdminPages<T>(fetchPage: (cursor: string | undefined) => Promise<{ items: T[]; next: string | null }>, label: string, onSessionEnded: () => void) {
  const load = useCallback(() => fetchPage(undefined), [fetchPage]);
  const { data: first, failed, reload } = useAdminData(load, label, onSessionEnded);
  const [extra, setExtra] = useState<{ items: T[]; next: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  useEffect(() => setExtra(null), [first]);
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
