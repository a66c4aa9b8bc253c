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
