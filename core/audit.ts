/**
 * The audit trail's vocabulary: every action it records and how the Activity view names it.
 * Shared by the API (what it writes and accepts as a filter) and the admin UI (the filter's options).
 */
export const AUDIT_ACTIONS = [
  "sign_in.success",
  "sign_in.failure",
  "panel.sign_in",
  "panel.sign_in_failure",
  "user.role_changed",
  "user.status_changed",
  "invite.created",
  "invite.revoked",
  "invite.redeemed",
  "project.marked_paid",
  "project.mark_paid_undone",
  "payment.refunded",
  "payment.disputed",
  "template.created",
  "template.updated",
  "template.deleted",
  "showcase.taken_down",
  "showcase.restored",
  "showcase.review_requested",
  "listing.published",
  "listing.withdrawn",
  "invite.declined",
  "domain.added",
  "domain.removed",
  "domain.verified",
  "domain.suspended",
  "notify.address_changed",
  "notify.address_verified",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "sign_in.success": "Signed in",
  "sign_in.failure": "Sign-in failed",
  "panel.sign_in": "Admin panel sign-in",
  "panel.sign_in_failure": "Admin panel sign-in failed",
  "user.role_changed": "Role changed",
  "user.status_changed": "Status changed",
  "invite.created": "Invite created",
  "invite.revoked": "Invite revoked",
  "invite.redeemed": "Invite redeemed",
  "project.marked_paid": "Marked paid",
  "project.mark_paid_undone": "Mark-paid undone",
  "payment.refunded": "Payment refunded",
  "payment.disputed": "Payment disputed",
  "template.created": "Template created",
  "template.updated": "Template changed",
  "template.deleted": "Template deleted",
  "showcase.taken_down": "App taken down",
  "showcase.restored": "App restored",
  "showcase.review_requested": "Takedown review asked",
  "listing.published": "Listing published",
  "listing.withdrawn": "Listing withdrawn",
  "invite.declined": "Invite declined",
  "domain.added": "Domain added",
  "domain.removed": "Domain removed",
  "domain.verified": "Domain verified",
  "domain.suspended": "Domain stopped",
  "notify.address_changed": "Notification address changed",
  "notify.address_verified": "Notification address verified",
};

export function isAuditAction(value: string): value is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** How long the trail keeps an event. */
export const AUDIT_RETENTION_DAYS = 180;
/** Most events one page of the Activity view shows. */
export const AUDIT_PAGE_SIZE = 50;

/** One row of GET /api/admin/activity. */
export interface AuditEventDto {
  id: number;
  action: string;
  actorId: string | null;
  actorLabel: string;
  targetType: string | null;
  targetId: string | null;
  detail: Record<string, unknown> | null;
  addressHash: string | null;
  requestId: string | null;
  createdAt: string;
}
