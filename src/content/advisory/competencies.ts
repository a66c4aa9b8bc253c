import type { CompetencyGroup } from "./types";

/** About: six groups of technical competencies. */
export const competencyGroups: CompetencyGroup[] = [
  {
    icon: "cloud",
    title: "Cloud & Infrastructure",
    items: ["AWS, Azure and Google Cloud", "Hybrid and multi-cloud architecture", "Kubernetes and containers", "Infrastructure as code (Terraform, Ansible)"],
  },
  {
    icon: "database",
    title: "Data Centers & Facilities",
    items: ["Colocation selection and migration", "Power, cooling and PUE", "Redundancy and tier design review", "DCIM and capacity planning"],
  },
  {
    icon: "network",
    title: "Networking & Security",
    items: ["SD-WAN and campus networks", "Zero-trust access, SSO and MFA", "Segmentation and firewall policy", "SOC 2 and ISO 27001 readiness"],
  },
  {
    icon: "scale",
    title: "Vendors & Procurement",
    items: ["RFP design and scoring", "Total-cost-of-ownership models", "SLA and contract negotiation", "Vendor risk management"],
  },
  {
    icon: "workflow",
    title: "Delivery & Operations",
    items: ["Program recovery", "PMO and portfolio governance", "ITIL incident and change practice", "SRE, observability and on-call"],
  },
  {
    icon: "cpu",
    title: "AI & Smart Spaces",
    items: ["LLM workflow automation", "Building IoT and occupancy data", "Responsible AI governance", "Data pipelines and analytics"],
  },
];
