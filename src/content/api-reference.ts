/**
 * API reference (/api-reference). Every path, payload and answer here is the real API of this
 * product (functions/routes); the error codes come from the server's own status-to-code map.
 */
import { site } from "../config/site";
import { codeForStatus } from "../../core/error-codes";
import { priceProject } from "../../core/pricing";
import { SEED_TEMPLATES } from "../../core/seed-data";
import { API_CALLS_PER_DAY, API_REQUESTS_PER_MINUTE, GENERATIONS_PER_HOUR, RATE_LIMIT_HEADERS } from "../../core/api-limits";
import { GENERATION_COMPLEX_MINUTES, GENERATION_TYPICAL_SECONDS } from "./platform";

const BASE = site.url;
const json = (value: unknown) => JSON.stringify(value, null, 2);
const exampleTemplate = SEED_TEMPLATES[0]!;

/** Spec section 8: the documented validation error (every error also names its request, as the X-Request-Id header does). */
export const VALIDATION_EXAMPLE = {
  success: false,
  error: { code: "VALIDATION_ERROR", message: "Project name is required", requestId: "6f1c2a9e-4b7d-4e52-9a31-0c8d5e7f2b64" },
} as const;

const createPayload = {
  name: "Acme Bakery",
  description: "Neighbourhood bakery with sourdough, pastries and celebration cakes",
  businessType: "Restaurant",
  requirements: "Menu, opening hours and a catering enquiry section",
  templateId: 1,
};

/** The optional business details (core/intake.ts), as one would send them. */
const detailsExample = {
  phone: "(512) 555-0187",
  email: "hello@acmebakery.com",
  address: "1204 E 6th Street",
  city: "Austin",
  hours: [
    { days: ["tue", "wed", "thu", "fri", "sat"], time: "7am-3pm" },
    { days: ["sun", "mon"], closed: true },
  ],
  offerings: [
    { name: "Country sourdough", price: "9.50" },
    { name: "Celebration cake", price: "from $45", note: "order 3 days ahead" },
  ],
  currency: "USD",
  language: "en",
  social: [{ network: "instagram", url: "https://www.instagram.com/acmebakery" }],
};

const projectExample = {
  id: 42,
  ...createPayload,
  status: "pending",
  paymentStatus: "pending",
  totalPrice: priceProject(exampleTemplate.basePrice).totalPrice,
  generatedUrl: null,
  isPublishedToStore: false,
  details: null,
  unbuilt: [],
  generationNote: null,
};

const completedStatus = { status: "completed", paymentStatus: "paid", generatedUrl: `${BASE}/sites/acme-bakery/` };

const userExample = {
  id: "usr_8f3k2m",
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  profileImageUrl: null,
  isAdmin: false,
  role: "user",
  status: "active",
  permissions: [],
};

export interface Snippet {
  title: string;
  description?: string;
  /** Shown above the code, e.g. "Request" or "Response 400". */
  label: string;
  code: string;
}

export interface ApiTab {
  id: string;
  label: string;
  title: string;
  intro: string[];
  snippets: Snippet[];
  notes?: string[];
}

export const apiHero = {
  eyebrow: "API reference",
  title: "Lumen Spaces API",
  lead: "Create website projects, start AI generation, follow their progress and receive payment events. JSON over HTTPS, authenticated by your session.",
  baseUrlLabel: "Base URL",
  baseUrl: `${BASE}/api`,
};

