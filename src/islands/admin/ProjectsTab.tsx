import { useCallback, useState } from "react";
import { ADMIN_PAID_VIA_PREFIX } from "../../../core/projects";
import { CircleCheck } from "lucide-react";
import { api, answerPage, type AdminProjectAnswer as AdminProject } from "../../lib/api";
import { formatUsd, parseCents } from "../../../core/money";
import { adminPage as text } from "../../../core/content/admin";
import { DisputeBadge, PaymentBadge, StatusBadge } from "../projects/ProjectBadges";
import { runAdminAction, useAdminPages } from "./use-admin-data";
import LoadMore from "../shared/LoadMore";
import LoadState from "./LoadState";

export default function ProjectsTab({ onSessionEnded }: { onSessionEnded: () => void }) {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const fetchPage = useCallback(
    (cursor: string | undefined) => answerPage(api.admin.projects.$get({ query: { ...(query ? { search: query } : {}), ...(cursor ? { cursor } : {}) } })),
    [query],
  );
  const { data, failed, reload, next, busy, moreFailed, more } = useAdminPages(fetchPage, "admin projects", onSessionEnded, query);
  const [busyId, setBusyId] = useState<number | null>(null);

  async function undoPaid(p: AdminProject) {
    if (!window.confirm(`${text.projects.undoPaidConfirm}\n\n${p.name}`)) return;
    setBusyId(p.id);
    await runAdminAction({
      request: () => api.admin.projects[":id"]["undo-mark-paid"].$post({ param: { id: String(p.id) } }),
      success: { ...text.toasts.paidUndone, description: p.name },
      failure: text.toasts.actionFailed,
      onSessionEnded,
      after: reload,
    });
    setBusyId(null);
  }

  async function markPaid(p: AdminProject) {
    if (!window.confirm(`${text.projects.markPaidConfirm}\n\n${p.name} (${formatUsd(parseCents(p.totalPrice))})`)) return;
    setBusyId(p.id);
    await runAdminAction({
      request: () => api.admin.projects[":id"]["mark-paid"].$post({ param: { id: String(p.id) } }),
      success: { ...text.toasts.markedPaid, description: p.name },
      failure: text.toasts.actionFailed,
      onSessionEnded,
      after: reload,
    });
    setBusyId(null);
  }

  return (
    <section className="grid gap-3" aria-labelledby="admin-projects-heading">
      <h2 id="admin-projects-heading" className="heading-3">
        {text.projects.heading}
      </h2>
      <form
        role="search"
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery(search.trim());
        }}
      >
        <div className="field">
          <label className="label" htmlFor="admin-project-search">
            {text.projects.searchLabel}
          </label>
          <input
            id="admin-project-search"
            type="search"
            className="input"
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
            placeholder={text.projects.searchHint}
          />
        </div>
        <button type="submit" className="btn btn-secondary btn-sm">
          {text.projects.search}
        </button>
      </form>
      <LoadState data={data} failed={failed} empty={text.projects.empty} />
      {data && data.length > 0 && (
        <ul className="grid gap-3">
          {data.map((p) => (
            <li
              key={p.id}
              className="card grid gap-3 p-4 md:grid-cols-[14rem_minmax(0,1fr)_auto] md:items-center"
              data-testid="admin-project"
              data-project-id={p.id}
            >
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{p.name}</p>
                <p className="text-sm text-muted">
                  {p.businessType} · #{p.id}
                </p>
              </div>
              <div className="min-w-0 text-sm">
                <p className="break-words text-ink">{p.userEmail ?? "—"}</p>
                <p className="font-mono text-xs break-all text-muted">
                  <span className="sr-only">{text.projects.columns.user} ID </span>
                  {p.userId}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2 md:justify-end">
                <StatusBadge status={p.status} />
                <PaymentBadge paymentStatus={p.paymentStatus} />
                <DisputeBadge disputedAt={p.disputedAt} />
                <span className="font-semibold text-ink tabular-nums">{formatUsd(parseCents(p.totalPrice))}</span>
                {p.paymentStatus === "pending" ? (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    onClick={() => markPaid(p)}
                    disabled={busyId === p.id}
                    aria-label={`${text.projects.markPaid}: ${p.name}`}
                  >
                    <CircleCheck className="size-4" aria-hidden="true" />
                    {text.projects.markPaid}
                  </button>
                ) : (
                  p.paidVia && (
                    <span className="text-xs text-muted">
                      {text.projects.paidBy} {p.paidVia}
                      {p.paidAt && ` · ${new Date(p.paidAt).toLocaleString()}`}
                      {p.paymentStatus === "paid" && p.paidVia.startsWith(ADMIN_PAID_VIA_PREFIX) && (
                        <button
                          type="button"
                          className="btn btn-ghost btn-sm ml-2"
                          onClick={() => undoPaid(p)}
                          disabled={busyId === p.id}
                          aria-label={`${text.projects.undoPaid}: ${p.name}`}
                        >
                          {text.projects.undoPaid}
                        </button>
                      )}
                    </span>
                  )
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      <LoadMore next={next} busy={busy} failed={moreFailed} onMore={() => void more()} />
    </section>
  );
}
