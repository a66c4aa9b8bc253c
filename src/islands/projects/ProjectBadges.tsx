import type { PaymentStatus, ProjectStatus } from "../../../core/projects";
import { dashboardPage as text } from "../../content/projects";

const STATUS_TONE: Record<ProjectStatus, string> = {
  pending: "badge-neutral",
  generating: "badge-info",
  completed: "badge-success",
  failed: "badge-danger",
};
const PAYMENT_TONE: Record<PaymentStatus, string> = { pending: "badge-warning", paid: "badge-success", refunded: "badge-danger" };

/** A project's status badge (dashboard and admin panel); an unknown status shows as is, neutral. */
export function StatusBadge({ status }: { status: ProjectStatus }) {
  return (
    <span className={`badge ${STATUS_TONE[status] ?? "badge-neutral"}`} data-testid="status-badge">
      {text.statusLabels[status] ?? status}
    </span>
  );
}

export function PaymentBadge({ paymentStatus }: { paymentStatus: PaymentStatus }) {
  return (
    <span className={`badge ${PAYMENT_TONE[paymentStatus] ?? "badge-neutral"}`} data-testid="payment-badge">
      {text.paymentLabels[paymentStatus] ?? paymentStatus}
    </span>
  );
}

/** Shown beside the payment badge when the customer disputed the payment (owner's dashboard and admin projects tab). */
export function DisputeBadge({ disputedAt }: { disputedAt: string | null }) {
  if (!disputedAt) return null;
  return (
    <span className="badge badge-danger" data-testid="dispute-badge">
      {text.disputed}
    </span>
  );
}
