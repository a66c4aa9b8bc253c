/**
 * Words and looks of the two demo pages the builders open: /demo/preview (app builder's Preview)
 * and /demo/agent-test (agent builder's Test). Keys are the catalog values of src/lib/chat/catalog.
 */
import type { AgentPersonality, AgentPurpose, AppStyle, AppType } from "../lib/chat/catalog";

export const previewPage = {
  meta: {
    title: "App Preview",
    description: "A live mock-up of the app you configured in the AI App Builder: its type, platform, visual style and features.",
  },
  eyebrow: "App Builder · Preview",
  title: "App preview",
  lead: "A mock-up of the app configured in the builder. Share this page's address to show someone the same configuration.",
  configHeading: "Configuration",
  labels: { type: "App type", platform: "Platform", styling: "Style", features: "Features" },
  backToBuilder: "Back to the App Builder",
  backHref: "/app-builder",
  createWebsite: "Create a website instead",
  bothPlatformsNote: "One codebase, built for both iOS and Android.",
  webNote: "A responsive web app: installs to the home screen and works offline.",
  featuresHeading: "Features",
  tabs: ["Home", "Search", "Saved", "Profile"],
};

export const agentTestPage = {
  meta: {
    title: "Agent Test Console",
    description: "Try the AI agent you configured in the Agent Builder: its purpose, knowledge base, personality and channels, with sample conversations.",
  },
  eyebrow: "Agent Builder · Test",
  title: "Agent test console",
  lead: "Try the agent configured in the builder with sample questions. Test mode: nothing is sent to your channels until you deploy.",
  configHeading: "Agent profile",
  labels: { purpose: "Purpose", knowledgeBase: "Knowledge base", personality: "Personality", integrations: "Integrations" },
  noIntegrations: "None (standalone)",
  connected: "Ready",
  consoleHeading: "Test conversation",
  testMode: "Test mode",
  tryAsking: "Try asking",
  allAsked: "All sample questions asked. Reset the conversation to start again.",
  reset: "Reset conversation",
  you: "Tester",
  backToBuilder: "Back to the Agent Builder",
  backHref: "/agent-builder",
};

export interface StyleTheme {
  description: string;
  /** Screen background and base text. */
  screen: string;
  /** App bar. */
  header: string;
  /** Primary button. */
  button: string;
  /** Cards and tiles. */
  card: string;
  /** Icon chip inside a tile. */
  chip: string;
  /** Bottom navigation: bar and active tab. */
  tabbar: string;
  tabActive: string;
  /** Heading font. */
  font: string;
}

/** Each theme keeps AA contrast: dark text on light surfaces, light text on dark ones. */
export const STYLE_THEMES: Record<AppStyle, StyleTheme> = {
  Modern: {
    description: "Bold color, rounded cards, soft shadows.",
    screen: "bg-slate-50 text-slate-900",
    header: "bg-teal-700 text-white",
    button: "bg-teal-700 text-white rounded-full",
    card: "bg-white rounded-2xl shadow-sm border border-slate-200",
    chip: "bg-teal-50 text-teal-800 rounded-xl",
    tabbar: "bg-white border-t border-slate-200 text-slate-600",
    tabActive: "text-teal-800",
    font: "font-sans",
  },
  Minimal: {
    description: "Black and white, thin lines, lots of space.",
    screen: "bg-white text-neutral-900",
    header: "bg-white text-neutral-900 border-b border-neutral-200",
    button: "bg-neutral-900 text-white rounded-md",
    card: "bg-white rounded-md border border-neutral-200",
    chip: "bg-neutral-100 text-neutral-900 rounded-md",
    tabbar: "bg-white border-t border-neutral-200 text-neutral-600",
    tabActive: "text-neutral-900",
    font: "font-sans",
  },
  Playful: {
    description: "Bright gradients, big corners, friendly shapes.",
    screen: "bg-amber-50 text-slate-900",
    header: "bg-gradient-to-r from-fuchsia-700 to-violet-700 text-white",
    button: "bg-violet-700 text-white rounded-full",
    card: "bg-white rounded-3xl border-2 border-fuchsia-200",
    chip: "bg-fuchsia-100 text-fuchsia-900 rounded-2xl",
    tabbar: "bg-white border-t-2 border-fuchsia-200 text-slate-600",
    tabActive: "text-violet-800",
    font: "font-sans",
  },
  Corporate: {
    description: "Navy and white, square edges, dense information.",
    screen: "bg-slate-100 text-slate-900",
    header: "bg-blue-900 text-white",
    button: "bg-blue-800 text-white rounded-sm",
    card: "bg-white rounded-sm border border-slate-300",
    chip: "bg-blue-50 text-blue-900 rounded-sm",
    tabbar: "bg-white border-t border-slate-300 text-slate-600",
    tabActive: "text-blue-900",
    font: "font-sans",
  },
  Elegant: {
    description: "Dark stone, warm gold accents, serif headings.",
    screen: "bg-stone-50 text-stone-900",
    header: "bg-stone-900 text-amber-100",
    button: "bg-stone-900 text-amber-100 rounded-lg",
    card: "bg-white rounded-lg border border-stone-200",
    chip: "bg-amber-50 text-amber-900 rounded-lg",
    tabbar: "bg-stone-900 text-stone-300",
    tabActive: "text-amber-200",
    font: "font-serif",
  },
};

