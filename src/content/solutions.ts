/** Solutions overview (/solutions). */

/** Spec section 9 (marketing figures): 15-30% energy savings and 40% less maintenance. */
export const ENERGY_SAVINGS_RANGE = "15-30%";
export const MAINTENANCE_REDUCTION = "40%";

export const solutionsHero = {
  eyebrow: "Solutions",
  title: "Smart-building intelligence, deployed your way",
  lead: "Occupancy insights, energy optimization and privacy tools that run on your premises, in a hybrid setup or as a managed service.",
};

export const solutionsFigures = [
  { value: ENERGY_SAVINGS_RANGE, label: "typical energy savings", detail: "From schedules, setpoints and ventilation tuned to real occupancy." },
  { value: MAINTENANCE_REDUCTION, label: "less reactive maintenance", detail: "By catching failing equipment from its data before it breaks." },
  { value: "4 weeks", label: "to a first pilot", detail: "One floor or one building, measured against a baseline." },
];

export const deploymentOptions = [
  {
    icon: "server",
    name: "On-premise",
    summary: "Everything runs inside your building network. No data leaves the site.",
    bestFor: "Regulated sites, government and healthcare facilities",
    points: ["Runs on your servers or a supplied appliance", "Works without an internet connection", "Your security team controls every update"],
  },
  {
    icon: "cloud",
    name: "Hybrid cloud",
    summary: "An on-site gateway collects and anonymizes data; analytics run in the cloud.",
    bestFor: "Portfolios with several buildings and an IT team",
    points: ["Only anonymous totals leave the building", "Portfolio-wide dashboards and benchmarks", "Local control keeps running if the link drops"],
  },
  {
    icon: "globe",
    name: "SaaS",
    summary: "A fully managed service: connect your sensors and meters, we run the rest.",
    bestFor: "Growing organizations that want results fast",
    points: ["Live in days, not months", "Updates and monitoring included", "Scale from one floor to many sites"],
  },
] as const;

export const solutionsCapabilities = [
  { title: "Occupancy insights", description: "Hourly utilization by zone to right-size space.", href: "/occupancy" },
  { title: "Energy optimization", description: "Scenarios with energy, cost and comfort side by side.", href: "/energy" },
  { title: "PII redaction", description: "Share building data without exposing personal data.", href: "/redactor" },
  { title: "Implementation playbooks", description: "Proven plans for assessments and rollouts.", href: "/playbooks" },
];

export const solutionsDisclaimer =
  "Savings figures are typical ranges from published studies and our engagements; results depend on the building, its systems and how it is used.";

export const solutionsCta = {
  title: "Find the right deployment for your buildings",
  lead: "A free consultation to map your sites, systems and constraints to the right option.",
  primary: { label: "Book a consultation", href: "/contact" },
  secondary: { label: "Explore the tools", href: "/tools" },
};
