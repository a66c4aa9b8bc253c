import type { Rng } from "../prng";
import type { Section } from "../schema";
import type { TypeKit, Variant } from "./types";

type Project = readonly [title: string, summary: string, tags: readonly string[]];

function portfolio(rng: Rng, heading: string, intro: string, list: readonly Project[]): Section {
  return {
    kind: "portfolio",
    heading,
    intro,
    projects: rng.sample(list, 6).map(([title, summary, tags]) => ({ title, summary, tags: [...tags] })),
  };
}

const photography: Variant = {
  id: "photography",
  match: /\b(photo\w*|wedding|portraits?|camera|film|videograph\w*|shoots?)\b/,
  noun: "photography studio",
  specialty: "natural, honest photography for weddings, portraits and brands",
  headlines: ["Natural photography, honest moments", "Pictures that feel like you"],
  primary: (rng) =>
    portfolio(rng, "Selected work", "A few recent stories. Every shoot starts with a conversation about what matters to you.", [
      ["Coastal wedding, late summer", "A relaxed two-day celebration on the cliffs, shot in natural light from first look to last dance.", ["Wedding", "Documentary"]],
      ["Bakery brand refresh", "Product and team portraits for a local bakery's new website and packaging.", ["Brand", "Product"]],
      ["Family at home", "An unhurried morning session with a family of five, at home and in the garden.", ["Family", "Lifestyle"]],
      ["Architect headshots", "Consistent, approachable portraits for a 30-person studio, shot on location in one day.", ["Portraits", "Corporate"]],
      ["City after dark", "A personal series exploring neon, rain and reflections across the city at night.", ["Personal", "Street"]],
      ["Menu launch", "Styled food photography for a restaurant's seasonal menu and social campaign.", ["Food", "Editorial"]],
      ["Elopement in the hills", "Two people, one photographer and a sunrise hike to say their vows.", ["Wedding", "Adventure"]],
    ]),
};

const design: Variant = {
  id: "design",
  match: /\b(design(er)?|brand(ing)?|graphic|ux|ui|product design|identity|logo|typograph\w*|creative studio|agency)\b/,
  noun: "design studio",
  specialty: "brand identities and digital products with a clear point of view",
  headlines: ["Design that makes people pay attention", "Clear ideas, carefully crafted"],
  primary: (rng) =>
    portfolio(rng, "Selected work", "Brand identities, websites and products for ambitious small teams.", [
      ["Fieldnote coffee identity", "A warm, modular identity for a specialty roaster, from logo to packaging system.", ["Branding", "Packaging"]],
      ["Bloom health app", "Redesigned onboarding for a wellbeing app, lifting completion from 41% to 68%.", ["Product", "UX"]],
      ["Harbour museum wayfinding", "Signage and digital guides for a maritime museum's new wing.", ["Wayfinding", "Print"]],
      ["Lumen annual report", "An editorial report that made a year of data read like a story.", ["Editorial", "Data viz"]],
      ["Tandem bikes website", "A fast e-commerce site with a custom bike configurator.", ["Web", "E-commerce"]],
      ["Kin & Co rebrand", "Naming, identity and tone of voice for a family law practice.", ["Branding", "Strategy"]],
      ["Open studio posters", "A generative poster series for a city arts festival.", ["Illustration", "Print"]],
    ]),
};

const developer: Variant = {
  id: "developer",
  match: /\b(developer|engineer\w*|software|full-?stack|front-?end|back-?end|programm\w*|coding|react|javascript|typescript|python|open source)\b/,
  noun: "independent developer",
  specialty: "fast, accessible web apps built to last",
  headlines: ["Fast, accessible software, built to last", "Web apps your team can rely on"],
  primary: (rng) =>
    portfolio(rng, "Selected projects", "Recent client work and open-source projects. Code samples and references on request.", [
      ["Booking platform for clinics", "A scheduling system used by 40 clinics, with reminders that cut no-shows by a third.", ["TypeScript", "Postgres"]],
      ["Realtime logistics dashboard", "Live fleet tracking for a delivery company, handling 2,000 updates a minute.", ["React", "WebSockets"]],
      ["Accessible checkout rebuild", "Rebuilt a retailer's checkout to WCAG AA, improving conversion on mobile by 18%.", ["Accessibility", "Performance"]],
      ["Open-source form library", "A tiny, typed form library with 3,000 stars and contributors worldwide.", ["Open source", "TypeScript"]],
      ["Internal tools for a charity", "Replaced spreadsheets with a simple app for volunteer scheduling.", ["Node.js", "SQLite"]],
      ["API migration", "Moved a legacy monolith to a documented REST API with zero downtime.", ["API design", "Migration"]],
    ]),
};

const architecture: Variant = {
  id: "architecture",
  match: /\b(architect\w*|interior\w*|landscape|renovation|spaces?|homes?)\b/,
  noun: "architecture studio",
  specialty: "calm, light-filled spaces designed around the people who use them",
  headlines: ["Calm, light-filled spaces", "Buildings shaped around real lives"],
  primary: (rng) =>
    portfolio(rng, "Projects", "Homes, workplaces and public spaces, from first sketch to handover.", [
      ["Terrace house extension", "A timber-framed rear extension that doubled the living space and let the garden in.", ["Residential", "Extension"]],
      ["Studio for a ceramicist", "A compact, north-lit workshop built from reclaimed brick.", ["Workspace", "Sustainable"]],
      ["Library reading room", "The quiet heart of a refurbished public library, with acoustic oak panelling.", ["Public", "Interior"]],
      ["Coastal retreat", "A low-energy holiday home designed to weather salt, wind and time.", ["Residential", "Passive house"]],
      ["Café fit-out", "A warm, durable interior for a busy neighbourhood café.", ["Hospitality", "Interior"]],
      ["Courtyard apartments", "Twelve homes arranged around a shared garden.", ["Housing", "Landscape"]],
    ]),
};

