import { useId, useMemo, useState } from "react";
import {
  ROI_DEFAULTS,
  ROI_INPUT_LIMITS,
  calculateRoi,
  formatPayback,
  formatRoiMultiple,
  formatUsdWhole,
  roiInputsAdjusted,
  roiScenario,
  sanitizeRoiInputs,
  type RoiInputs,
} from "../../../core/roi";
import { roiLabels, roiScenarios } from "../../content/advisory/roi-calculator";
import RoiLeadForm from "./RoiLeadForm";

type RawInputs = Record<keyof RoiInputs, string>;

const FIELDS: (keyof RoiInputs)[] = ["monthlyRequests", "hoursPerAssessment", "hourlyRate"];

/**
 * The ROI calculator (spec sections 2, 5, 9): three inputs with the spec's min/step attributes,
 * results recomputed on every change. The server render shows the defaults' results, so they are
 * there before (and without) hydration. Inputs keep the visitor's raw text; lib/roi sanitizes it.
 */
export default function RoiCalculator() {
  const id = useId();
  const [raw, setRaw] = useState<RawInputs>({
    monthlyRequests: String(ROI_DEFAULTS.monthlyRequests),
    hoursPerAssessment: String(ROI_DEFAULTS.hoursPerAssessment),
    hourlyRate: String(ROI_DEFAULTS.hourlyRate),
  });
  const result = useMemo(() => calculateRoi(raw), [raw]);
  const inputs = sanitizeRoiInputs(raw);
  const scenario = roiScenarios[roiScenario(inputs.monthlyRequests)];
  const adjusted = roiInputsAdjusted(raw);
  const L = roiLabels.results;

  const rows: { key: string; label: string; value: string; strong?: boolean }[] = [
    { key: "monthly-cost", label: L.monthlyCost, value: formatUsdWhole(result.monthlyCost) },
    { key: "annual-cost", label: L.annualCost, value: formatUsdWhole(result.annualCost) },
    { key: "annual-savings", label: L.annualSavings, value: formatUsdWhole(result.annualSavings), strong: true },
    { key: "implementation-cost", label: L.implementationCost, value: formatUsdWhole(result.implementationCost) },
    { key: "running-cost", label: L.annualRunningCost, value: formatUsdWhole(result.annualRunningCost) },
  ];

  return (
    <div className="grid gap-6">
      <div className="grid gap-6 lg:grid-cols-5">
        <section className="card grid content-start gap-5 lg:col-span-2" aria-labelledby={`${id}-inputs`}>
          <h2 id={`${id}-inputs`} className="heading-3">
            {roiLabels.inputsTitle}
          </h2>
          {FIELDS.map((field) => {
            const limits = ROI_INPUT_LIMITS[field];
            const labels = roiLabels[field];
            return (
              <div className="field" key={field}>
                <label className="label" htmlFor={`${id}-${field}`}>
                  {labels.label}
                </label>
                <input
                  id={`${id}-${field}`}
                  name={field}
                  className="input tabular-nums"
                  type="number"
                  inputMode="decimal"
                  min={limits.min}
                  step={limits.step}
                  value={raw[field]}
                  aria-describedby={`${id}-${field}-hint`}
                  data-testid={`roi-input-${field}`}
                  onChange={(e) => setRaw((r) => ({ ...r, [field]: e.target.value }))}
                />
                <p id={`${id}-${field}-hint`} className="hint">
                  {labels.hint}
                </p>
              </div>
            );
          })}
          <div className="rounded-xl bg-surface-50 p-4">
            <h3 className="text-sm font-semibold text-ink">{roiLabels.howItWorks.title}</h3>
            <ul className="mt-2 grid list-disc gap-1 pl-5 text-sm text-muted">
              {roiLabels.howItWorks.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          {adjusted && (
            <p className="rounded-lg bg-warning-50 p-3 text-sm text-warning-700" role="note">
              {roiLabels.adjusted}
            </p>
          )}
        </section>

        <section className="card grid content-start gap-6 lg:col-span-3" aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`} className="heading-3">
            {roiLabels.resultsTitle}
          </h2>
          <div className="grid gap-4 sm:grid-cols-3">
            <Highlight label={L.netBenefit} value={formatUsdWhole(result.netBenefit)} testId="roi-net-benefit" />
            <Highlight label={L.roi} value={formatRoiMultiple(result.roi)} testId="roi-multiple" />
            <Highlight label={L.paybackWeeks} value={formatPayback(result.paybackWeeks)} testId="roi-payback" />
          </div>
          <dl className="divide-y divide-line rounded-xl border border-line">
            {rows.map((row) => (
              <div key={row.key} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 py-3">
                <dt className="text-sm text-muted">{row.label}</dt>
                <dd
                  className={`tabular-nums ${row.strong ? "text-lg font-bold text-brand-800" : "font-semibold text-ink"} [overflow-wrap:anywhere]`}
                  data-testid={`roi-${row.key}`}
                >
                  {row.value}
                </dd>
              </div>
            ))}
          </dl>
          <div className="rounded-xl bg-brand-50 p-4" data-testid="roi-scenario">
            <p className="font-semibold text-brand-900">{scenario.title}</p>
            <p className="mt-1 text-sm leading-relaxed text-ink">{scenario.text}</p>
          </div>
          <p className="sr-only" aria-live="polite">
            {`${L.annualSavings}: ${formatUsdWhole(result.annualSavings)}. ${L.roi}: ${formatRoiMultiple(result.roi)}. ${L.paybackWeeks}: ${formatPayback(result.paybackWeeks)}.`}
          </p>
        </section>
      </div>
      <RoiLeadForm inputs={raw} />
    </div>
  );
}

function Highlight({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="flex flex-col-reverse gap-1 rounded-xl bg-brand-900 p-4 text-white">
      <span className="text-sm text-brand-100">{label}</span>
      <span className="text-2xl font-bold tracking-tight tabular-nums [overflow-wrap:anywhere]" data-testid={testId}>
        {value}
      </span>
    </div>
  );
}
