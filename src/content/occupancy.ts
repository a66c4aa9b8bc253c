import type { OccupancySummary } from "../lib/occupancy";

/** Occupancy insights demo (/occupancy). Zones are the `occupancyZones` collection. */

/** The hours the samples cover, one per value of each zone's `hourly`. */
export const OCCUPANCY_HOURS = ["8 AM", "9 AM", "10 AM", "11 AM", "12 PM", "1 PM", "2 PM", "3 PM", "4 PM", "5 PM", "6 PM"] as const;

export const occupancyHero = {
  eyebrow: "Occupancy Insights · Demo",
  title: "See how your space is really used",
  lead: "Hour-by-hour occupancy for one office floor on a typical Tuesday, from anonymous people-counting sensors. No cameras, no badges, no names.",
};

export const occupancySample = {
  label: "Sample data",
  description: "Floor 3 of a sample office, 8 AM to 6 PM. Counts are anonymous totals per zone.",
};

export const occupancyText = {
  kpis: {
    peak: "Peak occupancy",
    average: "Average occupancy",
    capacity: "Seats on the floor",
    leastUsed: "Least-used zone",
  },
  chartTitle: "People on the floor by hour",
  chartCaption: "Everyone present across all zones, hour by hour. The dashed line marks the floor's seat count.",
  tableTitle: "Utilization by zone",
  recommendationsTitle: "What the data suggests",
};

/** Recommendations drawn from the computed figures (never typed-in numbers). */
export function occupancyRecommendations(s: OccupancySummary): { title: string; text: string }[] {
  const peakPeople = Math.max(...s.totals);
  return [
    {
      title: "Release unused desks",
      text: `Even at its busiest (${s.peakHour}) the floor is only ${s.peakPercent}% full: ${s.capacity - peakPeople} of ${s.capacity} seats stay empty. A desk-sharing policy could free a whole zone for other uses.`,
    },
    {
      title: `Rethink the ${s.leastUsed.name.toLowerCase()}`,
      text: `It averages ${s.leastUsed.averagePercent}% and only fills up around ${s.leastUsed.peakHour}. Make it bookable for team events, or turn part of it into more focus booths.`,
    },
    {
      title: "Run the building to the real day",
      text: `Occupancy is low before 9 AM and after 5 PM. Starting HVAC later and setting back earlier is one of the scenarios in the energy optimizer.`,
    },
  ];
}

export const occupancyPrivacy = {
  title: "Privacy by design",
  points: [
    "Sensors count people; they never identify them.",
    "Only totals per zone leave the building network.",
    "Data older than 13 months is deleted automatically.",
  ],
};

export const occupancyCta = {
  title: "See your own floors",
  lead: "We run a four-to-six-week pilot on one floor, then help you act on what it shows.",
  primary: { label: "Plan a pilot", href: "/contact" },
  secondary: { label: "Read the rollout playbook", href: "/playbooks" },
};
