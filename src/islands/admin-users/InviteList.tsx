import { useCallback, useEffect, useState } from "react";
import { RefreshCw } from "lucide-react";
import { toast } from "../../stores/toast";
import { api, answer, errorMessage, type Answer } from "../../lib/api";
import { ROLE_LABELS } from "../../../core/accounts";
import { formatDateTime } from "../../lib/admin-users";
import { adminUsersPage } from "../../../core/content/accounts";
import LoadedList from "../common/LoadedList";

const copy = adminUsersPage.invites;

/** One row of GET /api/admin/invites. */
export type InviteRow = Answer<typeof api.admin.invites.$get>[number];

const STATE_BADGE: Record<InviteRow["state"], string> = { valid: "badge-success", used: "badge-neutral", expired: "badge-warning", revoked: "badge-danger" };

/** The invites admins made: who they are for, their state, and a Revoke button while they can still be used. */
export default function InviteList({ reloadKey }: { reloadKey: number }) {
  const [rows, setRows] = useState<InviteRow[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setRows(await answer(api.admin.invites.$get()));
    } catch {
      setFailed(true);
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the parent's signal to load the list again
  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  async function revoke(id: number) {
    setBusy(id);
    try {
      await answer(api.admin.invites[":id"].revoke.$post({ param: { id: String(id) } }));
      setRows((list) => list?.map((r) => (r.id === id ? { ...r, state: "revoked" as const } : r)) ?? null);
      toast({ title: copy.revoked, variant: "success" });
    } catch (err) {
      toast({ title: copy.revokeFailed, description: errorMessage(err, copy.revokeFailed), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="invites-heading" className="card p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-6 py-4">
        <h2 id="invites-heading" className="heading-3">
          {copy.heading}
        </h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => void load()}>
          <RefreshCw className="size-4" aria-hidden="true" />
          {copy.refresh}
        </button>
      </div>
      <LoadedList items={rows} failed={failed} copy={copy} className="px-6 py-6">
        {(rows) => (
          <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={copy.tableLabel}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{copy.heading}</caption>
              <thead className="bg-surface-50 text-xs font-semibold tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-6 py-3">
                    {copy.columns.role}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {copy.columns.email}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {copy.columns.state}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {copy.columns.made}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {copy.columns.expires}
                  </th>
                  <th scope="col" className="px-6 py-3">
                    <span className="sr-only">{copy.revoke}</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {rows.map((r) => (
                  <tr key={r.id} data-testid="invite-row">
                    <td className="px-6 py-3">
                      {ROLE_LABELS[r.role] ?? r.role}
                      {r.permissions.length > 0 && <span className="block text-xs text-muted">{r.permissions.join(", ")}</span>}
                    </td>
                    <td className="px-3 py-3">{r.email ?? copy.anyone}</td>
                    <td className="px-3 py-3">
                      <span className={`badge ${STATE_BADGE[r.state]}`}>{copy.states[r.state]}</span>
                      {r.usedByEmail && <span className="block text-xs text-muted">{r.usedByEmail}</span>}
                    </td>
                    <td className="px-3 py-3">{r.createdByEmail ?? "—"}</td>
                    <td className="px-3 py-3">{formatDateTime(r.expiresAt)}</td>
                    <td className="px-6 py-3 text-right">
                      {r.state === "valid" && (
                        <button
                          type="button"
                          className="btn btn-secondary btn-sm"
                          aria-label={copy.revokeLabel(r.id)}
                          disabled={busy === r.id}
                          onClick={() => void revoke(r.id)}
                        >
                          {copy.revoke}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </LoadedList>
    </section>
  );
}
