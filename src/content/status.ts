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
  lead: "Live health of this deployment, checked from your browser, beside a sample monthly report that shows how we report uptime, response times and incidents.",
  liveNote: "The banner follows the live checks of this deployment.",
};

export const liveService = {
  name: "API and database (this deployment)",
  description: "Checked live from your browser against the health endpoint of the server you are using.",
  checking: "Checking…",
  unavailable: "No answer from the health endpoint.",
  detail: (database: string, latencyMs: number | null) => `Database ${database}${latencyMs === null ? "" : `, ${latencyMs} ms round trip`}.`,
};

/** The payments row is live too: it says whether this deployment can take payments at all. */
export const livePayments = {
  notConfigured: "Not configured",
  notConfiguredDetail: "This deployment has no payment provider key, so checkout shows payment as unavailable.",
  configuredDetail: "A payment provider is configured on this deployment.",
};

/** The report below the live rows is a sample period, dated as such (spec section 9: sample figures). */
export const SAMPLE_PERIOD = "January 2025";

export const statusSections = {
  servicesTitle: "Services",
  servicesNote: `Rows marked Live are checked from your browser now; the others show the sample report for ${SAMPLE_PERIOD}.`,
  liveTag: "Live",
  summaryTitle: `Sample report: ${SAMPLE_PERIOD}`,
  responseTitle: "Median response times",
  responseCaption: `Median response time per service in the sample report (${SAMPLE_PERIOD}), in milliseconds.`,
  incidentsTitle: `Incident history (sample, ${SAMPLE_PERIOD})`,
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
