/** Words about payments that the server sends and the checkout recognises. */

/** The 503 of the payment endpoints when this install has no Stripe secret key. */
export const STRIPE_NOT_CONFIGURED = "Payment processing is not configured on this server (STRIPE_SECRET_KEY is not set)";
