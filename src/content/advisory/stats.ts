import type { Stat } from "./types";
import {
  AVERAGE_IMPLEMENTATION_WEEKS,
  CASE_STUDY_FIGURES,
  CONTACT_RESPONSE_HOURS,
  UPTIME_DELIVERED_PERCENT,
  YEARS_EXPERIENCE,
  caseStudySavings,
  clientsAtATime,
  roiRatio,
} from "./figures";

const years: Stat = { value: `${YEARS_EXPERIENCE}+`, label: "Years of experience" };
const savings: Stat = { value: `${caseStudySavings}+`, label: "Client savings" };
const uptime: Stat = { value: `${UPTIME_DELIVERED_PERCENT}%`, label: "Uptime delivered" };
const implementation: Stat = { value: `${AVERAGE_IMPLEMENTATION_WEEKS} weeks`, label: "Average implementation" };
const clients: Stat = { value: clientsAtATime, label: "Clients at a time" };
const roi: Stat = { value: roiRatio, label: "First-year ROI" };
const triage: Stat = { value: `${CASE_STUDY_FIGURES.triageReductionPercent}%`, label: "Triage time reduction" };
const response: Stat = { value: `${CONTACT_RESPONSE_HOURS} hours`, label: "Response to every enquiry" };

/** The home page's statistics strip, in the spec's order (section 1). */
export const homeStats: Stat[] = [years, savings, uptime, implementation, clients, roi, triage];

/** About page: the practice at a glance. */
export const aboutStats: Stat[] = [years, savings, uptime, clients];

/** Pricing page: reasons to trust the numbers. */
export const pricingTrustStats: Stat[] = [years, roi, uptime, response];
