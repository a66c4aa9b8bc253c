/** Words and figures of the platform landing (/platform) and the help text of spec section 9. */

/** Spec section 9, help text: generation in 30 seconds or less, up to 2-3 minutes for complex sites. */
export const GENERATION_TYPICAL_SECONDS = 30;
export const GENERATION_COMPLEX_MINUTES = "2-3";

export const platformHero = {
  eyebrow: "AI website generator",
  title: "Describe your business. Get a professional website in seconds.",
  lead: "Tell us what you do, pick a template if you like, and our AI writes and builds a fast, mobile-ready site you can share the same day, then publish it to the App Store.",
  primary: { label: "Create Website", href: "/create" },
  secondary: { label: "Browse App Store", href: "/app-store" },
  highlights: ["No code or design skills needed", "Hosted for you, ready to share", "Pay once per website"],
};

export const platformFeatures = {
  eyebrow: "Features",
  title: "Everything a small business site needs",
  lead: "Each site is written from your own description and built on a template that already passes accessibility and performance checks.",
  items: [
    {
      icon: "sparkles",
      title: "AI-written content",
      description: "Headlines, sections and calls to action written from your description and requirements, never invented facts.",
    },
    {
      icon: "layout",
      title: "Professional templates",
      description: "Eight designs for restaurants, shops, portfolios, clinics, schools and more, each with its own palette and typography.",
    },
    {
      icon: "smartphone",
      title: "Mobile responsive",
      description: "Every page reads well from a 360 px phone to a wide desktop screen, with tap targets sized for thumbs.",
    },
    {
      icon: "search",
      title: "SEO optimized",
      description: "Titles, descriptions, headings and share tags set for you, so search engines and social cards show your business properly.",
    },
    { icon: "gauge", title: "Fast loading", description: "Static pages with no heavy scripts: most sites load in well under a second on a mobile connection." },
    {
      icon: "store",
      title: "Publish to the App Store",
      description: "List a finished site in our App Store with a name, category and key features so new customers can find it.",
    },
  ],
} as const;

export const platformBuilders = {
  title: "More ways to build",
  items: [
    { title: "App Builder", href: "/app-builder", description: "Plan a mobile or web app by chatting: type, features, platform and style." },
    {
      title: "Agent Builder",
      href: "/agent-builder",
      description: "Design an AI agent for support, sales or operations, with its personality and integrations.",
    },
    {
      title: "Self-Resolving Developer",
      href: "/self-resolving-agent",
      description: "An assistant that triages and unblocks engineering issues, with an escalation matrix.",
    },
  ],
};

/** Under "How it works": the product itself, in screenshots of a real run (src/assets/product). */
export const platformTour = {
  title: "What you will see",
  items: [
    {
      shot: "create",
      title: "Describe and price",
      caption: "Name the site, pick a business type and a template, and see the total before you pay.",
      alt: "The create form filled in for Harbor Street Bakery, a restaurant, with the Harvest Table template: base price $39.99, service fee $8.00, total $47.99.",
    },
    {
      shot: "dashboard",
      title: "Follow it on your dashboard",
      caption: "Payment, generation and publishing for each site, and a plain list of what the site does not do yet.",
      alt: "The dashboard with the generated Harbor Street Bakery site marked Completed and Paid, buttons to view, publish, edit and download it, and what was not built yet.",
    },
    {
      shot: "editor",
      title: "Edit beside a live preview",
      caption: "Change the words and pictures, see the site update, and publish a new version when it is right.",
      alt: "The site editor on Harbor Street Bakery: fields for the business name and headings on the left, the live preview of the site on the right.",
    },
  ],
} as const;

export const platformSteps = {
  eyebrow: "How it works",
  title: "From description to live website in four steps",
  items: [
    { title: "Describe your business", description: "Name your site, choose a business type and tell us what makes you different." },
    { title: "Pick a template", description: "Start from one of the designs below, or let the AI choose a layout for you." },
    { title: "Confirm the price", description: "See the base price, the service fee and the total before you pay." },
    { title: "Generate and share", description: "The AI builds your site; view it, share the link, and publish it to the App Store." },
  ],
};

export const platformTemplates = {
  eyebrow: "Templates",
  title: "Start from a proven design",
  lead: "Every template is a complete, accessible layout. The price on each card is its base price; the service fee is added at checkout.",
  cta: { label: "Use a template", href: "/create" },
};

export const platformPricing = {
  eyebrow: "Pricing",
  title: "One simple price per website",
  lead: "No subscription. You pay once for each website you generate, and the total is shown before you pay.",
  defaultPlanName: "Custom website",
  defaultPlanDescription: "No template: the AI chooses the layout that fits your business.",
  templatePlanName: "Template website",
  templatePlanDescription: "Start from one of our designs; each template has its own base price.",
  included: ["Professional design", "Mobile-responsive layout", "SEO optimization", "Fast loading", "Basic analytics setup"],
  cta: { label: "Create Website", href: "/create" },
};

export const platformFinalCta = {
  title: "Your website is one description away",
  lead: "Sign in, tell us about your business and watch your site come together.",
  primary: { label: "Create Website", href: "/create" },
  secondary: { label: "Read the documentation", href: "/documentation" },
};
