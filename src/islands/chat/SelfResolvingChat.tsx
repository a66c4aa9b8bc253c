import { useEffect, useRef, useState } from "react";
import { Activity, CircleCheck, CircleX, Clock, Gauge, ListChecks, ShieldCheck, TrendingUp, type LucideIcon } from "lucide-react";
import { METRIC_LABELS, SELF_RESOLVING_TARGETS, selfResolvingScript, targetStatus, type SelfResolvingMetrics } from "../../lib/chat";
import { selfResolvingPage as P } from "../../content/builders";
import { ChatWindow } from "./ChatWindow";
import { useChatSession } from "./useChatSession";

type MetricKey = keyof SelfResolvingMetrics;

const METRICS: readonly { key: MetricKey; icon: LucideIcon; format: (m: SelfResolvingMetrics) => string }[] = [
  { key: "averageResolutionMinutes", icon: Clock, format: (m) => `${m.averageResolutionMinutes.toFixed(1)} min` },
  { key: "unblockRate", icon: TrendingUp, format: (m) => `${m.unblockRate.toFixed(1)}%` },
  { key: "regressions", icon: ShieldCheck, format: (m) => String(m.regressions) },
  { key: "activeIssues", icon: Activity, format: (m) => String(m.activeIssues) },
  { key: "resolvedToday", icon: ListChecks, format: (m) => String(m.resolvedToday) },
  { key: "performanceScore", icon: Gauge, format: (m) => `${m.performanceScore.toFixed(1)}%` },
];

const TARGETS = (m: SelfResolvingMetrics) => {
  const t = targetStatus(m);
  const s = SELF_RESOLVING_TARGETS;
  return [
    { id: "average", label: `Average resolution under ${s.maxAverageResolutionMinutes} min`, ok: t.averageResolution },
    { id: "unblock", label: `Unblock rate above ${s.minUnblockRate}%`, ok: t.unblockRate },
    { id: "regressions", label: s.maxRegressions === 0 ? "Zero regressions" : `At most ${s.maxRegressions} regressions`, ok: t.regressions },
  ];
};

/** Keys whose value changed since the previous render, highlighted for a moment. */
function useChangedKeys(metrics: SelfResolvingMetrics): ReadonlySet<MetricKey> {
  const previous = useRef(metrics);
  const [changed, setChanged] = useState<ReadonlySet<MetricKey>>(new Set());
  useEffect(() => {
    const keys = (Object.keys(metrics) as MetricKey[]).filter((k) => metrics[k] !== previous.current[k]);
    previous.current = metrics;
    if (keys.length === 0) return;
    setChanged(new Set(keys));
    const timer = window.setTimeout(() => setChanged(new Set()), 2500);
    return () => window.clearTimeout(timer);
  }, [metrics]);
  return changed;
}

function MetricsPanel({ metrics }: { metrics: SelfResolvingMetrics }) {
  const changed = useChangedKeys(metrics);
  return (
    <div className="grid gap-6">
      <section className="card p-5" aria-labelledby="metrics-heading" data-testid="metrics">
        <h2 id="metrics-heading" className="heading-3">
          {P.metricsHeading}
        </h2>
        <p className="hint mt-1">{P.metricsNote}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3">
          {METRICS.map(({ key, icon: Icon, format }) => (
            <div
              key={key}
              className={`rounded-xl border p-3 transition-colors duration-700 ${changed.has(key) ? "border-brand-300 bg-brand-50" : "border-line bg-surface-50"}`}
            >
              <dt className="flex items-center gap-1.5 text-xs font-semibold text-muted">
                <Icon className="size-4 text-brand-700" aria-hidden="true" />
                {METRIC_LABELS[key]}
              </dt>
              <dd className="mt-1 text-2xl font-bold text-ink tabular-nums" data-testid={`metric-${key}`}>
                {format(metrics)}
              </dd>
            </div>
          ))}
        </dl>
      </section>
      <section className="card p-5" aria-labelledby="targets-heading">
        <h2 id="targets-heading" className="heading-3">
          {P.targetsHeading}
        </h2>
        <ul className="mt-3 grid gap-2">
          {TARGETS(metrics).map((t) => (
            <li key={t.id} className="flex items-center justify-between gap-3 text-sm text-ink">
              <span>{t.label}</span>
              <span className={`badge ${t.ok ? "badge-success" : "badge-danger"}`} data-testid={`target-${t.id}`}>
                {t.ok ? <CircleCheck className="size-3.5" aria-hidden="true" /> : <CircleX className="size-3.5" aria-hidden="true" />}
                {t.ok ? P.onTarget : P.offTarget}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** /self-resolving-agent: the chat and its live metrics side panel (one island: they share the session). */
export default function SelfResolvingChat() {
  const [session, state] = useChatSession(selfResolvingScript);
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <ChatWindow session={session} state={state} labels={P.chat} suggestions={P.suggestions} suggestionsLabel={P.suggestionsLabel} />
      <aside aria-label="Metrics and targets">
        <MetricsPanel metrics={state.context.metrics} />
      </aside>
    </div>
  );
}
