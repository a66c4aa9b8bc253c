/** Words of the offline page, the install prompt, the update notice and the consent banner. */
import type { OfflineToolPath } from "../config/pwa";

export interface OfflineTool {
  label: string;
  description: string;
}

/** The tools that work with no network after one visit (every OFFLINE_TOOL_PATHS entry), in the order the offline page lists them. */
export const offlineTools: Record<OfflineToolPath, OfflineTool> = {
  "/redactor": {
    label: "PII Redactor",
    description: "Paste or upload text and strip names, emails, phone numbers and other personal data, entirely on this device.",
  },
  "/roi-calculator": {
    label: "ROI Calculator",
    description: "Work out the cost of manual triage and the return of automating it.",
  },
  "/energy": {
    label: "Energy Optimizer",
    description: "Sample scenarios for a 50,000 sq ft office: savings in kWh, dollars and comfort.",
  },
  "/occupancy": {
    label: "Occupancy Insights",
    description: "See how a building is really used, floor by floor and hour by hour.",
  },
  "/playbooks": {
    label: "Playbooks",
    description: "Step-by-step implementation guides for smart-building projects.",
  },
  "/tools": {
    label: "All tools",
    description: "The catalogue of building-management tools.",
  },
};

export const offlinePage = {
  title: "You're offline",
  description: "This page is not saved on this device yet. The building tools still work without a connection.",
  eyebrow: "No connection",
  heading: "You're offline",
  lead: "This page isn't saved on this device yet, so it needs a connection. The building tools below were saved on your first visit and work without a network, in plant rooms and basements too.",
  retry: "Try again",
  open: "Open",
  home: "Go to the home page",
  toolsHeading: "Available offline",
  tip: "Pages you have opened before are kept on this device as well; anything that needs your account (dashboard, projects, hosted sites) waits for the connection to come back.",
} as const;

export const installPromptCopy = {
  heading: "Install Lumen Spaces",
  body: "Add the app to your home screen or desktop. The building tools open instantly and work offline.",
  install: "Install",
  dismiss: "Not now",
  announcement: "Lumen Spaces can be installed as an app.",
} as const;

export const updatePromptCopy = {
  heading: "A new version is available",
  body: "Reload to get the latest pages and tools.",
  reload: "Reload",
  announcement: "A new version of Lumen Spaces is available. Reload to update.",
} as const;

export const consentCopy = {
  heading: "Analytics and your privacy",
  /** `{provider}` becomes the configured provider's name. */
  body: "With your permission we count page views ourselves and with {provider}, a cookie-free service, to learn which pages help. Nothing is sent or loaded unless you accept; change your mind any time under Privacy choices in the footer.",
  /** Without a third-party provider: only our own counting. */
  bodyOwn:
    "With your permission we count page views ourselves (the page and the site you came from; no cookie, no stored address) to learn which pages help. Nothing is sent unless you accept; change your mind any time under Privacy choices in the footer.",
  privacyLink: "Privacy policy",
  privacyHref: "/privacy",
  accept: "Accept",
  decline: "Decline",
  currentChoice: { accepted: "You accepted analytics.", declined: "You declined analytics." },
  footerButton: "Privacy choices",
} as const;