export const apiTabs: ApiTab[] = [
  {
    id: "authentication",
    label: "Authentication",
    title: "Authentication",
    intro: [
      "Authentication is session-based. You sign in through our identity provider in the browser, and the server sets an HttpOnly session cookie that is sent with every request. User endpoints take no API keys.",
      "Browsers must include credentials on each call. State-changing requests sent by a page on another site are refused with 403.",
    ],
    snippets: [
      {
        title: "Sign in and out",
        description: "Both are ordinary browser navigations, not fetch calls. After sign-in you return to the path in returnTo.",
        label: "Browser navigation",
        code: `${BASE}/api/login?returnTo=/dashboard\n${BASE}/api/logout`,
      },
      {
        title: "Who is signed in",
        label: "Request",
        code: `curl ${BASE}/api/auth/user \\\n  --cookie "lumen_session=<your session token>"`,
      },
      { title: "Signed in", label: "Response 200", code: json(userExample) },
      { title: "Signed out", label: "Response 200", code: "null" },
      {
        title: "From a page on this site",
        label: "JavaScript",
        code: `const user = await (await fetch("/api/auth/user", { credentials: "include" })).json();\nif (!user) {\n  location.href = "/api/login?returnTo=" + encodeURIComponent(location.pathname);\n} else {\n  console.log(user.firstName ?? user.email);\n}`,
      },
    ],
    notes: [
      "The cookie is named lumen_session locally and __Host-lumen_session in production; it is HttpOnly and SameSite=Lax.",
      "Sessions slide forward while you use them and end at sign-out.",
    ],
  },
  {
    id: "projects",
    label: "Projects",
    title: "Projects",
    intro: [
      "A project is one website: what you told us about the business, its price, payment state and, once generated, where the site lives. You only ever see your own projects.",
      "name and businessType are required. templateId is a template id from GET /api/templates, or null to let the AI choose the layout.",
      "details is optional: the facts the site may state (phone, email, address, city, opening hours, offerings with prices, currency, the site's language, social links, and dismissed: up to 40 strings read from your text that must never be used). They are shown exactly as typed; the generator never invents a fact, so anything left out is simply not on the page. Change them later with PATCH /api/projects/{id}/details.",
    ],
    snippets: [
      {
        title: "Create a project",
        label: "Request",
        code: `curl -X POST ${BASE}/api/projects \\\n  --cookie "lumen_session=<your session token>" \\\n  -H "Content-Type: application/json" \\\n  -d '${JSON.stringify(createPayload)}'`,
      },
      { title: "The new project", label: "Response", code: json(projectExample) },
      {
        title: "With business details",
        description:
          "hours: rows of days (mon...sun) with a time as you write it, or closed: true. offerings: name, optional price (as typed; a bare number takes the currency, an ISO code), optional note. language: en, es, fr, de, pt, ja, it, nl, pl or sv (otherwise detected from your description; a language outside these gets English headings and its own lang). social: network (instagram, facebook, tiktok, x, linkedin, youtube, pinterest, other) and an http(s) url.",
        label: "Request body",
        code: json({ ...createPayload, details: detailsExample }),
      },
      {
        title: "Change the business details",
        description: "Replaces them (null clears them); the next generation uses them. Answers the project.",
        label: "Request",
        code: `curl -X PATCH ${BASE}/api/projects/42/details \\\n  --cookie "lumen_session=<token>" \\\n  -H "Content-Type: application/json" \\\n  -d '${JSON.stringify({ details: { phone: "(512) 555-0187" } })}'`,
      },
      { title: "Missing name", label: "Response 400", code: json(VALIDATION_EXAMPLE) },
      {
        title: "List, read and follow projects",
        label: "Requests",
        code: `curl ${BASE}/api/projects            --cookie "lumen_session=<token>"\ncurl ${BASE}/api/projects/42         --cookie "lumen_session=<token>"\ncurl ${BASE}/api/projects/42/status  --cookie "lumen_session=<token>"`,
      },
      { title: "Status of a project", label: "Response", code: json({ status: "pending", paymentStatus: "paid", generatedUrl: null }) },
      {
        title: "Publish a finished site to the App Store",
        description: "Answers 201 with the new App Store listing. Only completed projects that are not yet published can be published; anything else gets 409.",
        label: "Request",
        code: `curl -X POST ${BASE}/api/projects/42/publish \\\n  --cookie "lumen_session=<token>" \\\n  -H "Content-Type: application/json" \\\n  -d '${JSON.stringify({ name: "Acme Bakery", description: "Fresh sourdough and pastries", category: "Restaurant", features: ["Online menu", "Catering enquiries"] })}'`,
      },
    ],
    notes: [
      "status is pending, generating, completed or failed; paymentStatus is pending or paid.",
      "totalPrice is a decimal string: the template's base price (or the default) plus the service fee.",
      "A project that is not yours answers 404, exactly like one that does not exist.",
      "After generation, unbuilt lists what you asked for that the site does not do (for example online ordering), and generationNote says when the built-in writer was used instead of the AI writer.",
    ],
  },
  {
    id: "ai-generation",
    label: "AI Generation",
    title: "AI generation",
    intro: [
      "Once a project is paid, start generation. The call answers at once and the project moves to generating; follow it on the status endpoint until it is completed or failed.",
      `Most sites are ready in ${GENERATION_TYPICAL_SECONDS} seconds or less; complex sites can take up to ${GENERATION_COMPLEX_MINUTES} minutes.`,
    ],
    snippets: [
      {
        title: "Start generation",
        description: "The body is optional; customRequirements adds instructions for this run.",
        label: "Request",
        code: `curl -X POST ${BASE}/api/projects/42/generate \\\n  --cookie "lumen_session=<token>" \\\n  -H "Content-Type: application/json" \\\n  -d '${JSON.stringify({ customRequirements: "Add a section for gluten-free bakes" })}'`,
      },
      {
        title: "Wait for the site",
        label: "JavaScript",
        code: `async function waitForSite(id) {\n  for (;;) {\n    const res = await fetch(\`/api/projects/\${id}/status\`, { credentials: "include" });\n    if (!res.ok) throw new Error(\`\${res.status}: \${await res.text()}\`);\n    const { status, generatedUrl } = await res.json();\n    if (status === "completed") return generatedUrl;\n    if (status === "failed") throw new Error("Generation failed - please try again");\n    await new Promise((resolve) => setTimeout(resolve, 5000));\n  }\n}`,
      },
      {
        title: "Generation started",
        label: "Response 202",
        code: json({ id: 42, status: "generating", paymentStatus: "paid", generatedUrl: null, message: "AI is creating your website now" }),
      },
      { title: "Completed", label: "Response", code: json(completedStatus) },
    ],
    notes: [
      "Starting generation on an unpaid project answers 409. On a project already generating (202) or already generated (200) the call starts nothing, costs nothing and answers the current state: calls made at the same moment start one generation. A new version of a finished site is made in the editor (Regenerate).",
      "A failed generation can be started again with the same call at no extra charge.",
      "Accounts waiting for activation by an administrator get 403 until they are activated.",
      `Generation is limited to ${GENERATIONS_PER_HOUR} runs per hour per user; the answer carries the rate-limit headers.`,
      "GET /api/projects/{id}/download returns the finished site as one HTML file.",
    ],
  },
  {
    id: "webhooks",
    label: "Webhooks",
    title: "Payment webhooks",
    intro: [
      "Our payment provider, Stripe, tells us when a payment succeeds by calling POST /api/webhooks/stripe. The request is signed: the server checks the Stripe-Signature header against the webhook signing secret before it trusts anything in the body.",
      "A successful payment marks its project paid. Each event is processed once, however many times it is delivered.",
    ],
    snippets: [
      {
        title: "Forward test events locally",
        label: "Stripe CLI",
        code: `stripe listen --forward-to ${BASE}/api/webhooks/stripe\nstripe trigger payment_intent.succeeded`,
      },
      { title: "Event accepted", label: "Response 200", code: json({ received: true }) },
      {
        title: "Bad or missing signature",
        label: "Response 400",
        code: "HTTP/1.1 400 Bad Request\n\n# Nothing in the event is processed; the body is the error envelope.\n# Stripe retries failed deliveries on its own schedule.",
      },
    ],
    notes: [
      "Set STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET on the server; without them the endpoint answers 503.",
      "The webhook needs no session and is exempt from the origin check: the signature is its authentication.",
    ],
  },
];

