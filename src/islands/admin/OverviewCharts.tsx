import { formatUsd } from "../../../core/money";
import { adminPage } from "../../../core/content/admin";
import { api, answer } from "../../lib/api";
import DayBarChart from "../common/DayBarChart";
import { useAdminData } from "./use-admin-data";

const text = adminPage.analytics;
const loadAnalytics = () => answer(api.admin.analytics.$get());

interface Series {
  key: keyof typeof text.charts;
  days: { day: string; value: number }[];
  format: (value: number) => string;
}

/** The admin Overview's last 30 days: traffic, leads, revenue and generations per day, each a chart with a table. */
export default function OverviewCharts({ onSessionEnded }: { onSessionEnded: () => void }) {
  const { data, failed } = useAdminData(loadAnalytics, "admin analytics", onSessionEnded);
  if (failed)
    return (
      <p className="card text-sm text-danger-700" role="alert">
        {adminPage.loadFailed}
      </p>
    );
  if (!data)
    return (
      <p className="hint" role="status">
        {text.loading}
      </p>
    );
  const count = (n: number) => String(n);
  const series: Series[] = [
    { key: "views", days: data.traffic.map((d) => ({ day: d.day, value: d.visits })), format: count },
    { key: "visitors", days: data.traffic.map((d) => ({ day: d.day, value: d.visitors })), format: count },
    { key: "leads", days: data.leads, format: count },
    { key: "revenue", days: data.revenue, format: formatUsd },
    { key: "generations", days: data.generations, format: count },
  ];
  return (
    <section className="grid gap-4" aria-labelledby="overview-analytics-heading" data-testid="overview-analytics">
      <h2 id="overview-analytics-heading" className="text-lg font-semibold text-ink">
        {text.heading}
      </h2>
      <div className="grid gap-4 lg:grid-cols-2">
        {series.map(({ key, days, format }) => {
          const chart = text.charts[key];
          const total = days.reduce((s, d) => s + d.value, 0);
          const busiest = days.reduce<{ day: string; value: number } | null>((best, d) => (d.value > (best?.value ?? 0) ? d : best), null);
          return (
            <figure key={key} className="card grid gap-2" data-testid={`overview-chart-${key}`}>
              <figcaption className="flex items-baseline justify-between gap-2">
                <span className="font-semibold text-ink">{chart.title}</span>
                <span className="text-sm tabular-nums text-muted" data-testid={`overview-total-${key}`}>
                  {format(total)}
                </span>
              </figcaption>
              <DayBarChart
                id={`overview-${key}`}
                height={80}
                title={chart.title}
                desc={text.desc(chart.title, format(total), busiest ? `${busiest.day} (${format(busiest.value)})` : null)}
                days={days.map((d) => ({ day: d.day, value: d.value, label: `${format(d.value)} ${chart.unit}` }))}
              />
              <details>
                <summary className="cursor-pointer text-sm font-medium text-ink">{text.tableToggle}</summary>
                <div className="mt-2 max-h-60 overflow-y-auto" tabIndex={0} role="region" aria-label={chart.title}>
                  <table className="w-full text-left text-sm">
                    <caption className="sr-only">{chart.title}</caption>
                    <thead>
                      <tr>
                        <th scope="col" className="py-1 pr-4">
                          {text.day}
                        </th>
                        <th scope="col" className="py-1 text-right">
                          {chart.unit}
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {days.map((d) => (
                        <tr key={d.day} className="border-t border-line">
                          <td className="py-1 pr-4">{d.day}</td>
                          <td className="py-1 text-right tabular-nums">{format(d.value)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
              </details>
            </figure>
          );
        })}
      </div>
      <div className="card">
        <h3 className="font-semibold text-ink">{text.topPaths}</h3>
        {data.topPaths.length === 0 ? (
          <p className="text-sm text-muted">{text.noViews}</p>
        ) : (
          <ul className="mt-2 text-sm" data-testid="overview-top-paths">
            {data.topPaths.map((p) => (
              <li key={p.path} className="flex justify-between gap-4">
                <span className="break-all">{p.path}</span>
                <span className="tabular-nums">{p.views}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
      <p className="hint">{text.note}</p>
    </section>
  );
}