export interface AppSample {
  appName: string;
  greeting: string;
  heroTitle: string;
  heroText: string;
  cta: string;
  listHeading: string;
  items: readonly { title: string; meta: string; value: string }[];
}

export const APP_SAMPLES: Record<AppType, AppSample> = {
  "E-commerce": {
    appName: "Northwind Market",
    greeting: "Good morning, Alex",
    heroTitle: "Spring collection",
    heroText: "New arrivals with free delivery over $50.",
    cta: "Shop now",
    listHeading: "Popular this week",
    items: [
      { title: "Linen overshirt", meta: "4.8 ★ · 212 reviews", value: "$64" },
      { title: "Canvas weekender", meta: "4.9 ★ · 98 reviews", value: "$89" },
      { title: "Ceramic pour-over set", meta: "4.7 ★ · 145 reviews", value: "$42" },
    ],
  },
  "Social Network": {
    appName: "Circle",
    greeting: "Welcome back, Sam",
    heroTitle: "3 friends posted today",
    heroText: "Catch up on photos from the weekend hike.",
    cta: "Open feed",
    listHeading: "Your groups",
    items: [
      { title: "Trail Runners", meta: "1.2k members · 8 new posts", value: "Join" },
      { title: "Home Baking", meta: "640 members · 3 new posts", value: "Open" },
      { title: "City Photographers", meta: "2.4k members · 12 new posts", value: "Open" },
    ],
  },
  Productivity: {
    appName: "Taskflow",
    greeting: "Tuesday, 5 tasks left",
    heroTitle: "Focus: Q3 planning",
    heroText: "2 tasks due today, 1 shared with your team.",
    cta: "Start focus",
    listHeading: "Today",
    items: [
      { title: "Draft budget summary", meta: "Due 11:00 · Finance", value: "High" },
      { title: "Review vendor contract", meta: "Due 14:00 · Legal", value: "Med" },
      { title: "Team sync notes", meta: "Due 17:00 · Shared", value: "Low" },
    ],
  },
  "Fitness & Health": {
    appName: "Pulse Fit",
    greeting: "Day 12 of your plan",
    heroTitle: "Upper body strength",
    heroText: "35 minutes · 6 exercises · moderate.",
    cta: "Start workout",
    listHeading: "This week",
    items: [
      { title: "Steps", meta: "Goal 10,000", value: "8,412" },
      { title: "Active minutes", meta: "Goal 150", value: "126" },
      { title: "Resting heart rate", meta: "7-day average", value: "58 bpm" },
    ],
  },
  "Booking & Appointments": {
    appName: "Bookwell",
    greeting: "Hi Jordan",
    heroTitle: "Next: haircut with Maya",
    heroText: "Thursday 10:30 · Studio 2 · 45 min.",
    cta: "Book again",
    listHeading: "Open slots tomorrow",
    items: [
      { title: "Color consultation", meta: "30 min · Maya", value: "09:00" },
      { title: "Cut and style", meta: "45 min · Leo", value: "11:15" },
      { title: "Beard trim", meta: "20 min · Leo", value: "15:40" },
    ],
  },
  Education: {
    appName: "Learnly",
    greeting: "Keep your streak: 9 days",
    heroTitle: "Data basics, lesson 4",
    heroText: "Charts that tell the truth · 12 min video.",
    cta: "Resume lesson",
    listHeading: "Your courses",
    items: [
      { title: "Data basics", meta: "Lesson 4 of 10", value: "40%" },
      { title: "Writing for the web", meta: "Lesson 7 of 8", value: "88%" },
      { title: "Intro to Python", meta: "Lesson 1 of 12", value: "5%" },
    ],
  },
  "Smart Building": {
    appName: "Lumen Buildings",
    greeting: "HQ campus · 3 buildings",
    heroTitle: "Occupancy 62% today",
    heroText: "Floor 4 is quiet: 18 desks free near the windows.",
    cta: "Find a desk",
    listHeading: "Live status",
    items: [
      { title: "Energy use", meta: "vs. same day last week", value: "-8%" },
      { title: "Open work orders", meta: "2 high priority", value: "5" },
      { title: "Air quality", meta: "CO₂ average", value: "Good" },
    ],
  },
};

