/**
 * Every figure the advisory site states (spec sections 1 and 9), named once. Copy elsewhere in
 * `src/content/advisory` builds its sentences from these, so a number changes in one place.
 */

const thousands = (n: number) => n.toLocaleString("en-US");

/** Experience of the practice's principal, in years ("15+"). */
export const YEARS_EXPERIENCE = 15;
/** Uptime delivered on rescued and managed platforms (percent). */
export const UPTIME_DELIVERED_PERCENT = 99.9;
/** Average implementation time of an engagement (weeks). */
export const AVERAGE_IMPLEMENTATION_WEEKS = 4;
/** The practice takes on this many clients at a time. */
export const CLIENTS_AT_A_TIME = { min: 2, max: 4 } as const;
/** AI-accelerated delivery compared with a traditional engagement ("3-5x faster"). */
export const AI_ACCELERATION = { min: 3, max: 5 } as const;

/** Advisory pricing (spec section 9). */
export const ADVISORY_PRICING = {
  hourly: { min: 150, max: 250 },
  retainer: { min: 5_000, max: 10_000, daysPerWeek: { min: 1, max: 4 } },
  /** Interim CTO engagements are quoted per engagement. */
  interim: "Custom",
  /** Realistic monthly revenue per client. */
  monthlyRevenuePerClient: { min: 5_000, max: 15_000 },
} as const;

export const FREE_CONSULTATION_MINUTES = 30;
export const CONTACT_RESPONSE_HOURS = 24;

/** The utility case study (spec section 9, "Case study figures"). */
export const CASE_STUDY_FIGURES = {
  monthlyIntakeRequests: { min: 150, max: 200 },
  hoursPerRequest: { min: 2, max: 4 },
  monthlyLaborCost: 22_500,
  responseDays: { min: 5, max: 7 },
  costPerAssessment: 0.2,
  manualCostPerAssessment: 150,
  assessmentSeconds: { min: 30, max: 60 },
  hoursSavedPerMonth: 120,
  rolloutWeeks: 4,
  pilotSubmissions: 10,
  annualSavings: 242_000,
  roiRatio: 16,
  triageReductionPercent: 75,
} as const;

/** Testimonial claims (spec section 9). */
export const TESTIMONIAL_CLAIMS = {
  misconfigurationsAvoided: 180_000,
  overpricedContractAvoided: 400_000,
  timelineReductionPercent: 40,
  vendorDecisionWeeks: 3,
  vendorDecisionMonthsBefore: 3,
  monthsBehind: 6,
  recoveryWeeks: 4,
  uptimeTargetPercent: UPTIME_DELIVERED_PERCENT,
} as const;

/** "$242K" */
export const usdK = (n: number) => `$${thousands(Math.round(n / 1000))}K`;
/** "$5,000" */
export const usd = (n: number) => `$${thousands(n)}`;
/** "2-4" */
export const range = (r: { min: number; max: number }) => `${r.min}-${r.max}`;

export const hourlyRange = `$${range(ADVISORY_PRICING.hourly)}`;
export const retainerRange = `$${thousands(ADVISORY_PRICING.retainer.min)}-${thousands(ADVISORY_PRICING.retainer.max)}`;
export const retainerRangeShort = `${usdK(ADVISORY_PRICING.retainer.min)}-${usdK(ADVISORY_PRICING.retainer.max).slice(1)}`;
export const retainerDays = `${range(ADVISORY_PRICING.retainer.daysPerWeek)} days per week`;
export const clientsAtATime = range(CLIENTS_AT_A_TIME);
export const roiRatio = `${CASE_STUDY_FIGURES.roiRatio}:1`;
export const caseStudySavings = `${usdK(CASE_STUDY_FIGURES.annualSavings)}`;
export const consultationLabel = `free ${FREE_CONSULTATION_MINUTES}-minute consultation`;
