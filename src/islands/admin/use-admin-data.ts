import { useCallback, useEffect, useRef, useState } from "react";
import { apiRequest } from "../../lib/http";

/** A failed admin call because the admin session is missing or ended (401). */
export function isAdminSessionError(err: unknown): boolean {
  return err instanceof Error && err.message.startsWith("401:");
}

/**
 * Loads one admin resource (GET `path`); `reload()` fetches it again. A 401 means the admin session
 * ended: `onSessionEnded` returns the panel to the password screen.
 */
export function useAdminData<T>(path: string, onSessionEnded: () => void) {
  const [data, setData] = useState<T | null>(null);
  const [failed, setFailed] = useState(false);
  const ended = useRef(onSessionEnded);
  ended.current = onSessionEnded;

  const reload = useCallback(async () => {
    try {
      setData(await apiRequest<T>("GET", path));
      setFailed(false);
    } catch (err) {
      if (isAdminSessionError(err)) return ended.current();
      console.error(`${path}:`, err);
      setFailed(true);
    }
  }, [path]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, failed, reload };
}
