/** Status page (spec section 3): a service is operational, degraded or down. */
export const SERVICE_STATES = ["operational", "degraded", "down"] as const;
export type ServiceState = (typeof SERVICE_STATES)[number];

/** What GET /api/health answers. */
export interface HealthReport {
  status: "ok" | "degraded";
  database: "reachable" | "unreachable";
  latencyMs: number | null;
  /** Whether this deployment has a payment provider key. */
  payments?: "configured" | "not_configured";
}

/** The payments row follows the health answer: not configured, or the reported state otherwise. */
export function paymentsFromHealth(report: HealthReport | null): "not_configured" | "configured" | "unknown" {
  if (!report?.payments) return "unknown";
  return report.payments;
}

/** The live row: an answer with status ok is operational, a degraded answer is degraded, no answer is down. */
export function stateFromHealth(report: HealthReport | null): ServiceState {
  if (!report) return "down";
  return report.status === "ok" && report.database === "reachable" ? "operational" : "degraded";
}

export type OverallState = "operational" | "degraded" | "outage";

export function overallState(states: readonly ServiceState[]): OverallState {
  if (states.includes("down")) return "outage";
  if (states.includes("degraded")) return "degraded";
  return "operational";
}

export const STATE_LABELS: Record<ServiceState, string> = {
  operational: "Operational",
  degraded: "Degraded",
  down: "Down",
};

export const OVERALL_LABELS: Record<OverallState, string> = {
  operational: "All systems operational",
  degraded: "Some systems are degraded",
  outage: "Some systems are down",
};

/** Badge class of the design system for a state. */
export const STATE_BADGES: Record<ServiceState, string> = {
  operational: "badge-success",
  degraded: "badge-warning",
  down: "badge-danger",
};
