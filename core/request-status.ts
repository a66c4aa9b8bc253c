/** The kinds of request a hosted site takes (core/site/requests.ts), and their states: new until the owner answers, once. */
export const REQUEST_KINDS = ["booking", "order", "quote"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
export const REQUEST_STATUSES = ["new", "confirmed", "declined"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