export interface EndpointRow {
  method: "GET" | "POST" | "PATCH";
  path: string;
  auth: "Session" | "None" | "Browser" | "Stripe signature";
  description: string;
}

export const endpoints: EndpointRow[] = [
  { method: "GET", path: "/api/login", auth: "Browser", description: "Start sign-in at the identity provider" },
  { method: "GET", path: "/api/callback", auth: "Browser", description: "Where the identity provider returns after sign-in" },
  { method: "GET", path: "/api/logout", auth: "Browser", description: "End the session" },
  { method: "GET", path: "/api/auth/user", auth: "Session", description: "The signed-in user (null when signed out)" },
  { method: "GET", path: "/api/projects", auth: "Session", description: "Your projects" },
  {
    method: "GET",
    path: "/api/projects/summary",
    auth: "Session",
    description: "Totals over all your projects: websites generated, total spent (cents), active projects",
  },
  { method: "POST", path: "/api/projects", auth: "Session", description: "Create a project" },
  { method: "GET", path: "/api/projects/{id}", auth: "Session", description: "One of your projects" },
  { method: "GET", path: "/api/projects/{id}/status", auth: "Session", description: "Status, payment status and site URL" },
  { method: "PATCH", path: "/api/projects/{id}/details", auth: "Session", description: "Replace the project's business details" },
  {
    method: "GET",
    path: "/api/projects/status?ids={id},{id}",
    auth: "Session",
    description: "Status of several projects in one call (the dashboard's poll; own bucket of 60 a minute)",
  },
  { method: "POST", path: "/api/projects/{id}/generate", auth: "Session", description: "Start AI generation" },
  { method: "GET", path: "/api/projects/{id}/download", auth: "Session", description: "The generated site as one HTML file" },
  {
    method: "POST",
    path: "/api/projects/{id}/messages/{messageId}/answer",
    auth: "Session",
    description:
      'Answer a booking, order or quote request once: {"answer": "confirm" | "decline", "note"?: up to 300 characters}; the visitor gets one email (409 when already answered)',
  },
  {
    method: "GET",
    path: "/api/projects/{id}/messages/{messageId}/photo",
    auth: "Session",
    description: "The photo a visitor sent with a quote request (owner only, never cached)",
  },
  {
    method: "POST",
    path: "/sites/{slug}/request/{kind}",
    auth: "None",
    description: "A visitor's booking, order or quote request (kind: booking, order, quote), posted by the hosted site's form without script",
  },
  { method: "POST", path: "/api/projects/{id}/publish", auth: "Session", description: "Publish a completed site to the App Store" },
  { method: "GET", path: "/api/templates", auth: "None", description: "Active website templates" },
  { method: "GET", path: "/api/published-apps", auth: "None", description: "Apps published to the App Store" },
  { method: "POST", path: "/api/webhooks/stripe", auth: "Stripe signature", description: "Payment events from Stripe" },
  { method: "GET", path: "/api/health", auth: "None", description: "Health of the server and its database" },
];

