import { useCallback, useEffect, useState } from "react";
import { api, answer } from "../../lib/api";
import { AUDIT_ACTIONS, AUDIT_ACTION_LABELS, isAuditAction, type AuditEventDto } from "../../../core/audit";
import { formatDateTime } from "../../lib/admin-users";
import { adminUsersPage } from "../../../core/content/accounts";
import LoadedList from "../common/LoadedList";

const copy = adminUsersPage.activity;

interface Filters {
  action: string;
  actor: string;
  from: string;
  to: string;
}

/** Query of GET /api/admin/activity: dates are whole UTC days, `to` inclusive. */
export function activityQuery(f: Filters, before?: number): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.action) q.action = f.action;
  if (f.actor.trim()) q.actor = f.actor.trim();
  if (f.from) q.from = `${f.from}T00:00:00.000Z`;
  if (f.to) q.to = `${f.to}T23:59:59.999Z`;
  if (before !== undefined) q.before = String(before);
  return q;
}

/** The audit trail for admins: newest first, filtered by action, actor and dates, paged with "Load more". */
export default function ActivityLog() {
  const [filters, setFilters] = useState<Filters>({ action: "", actor: "", from: "", to: "" });
  const [events, setEvents] = useState<AuditEventDto[] | null>(null);
  const [next, setNext] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async (f: Filters, before?: number) => {
    setFailed(false);
    try {
      const page = (await answer(api.admin.activity.$get({ query: activityQuery(f, before) }))) as { events: AuditEventDto[]; nextBefore: number | null };
      setEvents((old) => (before === undefined ? page.events : [...(old ?? []), ...page.events]));
      setNext(page.nextBefore);
    } catch {
      setFailed(true);
    }
  }, []);

  useEffect(() => {
    void load({ action: "", actor: "", from: "", to: "" });
  }, [load]);

  const set = (key: keyof Filters) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const value = e.currentTarget.value;
    setFilters((f) => ({ ...f, [key]: value }));
  };

  return (
    <section aria-labelledby="activity-heading" className="card p-0">
      <div className="border-b border-line px-6 py-4">
        <h2 id="activity-heading" className="heading-3">
          {copy.heading}
        </h2>
        <p className="prose-body mt-1 text-sm">{copy.text}</p>
        <form
          className="mt-4 grid gap-3 md:grid-cols-[1fr_1fr_10rem_10rem_auto] md:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            void load(filters);
          }}
        >
          <div className="field">
            <label className="label" htmlFor="activity-action">
              {copy.actionLabel}
            </label>
            <select id="activity-action" className="input" value={filters.action} onChange={set("action")}>
              <option value="">{copy.anyAction}</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {AUDIT_ACTION_LABELS[a]}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="label" htmlFor="activity-actor">
              {copy.actorLabel}
            </label>
            <input id="activity-actor" className="input" value={filters.actor} onChange={set("actor")} autoComplete="off" spellCheck={false} />
          </div>
          <div className="field">
            <label className="label" htmlFor="activity-from">
              {copy.fromLabel}
            </label>
            <input id="activity-from" type="date" className="input" value={filters.from} onChange={set("from")} />
          </div>
          <div className="field">
            <label className="label" htmlFor="activity-to">
              {copy.toLabel}
            </label>
            <input id="activity-to" type="date" className="input" value={filters.to} onChange={set("to")} />
          </div>
          <button type="submit" className="btn btn-secondary">
            {copy.apply}
          </button>
        </form>
      </div>
      <LoadedList items={events} failed={failed} copy={copy} className="px-6 py-6">
        {(events) => (
          <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={copy.tableLabel}>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">{copy.heading}</caption>
              <thead className="bg-surface-50 text-xs font-semibold tracking-wide text-muted uppercase">
                <tr>
                  <th scope="col" className="px-6 py-3">
                    {copy.columns.time}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {copy.columns.action}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {copy.columns.actor}
                  </th>
                  <th scope="col" className="px-3 py-3">
                    {copy.columns.target}
                  </th>
                  <th scope="col" className="px-6 py-3">
                    {copy.columns.request}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {events.map((e) => (
                  <tr key={e.id} data-testid="activity-row" className="align-top">
                    <td className="px-6 py-3 whitespace-nowrap">{formatDateTime(e.createdAt)}</td>
                    <td className="px-3 py-3">{isAuditAction(e.action) ? AUDIT_ACTION_LABELS[e.action] : e.action}</td>
                    <td className="px-3 py-3">
                      {e.actorLabel}
                      {e.addressHash && (
                        <span className="block font-mono text-xs text-muted" title="Hashed address">
                          {e.addressHash.slice(0, 12)}
                        </span>
                      )}
                    </td>
                    <td className="px-3 py-3">{e.targetType ? `${e.targetType} ${e.targetId ?? ""}` : "—"}</td>
                    <td className="px-6 py-3 font-mono text-xs text-muted">{e.requestId?.slice(0, 8) ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {next !== null && (
              <div className="px-6 py-4">
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => void load(filters, next)}>
                  {copy.more}
                </button>
              </div>
            )}
          </div>
        )}
      </LoadedList>
    </section>
  );
}
