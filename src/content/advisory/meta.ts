import {
  ADVISORY_PRICING,
  CASE_STUDY_FIGURES,
  FREE_CONSULTATION_MINUTES,
  YEARS_EXPERIENCE,
  caseStudySavings,
  hourlyRange,
  retainerRange,
  roiRatio,
} from "./figures";
import { aiAcceleration } from "./advantage";

export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
}

/** Title, description and keywords of the nine advisory pages. */
export const advisoryMeta = {
  home: {
    title: "Fractional CTO & Technical Advisory",
    description: `Fractional CTO and technical advisory on infrastructure, vendors and data centers for growing organizations: ${YEARS_EXPERIENCE}+ years of experience, ${caseStudySavings}+ client savings and a free ${FREE_CONSULTATION_MINUTES}-minute consultation.`,
    keywords: ["fractional CTO", "technical advisory", "infrastructure assessment", "vendor evaluation", "data center optimization", "project rescue"],
  },
  services: {
    title: "Services",
    description: `Infrastructure assessments and roadmaps, technology vendor evaluations, data center optimization audits and project management oversight. Hourly from ${hourlyRange}/hr or as a fractional CTO.`,
    keywords: ["infrastructure assessment", "technology vendor evaluation", "data center audit", "project oversight", "fractional CTO services"],
  },
  advantage: {
    title: "The Advantage",
    description: `Senior-level expertise, AI-accelerated delivery ${aiAcceleration}, flexible engagement and fast time to value: why growing organizations choose a fractional CTO.`,
    keywords: ["fractional CTO benefits", "AI-accelerated consulting", "senior technical advisor", "flexible engagement"],
  },
  pricing: {
    title: "Pricing",
    description: `Transparent advisory pricing: hourly advisory at ${hourlyRange} per hour with no minimum, or a fractional CTO retainer at ${retainerRange} per month. Interim CTO: ${ADVISORY_PRICING.interim.toLowerCase()}.`,
    keywords: ["fractional CTO pricing", "technical advisory rates", "CTO retainer", "interim CTO cost"],
  },
  about: {
    title: "About",
    description: `${YEARS_EXPERIENCE}+ years in infrastructure, data centers and platform leadership. Our credentials, competencies, values and the AI Constitution behind every AI-assisted deliverable.`,
    keywords: ["about Lumen Spaces", "technical advisor credentials", "AI constitution", "responsible AI consulting"],
  },
  deliverables: {
    title: "Deliverables",
    description:
      "Exactly what you receive: five deliverable categories with timelines and three concrete outputs each, from architecture reports to recovery plans.",
    keywords: ["consulting deliverables", "infrastructure roadmap", "vendor scoring matrix", "data center audit report"],
  },
  caseStudies: {
    title: "Case Study: Utility PMO Intake Automation",
    description: `How a California utility cut PMO triage time by ${CASE_STUDY_FIGURES.triageReductionPercent}% and saves ${caseStudySavings} a year with AI-assisted intake, a ${roiRatio} first-year ROI delivered in ${CASE_STUDY_FIGURES.rolloutWeeks} weeks.`,
    keywords: ["utility case study", "PMO automation", "AI intake triage", "ROI case study"],
  },
  contact: {
    title: "Contact",
    description: `Request a free ${FREE_CONSULTATION_MINUTES}-minute consultation about your infrastructure, vendors, data centers or a project in trouble.`,
    keywords: ["contact fractional CTO", "free consultation", "technical advisory contact"],
  },
  roiCalculator: {
    title: "ROI Calculator",
    description:
      "Estimate what AI-assisted intake and assessment would save your team: monthly and annual cost, savings, net benefit, ROI and payback in weeks.",
    keywords: ["automation ROI calculator", "AI ROI", "intake automation savings", "payback calculator"],
  },
} satisfies Record<string, PageMeta>;