export const responseFormat = {
  title: "Response format",
  success: "A successful call answers with the data itself: the object or the array, with no wrapper.",
  successExample: json([{ id: 1, name: exampleTemplate.name, category: exampleTemplate.category, basePrice: exampleTemplate.basePrice, isActive: true }]),
  error: "Every error has the same envelope, with a status code that says what kind of error it is and a message you can show to people.",
  errorExample: json(VALIDATION_EXAMPLE),
};

const STATUS_MEANINGS: [number, string][] = [
  [400, "The body is missing a required field or is not valid JSON (INVALID_JSON)."],
  [401, "No session: sign in first."],
  [403, "Signed in, but not allowed to do this, or a cross-site request."],
  [404, "No such resource, or it is not yours."],
  [409, "The resource is in the wrong state, such as generating an unpaid project."],
  [413, "The request body is larger than 256 KB."],
  [415, "A body was sent without Content-Type: application/json."],
  [429, "Rate limit reached; retry after the Retry-After seconds."],
  [503, "A service the call needs (database, payments) is unavailable or not configured."],
];

export const errorStatuses = STATUS_MEANINGS.map(([status, meaning]) => ({ status, code: codeForStatus(status), meaning }));

export const rateLimits = {
  title: "Rate limits",
  lead: "Limits protect the service for everyone. Limited responses carry headers that tell you where you stand.",
  limits: [
    { value: API_REQUESTS_PER_MINUTE, unit: "requests per minute", scope: "per user" },
    { value: GENERATIONS_PER_HOUR, unit: "website generations per hour", scope: "per user" },
    { value: API_CALLS_PER_DAY, unit: "API calls per day", scope: "per user" },
  ],
  headers: [
    { name: RATE_LIMIT_HEADERS[0], meaning: "The limit of the current window." },
    { name: RATE_LIMIT_HEADERS[1], meaning: "Calls left in the current window." },
    { name: RATE_LIMIT_HEADERS[2], meaning: "When the window resets, in Unix seconds." },
  ],
  exceeded: "Past a limit the API answers 429 with the RATE_LIMITED code and a Retry-After header.",
  scopeNote:
    "Signed-out calls are counted per network address. The health check and Stripe's webhook deliveries are not limited, and polling a project's status counts toward the per-minute limit but not the daily one.",
};

export const apiHelp = {
  title: "Questions about the API?",
  lead: "Our developers answer API questions by email, and the community shares examples on Discord.",
  mailLabel: "Email developer support",
  mailSubject: "API question",
  communityLabel: "Join the Discord community",
};
