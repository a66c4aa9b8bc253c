/** Status page (/status). Services and incidents are collections; the first row is checked live. */

/** Spec section 9, status page sample figures (the report covers the last 30 days). */
export const STATUS_REPORT = {
  periodDays: 30,
  uptimePercent: "99.9%",
  downtimeMinutes: 43,
  meanRecoveryMinutes: 14,
} as const;

export const statusHero = {
  eyebrow: "System status",
  title: "Lumen Spaces status",
  lead: "Live health of this deployment, the state of each service and every incident of the last 30 days.",
};

export const liveService = {
  name: "API and database (this deployment)",
  description: "Checked live from your browser against the health endpoint of the server you are using.",
  checking: "Checking…",
  unavailable: "No answer from the health endpoint.",
  detail: (database: string, latencyMs: number | null) =>
    `Database ${database}${latencyMs === null ? "" : `, ${latencyMs} ms round trip`}.`,
};

export const statusSections = {
  servicesTitle: "Services",
  summaryTitle: "Last 30 days",
  responseTitle: "Median response times",
  responseCaption: "Median response time per service over the last 30 days, in milliseconds.",
  incidentsTitle: "Incidents",
  legendTitle: "What the states mean",
};

export const stateMeanings = {
  operational: "Working normally.",
  degraded: "Working, but slower or with some errors.",
  down: "Not answering; we are working on it.",
} as const;

export const incidentStateLabels = { resolved: "Resolved", monitoring: "Monitoring" } as const;

export const subscribe = {
  title: "Get incident updates",
  lead: "We email subscribers when an incident starts, when it changes and when it is resolved.",
  label: "Subscribe",
  subject: "Subscribe to status updates",
  body: "Please email me when an incident starts, changes or is resolved.",
};
