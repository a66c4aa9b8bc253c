/**
 * A project's states (spec section 3): one list for the database schema and the browser. No imports,
 * so plain Node scripts (migrations, seed) can load it.
 */
export const PROJECT_STATUSES = ["pending", "generating", "completed", "failed"] as const;
export const PAYMENT_STATUSES = ["pending", "paid"] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
