/** The states of a booking, order or quote request: new until the owner answers it, once (core/site/requests.ts). */
export const REQUEST_STATUSES = ["new", "confirmed", "declined"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
