/**
 * Energy optimizer (demo): monthly changes per scenario for a sample office. Negative kWh and cost
 * are savings; comfort is the change in the comfort score, in percentage points.
 */
export interface EnergyScenario {
  scenario: string;
  kWhDelta: number;
  costDelta: number;
  comfortDelta: number;
}

/** The combined scenario: the measures applied together (they do not overlap in this model). */
export function combineScenarios(parts: readonly EnergyScenario[], name = "Combined"): EnergyScenario {
  return parts.reduce<EnergyScenario>(
    (sum, p) => ({
      scenario: name,
      kWhDelta: sum.kWhDelta + p.kWhDelta,
      costDelta: sum.costDelta + p.costDelta,
      comfortDelta: sum.comfortDelta + p.comfortDelta,
    }),
    { scenario: name, kWhDelta: 0, costDelta: 0, comfortDelta: 0 },
  );
}

const number = new Intl.NumberFormat("en-US");
const MINUS = "-";

/** "-7,800 kWh" */
export function formatKwhDelta(kWh: number): string {
  return `${kWh < 0 ? MINUS : kWh > 0 ? "+" : ""}${number.format(Math.abs(kWh))} kWh`;
}

/** "-$1,014" */
export function formatCostDelta(dollars: number): string {
  return `${dollars < 0 ? MINUS : dollars > 0 ? "+" : ""}$${number.format(Math.abs(dollars))}`;
}

/** "+5%" */
export function formatComfortDelta(points: number): string {
  return `${points > 0 ? "+" : points < 0 ? MINUS : ""}${Math.abs(points)}%`;
}
