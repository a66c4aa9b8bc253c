import type { DeliverableCategory } from "./types";

/**
 * The five deliverable categories (spec section 2, Deliverables), each with its timeline
 * (spec section 9: 2-3 weeks, 1-2 weeks, 2-4 weeks, Ongoing, 1-2 weeks) and three outputs.
 */
export const DELIVERABLE_TIMELINES = ["2-3 weeks", "1-2 weeks", "2-4 weeks", "Ongoing", "1-2 weeks"] as const;

export const deliverableCategories: DeliverableCategory[] = [
  {
    category: "Infrastructure Assessment",
    icon: "server",
    timeline: DELIVERABLE_TIMELINES[0],
    summary: "A complete picture of what you run today, what it costs and what to change first.",
    outputs: [
      {
        name: "Current-State Architecture Report",
        description: "Every system, dependency and data flow documented, with cost and ownership mapped to each component.",
        format: "PDF report with editable architecture diagrams",
      },
      {
        name: "Risk & Resilience Register",
        description: "Security, availability and capacity risks scored by likelihood and impact, each with an owner and a fix.",
        format: "Spreadsheet (Excel or Google Sheets)",
      },
      {
        name: "12-Month Technology Roadmap",
        description: "Quick wins for the first 90 days, then sequenced initiatives with budgets and success measures.",
        format: "Slide deck and timeline chart",
      },
    ],
  },
  {
    category: "Vendor Evaluation",
    icon: "scale",
    timeline: DELIVERABLE_TIMELINES[1],
    summary: "An independent, documented decision on who to buy from and what to pay.",
    outputs: [
      {
        name: "Requirements & Scoring Matrix",
        description: "Must-haves, nice-to-haves and weights agreed with your stakeholders before any vendor pitch.",
        format: "Spreadsheet scoring model",
      },
      {
        name: "Vendor Comparison & TCO Analysis",
        description: "Side-by-side scores and a five-year total cost of ownership, including migration and exit costs.",
        format: "PDF report with financial model",
      },
      {
        name: "Contract Negotiation Brief",
        description: "Price benchmarks, SLA gaps and the clauses to push on, ready for your negotiation call.",
        format: "Two-page briefing memo",
      },
    ],
  },
  {
    category: "Data Center Optimization",
    icon: "database",
    timeline: DELIVERABLE_TIMELINES[2],
    summary: "Power, space and hardware costs cut with evidence, and a clear stay, consolidate or migrate decision.",
    outputs: [
      {
        name: "Capacity & Utilization Audit",
        description: "Rack, power, cooling, server and storage utilization measured against what you pay for.",
        format: "PDF report with utilization dashboards",
      },
      {
        name: "Power & Cooling Efficiency Plan",
        description: "PUE baseline and the airflow, containment and setpoint changes that lower it, with savings estimated.",
        format: "Action plan with savings estimates",
      },
      {
        name: "Consolidation or Migration Business Case",
        description: "Options costed side by side, from consolidation to colocation to cloud, with risks and payback.",
        format: "Financial model and executive deck",
      },
    ],
  },
  {
    category: "Project Oversight & Rescue",
    icon: "life-buoy",
    timeline: DELIVERABLE_TIMELINES[3],
    summary: "Senior oversight that keeps critical programs on schedule, or brings them back.",
    outputs: [
      {
        name: "Project Health Assessment",
        description: "Scope, schedule, budget, vendor and team health rated in the first week, with the root causes of drift.",
        format: "Scorecard and findings report",
      },
      {
        name: "Recovery Plan & Re-baselined Schedule",
        description: "A realistic plan with milestones, owners and decision points that leadership and vendors sign up to.",
        format: "Project plan (Gantt) and RACI chart",
      },
      {
        name: "Weekly Executive Status Report",
        description: "One page on progress, risks and decisions needed, so leadership is never surprised.",
        format: "One-page report every week",
      },
    ],
  },
  {
    category: "AI & Automation Readiness",
    icon: "sparkles",
    timeline: DELIVERABLE_TIMELINES[4],
    summary: "Where AI can safely remove manual work in your operations, and what it will return.",
    outputs: [
      {
        name: "Automation Opportunity Map",
        description: "Manual workflows ranked by volume, effort and risk, with the best first candidate for a pilot.",
        format: "PDF report with process maps",
      },
      {
        name: "ROI Model",
        description: "Costs, savings, net benefit and payback for the chosen pilot, using the same formula as our ROI calculator.",
        format: "Spreadsheet financial model",
      },
      {
        name: "Responsible AI Guardrails",
        description: "Accuracy checks, human review points, privacy controls and bias tests for the pilot, in line with our AI Constitution.",
        format: "Policy document and checklist",
      },
    ],
  },
];

export const deliverablesPage = {
  eyebrow: "Deliverables",
  title: "Exactly what you receive",
  text: "Every engagement produces written, reusable outputs your team keeps. Here are the five deliverable categories, how long each takes and the three outputs in each.",
  outputsLabel: "Outputs",
  formatLabel: "Format",
  cta: {
    title: "Not sure which deliverables you need?",
    subtitle: "In a free consultation we will work out which outputs answer your questions fastest, and what they would cost.",
    actions: [
      { label: "Schedule a Free Consultation", href: "/contact" },
      { label: "View Pricing", href: "/pricing" },
    ],
  },
};
