/**
 * The ROI calculator's arithmetic (spec section 9, "ROI formula"). This is the only implementation:
 * the calculator island, its static first render and the lead API all import from here.
 *
 *   monthly cost   = requests x hours x rate
 *   annual cost    = 12 x monthly cost
 *   annual savings = 75% of annual cost
 *   net benefit    = annual savings - 15,000 (implementation) - 500 (annual running cost)
 *   ROI            = net benefit / 15,000, to one decimal
 *   payback weeks  = round up of 15,000 / (annual savings / 52)
 *
 * Odd inputs (the browser's min/step attributes let them through; spec section 5 says no further
 * checks are made) are sanitised so the page never shows NaN, Infinity or a negative payback:
 * - empty or not a number  -> 0
 * - negative               -> 0
 * - above the input's cap  -> the cap (caps keep every figure a finite, exact, readable number)
 * - no savings (any input 0) -> payback is `null`, shown as "No payback"; ROI goes negative, honestly.
 * - savings so small that payback would take over a century (ROI_MAX_PAYBACK_WEEKS) -> `null` too,
 *   so a tiny input can never produce "Infinity weeks" or a 300-digit number.
 */

export const ROI_IMPLEMENTATION_COST = 15_000;
export const ROI_ANNUAL_RUNNING_COST = 500;
/** Share of the annual labor cost the automation saves. */
export const ROI_SAVINGS_RATE = 0.75;
export const MONTHS_PER_YEAR = 12;
export const WEEKS_PER_YEAR = 52;
/** Beyond this (100 years) the calculator reports no payback. */
export const ROI_MAX_PAYBACK_WEEKS = 100 * WEEKS_PER_YEAR;

export interface RoiInputs {
  monthlyRequests: number;
  hoursPerAssessment: number;
  hourlyRate: number;
}

export const ROI_DEFAULTS: Readonly<RoiInputs> = { monthlyRequests: 150, hoursPerAssessment: 3, hourlyRate: 50 };

/** The inputs' HTML attributes (spec section 5) and the caps the sanitiser applies. */
export const ROI_INPUT_LIMITS = {
  monthlyRequests: { min: 1, step: 1, max: 100_000 },
  hoursPerAssessment: { min: 0.5, step: 0.5, max: 100 },
  hourlyRate: { min: 1, step: 1, max: 1_000 },
} as const satisfies Record<keyof RoiInputs, { min: number; step: number; max: number }>;

/** Scenario bands by monthly requests: under 50 small, 50 to under 200 medium, 200 and above large. */
export const ROI_BAND_MEDIUM_FROM = 50;
export const ROI_BAND_LARGE_FROM = 200;
export type RoiScenario = "small" | "medium" | "large";

export interface RoiResult {
  monthlyCost: number;
  annualCost: number;
  annualSavings: number;
  implementationCost: number;
  annualRunningCost: number;
  netBenefit: number;
  /** Net benefit / implementation cost, rounded to one decimal. */
  roi: number;
  /** Whole weeks until savings repay the implementation; null when there are no savings. */
  paybackWeeks: number | null;
}

/** Turns whatever an input held into a finite number in [0, max]. */
export function sanitizeRoiValue(value: unknown, max: number): number {
  const n = typeof value === "number" ? value : typeof value === "string" && value.trim() !== "" ? Number(value) : Number.NaN;
  if (Number.isNaN(n) || n <= 0) return 0;
  return Math.min(n, max);
}

export function sanitizeRoiInputs(raw: Partial<Record<keyof RoiInputs, unknown>>): RoiInputs {
  return {
    monthlyRequests: sanitizeRoiValue(raw.monthlyRequests, ROI_INPUT_LIMITS.monthlyRequests.max),
    hoursPerAssessment: sanitizeRoiValue(raw.hoursPerAssessment, ROI_INPUT_LIMITS.hoursPerAssessment.max),
    hourlyRate: sanitizeRoiValue(raw.hourlyRate, ROI_INPUT_LIMITS.hourlyRate.max),
  };
}

/** True when sanitising changed a value the visitor typed (other than an empty field). */
export function roiInputsAdjusted(raw: Partial<Record<keyof RoiInputs, unknown>>): boolean {
  const clean = sanitizeRoiInputs(raw);
  return (Object.keys(clean) as (keyof RoiInputs)[]).some((key) => {
    const value = raw[key];
    if (value === undefined || (typeof value === "string" && value.trim() === "")) return false;
    return Number(value) !== clean[key];
  });
}

/**
 * numerator / denominator to one decimal, half away from zero, never -0. Tenths are computed in one
 * division (n x 10 / d) so that exact halves such as 186,750 / 15,000 = 12.45 round up to 12.5.
 */
