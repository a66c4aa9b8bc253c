import { describe, expect, it } from "vitest";
import {
  GENERATION_ESTIMATE_SECONDS,
  GENERATION_PROGRESS_PERCENT,
  LOGIN_REDIRECT_DELAY_MS,
  STATUS_POLL_INTERVAL_MS,
  dashboardStats,
  publishPayload,
  publishPrefill,
  shouldPollStatus,
  showStatusPanel,
  showPayNow,
  showPublish,
  statusPanelState,
  type PaymentStatus,
  type ProjectStatus,
} from "../../core/projects";
import { statusPanel } from "../../src/content/projects";
import { ADMIN_TABS } from "../../core/content/admin";

describe("spec section 9 constants", () => {
  it("have the spec's values", () => {
    expect(STATUS_POLL_INTERVAL_MS).toBe(5000);
    expect(LOGIN_REDIRECT_DELAY_MS).toBe(500);
    expect(GENERATION_PROGRESS_PERCENT).toBe(60);
    expect(GENERATION_ESTIMATE_SECONDS).toEqual({ min: 30, max: 60 });
    expect(statusPanel.generatingHint).toBe("This usually takes 30-60 seconds...");
    expect(ADMIN_TABS.map((t) => t.label)).toEqual(["Overview", "Templates", "Projects", "Users", "Settings"]);
  });
});

describe("statusPanelState (spec section 4)", () => {
  const cases: [ProjectStatus, PaymentStatus, string | null][] = [
    ["pending", "pending", "Waiting for payment"],
    ["pending", "paid", "Payment confirmed - Ready to generate"],
    ["generating", "paid", "AI is creating your website..."],
    ["completed", "paid", "Your website is ready!"],
    ["failed", "paid", "Generation failed - please try again"],
  ];
  for (const [status, paymentStatus, text] of cases) {
    it(`${status} / ${paymentStatus} -> ${text}`, () => {
      const state = statusPanelState({ status, paymentStatus });
      expect(state && statusPanel.states[state]).toBe(text);
    });
  }
  it("any other status is not shown", () => {
    expect(statusPanelState({ status: "archived" as ProjectStatus, paymentStatus: "paid" })).toBeNull();
    expect(statusPanelState({ status: "pending", paymentStatus: "refunded" as PaymentStatus })).toBeNull();
  });
});

describe("shouldPollStatus: poll every project someone else can still change", () => {
  it("polls while the panel or the waiting line is shown; stops only for a refunded project", () => {
    expect(shouldPollStatus({ status: "pending", paymentStatus: "pending" })).toBe(true);
    expect(shouldPollStatus({ status: "generating", paymentStatus: "paid" })).toBe(true);
    // An admin can undo a payment, another tab can generate, Stripe can refund.
    expect(shouldPollStatus({ status: "pending", paymentStatus: "paid" })).toBe(true);
    expect(shouldPollStatus({ status: "completed", paymentStatus: "paid" })).toBe(true);
    expect(shouldPollStatus({ status: "failed", paymentStatus: "paid" })).toBe(true);
    expect(shouldPollStatus({ status: "pending", paymentStatus: "refunded" })).toBe(false);
    expect(shouldPollStatus({ status: "completed", paymentStatus: "refunded" })).toBe(false);
  });
  it("the panel shows when paid (spec section 4)", () => {
    expect(showStatusPanel({ paymentStatus: "paid" })).toBe(true);
    expect(showStatusPanel({ paymentStatus: "pending" })).toBe(false);
    expect(showStatusPanel({ paymentStatus: "refunded" })).toBe(false);
  });
});

describe("dashboard rules (spec section 2)", () => {
  it("Pay Now only when pending and unpaid; Publish only when completed and not published", () => {
    expect(showPayNow({ status: "pending", paymentStatus: "pending" })).toBe(true);
    expect(showPayNow({ status: "pending", paymentStatus: "paid" })).toBe(false);
    expect(showPayNow({ status: "failed", paymentStatus: "pending" })).toBe(false);
    expect(showPublish({ status: "completed", isPublishedToStore: false })).toBe(true);
    expect(showPublish({ status: "completed", isPublishedToStore: true })).toBe(false);
    expect(showPublish({ status: "generating", isPublishedToStore: false })).toBe(false);
  });

  it("stats: completed count, exact paid total in cents, generating+pending count", () => {
    const stats = dashboardStats([
      { status: "completed", paymentStatus: "paid", totalPrice: "29.99" },
      { status: "generating", paymentStatus: "paid", totalPrice: "47.99" },
      { status: "pending", paymentStatus: "paid", totalPrice: "0.10" },
      { status: "pending", paymentStatus: "pending", totalPrice: "59.99" },
      { status: "failed", paymentStatus: "paid", totalPrice: "0.20" },
    ]);
    // 29.99 + 47.99 + 0.10 + 0.20 = 78.28 exactly.
    expect(stats).toEqual({ websitesGenerated: 1, totalSpentCents: 7828, activeProjects: 3 });
    expect(dashboardStats([])).toEqual({ websitesGenerated: 0, totalSpentCents: 0, activeProjects: 0 });
  });
});

describe("publish dialog (spec sections 2 and 5)", () => {
  it("prefill: name, description or 'Professional {businessType} website', category or Business, default features", () => {
    expect(publishPrefill({ name: "Bakery", description: "Fresh bread", businessType: "Restaurant" })).toEqual({
      name: "Bakery",
      description: "Fresh bread",
      category: "Restaurant",
      features: "Professional Design, Mobile Responsive, SEO Optimized",
    });
    expect(publishPrefill({ name: "X", description: null, businessType: "Technology" })).toMatchObject({
      description: "Professional Technology website",
      category: "Technology",
    });
    expect(publishPrefill({ name: "X", description: "  ", businessType: "Unknown" })).toMatchObject({
      description: "Professional Unknown website",
      category: "Business",
    });
  });

  it("payload trims text; features split on commas, trimmed, empty items dropped", () => {
    expect(publishPayload({ name: " A ", description: " B ", category: "Other", features: " Online menu ,, Reservations,  ,Gift cards " })).toEqual({
      name: "A",
      description: "B",
      category: "Other",
      features: ["Online menu", "Reservations", "Gift cards"],
    });
    expect(publishPayload(publishPrefill({ name: "X", description: null, businessType: "Other" })).features).toEqual([
      "Professional Design",
      "Mobile Responsive",
      "SEO Optimized",
    ]);
  });
});
