/** Energy optimizer demo (/energy). Scenarios are the `energyScenarios` collection. */

/** The sample building (spec section 2: a 50,000 sq ft office). */
export const SAMPLE_BUILDING = {
  description: "Sample office building",
  areaSqFt: 50_000,
  baselineKWhPerMonth: 75_000,
  pricePerKWh: 0.13,
} as const;

/** Spec section 2: the combined scenario is -7,800 kWh, -$1,014 per month and +5% comfort. */
export const COMBINED_SCENARIO = { kWhDelta: -7_800, costDelta: -1_014, comfortDelta: 5 } as const;

export const energyHero = {
  eyebrow: "Energy Optimizer · Demo",
  title: "Cut energy use without cutting comfort",
  lead: "Sample scenarios for a 50,000 sq ft office, each with its monthly change in energy, cost and occupant comfort.",
};

export const energyText = {
  combinedName: "Combined scenario",
  combinedMeasure: "All three measures together.",
  kpis: { energy: "Energy per month", cost: "Cost per month", comfort: "Comfort score" },
  tableTitle: "Scenarios compared",
  tableCaption: "Monthly change against the baseline for each scenario and for all of them together.",
  chartTitle: "Energy saved per month",
  chartCaption: "Kilowatt-hours saved each month by each scenario and by the combined scenario.",
  assumptionsTitle: "Assumptions",
  comfortNote: "Comfort is the change in the share of occupants reporting a comfortable temperature and air quality, in percentage points.",
};

export const energyCta = {
  title: "Model your own building",
  lead: "Send us twelve months of utility bills and your HVAC schedule; we will return scenarios like these for your site.",
  primary: { label: "Request an assessment", href: "/contact" },
  secondary: { label: "See the energy sprint playbook", href: "/playbooks" },
};
