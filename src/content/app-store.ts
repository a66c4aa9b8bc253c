import type { PublishedAppAnswer } from "../lib/api";

/** An app card: a published app as GET /api/published-apps answers it, or a built-in one (no id). */
export type ShowcaseApp = Omit<PublishedAppAnswer, "id"> & { id?: number };

/** The three built-in apps, always shown first in the showcase (ratings from spec section 9). */
export const BUILT_IN_APPS: ShowcaseApp[] = [
  {
    name: "Lumen PII Redactor",
    description: "Strip personal data from building and HR documents before they are shared.",
    longDescription:
      "Paste or upload a plain-text document and get a redacted copy in milliseconds: emails, phone numbers, social security and account numbers, street addresses, dates of birth, building and unit identifiers, sensor IDs, temperatures and energy readings. Everything runs in your browser — not a byte is sent to a server — and it keeps working offline.",
    url: "/redactor",
    category: "Technology",
    iconType: "zap",
    features: ["Runs entirely in the browser", "11 kinds of sensitive data", "Works offline", "Download as .txt"],
    color: "#0f766e",
    rating: "4.8",
    userCount: 12480,
    createdAt: "2024-03-12T00:00:00.000Z",
  },
  {
    name: "Energy Optimizer",
    description: "Model HVAC and lighting scenarios for a 50,000 sq ft office before you change a setpoint.",
    longDescription:
      "Compare setpoint changes, occupancy-based scheduling and lighting retrofits side by side, with the monthly kWh, cost and comfort impact of each. The combined scenario for a 50,000 sq ft office saves 7,800 kWh and $1,014 a month while raising comfort scores by 5%.",
    url: "/energy",
    category: "Business",
    iconType: "star",
    features: ["Scenario comparison", "Monthly kWh and cost impact", "Comfort score", "Printable summary"],
    color: "#1e3a8a",
    rating: "4.9",
    userCount: 8350,
    createdAt: "2024-06-04T00:00:00.000Z",
  },
  {
    name: "Agent Builder",
    description: "Design a support or operations AI agent in a guided conversation.",
    longDescription:
      "Choose what your agent is for, the knowledge it draws on, its personality and the tools it connects to; the builder assembles a configuration you can test in the browser and take to production with the integration code it produces.",
    url: "/agent-builder",
    category: "Technology",
    iconType: "bot",
    features: ["Guided setup", "Personality presets", "Integration code", "Test console"],
    color: "#6d28d9",
    rating: "4.7",
    userCount: 5920,
    createdAt: "2025-01-20T00:00:00.000Z",
  },
];

/** The moderation panel shown on the showcase to holders of `moderate_showcase`. */
export const moderationCopy = {
  heading: "Moderation",
  text: "Take down an app to hide it from the showcase; restore it to show it again. Every action is recorded in the activity log.",
  loading: "Loading published apps…",
  loadFailed: "Failed to load published apps.",
  empty: "No published apps yet.",
  reasonLabel: (name: string) => `Reason for taking down ${name} (optional)`,
  takeDown: "Take down",
  restore: "Restore",
  takenDown: "Taken down",
  live: "Live",
  done: { takenDown: "App taken down", restored: "App restored" },
  failed: "The change could not be saved",
} as const;
