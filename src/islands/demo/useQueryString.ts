import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};

/**
 * The page's query string. "" while rendering on the server and during hydration (the prerendered
 * page shows the defaults), then the real one: React re-renders without a hydration mismatch.
 */
export function useQueryString(): string {
  return useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => "",
  );
}
