/**
 * The words of the website generator's screens (spec sections 2, 4 and 8): /create, /checkout,
 * /dashboard and the status panel. Screens import them; nothing here is repeated in markup.
 */
import { GENERATION_ESTIMATE_SECONDS } from "../../core/projects";
import type { StatusPanelState } from "../../core/projects";
import { SERVICE_FEE_PERCENT } from "../../core/pricing";

export const authToasts = {
  unauthorized: { title: "Unauthorized", description: "You are logged out. Logging in again..." },
} as const;

export const createPage = {
  eyebrow: "Website Creator",
  title: "Create New Website",
  description: "Describe your business, pick a template and get an AI-generated website hosted for you.",
  intro: "Tell us about your business. We'll price it up front, and once payment is confirmed the AI builds your site in about a minute.",
  backToHome: "Back to Home",
  sections: { details: "Website details", template: "Choose a template (optional)" },
  fields: {
    name: { label: "Website Name", placeholder: "e.g. Harbor Street Bakery" },
    businessType: { label: "Business Type", placeholder: "Select a business type" },
    description: { label: "Brief Description", placeholder: "What does your business do, and who is it for?" },
    requirements: { label: "Specific Requirements", placeholder: "Pages, features, colors or anything else the site must have" },
  },
  templateHint: "Picking a template sets the base price and the business type. You can still change the type.",
  noTemplate: "No template (default design)",
  noTemplateDescription: "A clean, professional layout tailored to your business type.",
  selectedTemplate: "Template:",
  templatesLoading: "Loading templates...",
  templatesFailed: "Templates could not be loaded. You can still create a project with the default design.",
  selected: "Selected",
  basePrice: "Base price",
  submit: "Create Website Project",
  submitting: "Creating...",
  pricing: {
    heading: "Pricing",
    basePrice: "Base Price",
    serviceFee: `Service Fee (${SERVICE_FEE_PERCENT}%)`,
    total: "Total",
    note: "Charged once. The final price is confirmed by our server when the project is created.",
  },
  whatsIncludedHeading: "What's Included",
  whatsIncluded: ["Professional design", "Mobile-responsive layout", "SEO optimization", "Fast loading", "Basic analytics setup"],
  businessDetails: {
    summary: "Business details (optional)",
    intro: "Facts your site may state, shown exactly as you type them. Leave out anything you don't want on the page.",
    phone: "Phone",
    email: "Email for customers",
    address: "Street address",
    city: "City",
    link: "Booking or shop link",
    linkHint: "A page of yours (booking, shop, sign-up), starting with https://. Your site's main button can open it.",
    hoursLegend: "Opening hours",
    hoursHint: "As you would write them, e.g. 8am-6pm or 08:00-18:00.",
    closed: "Closed",
    offeringsLegend: "What you offer",
    offeringName: "Name",
    offeringPrice: "Price",
    offeringNote: "Note (optional)",
    addOffering: "Add a row",
    removeOffering: "Remove row",
    currency: "Currency",
    currencyNone: "As typed in the prices",
    language: "Site language",
    languageAuto: "Same as my description",
    socialLegend: "Social links",
    days: { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday", sat: "Saturday", sun: "Sunday" },
    networks: { instagram: "Instagram", facebook: "Facebook", tiktok: "TikTok", x: "X", linkedin: "LinkedIn", youtube: "YouTube", pinterest: "Pinterest" },
    problemTitle: "Check the business details",
  },
  /** "What we understood": facts read from the description, offered for the Business details. */
  understood: {
    heading: "What we understood",
    intro:
      "Read from your description as you type. Accept what is right: it goes into your Business details, which are what your site shows. Dismissed items are never used.",
    source: "read from your description",
    unsureHeading: "Did you mean?",
    accept: "Accept",
    edit: "Edit",
    dismiss: "Dismiss",
    yes: "Yes, use it",
    none: "Nothing yet: type your phone, address, hours or prices in the description and they will show here.",
    found: (n: number) => (n === 0 ? "No facts found yet." : n === 1 ? "1 fact found in your description." : `${n} facts found in your description.`),
    dismissedCount: (n: number) => (n === 1 ? "1 dismissed: it will not be used." : `${n} dismissed: they will not be used.`),
    undo: "Bring back dismissed",
    /** After the unsupported-language notice: what the owner can do about it. */
    languageChoice: "Your own words stay as you wrote them; to use one of our languages for the headings, choose it under Business details.",
    kinds: {
      phone: "Phone",
      email: "Email",
      address: "Address",
      city: "City",
      hours: "Hours",
      offering: "Price",
      language: "Language",
      business: "Kind of business",
    },
    questions: {
      phone: (v: string) => `Is ${v} your phone number?`,
      email: (v: string) => `Is ${v} your email?`,
      address: (v: string) => `Is "${v}" your address?`,
      city: (v: string) => `Is ${v} your city?`,
      hours: (v: string) => `Are "${v}" your opening hours?`,
      // "Full groom: $55" names its item; a bare "$55" is asked as a price.
      offering: (v: string) => (/\p{L}[^:]*:\s/u.test(v) ? `${v}?` : `Is ${v} a price you want on your site?`),
      language: (v: string) => `Is your site in ${v}?`,
      business: (v: string) => `Are you a ${v}?`,
    },
  },
  /** Advice for a thin brief: what would help the site. Never blocks creating the project. */
  hints: {
    heading: "What helps your site",
    description: "A few sentences about what you do and for whom: your words become the site's text.",
    contact: "A phone, email or address, so visitors can reach you (no contact button is shown without one).",
    offerings: "What you offer, with prices if you want them shown.",
    hours: "Your opening hours, if customers visit or call.",
  },
  toasts: {
    missing: { title: "Missing Information", description: "Please fill in all required fields" },
    created: { title: "Project Created", description: "Your website project is saved. Complete checkout to start." },
    failed: { title: "Creation Failed", fallback: "Failed to create project" },
  },
} as const;

/** The optional logo-and-photos step on /create and on the dashboard before generation (core/project-photos.ts). */
export const photosStep = {
  heading: "Your logo and photos (optional)",
  intro:
    "Add your logo and up to 8 photos of your own. The first photo opens your site; a photo that shows one of your offerings goes beside it; the others form a gallery. Without photos, your site gets an illustration of your trade.",
  createNote: "They are uploaded when you create the project. You can change them on your dashboard until your site is generated.",
  dashboardSummary: (n: number, logo: boolean) =>
    `Logo and photos${n || logo ? `: ${[logo ? "logo" : "", n ? `${n} photo${n === 1 ? "" : "s"}` : ""].filter(Boolean).join(", ")}` : " (optional)"}`,
  fields: {
    kind: "This picture is",
    kinds: { photo: "A photo", logo: "My logo" },
    file: "Image file (PNG, JPEG, WebP or AVIF, up to 5 MB)",
    alt: "Describe it for people who cannot see it (alt text, required)",
    shows: "What it shows (optional, e.g. one of your offerings)",
  },
  add: "Add picture",
  adding: "Adding...",
  remove: (alt: string) => `Remove ${alt}`,
  removeLabel: "Remove",
  logoLabel: "Logo",
  heroLabel: "Opens your site",
  showsLabel: "Shows:",
  full: "You have added 8 photos, the most there is room for. Remove one to add another.",
  empty: "No pictures yet.",
  locked: "Your site is being generated: change its pictures in the site editor.",
  toasts: {
    added: { title: "Picture added" },
    failed: { title: "Picture not added", fallback: "The picture could not be added" },
    removeFailed: { title: "Not removed", fallback: "The picture could not be removed" },
    loadFailed: "Your pictures could not be loaded.",
    someFailed: (names: string) => ({ title: "Some pictures were not added", description: `${names}. Add them again from your dashboard before generating.` }),
  },
} as const;

export const checkoutPage = {
  title: "Checkout",
  description: "Complete the payment for your website project.",
  unavailable: {
    heading: "Payment Unavailable",
    text: "Payment processing is currently unavailable. Please contact support to complete your order.",
    /** The words of `text` that link to the support address (spec's sentence unchanged). */
    supportLinkWords: "contact support",
    supportSubject: "Completing my order",
  },
  /** Beside "Payment Unavailable" when this install has no Stripe key, for an account without the payments power. */
  localInstall: {
    heading: "How a project gets paid on this install",
    text: "This install takes no card payments (no Stripe key is configured). A payment is recorded by hand instead:",
    ways: [
      "an account that may record payments (an admin) opens this checkout and chooses Mark as paid;",
      "or whoever has the admin panel's password marks the project paid in the panel's Projects tab.",
    ],
    panelLink: "Open the admin panel",
    after: "Then Generate Website with AI appears on your dashboard.",
  },
  /** Beside "Payment Unavailable", for an account that may record payments (manage_payments). */
  markPaid: {
    heading: "Record a payment",
    text: "Payment taken another way (invoice, bank transfer)? Record this project as paid: the same action as the admin panel's, kept in the audit trail.",
    button: "Mark as paid",
    busy: "Recording...",
    confirm: "Record this project as paid? Use this only for payments taken outside Stripe.",
    done: { title: "Marked as paid", description: "The project can now be generated from the dashboard." },
    failed: { title: "Error", fallback: "The payment could not be recorded" },
    paidNote: "This project is paid.",
  },
  returnToDashboard: "Return to Dashboard",
  loading: "Preparing your checkout...",
  payHeading: "Complete your payment",
  amountLabel: "Amount due",
  projectLabel: "Project",
  pay: "Pay now",
  paying: "Processing...",
  secureNote: "Payments are processed securely by Stripe. Card details never touch our servers.",
  paymentFailed: { title: "Payment Failed", fallback: "Your payment could not be completed" },
} as const;

export const dashboardPage = {
  title: "Developer Dashboard",
  description: "Your website projects: payment, generation status, and publishing to the app store.",
  intro: "Track your website projects from payment to a live, published site.",
  createButton: "Create New Website",
  loading: "Loading your projects...",
  loadFailed: "Your projects could not be loaded. Refresh the page to try again.",
  stats: {
    websitesGenerated: "Websites Generated",
    totalSpent: "Total Spent",
    activeProjects: "Active Projects",
  },
  listHeading: "Your Projects",
  empty: { heading: "No projects yet", text: "Describe your business and get a professional website in minutes.", link: "Create Your First Website" },
  payNow: "Pay Now",
  payNowAlert: "Payment processing is currently unavailable. Please contact support.",
  viewSite: "View Site",
  publish: "Publish to Store",
  published: "Published",
  /** Before the list of requests the generator could not build ("online ordering, live chat"). */
  notBuilt: "Not built yet:",
  statusLabels: { pending: "Pending", generating: "Generating", completed: "Completed", failed: "Failed" },
  paymentLabels: { pending: "Payment pending", paid: "Paid", refunded: "Refunded" },
  /** Shown on a project card when the customer's bank reported a dispute on the payment. */
  disputed: "Payment disputed",
} as const;

export const statusPanel = {
  heading: "Project status",
  states: {
    "waiting-for-payment": "Waiting for payment",
    ready: "Payment confirmed - Ready to generate",
    generating: "AI is creating your website...",
    completed: "Your website is ready!",
    failed: "Generation failed - please try again",
  } satisfies Record<StatusPanelState, string>,
  generatingHint: `This usually takes ${GENERATION_ESTIMATE_SECONDS.min}-${GENERATION_ESTIMATE_SECONDS.max} seconds...`,
  progressLabel: "Generation progress",
  generate: "Generate Website with AI",
  starting: "Starting...",
  viewWebsite: "View Your Website",
  tryAgain: "Try Again",
  notFound: "Project not found",
  toasts: {
    started: { title: "Generation Started", description: "AI is creating your website now" },
    alreadyGenerated: {
      title: "Your website is ready!",
      description: "It was already generated. To make a new draft, open it in the editor and choose Regenerate.",
    },
    failed: { title: "Generation Failed", fallback: "Failed to start generation" },
    notFound: { title: "Project not found", description: "This project no longer exists." },
  },
} as const;

export const publishDialog = {
  title: "Publish to App Store",
  description: "List your website in the app showcase so others can discover it.",
  fields: {
    name: "App Name",
    description: "Short Description",
    category: "Category",
    features: "Key Features (comma-separated)",
  },
  submit: "Publish to Store",
  submitting: "Publishing...",
  cancel: "Cancel",
  toasts: {
    published: { title: "Published Successfully", description: "Your project has been published to the app store!" },
    failed: { title: "Publishing Failed", fallback: "Failed to publish project" },
  },
} as const;

/** The owner's notice of a moderator's takedown of their showcase listing (dashboard project card). */
export const takedownNotice = {
  title: "Removed from the app showcase",
  text: "A moderator took this app's listing down. It stays hidden, even if you withdraw and publish it again, until a moderator restores it.",
  reason: (reason: string) => `Reason given: ${reason}`,
  noReason: "No reason was given.",
  ask: "Ask for a review",
  messageLabel: "What did you change? (optional)",
  asked: "Review asked for: a moderator will look at it.",
  failed: "The review request did not go through. Try again in a moment.",
} as const;
