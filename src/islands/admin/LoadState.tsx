import type { ReactNode } from "react";
import { adminPage as text } from "../../../core/content/admin";

/** What an admin list shows before it has items: the failure, the loading line, or its empty message. */
export default function LoadState({ data, failed, empty }: { data: readonly unknown[] | null; failed: boolean; empty: ReactNode }) {
  if (failed)
    return (
      <p className="card text-sm text-danger-700" role="alert">
        {text.loadFailed}
      </p>
    );
  if (!data)
    return (
      <p className="hint" role="status">
        {text.loading}
      </p>
    );
  if (data.length === 0) return <div className="card text-muted">{empty}</div>;
  return null;
}