/** What each kind of agent helps with, as it says in its greeting ("I can help with ..."). */
export const PURPOSE_TOPICS: Record<AgentPurpose, string> = {
  "Customer Support": "account, order and product questions",
  "Sales & Lead Generation": "plans, pricing and demos",
  "Appointment Scheduling": "booking, moving and cancelling appointments",
  "Internal Knowledge Base": "company policies and how-tos",
  "Facilities Assistant": "building, comfort and workplace requests",
};

interface Greeting {
  /** The agent's role, e.g. "Customer Support". */
  purpose: string;
  /** Its knowledge base, e.g. "Healthcare". */
  domain: string;
  /** PURPOSE_TOPICS of the purpose. */
  topics: string;
}

/** How the agent opens a conversation and closes an answer, by personality. */
export const PERSONALITY_VOICE: Record<AgentPersonality, { greeting: (g: Greeting) => string; signOff: string }> = {
  Professional: {
    greeting: (g) => `Good day. I am the ${g.purpose} assistant for ${g.domain}. I can help with ${g.topics}. How may I help you?`,
    signOff: "Is there anything else I can assist you with?",
  },
  Friendly: {
    greeting: (g) => `Hi there! I'm your ${g.purpose} assistant and I know my way around ${g.domain}. Ask me about ${g.topics}!`,
    signOff: "Anything else I can help with?",
  },
  Concise: {
    greeting: (g) => `Hello. ${g.purpose} assistant: ${g.topics}. What do you need?`,
    signOff: "",
  },
  Enthusiastic: {
    greeting: (g) => `Hey, great to see you! I'm your ${g.purpose} assistant for ${g.domain}, and I'd love to help with ${g.topics}!`,
    signOff: "Anything else? I'm happy to help!",
  },
  Empathetic: {
    greeting: (g) => `Hello, I'm here to help with ${g.topics}. Take your time and tell me what's going on.`,
    signOff: "I hope that helps. I'm here if you need anything else.",
  },
};

export interface CannedExchange {
  question: string;
  /** {domain} is replaced with the knowledge base. */
  answer: string;
}

