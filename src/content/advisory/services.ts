import type { IconCard, Service } from "./types";
import { FREE_CONSULTATION_MINUTES, hourlyRange, retainerDays, retainerRangeShort } from "./figures";

/** The four services (spec section 2, Services). Timelines match the deliverable categories. */
export const services: Service[] = [
  {
    id: "infrastructure-assessments",
    icon: "server",
    title: "Infrastructure Assessments & Roadmaps",
    description:
      "A senior review of your cloud, network, compute and operations: what you run, what it costs and where it will break as you grow. It ends in a prioritized roadmap your team can execute.",
    includes: [
      "Current-state architecture and cost baseline",
      "Security, resilience and capacity risk register",
      "90-day quick wins and a 12-month roadmap",
      "Executive readout for founders and the board",
    ],
    typicalDuration: "2-3 weeks",
    bestFor: "Teams that outgrew their first architecture, or are preparing for a raise, an audit or a migration.",
  },
  {
    id: "vendor-evaluations",
    icon: "scale",
    title: "Technology Vendor Evaluations",
    description:
      "Independent evaluation of cloud, colocation, network, SaaS and integrator proposals. Clear requirements, weighted scoring and price benchmarks, so you sign the right contract at the right price.",
    includes: [
      "Requirements and weighted scoring model",
      "Short-list and RFP management",
      "Total-cost-of-ownership comparison",
      "Contract, SLA and negotiation brief",
    ],
    typicalDuration: "1-2 weeks",
    bestFor: "Any decision with a multi-year contract or a six-figure price tag attached.",
  },
  {
    id: "data-center-optimization",
    icon: "database",
    title: "Data Center Optimization Audits",
    description:
      "A power, cooling, space and utilization audit of your on-premise or colocation footprint, with consolidation, migration and efficiency options costed side by side.",
    includes: [
      "Power, cooling and PUE review",
      "Rack, server and storage utilization analysis",
      "Consolidation or cloud-migration business case",
      "Resilience and redundancy gap review",
    ],
    typicalDuration: "2-4 weeks",
    bestFor: "Organizations paying for space, power or hardware they no longer need, or unsure whether to stay on-premise.",
  },
  {
    id: "project-oversight",
    icon: "life-buoy",
    title: "Project Management Oversight",
    description:
      "Independent oversight, or rescue, of infrastructure and platform programs: governance, vendor accountability, schedule recovery and plain reporting to leadership.",
    includes: [
      "Project health check in the first week",
      "Recovery plan with a re-baselined schedule",
      "Weekly steering and executive reporting",
      "Vendor and delivery-team accountability",
    ],
    typicalDuration: "Ongoing",
    bestFor: "Programs that are late, over budget, or too important to leave without senior oversight.",
  },
];

/** Home page: the four core capabilities (spec section 1). */
export const coreCapabilities: IconCard[] = [
  {
    icon: "server",
    title: "Infrastructure assessments",
    description: "Know exactly what you run, what it costs and what to fix first, with a roadmap your team can follow.",
  },
  {
    icon: "scale",
    title: "Vendor evaluations",
    description: "Independent scoring and price benchmarks before you commit to a multi-year contract.",
  },
  {
    icon: "database",
    title: "Data center optimization",
    description: "Cut wasted power, space and hardware, and decide with numbers whether to consolidate or migrate.",
  },
  {
    icon: "life-buoy",
    title: "Project oversight or rescue",
    description: "Senior oversight that brings late or drifting infrastructure programs back on schedule.",
  },
];

/** Services page: engagement pricing summary (figures from figures.ts). */
export const servicePricing = [
  { name: "Hourly consulting", price: `${hourlyRange}/hr`, detail: "Focused advice, reviews and second opinions." },
  { name: "Fractional CTO", price: `${retainerRangeShort}/mo`, detail: `${retainerDays} of senior technical leadership.` },
  { name: "Interim CTO", price: "Custom", detail: "Full-time cover during a leadership transition." },
];

export const strategySession = {
  title: `Free ${FREE_CONSULTATION_MINUTES}-minute strategy session`,
  text: "Bring your hardest infrastructure question. You leave with a candid view of the options and, if it helps, a scoped proposal. No obligation.",
  buttons: [
    { label: "Book Your Free Session", href: "/contact" },
    { label: "See Case Studies", href: "/case-studies" },
  ],
};

export const servicesPage = {
  eyebrow: "Services",
  title: "Technical advisory services",
  text: "Four services that cover the infrastructure decisions growing organizations struggle with most. Each one ends in written, reusable deliverables and a clear next step.",
  primary: { label: "Book a Free Strategy Session", href: "/contact" },
  secondary: { label: "View Pricing", href: "/pricing" },
  listEyebrow: "What we do",
  listTitle: "Four services, one senior advisor",
  caseStudyLink: { label: "See these services in action: read the case study", href: "/case-studies" },
  pricingEyebrow: "Pricing",
  pricingTitle: "Engage the way that suits you",
  pricingText: "Transparent rates, no long lock-ins. Every engagement starts with a free consultation.",
  pricingLink: { label: "Compare plans and pricing", href: "/pricing" },
};
