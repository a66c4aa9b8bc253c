import { useEffect, useState } from "react";
import { ChartColumn } from "lucide-react";
import { answer, api } from "../../lib/api";
import type { DayCount } from "../../../core/visits";
import DayBarChart from "../common/DayBarChart";
import { siteVisitsText as text } from "../../content/site-tools";

interface Stats {
  days: DayCount[];
  totals: { visits: number; visitors: number };
  referrers: { host: string; visits: number }[];
}

/** A live site's visits over 30 days: totals, an SVG bar chart with a text alternative, a table. */
export default function SiteVisits({ projectId }: { projectId: number }) {
  const [open, setOpen] = useState(false);
  const [stats, setStats] = useState<Stats | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!open || stats) return;
    answer(api.projects[":id"].visits.$get({ param: { id: String(projectId) } }))
      .then(setStats)
      .catch((err: unknown) => {
        console.error("visits:", err);
        setFailed(true);
      });
  }, [open, stats, projectId]);

  const busiest = stats?.days.reduce<DayCount | null>((best, d) => (d.visits > (best?.visits ?? 0) ? d : best), null);
  return (
    <details className="rounded-xl border border-line" data-testid="site-visits" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 font-semibold text-ink">
        <ChartColumn className="size-4" aria-hidden="true" />
        {text.heading}
      </summary>
      <div className="grid gap-4 border-t border-line px-4 py-4">
        {failed && (
          <p className="text-sm text-danger-700" role="alert">
            {text.loadFailed}
          </p>
        )}
        {!stats && !failed && (
          <p className="hint" role="status">
            {text.loading}
          </p>
        )}
        {stats && (
          <>
            <p className="font-semibold text-ink" data-testid="visits-totals">
              {text.summary(stats.totals.visits, stats.totals.visitors)}
            </p>
            <figure className="grid gap-2">
              <DayBarChart
                id={`visits-${projectId}`}
                title={text.chartTitle}
                desc={text.chartDesc(stats.totals.visits, stats.totals.visitors, busiest ? `${busiest.day} (${busiest.visits})` : null)}
                days={stats.days.map((d) => ({
                  day: d.day,
                  value: d.visits,
                  label: text.day(d.visits, d.visitors),
                }))}
              />
              <figcaption className="text-sm text-muted">{text.chartTitle}</figcaption>
            </figure>
            <details>
              <summary className="cursor-pointer text-sm font-medium text-ink">{text.tableToggle}</summary>
              <div className="mt-2 max-h-72 overflow-y-auto" tabIndex={0} role="region" aria-label={text.chartTitle}>
                <table className="w-full text-left text-sm">
                  <caption className="sr-only">{text.chartTitle}</caption>
                  <thead>
                    <tr>
                      <th scope="col" className="py-1 pr-4">
                        {text.columns.day}
                      </th>
                      <th scope="col" className="py-1 pr-4 text-right">
                        {text.columns.visits}
                      </th>
                      <th scope="col" className="py-1 text-right">
                        {text.columns.visitors}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {stats.days.map((d) => (
                      <tr key={d.day} className="border-t border-line">
                        <td className="py-1 pr-4">{d.day}</td>
                        <td className="py-1 pr-4 text-right tabular-nums">{d.visits}</td>
                        <td className="py-1 text-right tabular-nums">{d.visitors}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </details>
            <div>
              <h4 className="text-sm font-semibold text-ink">{text.referrers}</h4>
              {stats.referrers.length === 0 ? (
                <p className="text-sm text-muted">{text.noReferrers}</p>
              ) : (
                <ul className="text-sm">
                  {stats.referrers.map((r) => (
                    <li key={r.host} className="flex justify-between gap-4">
                      <span className="break-all">{r.host}</span>
                      <span className="tabular-nums">{r.visits}</span>
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <p className="hint">{text.note}</p>
          </>
        )}
      </div>
    </details>
  );
}