function ratioToOneDecimal(numerator: number, denominator: number): number {
  const tenths = Math.round(Math.abs(numerator * 10) / denominator);
  const r = (Math.sign(numerator) * tenths) / 10;
  return r === 0 ? 0 : r;
}

export function calculateRoi(raw: Partial<Record<keyof RoiInputs, unknown>> = ROI_DEFAULTS): RoiResult {
  const { monthlyRequests, hoursPerAssessment, hourlyRate } = sanitizeRoiInputs(raw);
  const monthlyCost = monthlyRequests * hoursPerAssessment * hourlyRate;
  const annualCost = MONTHS_PER_YEAR * monthlyCost;
  const annualSavings = ROI_SAVINGS_RATE * annualCost;
  const netBenefit = annualSavings - ROI_IMPLEMENTATION_COST - ROI_ANNUAL_RUNNING_COST;
  const weeks = annualSavings > 0 ? Math.ceil((ROI_IMPLEMENTATION_COST * WEEKS_PER_YEAR) / annualSavings) : Number.POSITIVE_INFINITY;
  const paybackWeeks = weeks <= ROI_MAX_PAYBACK_WEEKS ? weeks : null;
  return {
    monthlyCost,
    annualCost,
    annualSavings,
    implementationCost: ROI_IMPLEMENTATION_COST,
    annualRunningCost: ROI_ANNUAL_RUNNING_COST,
    netBenefit,
    roi: ratioToOneDecimal(netBenefit, ROI_IMPLEMENTATION_COST),
    paybackWeeks,
  };
}

export function roiScenario(monthlyRequests: number): RoiScenario {
  const n = sanitizeRoiValue(monthlyRequests, Number.MAX_SAFE_INTEGER);
  if (n < ROI_BAND_MEDIUM_FROM) return "small";
  if (n < ROI_BAND_LARGE_FROM) return "medium";
  return "large";
}

const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0, minimumFractionDigits: 0 });

/** Currency as the calculator shows it: USD, no decimals ("$202,500", "-$15,500"). */
export function formatUsdWhole(amount: number): string {
  const rounded = Math.round(amount);
  return usdWhole.format(rounded === 0 ? 0 : rounded);
}

/** ROI multiple as shown: one decimal and an "x" ("12.5x"). */
export function formatRoiMultiple(roi: number): string {
  return `${roi.toFixed(1)}x`;
}

export function formatPayback(weeks: number | null): string {
  if (weeks === null) return "No payback";
  return `${weeks.toLocaleString("en-US")} ${weeks === 1 ? "week" : "weeks"}`;
}

/** POST /api/leads payload fields fixed by the spec (section 7). */
export const ROI_LEAD_EVENT_TYPE = "roi_calculated";
export const ROI_LEAD_SOURCE = "roi_calculator";
export const LEAD_EVENT_TYPES = [ROI_LEAD_EVENT_TYPE] as const;
export const LEAD_SOURCES = [ROI_LEAD_SOURCE] as const;

/** Largest figures a lead can carry: what the capped inputs can produce. */
export const ROI_MAX_ANNUAL_SAVINGS = calculateRoi({
  monthlyRequests: ROI_INPUT_LIMITS.monthlyRequests.max,
  hoursPerAssessment: ROI_INPUT_LIMITS.hoursPerAssessment.max,
  hourlyRate: ROI_INPUT_LIMITS.hourlyRate.max,
}).annualSavings;
export const ROI_MAX_MULTIPLE = calculateRoi({
  monthlyRequests: ROI_INPUT_LIMITS.monthlyRequests.max,
  hoursPerAssessment: ROI_INPUT_LIMITS.hoursPerAssessment.max,
  hourlyRate: ROI_INPUT_LIMITS.hourlyRate.max,
}).roi;
export const ROI_MIN_MULTIPLE = calculateRoi({ monthlyRequests: 0, hoursPerAssessment: 0, hourlyRate: 0 }).roi;

export interface RoiLeadPayload {
  email: string;
  monthlyRequests: number;
  /** Annual savings in whole dollars, as a decimal string ("202500"). */
  estimatedSavings: string;
  roiMultiple: number;
  eventType: typeof ROI_LEAD_EVENT_TYPE;
  source: typeof ROI_LEAD_SOURCE;
}

/** The lead the calculator sends for the figures on screen. */
export function buildRoiLeadPayload(email: string, raw: Partial<Record<keyof RoiInputs, unknown>>): RoiLeadPayload {
  const inputs = sanitizeRoiInputs(raw);
  const result = calculateRoi(inputs);
  return {
    email: email.trim(),
    monthlyRequests: Math.round(inputs.monthlyRequests),
    estimatedSavings: String(Math.round(result.annualSavings)),
    roiMultiple: result.roi,
    eventType: ROI_LEAD_EVENT_TYPE,
    source: ROI_LEAD_SOURCE,
  };
}