/** Sample questions and answers per purpose; the first two open the transcript. */
export const CANNED_EXCHANGES: Record<AgentPurpose, readonly CannedExchange[]> = {
  "Customer Support": [
    {
      question: "I can't sign in to my account.",
      answer:
        "Sorry about that. I've sent a secure reset link to the email on file; it works for 30 minutes. If it doesn't arrive, check spam or reply here and I'll open a ticket for a specialist.",
    },
    {
      question: "How do I get a refund?",
      answer:
        "Refunds are available within 30 days of purchase. I can start one now: tell me the order number and I'll confirm the amount and timing before anything changes.",
    },
    {
      question: "Can I talk to a person?",
      answer:
        "Of course. I've created a ticket with this conversation attached, so you won't need to repeat yourself. A {domain} specialist usually replies within 2 business hours.",
    },
    {
      question: "What are your support hours?",
      answer: "I'm available 24/7. Human specialists are online Monday to Friday, 8:00-18:00, and on call for urgent issues.",
    },
  ],
  "Sales & Lead Generation": [
    {
      question: "What does your product cost?",
      answer:
        "Plans start at $49 per month, with annual billing saving two months. Could you tell me your team size? I'll recommend the plan that fits without overpaying.",
    },
    {
      question: "Can I see a demo?",
      answer: "Absolutely. I can book a 30-minute demo tailored to {domain}. Which works better for you: tomorrow morning or Thursday afternoon?",
    },
    {
      question: "How are you different from competitors?",
      answer:
        "Teams in {domain} choose us for faster setup (days, not months), transparent pricing and a named success manager. Want a one-page comparison sent to your inbox?",
    },
    {
      question: "Do you offer a free trial?",
      answer: "Yes: 14 days, full features, no card required. I can set it up now with your work email.",
    },
  ],
  "Appointment Scheduling": [
    {
      question: "I'd like to book an appointment next week.",
      answer:
        "Happy to. Next week I have Tuesday 10:00, Wednesday 14:30 and Friday 09:15. Which suits you? I'll send a calendar invite and a reminder the day before.",
    },
    {
      question: "Can I reschedule my Thursday booking?",
      answer: "Done in a moment: your Thursday 11:00 slot is released. The nearest alternatives are Thursday 16:00 or Friday 10:30. Which would you like?",
    },
    {
      question: "What do I need to bring?",
      answer: "Please bring a photo ID and any paperwork from previous visits. For {domain} appointments, arriving 10 minutes early helps us start on time.",
    },
    {
      question: "How do I cancel?",
      answer: "I can cancel it right here. Cancellations more than 24 hours ahead are free; want me to go ahead?",
    },
  ],
  "Internal Knowledge Base": [
    {
      question: "How many vacation days do I have?",
      answer:
        "Full-time staff get 25 days a year plus public holidays; unused days up to 5 carry over to March. Your balance is in the HR portal under Time Off.",
    },
    {
      question: "Where is the expense policy?",
      answer:
        "It's in the Finance space, section 3.2. In short: submit receipts within 30 days, meals up to $60 per day when travelling, and anything over $500 needs pre-approval.",
    },
    {
      question: "Who do I ask about security access?",
      answer: "Request access through the IT portal (Access > New request). The {domain} security team approves standard requests within one business day.",
    },
    {
      question: "How do I onboard a new team member?",
      answer:
        "Follow the onboarding checklist: accounts on day one, a buddy for the first two weeks, and a 30-day check-in. I can share the checklist with their manager now.",
    },
  ],
  "Facilities Assistant": [
    {
      question: "The meeting room on floor 3 is too warm.",
      answer:
        "Thanks for reporting it. I've logged a comfort request for Room 3.2 and lowered the setpoint by 1°C. Facilities will check the unit within 2 hours if it doesn't improve.",
    },
    {
      question: "Is there a free desk near the windows?",
      answer: "Yes: floor 4 has 6 free window desks this afternoon. Shall I reserve 4.17 for you until 18:00?",
    },
    {
      question: "How do I report a leak?",
      answer:
        "I've opened an urgent work order. Please tell me the exact location and, if you can, keep people away from the area. A technician is notified immediately.",
    },
    {
      question: "When is the next fire drill?",
      answer: "The next drill is scheduled for the first Wednesday of next month at 10:00. Assembly point B applies to floors 1 to 4.",
    },
  ],
};
