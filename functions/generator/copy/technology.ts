import type { Rng } from "../prng";
import type { Section } from "../schema";
import type { TypeKit, Variant } from "./types";

type Item = readonly [name: string, description: string];

function solutions(rng: Rng, heading: string, intro: string, list: readonly Item[]): Section {
  return {
    kind: "solutions",
    heading,
    intro,
    items: rng
      .sample(list, 6)
      .sort((a, b) => list.indexOf(a) - list.indexOf(b))
      .map(([name, description]) => ({ name, description })),
  };
}

const security: Variant = {
  id: "security",
  match: /\b(cyber\w*|security|secops|penetration|pen-?test\w*|threat|soc|compliance|infosec)\b/,
  noun: "security company",
  specialty: "security that protects your business without slowing it down",
  headlines: ["Security that keeps up with your business", "Find the gaps before attackers do"],
  primary: (rng) =>
    solutions(rng, "Solutions", "Protection, detection and response for teams without a full-time security department.", [
      ["Managed detection & response", "24/7 monitoring of endpoints and cloud accounts, with a human response in minutes."],
      ["Penetration testing", "Realistic attacks on your apps and network, with clear, prioritised fixes."],
      ["Compliance readiness", "SOC 2, ISO 27001 and GDPR made manageable, with evidence collected automatically."],
      ["Security awareness training", "Short, practical training and phishing drills your team will actually finish."],
      ["Cloud posture management", "Continuous checks for misconfigurations across AWS, Azure and Google Cloud."],
      ["Incident response retainer", "A team on call for the day you need one, with a plan agreed in advance."],
    ]),
};

const ai: Variant = {
  id: "ai",
  match: /\b(ai|a\.i\.|artificial intelligence|machine learning|ml|data science|analytics platform|llms?|generative|computer vision|nlp)\b/,
  noun: "AI company",
  specialty: "practical AI and automation that saves teams hours every week",
  headlines: ["Practical AI that saves hours every week", "Turn your data into decisions"],
  primary: (rng) =>
    solutions(rng, "Solutions", "Useful AI, built on your own data, measured against the time and money it saves.", [
      ["Workflow automation", "Hand repetitive tasks like triage, data entry and routing to reliable automations."],
      ["Document intelligence", "Extract and check data from invoices, forms and contracts in seconds."],
      ["AI assistants", "Assistants grounded in your knowledge base that answer accurately and cite sources."],
      ["Forecasting & analytics", "Demand, churn and revenue forecasts your team can trust and explain."],
      ["Data platform setup", "A clean, governed data foundation that everything else can build on."],
      ["Responsible AI review", "Bias, privacy and security checks before anything reaches customers."],
    ]),
};

const managedIt: Variant = {
  id: "managed-it",
  match: /\b(it (support|services)|managed (it|services)|help ?desk|msp|networks?|servers?|infrastructure|cloud migration|tech support)\b/,
  noun: "IT services company",
  specialty: "friendly, proactive IT support for growing teams",
  headlines: ["IT that just works", "Proactive IT support for growing teams"],
  primary: (rng) =>
    solutions(rng, "Solutions", "One flat monthly fee for support, security and strategy, with engineers who know your setup.", [
      ["Managed IT support", "Unlimited help desk with real engineers and a one-hour response target."],
      ["Cloud & Microsoft 365", "Migration, licensing and day-to-day management of your cloud tools."],
      ["Cybersecurity essentials", "Endpoint protection, backups and multi-factor sign-in, set up and monitored."],
      ["Network & Wi-Fi", "Fast, secure office networks designed, installed and looked after."],
      ["Device management", "Laptops ordered, configured and ready on day one for every new starter."],
      ["IT strategy", "A practical roadmap and budget, reviewed with you every quarter."],
    ]),
};

const agency: Variant = {
  id: "agency",
  match: /\b(app development|apps?|mobile apps?|web development|software (agency|house|studio|development)|dev shop|mvp|custom software)\b/,
  noun: "software studio",
  specialty: "web and mobile apps designed, built and supported end to end",
  headlines: ["From idea to app store, without the headaches", "Software built properly, delivered on time"],
  primary: (rng) =>
    solutions(rng, "What we build", "Small senior teams, weekly demos and code you own from day one.", [
      ["Product discovery", "Workshops and prototypes that test your idea with real users before you build."],
      ["Web applications", "Fast, accessible web apps on a modern, well-tested stack."],
      ["Mobile apps", "iOS and Android apps from one codebase, with a native feel."],
      ["MVP in 8 weeks", "A focused first version in front of customers in two months."],
      ["Integrations & APIs", "Connect payments, CRMs and internal systems reliably."],
      ["Support & scaling", "Monitoring, updates and performance work after launch."],
    ]),
};

