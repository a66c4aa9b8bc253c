/**
 * Status page: the first row asks GET /api/health of the server that served the page and shows
 * the answer (operational, degraded, or down when nothing answers in time); the overall banner
 * follows.
 */
import { livePayments, liveService } from "../content/status";
import {
  OVERALL_LABELS,
  STATE_BADGES,
  STATE_LABELS,
  overallState,
  paymentsFromHealth,
  stateFromHealth,
  type HealthReport,
  type ServiceState,
} from "../lib/service-status";

export const HEALTH_TIMEOUT_MS = 5000;

async function fetchHealth(): Promise<HealthReport | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HEALTH_TIMEOUT_MS);
  try {
    const res = await fetch("/api/health", { cache: "no-store", signal: controller.signal });
    const body = (await res.json().catch(() => null)) as HealthReport | null;
    return body && (body.status === "ok" || body.status === "degraded") ? body : null;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
}

export function initStatusCheck(doc: Document): void {
  const row = doc.querySelector<HTMLElement>("[data-live-row]");
  const badge = row?.querySelector<HTMLElement>("[data-live-badge]");
  const detail = row?.querySelector<HTMLElement>("[data-live-detail]");
  if (!row || !badge || !detail) return;

  void fetchHealth().then((report) => {
    const state = stateFromHealth(report);
    row.dataset.state = state;
    badge.className = `badge justify-self-start sm:justify-self-end ${STATE_BADGES[state]}`;
    badge.textContent = STATE_LABELS[state];
    detail.textContent = report === null ? liveService.unavailable : liveService.detail(report.database, report.latencyMs);

    const paymentsRow = doc.querySelector<HTMLElement>("[data-live-payments]");
    const paymentsBadge = paymentsRow?.querySelector<HTMLElement>("[data-payments-badge]");
    const paymentsDetail = paymentsRow?.querySelector<HTMLElement>("[data-payments-detail]");
    if (paymentsRow && paymentsBadge && paymentsDetail) {
      const payments = paymentsFromHealth(report);
      if (payments === "not_configured") {
        // Not a failure: this deployment simply takes no payments. It does not count toward the banner.
        paymentsRow.dataset.state = "not-configured";
        paymentsBadge.className = "badge badge-neutral justify-self-start sm:justify-self-end";
        paymentsBadge.textContent = livePayments.notConfigured;
        paymentsDetail.textContent = livePayments.notConfiguredDetail;
      } else {
        // Configured, or a server that does not say: payments stand or fall with the API itself.
        paymentsRow.dataset.state = state;
        paymentsBadge.className = `badge justify-self-start sm:justify-self-end ${STATE_BADGES[state]}`;
        paymentsBadge.textContent = STATE_LABELS[state];
        paymentsDetail.textContent =
          payments === "configured" ? livePayments.configuredDetail : report === null ? liveService.unavailable : paymentsDetail.textContent;
      }
    }

    const states = [...doc.querySelectorAll<HTMLElement>("[data-service]")]
      .map((el) => el.dataset.state)
      .filter((s): s is ServiceState => s === "operational" || s === "degraded" || s === "down");
    const overall = overallState([state, ...states]);
    const banner = doc.querySelector<HTMLElement>("[data-overall]");
    const label = doc.querySelector<HTMLElement>("[data-overall-label]");
    if (banner) banner.dataset.overall = overall;
    if (label) label.textContent = OVERALL_LABELS[overall];
  });
}