const creative: Variant = {
  id: "creative",
  match: null,
  noun: "creative studio",
  specialty: "thoughtful creative work for people and brands",
  primary: (rng) =>
    portfolio(rng, "Selected work", "A few recent projects. Each one started with a conversation and ended with a result we are proud of.", [
      ["Identity for a neighbourhood bakery", "Logo, packaging and signage for a bakery opening its second shop.", ["Branding", "Print"]],
      ["Festival campaign", "Posters, social assets and a microsite for a three-day arts festival.", ["Campaign", "Digital"]],
      ["Editorial illustrations", "A series of illustrations for a magazine's long-read features.", ["Illustration", "Editorial"]],
      ["Product launch film", "A 60-second launch film and stills for a design-led kitchen brand.", ["Film", "Art direction"]],
      ["Charity annual review", "Turning a year of impact into a clear, human story.", ["Editorial", "Data"]],
      ["Personal project: Tidelines", "An ongoing series exploring the coastline through drawing and print.", ["Personal", "Print"]],
    ]),
};

export const portfolioKit: TypeKit = {
  audience: "clients",
  variants: [photography, developer, architecture, design, creative],
  eyebrows: ["Portfolio", "Available for new projects", "Now booking"],
  taglines: ["{Specialty}", "Work that speaks for itself", "Independent, curious, detail-obsessed"],
  headlines: ["Work that speaks for itself", "Crafted with care, delivered with clarity", "Ideas, made real"],
  subheadlines: [
    "{name}: {specialty}. Currently booking new projects, in person and remotely.",
    "{We} help people and teams with {specialty}, from the first conversation to the final detail.",
    "{Specialty}, made for clients who care about the details as much as {we} do.",
  ],
  primaryCtas: ["Start a project", "Work with {us}", "Get in touch"],
  secondaryCta: "View work",
  aboutHeadings: ["About {name}", "How {we} work", "The short version"],
  aboutParagraphs: [
    "{We} have spent more than a decade working with small businesses, agencies and cultural organisations, and {we} still get excited at the start of every project.",
    "{Our} process is simple: listen carefully, share work early, and keep the conversation open until the result feels right.",
    "{We} work with a small network of trusted collaborators, so every project gets exactly the skills it needs, and nothing it does not.",
    "Outside client work {we} teach, mentor and keep a personal practice that feeds everything else {we} do.",
  ],
  steps: {
    heading: "How a project works",
    intro: "A clear process, with no surprises along the way.",
    steps: [
      { title: "Conversation", description: "We talk about your goals, timeline and budget. No cost, no commitment." },
      { title: "Proposal", description: "You get a clear scope, schedule and fixed price within a few days." },
      { title: "Make", description: "Regular check-ins and early drafts, so there is never a big reveal." },
      { title: "Deliver", description: "Final files, a handover and support after launch." },
    ],
  },
  featuresHeading: ["What you can expect", "Working together"],
  featuresIntro: ["The essentials for a smooth, enjoyable project."],
  defaultFeatures: [
    { title: "Clear, fixed pricing", description: "A fixed quote agreed up front, so you can plan with confidence." },
    { title: "Fast, friendly communication", description: "Replies within a day and regular updates, without chasing." },
    { title: "Built to last", description: "Work that still feels right years from now, not just on launch day." },
  ],
  testimonials: [
    { quote: "{name} understood what we needed after one conversation and delivered something better than we imagined.", role: "Founder, independent retailer" },
    { quote: "Thoughtful, organised and a genuine pleasure to work with. We will be back for the next project.", role: "Marketing lead" },
    { quote: "The attention to detail is remarkable. Every decision came with a clear reason.", role: "Creative director" },
    { quote: "On time, on budget and no drama. That is rarer than it should be.", role: "Operations manager" },
  ],
  faq: [
    { question: "How much does a project cost?", answer: "Every project is different. After a short call you will get a fixed quote, so there are no surprises." },
    { question: "How long does a project take?", answer: "Most projects take four to eight weeks, depending on scope and how quickly we can share feedback." },
    { question: "Do you work remotely?", answer: "Yes. {We} work with clients all over the world, with video calls and shared drafts along the way." },
    { question: "What do you need from me to start?", answer: "A short brief, any existing materials and a sense of your timeline. We will work out the rest together." },
  ],
  contactHeadings: ["Let's work together", "Start a project"],
  contactIntros: [
    "Tell {us} a little about your project and timeline. {We} reply to every enquiry within two working days.",
    "Have a project in mind? Send a short note and let's find a time to talk.",
  ],
  seoNoun: "portfolio",
  seoDescriptions: [
    "{name}: {specialty}. See selected work and start a project.",
    "Portfolio of {name}, offering {specialty}{inPlace}. View projects and get in touch.",
  ],
};
