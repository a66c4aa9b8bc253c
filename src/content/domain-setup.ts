/** Domain setup guide (/domain-setup): marketing copy and the figures of spec section 9. */

/** Spec section 9: DNS propagation 24-48 hours. */
export const DNS_PROPAGATION_HOURS = "24-48";
/** Spec section 9: registration $9-15 per year (the registrars listed span exactly this). */
export const DOMAIN_PRICE_RANGE = { min: 9, max: 15 } as const;
/** Spec section 9: hosting $84 and database $228 per year. */
export const HOSTING_YEARLY = 84;
export const DATABASE_YEARLY = 228;

export const EXAMPLE_DOMAIN = "yourbusiness.com";
export const HOSTING_ADDRESS = "lumen-spaces.your-account.workers.dev";

export const domainHero = {
  eyebrow: "Domain setup guide",
  title: "Put your site on your own domain",
  lead: "Everything you need to move from our hosting address to a domain you own: where to buy it, which DNS records to add, and what it costs per year.",
};

export const dnsRecords = [
  { type: "CNAME", name: "@", purpose: "Root domain", target: HOSTING_ADDRESS, ttl: "Auto" },
  { type: "CNAME", name: "www", purpose: "www subdomain", target: HOSTING_ADDRESS, ttl: "Auto" },
] as const;

export const dnsNote =
  "A CNAME on the root domain needs CNAME flattening, which Cloudflare DNS does automatically. At other DNS providers, use an ALIAS or ANAME record for the root with the same target.";

export const hostingSteps = [
  { title: "Open your Worker", description: "In the Cloudflare dashboard, go to Workers & Pages and select the lumen-spaces Worker." },
  { title: "Add a custom domain", description: "Open Settings, then Domains & Routes, choose Add and pick Custom domain." },
  { title: "Enter both names", description: `Add ${EXAMPLE_DOMAIN}, then repeat for www.${EXAMPLE_DOMAIN}.` },
  { title: "Wait for the certificate", description: "The status turns Active once the certificate is issued, usually within minutes of DNS resolving." },
];

export const siteUrlVariable = {
  name: "PUBLIC_SITE_URL",
  explanation:
    "The public address of the site. It is used for canonical links, share cards, the sitemap and the sign-in redirect. In the hosting dashboard (on Cloudflare: the Worker's Settings, then Variables and Secrets), set it to the domain visitors should see, then redeploy.",
  config: `PUBLIC_SITE_URL=https://${EXAMPLE_DOMAIN}`,
  callbackNote: `Also register https://${EXAMPLE_DOMAIN}/api/callback as a redirect URL at your identity provider, or sign-in will be refused.`,
};

export const costRows = [
  { item: "Domain registration", detail: "Depends on the registrar and the ending (.com shown)", range: DOMAIN_PRICE_RANGE },
  { item: "Hosting", detail: "Worker requests and static assets, about $7 a month", range: { min: HOSTING_YEARLY, max: HOSTING_YEARLY } },
  { item: "Database", detail: "Managed libSQL with backups, about $19 a month", range: { min: DATABASE_YEARLY, max: DATABASE_YEARLY } },
] as const;

export type TimelineState = "pending" | "waiting";

export const timeline: { title: string; description: string; duration: string; state: TimelineState }[] = [
  { title: "Register your domain", description: "Buy the domain at a registrar of your choice.", duration: "About 10 minutes", state: "pending" },
  {
    title: "Add the DNS records",
    description: "Create the two CNAME records listed in step 2 below.",
    duration: `${DNS_PROPAGATION_HOURS} hours to propagate`,
    state: "waiting",
  },
  { title: "Connect the domain", description: "Add both names as custom domains on the hosting platform.", duration: "About 15 minutes", state: "waiting" },
  { title: "Update the site address", description: "Set PUBLIC_SITE_URL to the new domain and redeploy.", duration: "About 5 minutes", state: "waiting" },
];

export const TIMELINE_LABELS: Record<TimelineState, string> = { pending: "Pending", waiting: "Waiting" };

export const deploymentLinks = [
  { label: "Cloudflare custom domains guide", href: "https://developers.cloudflare.com/workers/configuration/routing/custom-domains/" },
  { label: "Open the Cloudflare dashboard", href: "https://dash.cloudflare.com/" },
  { label: "Turso database dashboard", href: "https://app.turso.tech/" },
];

export const domainHelp = {
  title: "Would you rather we set it up?",
  lead: "Send us the domain you want and we will walk you through it, or do it together on a short call.",
  cta: { label: "Contact us", href: "/contact" },
};
