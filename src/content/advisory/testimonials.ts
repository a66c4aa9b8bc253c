import type { Testimonial } from "./types";
import { TESTIMONIAL_CLAIMS as T, usdK } from "./figures";

/** The three home-page testimonials (marketing copy built on the spec's claims, section 9). */
export const testimonials: Testimonial[] = [
  {
    result: `${usdK(T.misconfigurationsAvoided)} in misconfigurations avoided`,
    quote: `The infrastructure assessment found problems our own team had walked past for a year: open storage buckets, oversized clusters and a backup job that had never been restored. Fixing them before our Series B diligence avoided ${usdK(T.misconfigurationsAvoided)} in misconfigurations and rework.`,
    author: "Priya Raman",
    role: "VP of Engineering",
    company: "Series B logistics platform",
  },
  {
    result: `${usdK(T.overpricedContractAvoided)} overpriced contract avoided`,
    quote: `We were about to sign a ${usdK(T.overpricedContractAvoided)} colocation and network contract. The vendor evaluation showed it was overpriced and over-scoped, found a better-fit provider with a ${T.timelineReductionPercent}% shorter implementation timeline, and got us to a decision in ${T.vendorDecisionWeeks} weeks instead of ${T.vendorDecisionMonthsBefore} months.`,
    author: "Marcus Whitfield",
    role: "Chief Operating Officer",
    company: "Regional healthcare network",
  },
  {
    result: `${T.monthsBehind} months behind, recovered in ${T.recoveryWeeks} weeks`,
    quote: `Our platform migration was ${T.monthsBehind} months behind and nobody could say when it would land. Within ${T.recoveryWeeks} weeks we had a realistic plan, accountable vendors and a working cut-over, and the new platform has held its ${T.uptimeTargetPercent}% uptime target since.`,
    author: "Elena Vasquez",
    role: "Founder & CEO",
    company: "Fast-growing fintech scale-up",
  },
];
