import { Download, Inbox } from "lucide-react";
import { adminPage as text } from "../../../core/content/admin";
import { api, answerPage, type LeadAnswer } from "../../lib/api";
import LoadMore from "../shared/LoadMore";
import { useAdminPages } from "./use-admin-data";
import LoadState from "./LoadState";

/** The CSV download, built by the typed client (a renamed route fails to compile). */
const LEADS_CSV = api.admin.leads.$path({ query: { format: "csv" } });

const leadsPage = async (cursor: string | undefined) => {
  const page = await answerPage(api.admin.leads.$get({ query: cursor ? { cursor } : {} }));
  return { items: page.items as LeadAnswer[], next: page.next };
};

export default function LeadsTab({ onSessionEnded }: { onSessionEnded: () => void }) {
  const { data, failed, next, busy, moreFailed, more } = useAdminPages(leadsPage, "admin leads", onSessionEnded);
  const c = text.leads.columns;
  return (
    <section className="grid gap-4" aria-labelledby="admin-leads-heading">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="admin-leads-heading" className="heading-3">
            {text.leads.heading}
          </h2>
          <p className="hint">{text.leads.text}</p>
        </div>
        <a className="btn btn-secondary btn-sm" href={LEADS_CSV} download>
          <Download className="size-4" aria-hidden="true" />
          {text.leads.export}
        </a>
      </div>
      <LoadState
        data={data}
        failed={failed}
        empty={
          <p className="flex items-center gap-3">
            <Inbox className="size-5" aria-hidden="true" />
            {text.leads.empty}
          </p>
        }
      />
      {data && data.length > 0 && (
        <div className="card relative overflow-x-auto p-0" tabIndex={0} role="region" aria-label={text.leads.tableLabel}>
          <table className="w-full min-w-[40rem] text-left text-sm">
            <thead className="border-b border-line bg-surface-50 text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {c.email}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {c.monthlyRequests}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {c.estimatedSavings}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {c.roiMultiple}
                </th>
                <th scope="col" className="px-4 py-3">
                  {c.source}
                </th>
                <th scope="col" className="px-4 py-3">
                  {c.createdAt}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((l) => (
                <tr key={l.id} className="border-b border-line last:border-0">
                  <td className="px-4 py-3 font-medium break-all text-ink">{l.email}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{l.monthlyRequests}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{l.estimatedSavings}</td>
                  <td className="px-4 py-3 text-right tabular-nums">{l.roiMultiple}</td>
                  <td className="px-4 py-3">{l.source}</td>
                  <td className="px-4 py-3 whitespace-nowrap">{new Date(l.createdAt).toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore next={next} busy={busy} failed={moreFailed} onMore={() => void more()} />
    </section>
  );
}
