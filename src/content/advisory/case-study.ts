import type { Stat, Testimonial } from "./types";
import { CASE_STUDY_FIGURES as F, caseStudySavings, range, roiRatio, usd } from "./figures";

/** The one case study (spec sections 2 and 9): a California utility's PMO intake automation. */
export const caseStudy = {
  eyebrow: "Case study · Utilities",
  title: "AI-assisted PMO intake triage for a California utility",
  client: "A California electric and gas utility",
  summary: `The utility's project management office assessed ${range(F.monthlyIntakeRequests)} intake requests a month by hand. In ${F.rolloutWeeks} weeks we put an AI-assisted assessment in front of every request, with a person approving each result, and turned a ${range(F.responseDays)} day wait into an answer in under a minute.`,

  /** Headline metrics (the home page shows the same four). */
  metrics: [
    { value: `${caseStudySavings}`, label: "Annual savings" },
    { value: roiRatio, label: "First-year ROI" },
    { value: `${F.triageReductionPercent}%`, label: "Less triage time" },
    { value: `${F.rolloutWeeks} weeks`, label: "Implementation" },
  ] satisfies Stat[],

  challenge: {
    text: `Every project request, from substation upgrades to software licenses, went through a manual intake review. Senior PMO analysts read each submission, chased missing details, checked it against portfolio criteria and wrote an assessment.`,
    points: [
      `${range(F.monthlyIntakeRequests)} intake requests every month`,
      `${range(F.hoursPerRequest)} hours of senior analyst time per request`,
      `${usd(F.monthlyLaborCost)} a month in assessment labor`,
      `${range(F.responseDays)} days before a requester heard back`,
    ],
  },

  solution: {
    text: "We kept the PMO's own criteria and people at the center and automated the reading, checking and first draft.",
    points: [
      "A structured intake form that asks for what the assessment needs up front",
      "An AI assessment that scores each request against the PMO's portfolio criteria and flags gaps",
      "A human review step: an analyst approves, edits or rejects every assessment before it is sent",
      "Personal data redacted before processing; everything stays in the utility's own cloud tenancy",
      "Results logged to the PMO's existing tracker, with a dashboard for volumes and turnaround",
    ],
  },

  /** Before and after, per assessment. */
  comparison: [
    { label: "Cost per assessment", before: `${usd(F.manualCostPerAssessment)}+`, after: `$${F.costPerAssessment.toFixed(2)}` },
    { label: "Time to assess", before: `${range(F.hoursPerRequest)} hours`, after: `${range(F.assessmentSeconds)} seconds` },
    { label: "Requester waits", before: `${range(F.responseDays)} days`, after: "Same day" },
  ],

  results: [
    { value: `${caseStudySavings}`, label: "Annual savings", detail: "Labor and rework avoided in the first year" },
    { value: roiRatio, label: "First-year ROI", detail: "Return against the full implementation cost" },
    { value: `${F.triageReductionPercent}%`, label: "Less triage time", detail: "Analysts review and approve instead of drafting" },
    { value: `${F.hoursSavedPerMonth}+`, label: "Hours saved per month", detail: "Senior time returned to portfolio planning" },
    { value: `${range(F.assessmentSeconds)} s`, label: "Per assessment", detail: `Down from ${range(F.hoursPerRequest)} hours of manual review` },
    { value: `$${F.costPerAssessment.toFixed(2)}`, label: "Cost per assessment", detail: `Versus ${usd(F.manualCostPerAssessment)}+ done by hand` },
  ],

  techStack: [
    { name: "Azure OpenAI Service", role: "Assessment and summarization, in the utility's tenancy" },
    { name: "Python", role: "Scoring rules, validation and redaction" },
    { name: "Microsoft Power Automate", role: "Intake workflow and approvals" },
    { name: "SharePoint & Microsoft Teams", role: "Intake form, review queue and notifications" },
    { name: "Power BI", role: "Volume, turnaround and accuracy dashboards" },
  ],

  testimonial: {
    quote: `Our analysts used to spend their week writing intake assessments. Now they spend minutes checking them, requesters hear back the same day, and the team finally has time for the portfolio work we hired them to do.`,
    author: "PMO Director",
    role: "Project Management Office",
    company: "California electric and gas utility",
    result: `${caseStudySavings} annual savings`,
  } satisfies Testimonial,

  timeline: [
    {
      week: "Week 1",
      title: "Discovery and baseline",
      text: "Mapped the intake process, measured current effort and turnaround, and agreed scoring criteria with the PMO.",
    },
    {
      week: "Week 2",
      title: "Build",
      text: "Built the intake form, assessment prompts, redaction and the review queue inside the utility's tools.",
    },
    {
      week: "Week 3",
      title: "Pilot",
      text: `Ran a pilot with ${F.pilotSubmissions} real submissions side by side with manual reviews and calibrated until analysts agreed with the drafts.`,
    },
    {
      week: "Week 4",
      title: "Rollout",
      text: "Went live for all requests, trained the analysts, handed over runbooks and the accuracy dashboard.",
    },
  ],

  futureEnhancements: [
    "Automatic routing of approved requests to the right resource manager",
    "Portfolio-level capacity forecasting from intake trends",
    "Integration with the enterprise project portfolio tool",
    "Quarterly accuracy and bias review against a fresh human-scored sample",
  ],
} as const;

export const caseStudyPage = {
  metricsLabel: "Headline results",
  challengeSectionLabel: "Challenge and solution",
  techSectionLabel: "Technology and testimonial",
  comparisonMeasure: "Measure",
  challengeTitle: "The challenge",
  solutionTitle: "The solution",
  comparisonTitle: "Before and after, per assessment",
  comparisonBefore: "Before",
  comparisonAfter: "After",
  resultsTitle: "The results",
  techTitle: "Technology stack",
  timelineTitle: `A ${F.rolloutWeeks}-week timeline`,
  futureTitle: "Future enhancements",
  cta: {
    title: "Could your team get the same results?",
    subtitle: "Schedule a demo of the intake assessment with your own examples, or run your numbers through the ROI calculator first.",
    actions: [
      { label: "Schedule a Demo", href: "/contact" },
      { label: "Calculate Your ROI", href: "/roi-calculator" },
    ],
  },
};
