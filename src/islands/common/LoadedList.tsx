import type { ReactNode } from "react";

/**
 * A list loaded from the API: its failure, loading and empty messages in one place (announced to
 * screen readers as an alert and a status), and `children` with the items once there is something to show.
 */
export default function LoadedList<T>(props: {
  items: readonly T[] | null;
  failed: boolean;
  copy: { loadFailed: string; loading: string; empty: string };
  /** Spacing of the messages (they sit where the list would). */
  className: string;
  children: (items: readonly T[]) => ReactNode;
}) {
  const { items, failed, copy, className } = props;
  if (failed)
    return (
      <p className={`${className} text-danger-700`} role="alert">
        {copy.loadFailed}
      </p>
    );
  if (items === null)
    return (
      <p className={`${className} text-muted`} role="status">
        {copy.loading}
      </p>
    );
  if (items.length === 0) return <p className={`${className} text-muted`}>{copy.empty}</p>;
  return <>{props.children(items)}</>;
}
