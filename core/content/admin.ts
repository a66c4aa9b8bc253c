/** The words of the admin panel (/admin, spec sections 2, 4 and 8). */
import { DEFAULT_BASE_PRICE, SERVICE_FEE_PERCENT } from "../pricing";
import { formatUsd, parseCents } from "../money";

/** The panel's answer when it needs a signed-in admin account first (ADMIN_PANEL_REQUIRE_ACCOUNT). */
export const PANEL_ACCOUNT_REQUIRED_MESSAGE = "Sign in with an admin account before using the admin panel";

/** The five tabs of spec section 2, in order (the ROI calculator's leads live under Overview). */
export const ADMIN_TABS = [
  { value: "overview", label: "Overview" },
  { value: "templates", label: "Templates" },
  { value: "projects", label: "Projects" },
  { value: "users", label: "Users" },
  { value: "settings", label: "Settings" },
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number]["value"];

export const adminPage = {
  title: "Admin Panel",
  description: "Staff panel for templates, projects, revenue and leads.",
  signIn: {
    heading: "Admin Panel",
    text: "Enter the admin password to manage templates, projects and leads.",
    password: "Password",
    submit: "Sign in",
    submitting: "Checking...",
    passwordRequired: "Password is required",
  },
  logout: "Logout",
  loading: "Loading...",
  loadFailed: "Could not load this section. Try again.",
  toasts: {
    loggedIn: { title: "Logged in to admin panel" },
    invalidPassword: { title: "Error", description: "Invalid password" },
    templateCreated: { title: "Template created successfully" },
    templateFailed: { title: "Error", fallback: "Failed to create template" },
    templateUpdated: { title: "Template updated" },
    markedPaid: { title: "Marked as paid" },
    paidUndone: { title: "Payment undone" },
    templateDeleted: { title: "Template deleted" },
    actionFailed: { title: "Error", fallback: "The change could not be saved" },
    sessionEnded: { title: "Signed out", description: "Your admin session has ended. Enter the password again." },
  },
  overview: {
    totalTemplates: "Total Templates",
    totalProjects: "Total Projects",
    revenue: "Revenue",
    revenueHint: "Sum of paid project totals",
  },
  analytics: {
    heading: "Last 30 days",
    loading: "Loading the last 30 days…",
    note: "Page views are counted only for visitors who accepted analytics in the consent banner: no cookie, no stored address; visitors are unique per day; bots are not counted.",
    tableToggle: "Show the figures as a table",
    day: "Day",
    charts: {
      views: { title: "Page views per day", unit: "page views" },
      visitors: { title: "Visitors per day", unit: "visitors" },
      leads: { title: "Leads per day", unit: "leads" },
      revenue: { title: "Revenue per day (USD)", unit: "revenue" },
      generations: { title: "Generations per day", unit: "generations" },
    },
    /** The chart's text alternative: the total and the busiest day. */
    desc: (title: string, total: string, busiest: string | null) =>
      `${title}, bar chart of the last 30 days: ${total} in total${busiest ? `; the busiest day was ${busiest}` : ""}. The table lists every day.`,
    topPaths: "Most viewed pages",
    noViews: "No page views counted yet.",
  },
  templates: {
    formHeading: "Create Template",
    listHeading: "Templates",
    fields: {
      name: "Template Name",
      category: "Category",
      categoryPlaceholder: "Select a category",
      description: "Description",
      imageUrl: "Image URL",
      basePrice: "Base Price ($)",
    },
    categoryHint: "Projects created from this template get this business type.",
    imageHint: "An image file (png, jpg, gif, webp, avif or svg) on an https:// address or a path on this site, such as /templates/harvest-table.svg",
    editHeading: "Edit Template",
    save: "Save changes",
    cancelEdit: "Cancel editing",
    edit: "Edit",
    delete: "Delete",
    deleteConfirm: "Delete this template? Projects made from it keep their prices.",
    submit: "Create Template",
    submitting: "Creating...",
    active: "Active",
    inactive: "Inactive",
    activate: "Activate",
    deactivate: "Deactivate",
    empty: "No templates yet.",
  },
  projects: {
    heading: "All Projects",
    columns: { name: "Project", businessType: "Business type", user: "User", status: "Status", payment: "Payment", price: "Price", actions: "Actions" },
    markPaid: "Mark as paid",
    markPaidConfirm: "Record this project as paid? Use this only for payments taken outside Stripe.",
    paidBy: "Paid via",
    undoPaid: "Undo mark as paid",
    undoPaidConfirm: "Undo this payment recorded by hand? The project goes back to waiting for payment.",
    refunded: "Refunded",
    searchLabel: "Search projects",
    searchHint: "Project name or owner's email",
    search: "Search",
    empty: "No projects yet.",
  },
  users: {
    heading: "User Management",
    text: "Advanced user management: assign roles (User, Premium, Moderator, Admin), grant custom permissions, generate invite codes, and set account statuses (Active, Suspended, Pending).",
    link: "Open User Management",
  },
  settings: {
    heading: "Platform Settings",
    items: [
      { label: "Service fee markup", value: `${SERVICE_FEE_PERCENT}%` },
      { label: "Default base price", value: formatUsd(parseCents(DEFAULT_BASE_PRICE)) },
    ],
    payments: {
      provider: "Payment provider",
      notConfigured: "Not configured (STRIPE_SECRET_KEY is not set): checkouts show “Payment Unavailable”; mark projects paid in the Projects tab",
      configured: (mode: "live" | "test" | null) =>
        mode === "live"
          ? "Stripe, live mode (sk_live_ key)"
          : mode === "test"
            ? "Stripe, test mode (sk_test_ key)"
            : "Stripe (the key's mode is not known from its prefix)",
      cardForm: "Card form",
      cardFormOn: "Shown (publishable key set at build)",
      cardFormOff: "Not shown (PUBLIC_STRIPE_PUBLISHABLE_KEY was not set at build)",
      webhook: "Webhook",
      webhookSecretMissing: "Not configured (STRIPE_WEBHOOK_SECRET is not set): deliveries are refused",
      lastDelivery: "Last webhook received",
      never: "None received yet",
      signatureOk: (eventType: string | null) => `signature checked${eventType ? ` (${eventType})` : ""}`,
      signatureFailed: (error: string | null) => `refused: ${error ?? "signature not checked"}`,
      lastVerified: "Last webhook with a valid signature",
    },
    domainText: "Use a custom domain for the platform.",
    domainLink: "Domain setup guide",
  },
  leads: {
    heading: "ROI Calculator Leads",
    text: "People who asked for their ROI report, newest first.",
    export: "Export CSV",
    tableLabel: "Leads table (scrolls sideways on small screens)",
    empty: "No leads yet.",
    columns: {
      email: "Email",
      monthlyRequests: "Monthly requests",
      estimatedSavings: "Estimated savings",
      roiMultiple: "ROI",
      source: "Source",
      createdAt: "Received",
    },
  },
} as const;
