/**
 * Website projects as the browser and the server both see them (spec sections 2, 3, 4 and 9):
 * the answer shapes, the field limits, the dashboard's rules and the status panel's states.
 * Pure: no React, no database.
 */
import { parseCents } from "./money.ts";
import { clipAtSentenceEnd } from "./clip-text.ts";
import { APP_CATEGORIES, type AppCategory } from "./business-types.ts";
import { PUBLISH_DEFAULT_FEATURES, parseFeatureList } from "./app-showcase.ts";

/** Prefix of `paidVia` for payments an admin recorded by hand (the only ones an admin can undo). */
export const ADMIN_PAID_VIA_PREFIX = "admin:";

export { PROJECT_STATUSES, PAYMENT_STATUSES, type ProjectStatus, type PaymentStatus } from "./project-status.ts";
import type { PaymentStatus, ProjectStatus } from "./project-status.ts";

/**
 * The fields of a project these rules read, as `GET /api/projects` and `GET /api/projects/:id`
 * answer them (the answer types themselves come from the routes through the API client,
 * `ProjectAnswer` in src/lib/api.ts; pure rules never depend on the HTTP client).
 */
export interface ProjectFields {
  name: string;
  description: string | null;
  businessType: string;
  status: ProjectStatus;
  paymentStatus: PaymentStatus;
  totalPrice: string;
  isPublishedToStore: boolean;
}
type ProjectDto = ProjectFields;
type ProjectStatusDto = Pick<ProjectFields, "status" | "paymentStatus">;

/** Longest accepted text per field (the spec leaves limits open; the form and the API share these). */
export const PROJECT_FIELD_LIMITS = { name: 100, description: 5000, requirements: 5000 } as const;

/** Spec section 9: the status panel refreshes every 5 seconds. */
export const STATUS_POLL_INTERVAL_MS = 5000;
/** Spec section 9: signed-out visitors are sent to sign in after 500 ms. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
/** Spec section 9: the generating progress bar is fixed at 60%. */
export const GENERATION_PROGRESS_PERCENT = 60;
/** Spec section 9: generation estimate 30-60 seconds. */
export const GENERATION_ESTIMATE_SECONDS = { min: 30, max: 60 } as const;

/**
 * The status panel's states (spec section 4); null for anything else (not shown). A refunded
 * project that was never generated is one of those: the spec's panel has no state for it, so the
 * card's payment badge ("Refunded") says it instead.
 */
export type StatusPanelState = "waiting-for-payment" | "ready" | "generating" | "completed" | "failed";

export function statusPanelState(p: Pick<ProjectStatusDto, "status" | "paymentStatus">): StatusPanelState | null {
  switch (p.status) {
    case "pending":
      if (p.paymentStatus === "paid") return "ready";
      if (p.paymentStatus === "pending") return "waiting-for-payment";
      return null;
    case "generating":
      return "generating";
    case "completed":
      return "completed";
    case "failed":
      return "failed";
    default:
      return null;
  }
}

/** Spec section 4: the status panel is visible when paymentStatus is paid. */
export function showStatusPanel(p: Pick<ProjectStatusDto, "paymentStatus">): boolean {
  return p.paymentStatus === "paid";
}

/**
 * Whether the dashboard's one combined poll asks about a project: every project whose panel (or
 * whose "Waiting for payment" line) is shown, because each can still change by someone else's
 * action: a payment arriving by webhook or from the admin, a payment the admin undoes, a refund, a
 * generation started or finished in another tab. Only a refunded project (no panel, no payment
 * to wait for) is settled; the poll stops when every project on the page is.
 */
export function shouldPollStatus(p: Pick<ProjectStatusDto, "status" | "paymentStatus">): boolean {
  return p.status === "generating" || p.paymentStatus === "paid" || p.paymentStatus === "pending";
}

/** Spec section 2: 'Pay Now' shows when status and paymentStatus are both pending. */
export function showPayNow(p: Pick<ProjectDto, "status" | "paymentStatus">): boolean {
  return p.status === "pending" && p.paymentStatus === "pending";
}

/** Spec section 2: 'Publish to Store' shows for completed projects not yet in the store. */
export function showPublish(p: Pick<ProjectDto, "status" | "isPublishedToStore">): boolean {
  return p.status === "completed" && !p.isPublishedToStore;
}

export interface DashboardStats {
  /** Projects with status completed. */
  websitesGenerated: number;
  /** Sum of totalPrice over paid projects, in cents. */
  totalSpentCents: number;
  /** Projects generating or pending. */
  activeProjects: number;
}

/** The three stat cards of spec section 2. */
export function dashboardStats(projects: readonly Pick<ProjectDto, "status" | "paymentStatus" | "totalPrice">[]): DashboardStats {
  let websitesGenerated = 0;
  let totalSpentCents = 0;
  let activeProjects = 0;
  for (const p of projects) {
    if (p.status === "completed") websitesGenerated += 1;
    if (p.paymentStatus === "paid") totalSpentCents += parseCents(p.totalPrice);
    if (p.status === "generating" || p.status === "pending") activeProjects += 1;
  }
  return { websitesGenerated, totalSpentCents, activeProjects };
}

/** Longest accepted publish fields (the dialog and POST /api/projects/:id/publish). */
export const PUBLISH_FIELD_LIMITS = { name: 100, description: 300 } as const;

export interface PublishForm {
  name: string;
  description: string;
  category: AppCategory;
  features: string;
}

/** Spec section 2: the publish dialog's prefill. */
export function publishPrefill(p: Pick<ProjectDto, "name" | "description" | "businessType">): PublishForm {
  const category = (APP_CATEGORIES as readonly string[]).includes(p.businessType) ? (p.businessType as AppCategory) : "Business";
  return {
    name: p.name,
    // The owner's description, at most the field's own limit, cut at a sentence end: never a form to repair first.
    description: p.description?.trim() ? clipAtSentenceEnd(p.description, PUBLISH_FIELD_LIMITS.description) : `Professional ${p.businessType} website`,
    category,
    features: PUBLISH_DEFAULT_FEATURES,
  };
}

/** The publish payload of spec section 3 from the dialog's fields. */
export function publishPayload(form: PublishForm): { name: string; description: string; category: AppCategory; features: string[] } {
  return { name: form.name.trim(), description: form.description.trim(), category: form.category, features: parseFeatureList(form.features) };
}
