/** Tools catalogue (/tools). Entries are the `tools` collection. */
export const TOOL_STATUSES = ["Live", "Demo", "Beta", "Docs", "Coming Soon"] as const;
export type ToolStatus = (typeof TOOL_STATUSES)[number];

export const toolsHero = {
  eyebrow: "Tools",
  title: "Human-first tools for smart spaces",
  lead: "Practical tools from our building-technology engagements: one you can use today, demos of what your own data can show, and the playbooks we work from.",
};

/** What each status badge means, with the design system's badge color. */
export const toolStatusInfo: Record<ToolStatus, { badge: string; meaning: string }> = {
  Live: { badge: "badge-success", meaning: "Ready to use with your own data." },
  Demo: { badge: "badge-info", meaning: "Runs on sample data to show what is possible." },
  Beta: { badge: "badge-warning", meaning: "Usable, still changing; feedback welcome." },
  Docs: { badge: "badge-brand", meaning: "Guides and reference material." },
  "Coming Soon": { badge: "badge-neutral", meaning: "In development; not yet available." },
};

export const toolsCta = {
  title: "Want these tools on your own buildings?",
  lead: "We connect occupancy sensors, meters and building systems, then tune the results with your team.",
  primary: { label: "Talk to us", href: "/contact" },
  secondary: { label: "See deployment options", href: "/solutions" },
};
