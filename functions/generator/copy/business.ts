import type { Rng } from "../prng";
import type { Section } from "../schema";
import { type TypeKit, type Variant, price } from "./types";

type Service = readonly [name: string, description: string, fromCents?: number];

function services(rng: Rng, heading: string, intro: string, list: readonly Service[]): Section {
  const chosen = rng.sample(list, 6).sort((a, b) => list.indexOf(a) - list.indexOf(b));
  return {
    kind: "services",
    heading,
    intro,
    items: chosen.map(([name, description, cents]) => ({
      name,
      description,
      ...(cents ? { price: `From ${price(cents)}` } : {}),
    })),
  };
}

const accounting: Variant = {
  id: "accounting",
  match: /\b(account\w*|bookkeep\w*|tax(es)?|payroll|cpa|audit\w*|finance|financial|vat)\b/,
  noun: "accounting firm",
  specialty: "bookkeeping, tax and advice for small businesses",
  headlines: ["Numbers you can trust, advice you can use", "Less admin, more time for your business"],
  primary: (rng) =>
    services(rng, "Services", "Fixed monthly fees, no surprises, and an accountant who picks up the phone.", [
      ["Bookkeeping", "Monthly reconciliations and clean books, ready whenever you need them.", 25000],
      ["Tax returns", "Personal and business returns prepared accurately and filed on time.", 35000],
      ["Payroll", "Payslips, filings and pensions handled for teams of any size.", 9000],
      ["Year-end accounts", "Statutory accounts prepared and filed, with a plain-English summary.", 90000],
      ["Cash-flow forecasting", "A rolling forecast so you can see problems (and opportunities) coming."],
      ["Business advice", "Pricing, funding and growth decisions, backed by your own numbers."],
      ["Start-up package", "Company setup, registrations and a bookkeeping system that scales.", 45000],
    ]),
};

const legal: Variant = {
  id: "legal",
  match: /\b(law|legal|lawyers?|solicitors?|attorneys?|notary|immigration|conveyancing|litigation)\b/,
  noun: "law firm",
  specialty: "practical legal advice in plain English",
  headlines: ["Practical legal advice in plain English", "Clear advice when it matters most"],
  primary: (rng) =>
    services(rng, "Practice areas", "Straightforward advice, fixed fees wherever possible, and updates you can understand.", [
      ["Business contracts", "Terms, supplier agreements and partnerships drafted and reviewed.", 50000],
      ["Employment law", "Contracts, policies and disputes, for employers and employees."],
      ["Property & conveyancing", "Buying, selling and leasing, handled from offer to completion.", 120000],
      ["Wills & estates", "Wills, powers of attorney and probate, handled with care.", 45000],
      ["Dispute resolution", "Negotiation, mediation and, where needed, representation in court."],
      ["Immigration", "Visas and residency applications for individuals and employers."],
    ]),
};

const marketing: Variant = {
  id: "marketing",
  match: /\b(marketing|advertis\w*|seo agency|social media agency|pr|public relations|content|digital agency|growth)\b/,
  noun: "marketing agency",
  specialty: "marketing that turns attention into customers",
  headlines: ["Marketing that brings in real customers", "Be the obvious choice in your market"],
  primary: (rng) =>
    services(rng, "What we do", "Strategy, creative and reporting under one roof, measured against the numbers that matter.", [
      ["Brand strategy", "Positioning, messaging and a clear story your whole team can tell.", 300000],
      ["Paid social & search", "Campaigns that are tested, measured and improved every week.", 150000],
      ["Content & SEO", "Useful content that ranks, earns links and brings steady traffic.", 120000],
      ["Email marketing", "Welcome series, newsletters and automations that keep customers coming back."],
      ["Web design", "Fast, conversion-focused websites that are easy to update.", 500000],
      ["Analytics & reporting", "Dashboards that show what is working, in plain language."],
    ]),
};

const cleaning: Variant = {
  id: "cleaning",
  match: /\b(clean(ing|ers)?|janitorial|maids?|housekeep\w*|laundry|carpet)\b/,
  noun: "cleaning company",
  specialty: "reliable, eco-friendly cleaning for homes and offices",
  headlines: ["Come home to a spotless space", "Reliable cleaning you never have to think about"],
  primary: (rng) =>
    services(rng, "Our services", "Vetted, insured cleaners, eco-friendly products and a happiness guarantee on every visit.", [
      ["Regular home cleaning", "Weekly or fortnightly visits from the same friendly cleaner.", 9000],
      ["Deep clean", "Top-to-bottom clean including inside appliances and cupboards.", 24000],
      ["End of tenancy", "A checklist-driven clean designed to get your deposit back.", 28000],
      ["Office cleaning", "Early-morning or evening cleans that fit around your team.", 15000],
      ["Carpet & upholstery", "Hot-water extraction that lifts stains and allergens.", 8000],
      ["After-builders clean", "Dust, paint and debris removed so you can move straight in."],
    ]),
};

