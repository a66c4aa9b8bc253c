import type { Link } from "./types";
import {
  ROI_ANNUAL_RUNNING_COST,
  ROI_BAND_LARGE_FROM,
  ROI_BAND_MEDIUM_FROM,
  ROI_DEFAULTS,
  ROI_IMPLEMENTATION_COST,
  ROI_SAVINGS_RATE,
  calculateRoi,
  formatRoiMultiple,
  formatUsdWhole,
  type RoiScenario,
} from "../../../core/roi";
import { CASE_STUDY_FIGURES, FREE_CONSULTATION_MINUTES, caseStudySavings, roiRatio, usd } from "./figures";

const defaultResult = calculateRoi(ROI_DEFAULTS);

export const roiPage = {
  eyebrow: "ROI Calculator",
  title: "Calculate your automation ROI",
  text: "See what AI-assisted intake and assessment could save your team. Adjust the three inputs; the results update as you type.",
  note: `The defaults match the California utility in our case study: about ${ROI_DEFAULTS.monthlyRequests} requests a month at ${ROI_DEFAULTS.hoursPerAssessment} hours each, or ${usd(CASE_STUDY_FIGURES.monthlyLaborCost)} a month of assessment labor.`,
  /** Why the defaults do not give the case study's headline figures (the formula is the spec's). */
  caseStudyDifference: `They give ${formatUsdWhole(defaultResult.annualSavings)} and ${formatRoiMultiple(defaultResult.roi)} rather than the case study's ${caseStudySavings} and ${roiRatio}: the calculator counts only the analyst time saved (${ROI_SAVINGS_RATE * 100}% of the labor cost) and subtracts its standard implementation and running costs, while the case study reports the utility's measured first-year results, which also include rework avoided. Treat the calculator as the cautious view.`,
};

export const roiLabels = {
  inputsTitle: "Your numbers",
  resultsTitle: "Your results",
  monthlyRequests: { label: "Monthly requests", hint: "Intake requests, tickets or assessments your team handles each month" },
  hoursPerAssessment: { label: "Hours per assessment", hint: "Average staff time to review one request, in half hours" },
  hourlyRate: { label: "Hourly rate (USD)", hint: "Fully loaded cost of an hour of the reviewer's time" },
  results: {
    monthlyCost: "Current monthly cost",
    annualCost: "Current annual cost",
    annualSavings: `Annual savings (${ROI_SAVINGS_RATE * 100}%)`,
    implementationCost: "Implementation cost (one-time)",
    annualRunningCost: "Annual running cost",
    netBenefit: "First-year net benefit",
    roi: "First-year ROI",
    paybackWeeks: "Payback period",
  },
  howItWorks: {
    title: "How the numbers work",
    lines: [
      "Monthly cost = requests × hours × hourly rate",
      `Annual savings = ${ROI_SAVINGS_RATE * 100}% of the annual cost`,
      `Implementation: ${formatUsdWhole(ROI_IMPLEMENTATION_COST)} one-time; running cost: ${formatUsdWhole(ROI_ANNUAL_RUNNING_COST)} a year`,
      "ROI = first-year net benefit ÷ implementation cost",
    ],
  },
  adjusted: "Some values were outside the calculator's range and have been adjusted for the results.",
};

/** Scenario text by band (spec section 9: under 50 small, 50 to under 200 medium, 200 and above large). */
export const roiScenarios: Record<RoiScenario, { title: string; text: string }> = {
  small: {
    title: "Small-volume scenario",
    text: `Under ${ROI_BAND_MEDIUM_FROM} requests a month. Savings come mostly from faster answers and consistent assessments; a lightweight pilot is the right first step.`,
  },
  medium: {
    title: "Medium-volume scenario",
    text: `${ROI_BAND_MEDIUM_FROM} to ${ROI_BAND_LARGE_FROM - 1} requests a month, where our utility case study sits. Automation typically pays back within weeks and frees a senior reviewer's time.`,
  },
  large: {
    title: "Large-volume scenario",
    text: `${ROI_BAND_LARGE_FROM} or more requests a month. Automated triage with human review changes how the team works; plan for integration with your existing tools.`,
  },
};

export const roiLeadForm = {
  title: "Get your ROI report",
  text: "We will email a summary of these figures with the assumptions behind them and a suggested pilot plan.",
  emailLabel: "Work email",
  submit: "Email My Report",
  sending: "Sending...",
  /** Spec section 8, Alerts. */
  successAlert: "Report sent! Check your email.",
  failureAlert: "Failed to send report. Please try again.",
  privacy: "We only use your email to send this report and one follow-up. No mailing lists.",
};

export const roiLinks = {
  contact: { label: `Book a Free ${FREE_CONSULTATION_MINUTES}-Minute Consultation`, href: "/contact" } satisfies Link,
  caseStudies: { label: "See the Case Study", href: "/case-studies" } satisfies Link,
  stickyBar: { text: "Like these numbers?", label: "Talk to Us", href: "/contact" },
};
