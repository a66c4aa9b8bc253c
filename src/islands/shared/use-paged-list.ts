import { useCallback, useRef, useState } from "react";

type Page<T> = { items: T[]; next: string | null };

/**
 * A list read page by page (keyset cursors, core/api-limits.ts): `reload()` fetches the first
 * page and replaces the list, `more()` appends the next one. `fetchPage(cursor)` calls the route.
 */
export function usePagedList<T>(fetchPage: (cursor: string | undefined) => Promise<Page<T>>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const generation = useRef(0);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    const page = await fetchPage(undefined);
    if (mine !== generation.current) return page.items;
    setItems(page.items);
    setNext(page.next);
    setFailed(false);
    return page.items;
  }, [fetchPage]);

  const more = useCallback(async () => {
    if (!next || busy) return;
    const mine = generation.current;
    setBusy(true);
    try {
      const page = await fetchPage(next);
      if (mine !== generation.current) return;
      setItems((list) => [...(list ?? []), ...page.items]);
      setNext(page.next);
      setFailed(false);
    } catch (err) {
      console.error("load more:", err);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [fetchPage, next, busy]);

  return { items, setItems, next, busy, failed, reload, more };
}