const saas: Variant = {
  id: "saas",
  match: null,
  noun: "software platform",
  specialty: "software that helps teams work faster and smarter",
  primary: (rng) =>
    solutions(rng, "The platform", "Everything your team needs in one place, set up in an afternoon.", [
      ["Unified workspace", "Projects, files and conversations in one place, so nothing gets lost."],
      ["Automations", "Build time-saving workflows in minutes, no code required."],
      ["Real-time dashboards", "Live reporting on the numbers that matter, shareable with one click."],
      ["Integrations", "Connects with the tools you already use, with a documented API for the rest."],
      ["Enterprise-grade security", "Single sign-on, audit logs and encryption in transit and at rest."],
      ["Mobile apps", "Stay in the loop on the go with fast native apps for iOS and Android."],
    ]),
};

export const technologyKit: TypeKit = {
  audience: "customers",
  variants: [security, managedIt, agency, ai, saas],
  eyebrows: ["Built for modern teams", "Now in general availability", "Trusted by growing companies"],
  taglines: ["{Specialty}", "Technology that works as hard as you do", "Built for teams that move fast"],
  headlines: ["Technology that works as hard as you do", "Work faster with {name}", "Less busywork, better results"],
  subheadlines: [
    "{name} delivers {specialty}. Set up in days, not months, with support from people who understand your business.",
    "{Specialty}. Secure, reliable and built to grow with you.",
    "Join the growing teams who rely on {name} for {specialty}.",
  ],
  primaryCtas: ["Book a demo", "Get started", "Talk to sales"],
  secondaryCta: "Explore solutions",
  aboutHeadings: ["Why {name}", "Built by people who have been there", "Our mission"],
  aboutParagraphs: [
    "{name} was started by engineers who were tired of tools that promised everything and delivered complexity.",
    "We build for clarity: sensible defaults, honest pricing and documentation that answers real questions.",
    "Security and reliability are not add-ons. They are designed in from the first line of code and tested every day.",
    "We measure success by our customers' results: time saved, errors avoided and teams that enjoy their work more.",
  ],
  steps: {
    heading: "Up and running in days",
    intro: "A proven onboarding process, led by our team.",
    steps: [
      { title: "Discovery call", description: "We learn how your team works today and where the biggest wins are." },
      { title: "Tailored setup", description: "We configure, connect your tools and migrate what matters." },
      { title: "Launch & training", description: "Short, hands-on sessions so everyone is confident from day one." },
      { title: "Ongoing success", description: "Regular reviews to keep improving results as you grow." },
    ],
  },
  featuresHeading: ["Why teams choose us", "Built for the way you work"],
  featuresIntro: ["Powerful where it counts, simple everywhere else."],
  defaultFeatures: [
    { title: "Fast setup", description: "Most teams are up and running in less than a week, with our help." },
    { title: "Secure by design", description: "Encryption, single sign-on and role-based access as standard." },
    { title: "99.9% uptime", description: "Redundant infrastructure and round-the-clock monitoring." },
    { title: "Human support", description: "Real engineers on chat and email, with a named contact for every account." },
  ],
  testimonials: [
    { quote: "We replaced three tools with {name} and got back hours every week. Onboarding took days, not months.", role: "Head of Operations" },
    { quote: "The team understood our problem immediately and shipped a solution that just works.", role: "CTO, logistics start-up" },
    { quote: "Support is outstanding. Real engineers who answer quickly and actually fix things.", role: "IT Manager" },
    { quote: "Clear pricing, no lock-in and a product that keeps getting better every month.", role: "Founder, SaaS company" },
  ],
  faq: [
    { question: "How long does setup take?", answer: "Most customers are live within one to two weeks. Our team handles configuration and data migration with you." },
    { question: "Is my data secure?", answer: "Yes. Data is encrypted in transit and at rest, access is role-based, and we follow industry best practice for security." },
    { question: "Do you integrate with our existing tools?", answer: "We connect with the most popular business tools, and our API covers anything else." },
    { question: "Can we try it first?", answer: "Yes. Book a demo and we will set up a pilot on a real use case before you commit." },
    { question: "What does it cost?", answer: "Pricing depends on team size and needs. Talk to us for a clear quote with no hidden fees." },
  ],
  contactHeadings: ["Let's talk", "See it in action", "Talk to our team"],
  contactIntros: [
    "Book a 30-minute demo or ask us anything. We reply within one business day.",
    "Tell us about your team and your goals, and we will show you what {name} can do.",
  ],
  contactHours: "Support: Mon–Fri · 8 am – 8 pm",
  seoNoun: "technology",
  seoDescriptions: [
    "{name}: {specialty}. Book a demo and see how teams save time every week.",
    "{Specialty}. Secure, reliable and fast to set up. Talk to the {name} team.",
  ],
};
