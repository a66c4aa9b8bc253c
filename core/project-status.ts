/**
 * A project's states (spec section 3): one list for the database schema and the browser. No imports,
 * so plain Node scripts (migrations, seed) can load it.
 */
export const PROJECT_STATUSES = ["pending", "generating", "completed", "failed"] as const;
/** `refunded`: Stripe refunded the charge in full; the project is no longer paid. */
export const PAYMENT_STATUSES = ["pending", "paid", "refunded"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