const trades: Variant = {
  id: "trades",
  match: /\b(plumb\w*|electric\w*|construct\w*|build(er|ers|ing)|roof\w*|carpent\w*|landscap\w*|renovat\w*|handyman|hvac|heating|painting|decorat\w*|contractors?)\b/,
  noun: "contractor",
  specialty: "quality workmanship, clear quotes and tidy job sites",
  headlines: ["Quality work, done right the first time", "Reliable tradespeople who turn up on time"],
  primary: (rng) =>
    services(rng, "Services", "Fully licensed and insured, with written quotes and a guarantee on every job.", [
      ["Repairs & call-outs", "Fast response for leaks, faults and breakdowns, seven days a week.", 9500],
      ["Kitchen & bathroom fitting", "Design, supply and installation, managed from start to finish."],
      ["Renovations", "Extensions, loft conversions and full refurbishments, project-managed for you."],
      ["Maintenance plans", "Annual servicing and inspections to stop small problems becoming big ones.", 18000],
      ["Inspections & reports", "Honest assessments with photos and clear recommendations.", 15000],
      ["Emergency service", "Out-of-hours help when it cannot wait until morning."],
    ]),
};

const consulting: Variant = {
  id: "consulting",
  match: null,
  noun: "consultancy",
  specialty: "practical advice and hands-on support for growing businesses",
  primary: (rng) =>
    services(rng, "Services", "Senior people, clear scopes and results you can measure.", [
      ["Strategy workshops", "One focused day to agree priorities, owners and a 90-day plan.", 250000],
      ["Operations review", "Find the bottlenecks slowing your team down, and fix them.", 400000],
      ["Process improvement", "Simpler workflows, better tools and less time lost to admin."],
      ["Interim leadership", "Experienced leaders who step in while you hire or restructure."],
      ["Project management", "Complex projects delivered on time, on budget and without drama."],
      ["Coaching & training", "Practical sessions that leave your team more confident and capable.", 90000],
      ["Market research", "Customer interviews and competitor analysis that sharpen your offer."],
    ]),
};

export const businessKit: TypeKit = {
  audience: "clients",
  variants: [accounting, legal, marketing, cleaning, trades, consulting],
  eyebrows: ["Trusted by local businesses", "Serving clients{inPlace}", "Welcome to {name}"],
  taglines: ["{Specialty}", "Professional, reliable, personal", "Expert help, without the jargon"],
  headlines: ["Expert help, without the jargon", "The partner your business deserves", "Do more of what you do best"],
  subheadlines: [
    "{name} provides {specialty}{inPlace}. Straight answers, fair prices and a team that cares about results.",
    "{Specialty}. We handle the details so you can focus on running your business.",
    "From first call to final handover, {name} makes things simple: {specialty}, delivered properly.",
  ],
  primaryCtas: ["Book a free consultation", "Get a free quote", "Talk to us"],
  secondaryCta: "Our services",
  aboutHeadings: ["About {name}", "Why clients choose us", "Who we are"],
  aboutParagraphs: [
    "{name} was founded to give growing businesses the kind of expert support that used to be reserved for big companies.",
    "We keep our client list small on purpose, so every client gets senior attention, quick answers and advice that fits their situation.",
    "Most of our work comes from referrals. We think that says more than any claim we could make here.",
    "We explain what we are doing and why, agree costs up front and always do what we said we would.",
  ],
  steps: {
    heading: "How it works",
    intro: "Getting started is simple.",
    steps: [
      { title: "Free consultation", description: "A short call to understand what you need and whether we are the right fit." },
      { title: "Clear proposal", description: "A written scope, timeline and fixed price. No surprises later." },
      { title: "We get to work", description: "Regular updates and a single point of contact from start to finish." },
      { title: "Ongoing support", description: "We stay on hand after the job is done, whenever you need us." },
    ],
  },
  featuresHeading: ["Why work with us", "What sets us apart"],
  featuresIntro: ["The things our clients tell us matter most."],
  defaultFeatures: [
    { title: "Fixed, transparent pricing", description: "Agreed up front and in writing, so you can plan with confidence." },
    { title: "Senior people on every job", description: "You work directly with experienced professionals, not juniors." },
    { title: "Fast responses", description: "Replies within one business day, and a direct line when it is urgent." },
    { title: "Local and independent", description: "Rooted in the community we serve and accountable to our clients." },
  ],
  testimonials: [
    { quote: "{name} took something we had been putting off for years and made it painless. Highly recommended.", role: "Owner, family business" },
    { quote: "Responsive, knowledgeable and honest about what we did and did not need. Exactly what we were looking for.", role: "Operations director" },
    { quote: "They feel like part of our team. Clear advice, on time, every time.", role: "Managing director" },
    { quote: "We got a clear quote, the work was finished early and the result was excellent.", role: "Homeowner" },
  ],
  faq: [
    { question: "How much do your services cost?", answer: "It depends on the scope. After a free consultation we send a written, fixed quote so you know exactly what to expect." },
    { question: "How quickly can you start?", answer: "Usually within one to two weeks, and sooner for urgent work." },
    { question: "Which areas do you cover?", answer: "We work with clients locally and remotely. Get in touch and we will confirm we can help." },
    { question: "Are you insured?", answer: "Yes. We carry full professional and public liability insurance, and certificates are available on request." },
    { question: "Can we work with you on an ongoing basis?", answer: "Yes. Many clients start with a single project and move to a monthly arrangement." },
  ],
  contactHeadings: ["Let's talk", "Get in touch", "Request a free consultation"],
  contactIntros: [
    "Tell us a little about what you need and we will get back to you within one business day.",
    "Book a free, no-obligation consultation. We will listen, ask good questions and tell you honestly how we can help.",
  ],
  contactHours: "Mon–Fri · 8:30 am – 5:30 pm",
  seoNoun: "business services",
  seoDescriptions: [
    "{name} provides {specialty}{inPlace}. Book a free consultation today.",
    "{Specialty}. Fixed prices, fast responses and senior expertise from {name}.",
  ],
};
