/** Secrets the end-to-end server is started with (playwright.config.ts) and the tests use. Test values only. */
export const E2E_ADMIN_PASSWORD = "e2e-admin-panel-password";
export const E2E_STRIPE_WEBHOOK_SECRET = "whsec_e2e_only_not_a_real_secret";
