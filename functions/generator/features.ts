import type { BusinessType } from "../../src/lib/business-types";
import type { Rng } from "./prng";
import { LIMITS } from "./schema";
import { capitalize, cleanBlock, clip, endSentence, fill, fit, hasLetters, lowerFirst } from "./text";

/**
 * Turning a free-text "Specific Requirements" box into feature cards.
 * Common asks are recognised and phrased for the business type; anything else becomes a card of its
 * own, cleaned up. Requests about the website itself (SEO, colours, "make it modern") are not shown
 * to visitors: they are about the site, not about the business.
 */

type PerType = { default: string } & Partial<Record<BusinessType, string>>;

export interface FeatureCard {
  title: string;
  description: string;
}

interface Rule {
  id: string;
  re: RegExp;
  /** false: an owner-facing ask (SEO, analytics, styling) that does not become a visitor card. */
  visitor: boolean;
  title: PerType;
  description: PerType;
  faq?: { question: PerType; answer: PerType };
  /** Business types for which this ask is already covered by the page itself. */
  coveredFor?: BusinessType[];
}

const LANGUAGES = [
  "English",
  "Spanish",
  "French",
  "German",
  "Italian",
  "Portuguese",
  "Arabic",
  "Chinese",
  "Mandarin",
  "Cantonese",
  "Japanese",
  "Korean",
  "Hindi",
  "Dutch",
  "Polish",
  "Russian",
  "Turkish",
  "Vietnamese",
  "Tagalog",
  "Ukrainian",
  "Greek",
  "Swedish",
];
const LANGUAGE_RE = new RegExp(`\\b(${LANGUAGES.join("|")})\\b`, "gi");

const SOCIAL = ["Instagram", "Facebook", "TikTok", "LinkedIn", "YouTube", "Pinterest", "X"];
const SOCIAL_RE = /\b(instagram|facebook|tiktok|linkedin|youtube|pinterest)\b/gi;

/** Order matters: the first rules are the most specific. */
const RULES: Rule[] = [
  {
    id: "dietary",
    re: /\b(vegan|vegetarian|gluten[- ]free|allerg(y|ies|ens?)|halal|kosher|dairy[- ]free|plant[- ]based)\b/i,
    visitor: true,
    title: { default: "Dietary needs welcome" },
    description: {
      default:
        "Vegan, vegetarian and gluten-free choices are clearly marked, and we are always happy to adapt for allergies.",
    },
    faq: {
      question: { default: "Do you cater for dietary requirements?" },
      answer: {
        default:
          "Yes. Vegan, vegetarian and gluten-free options are marked, and the team will happily talk you through allergens.",
      },
    },
  },
  {
    id: "catering",
    re: /\b(catering|cater for events|private (hire|dining|events?))\b/i,
    visitor: true,
    title: { default: "Catering & private dining" },
    description: {
      default: "From office lunches to birthdays and weddings, we bring the same cooking to your table or ours.",
    },
  },
  {
    id: "ordering",
    re: /\b(online order(s|ing)?|order(ing)? online|take-?away|take-?out|deliver(y|ies)|pick-?up|click (and|&) collect|curbside)\b/i,
    visitor: true,
    title: { default: "Order online", Restaurant: "Order for pickup or delivery", "E-commerce": "Fast, tracked delivery" },
    description: {
      default: "Order in a few clicks and choose pickup or delivery: we will let you know the moment it is on its way.",
      Restaurant: "Browse the menu, order ahead and pay online. Your food is ready when you arrive, or delivered hot.",
      "E-commerce": "Orders are packed with care and shipped with tracking, with local pickup available too.",
    },
    faq: {
      question: { default: "Can I order online?", Restaurant: "Do you offer takeaway or delivery?" },
      answer: {
        default: "Yes. Place your order online and choose pickup or delivery at checkout.",
        Restaurant: "Yes. Order ahead for pickup, or choose delivery within our local area.",
      },
    },
  },
  {
    id: "booking",
    re: /\b(book(ing|ings|ed)?|reserv(e|ation|ations)|appointments?|schedul(e|ing)|calendly|slots?)\b/i,
    visitor: true,
    title: {
      default: "Online booking",
      Restaurant: "Table reservations",
      Healthcare: "Online appointments",
      Education: "Easy enrolment",
      Technology: "Book a demo",
      Portfolio: "Book a session",
    },
    description: {
      default: "Pick a day and time that suits you and get a confirmation straight away, no phone tag required.",
      Restaurant: "Reserve a table ahead: tell us the date, time and party size and we will confirm right away.",
      Healthcare: "Choose a clinician and a time that suits you, with a confirmation and a reminder before your visit.",
      Education: "See upcoming start dates, pick the class that fits and secure your place in minutes.",
      Technology: "Pick a 30-minute slot with our team and see the product working on a real use case.",
      Portfolio: "Check availability and book a session or discovery call at a time that suits you.",
    },
    faq: {
      question: {
        default: "How do I book?",
        Restaurant: "Do I need a reservation?",
        Healthcare: "How do I book an appointment?",
        Education: "How do I enrol?",
        Technology: "How do I book a demo?",
      },
      answer: {
        default: "Use the booking button on this page or get in touch, and we will confirm your time straight away.",
        Restaurant: "Walk-ins are always welcome, but we recommend booking for Friday and Saturday evenings.",
        Healthcare: "Book online at any time, or call the front desk during opening hours.",
        Education: "Choose a course, pick a start date and reserve your place; we confirm by email within a day.",
        Technology: "Pick a time that suits you and we will send a calendar invite with a video link straight away.",
      },
    },
  },
  {
    id: "shop",
    re: /\b(e-?commerce|online (shop|store)|web ?shop|shop(ping)?( cart)?|sell(ing)? (online|products)|cart|merch(andise)?|product catalog(ue)?)\b/i,
    visitor: true,
    title: { default: "Online shop", "E-commerce": "Shop the full range", Restaurant: "Pantry shop" },
    description: {
      default: "Browse the range, add to your cart and check out securely in under a minute.",
      Restaurant: "Take the flavours home: sauces, gift boxes and merchandise, shipped or ready for pickup.",
      "E-commerce": "Every product in one place with clear photos, sizes and prices, and a checkout that takes a minute.",
    },
  },
  {
    id: "payments",
    re: /\b(payments?|pay online|stripe|paypal|checkout|credit cards?|apple pay|google pay|invoic(e|es|ing))\b/i,
    visitor: true,
    title: { default: "Secure payments" },
    description: {
      default: "Pay safely by card or mobile wallet through an encrypted checkout, with a receipt sent straight to you.",
    },
    faq: {
      question: { default: "Which payment methods do you accept?" },
      answer: { default: "All major cards plus Apple Pay and Google Pay. Payments go through a secure, encrypted checkout." },
    },
  },
  {
    id: "shipping",
    re: /\b(shipping|ship(s)? (worldwide|internationally|nationwide)|free shipping|dispatch)\b/i,
    visitor: true,
    title: { default: "Shipping made simple" },
    description: { default: "Orders are packed with care and sent with tracking, so you always know when to expect them." },
    faq: {
      question: { default: "How long does shipping take?" },
      answer: { default: "Most orders leave us within two working days, and every parcel comes with tracking." },
    },
  },
  {
    id: "returns",
    re: /\b(returns?|refunds?|exchanges?)\b/i,
    visitor: true,
    title: { default: "Easy returns" },
    description: { default: "Changed your mind? Returns are simple, with a clear policy and no awkward questions." },
    faq: {
      question: { default: "What is your returns policy?" },
      answer: { default: "Unused items can be returned within 30 days for a full refund. Just get in touch to start a return." },
    },
  },
  {
    id: "subscriptions",
    re: /\b(subscriptions?|subscribe and save|recurring (orders?|deliver(y|ies)))\b/i,
    visitor: true,
    title: { default: "Subscribe & save" },
    description: { default: "Set up a regular delivery and never run out. Pause, skip or cancel whenever you like." },
  },
  {
    id: "giftcards",
    re: /\b(gift ?cards?|gift vouchers?|vouchers?|gift certificates?)\b/i,
    visitor: true,
    title: { default: "Gift cards" },
    description: { default: "Give the gift of a great experience: gift cards in any amount, ready to send or print." },
  },
  {
    id: "loyalty",
    re: /\b(loyalty|rewards? (program(me)?|scheme|card)|points|stamp card)\b/i,
    visitor: true,
    title: { default: "Loyalty rewards" },
    description: { default: "Collect points every time you visit and enjoy perks we keep just for our regulars." },
  },
  {
    id: "telehealth",
    re: /\b(tele-?health|tele-?medicine|video (consult(ation)?s?|appointments?|visits?)|virtual (visits?|appointments?|consult(ation)?s?))\b/i,
    visitor: true,
    title: { default: "Video consultations" },
    description: { default: "See a clinician from home for follow-ups and advice, on a secure video call." },
  },
  {
    id: "insurance",
    re: /\b(insurance|insurers?|medicare|medicaid|health plans?)\b/i,
    visitor: true,
    title: { default: "Insurance accepted" },
    description: { default: "We work with most major insurers and explain any costs clearly before treatment starts." },
    faq: {
      question: { default: "Do you accept insurance?" },
      answer: { default: "We work with most major insurers. Bring your card to your first visit and we will check your cover." },
    },
  },
  {
    id: "online-learning",
    re: /\b(online (classes|courses|learning|lessons|sessions)|e-?learning|remote (classes|lessons|learning)|zoom|live stream(ed)? classes)\b/i,
    visitor: true,
    title: { default: "Learn online or in person" },
    description: { default: "Join live from anywhere or in the classroom, with recordings and materials available afterwards." },
  },
  {
    id: "certificates",
    re: /\b(certificat(e|es|ion)|accredit(ed|ation)|diplomas?)\b/i,
    visitor: true,
    title: { default: "Recognised certificates" },
    description: { default: "Finish a course and receive a certificate you can add to your CV and share with employers." },
  },
  {
    id: "integrations",
    re: /\b(api|apis|integrations?|integrates?|webhooks?|sdk)\b/i,
    visitor: true,
    title: { default: "Integrations & API" },
    description: { default: "Connects with the tools your team already uses, with a documented API for everything else." },
  },
  {
    id: "trial",
    re: /\b(free trial|trial|try (it )?free|freemium|free plan)\b/i,
    visitor: true,
    title: { default: "Free trial" },
    description: { default: "Start free and see results on your own data before you commit to a plan." },
  },
  {
    id: "quote",
    re: /\b(quotes?|estimates?|quotation)\b/i,
    visitor: true,
    title: { default: "Free quotes" },
    description: { default: "Tell us about your project and get a clear, no-obligation quote, usually within one business day." },
  },
  {
    id: "gallery",
    re: /\b(galler(y|ies)|photos?|photograph(s|y)|images?|pictures?|lookbook|showcase)\b/i,
    visitor: true,
    title: { default: "Photo gallery", Portfolio: "Selected work", Restaurant: "Food & space gallery" },
    description: {
      default: "Browse photos of our work, our space and the people behind it.",
      Portfolio: "A curated gallery of recent projects, each with the brief, the process and the result.",
      Restaurant: "A look at our dishes, the dining room and the kitchen before you visit.",
      "E-commerce": "Large, detailed product photos from every angle, so you know exactly what you are getting.",
    },
  },
  {
    id: "video",
    re: /\b(videos?|vimeo|showreel|reels?)\b/i,
    visitor: true,
    title: { default: "Video", Portfolio: "Showreel" },
    description: { default: "Short videos that show what we do and how we do it." },
  },
  {
    id: "blog",
    re: /\b(blog|news|articles?|journal|stories|updates|posts)\b/i,
    visitor: true,
    title: { default: "News & articles", Restaurant: "Kitchen journal", Healthcare: "Health articles" },
    description: {
      default: "Stories, tips and updates from the team, published regularly and easy to browse.",
      Restaurant: "Seasonal specials, new dishes and stories from our kitchen and our suppliers.",
      Healthcare: "Practical advice from our clinicians on staying well between visits.",
      Technology: "Product updates, engineering notes and guides from the team building it.",
    },
  },
  {
    id: "newsletter",
    re: /\b(newsletters?|mailing list|e-?mail (list|sign-?ups?|updates)|sign-?up form|subscribe)\b/i,
    visitor: true,
    title: { default: "Newsletter" },
    description: {
      default: "Join the mailing list for news, offers and the occasional behind-the-scenes story. No spam, ever.",
    },
  },
  {
    id: "events",
    re: /\b(events?|calendar|workshops?|classes|happy hour|live music|tastings?)\b/i,
    visitor: true,
    title: { default: "Events & workshops", Restaurant: "Events & live music", Education: "Open days & workshops" },
    description: {
      default: "See what is coming up and save your spot in a couple of clicks.",
      Restaurant: "Tasting nights, live music and seasonal menus. See what is on and save your seat.",
      Education: "Try a free taster session or visit an open day to meet the teachers before you enrol.",
    },
  },
  {
    id: "team",
    re: /\b(team|staff|bios?|our people|doctors|clinicians|instructors|teachers|tutors|founders?|chefs?)\b/i,
    visitor: true,
    title: {
      default: "Meet the team",
      Healthcare: "Meet our clinicians",
      Education: "Meet the teachers",
      Restaurant: "Meet the kitchen",
    },
    description: {
      default: "Get to know the people behind {name}: their experience, their approach and what they care about.",
      Healthcare: "Experienced, friendly clinicians who take the time to listen and explain every option.",
      Education: "Qualified, patient teachers who know how to make a tricky subject click.",
      Restaurant: "The cooks and hosts behind every plate, and the local producers we work with.",
    },
  },
  {
    id: "multilingual",
    re: new RegExp(
      `\\b(multi-?lingual|bi-?lingual|multiple languages|languages?|translat(e|ed|ion|ions)|(in|into) (${LANGUAGES.join("|")})|(${LANGUAGES.join("|")})[- ](speaking|speakers?|version|translation))\\b`,
      "i",
    ),
    visitor: true,
    title: { default: "In your language" },
    description: { default: "Information in more than one language, so more of our {audience} feel at home." },
    faq: {
      question: { default: "Do you offer services in other languages?" },
      answer: { default: "Yes. Our team can help you in more than one language; just let us know your preference." },
    },
  },
  {
    id: "map",
    re: /\b(maps?|locations?|directions|find us|address|parking|google maps)\b/i,
    visitor: true,
    title: { default: "Easy to find" },
    description: { default: "Address, directions and parking tips, with a map link that opens in your favourite app." },
  },
  {
    id: "testimonials",
    re: /\b(testimonials?|reviews?|ratings?|feedback|case stud(y|ies))\b/i,
    visitor: false, // the page always has this section
    title: { default: "Trusted by our {audience}" },
    description: { default: "Honest words from the people we work with, so you know what to expect before you decide." },
  },
  {
    id: "faq",
    re: /\b(faqs?|frequently asked|q ?& ?a)\b/i,
    visitor: false, // the page always has this section
    title: { default: "Answers up front" },
    description: { default: "Clear answers to the questions we hear most, so you can decide quickly." },
  },
  {
    id: "chat",
    re: /\b(live chat|chat ?bot|chat|whats ?app|messenger)\b/i,
    visitor: true,
    title: { default: "Chat with us" },
    description: { default: "Message us and get a reply from a real person, usually within the hour while we are open." },
  },
  {
    id: "accounts",
    re: /\b(log ?-?in|sign ?-?in|user accounts?|accounts?|members?(hip|s)?|portal|client area|dashboard)\b/i,
    visitor: true,
    title: {
      default: "Member area",
      Healthcare: "Patient portal",
      Education: "Student portal",
      Technology: "Customer dashboard",
      Business: "Client portal",
      Portfolio: "Client area",
    },
    description: {
      default: "Sign in to see your bookings, orders and saved details in one place.",
      Healthcare: "See upcoming appointments, forms and results securely in one place.",
      Education: "Course materials, timetables and progress in one place, on any device.",
      Technology: "Usage, billing and settings for your whole team in one place.",
      Business: "Share documents, sign off work and see progress securely, any time.",
      Portfolio: "Proofs, downloads and invoices for your project in one private place.",
    },
  },
  {
    id: "pricing",
    re: /\b(pricing|price list|prices|rates|packages|plans|tiers)\b/i,
    visitor: true,
    coveredFor: ["Restaurant", "E-commerce"],
    title: { default: "Clear pricing" },
    description: { default: "Transparent prices with no surprises: you know exactly what you will pay before you commit." },
  },
  {
    id: "careers",
    re: /\b(careers?|jobs?|hiring|vacanc(y|ies)|recruit(ing|ment)?)\b/i,
    visitor: true,
    title: { default: "Careers" },
    description: { default: "Join the team: open roles, what we offer and how to apply." },
  },
  {
    id: "downloads",
    re: /\b(downloads?|downloadable|pdfs?|brochures?|printable)\b/i,
    visitor: true,
    title: { default: "Downloads", Restaurant: "Printable menus" },
    description: {
      default: "Brochures and guides to download, keep and share.",
      Restaurant: "Download the current menus to share with your group before you visit.",
    },
  },
  {
    id: "support",
    re: /\b(support|help ?desk|24\/7|customer service)\b/i,
    visitor: true,
    title: { default: "Friendly support" },
    description: { default: "Real help from people who know what they are talking about, by email, phone or chat." },
  },
  {
    id: "social",
    re: /\b(social media|socials|instagram|facebook|tiktok|linkedin|youtube|pinterest)\b/i,
    visitor: true,
    title: { default: "Follow along" },
    description: { default: "Follow us on social media for daily updates, new arrivals and behind-the-scenes moments." },
  },
  {
    id: "accessibility",
    re: /\b(accessib(le|ility)|wcag|a11y|screen readers?|wheelchair)\b/i,
    visitor: true,
    title: { default: "Accessible to everyone" },
    description: {
      default: "Step-free access, readable information and staff happy to help: everyone is welcome at {name}.",
      Technology: "Built to WCAG guidelines with full keyboard support and screen-reader friendly interfaces.",
      "E-commerce": "Readable contrast, clear labels and full keyboard support, so everyone can shop with ease.",
    },
  },
  {
    id: "security",
    re: /\b(secure|security|privacy|gdpr|hipaa|ssl|encrypt(ed|ion)|soc ?2|confidential)\b/i,
    visitor: true,
    title: { default: "Secure & private", Healthcare: "Privacy first" },
    description: {
      default: "Your details are protected with modern encryption and are never sold or shared.",
      Healthcare: "Your information is handled confidentially and stored securely, in line with health-privacy rules.",
      Technology: "Encryption in transit and at rest, single sign-on and role-based access for every team.",
    },
  },
  {
    id: "mobile",
    re: /\b(mobile|responsive|phones?|tablets?|mobile-friendly)\b/i,
    visitor: true,
    title: { default: "Made for your phone" },
    description: { default: "Everything on this site works comfortably on any phone, tablet or desktop." },
  },
  {
    id: "contact",
    re: /\b(contact( form| us| page)?|enquir(y|ies)|inquir(y|ies)|get in touch|call back|callback)\b/i,
    visitor: true,
    title: { default: "Easy to reach" },
    description: { default: "Ask a question or tell us what you need: we aim to reply within one business day." },
  },
  // Owner-facing: about the website itself, not shown as visitor features.
  {
    id: "structure",
    re: /\b(menus?|opening (hours|times)|hours|timetables?|schedules?|course (list|catalog(ue)?)|list of (services|courses|products)|services list|product (list|pages?)|about (us|page|section)|contact (details|info(rmation)?))\b/i,
    visitor: false,
    title: { default: "" },
    description: { default: "" },
  },
  { id: "seo", re: /\b(seo|search engines?|google( ranking| search)?|discoverab(le|ility))\b/i, visitor: false, title: { default: "" }, description: { default: "" } },
  { id: "analytics", re: /\b(analytics|tracking|metrics|conversion)\b/i, visitor: false, title: { default: "" }, description: { default: "" } },
  { id: "speed", re: /\b(fast|speed|performance|quick(ly)? load(ing)?|lightweight)\b/i, visitor: false, title: { default: "" }, description: { default: "" } },
  {
    id: "styling",
    re: /\b(colou?rs?|fonts?|typography|themes?|dark ?mode|logo|brand(ing)?|layout|design|modern|clean|minimal(ist)?|elegant|sleek|professional|beautiful|stylish|look(s)? (good|great|nice))\b/i,
    visitor: false,
    title: { default: "" },
    description: { default: "" },
  },
];

/** Rules strong enough to act on when they appear in the free description rather than the requirements. */
const DESCRIPTION_RULES = new Set([
  "dietary",
  "catering",
  "ordering",
  "booking",
  "shipping",
  "subscriptions",
  "telehealth",
  "insurance",
  "online-learning",
  "certificates",
  "multilingual",
  "trial",
  "quote",
]);

const META_REQUEST = /\b(web ?sites?|web ?pages?|home ?page|landing page|site|pages?|sections?|header|footer|hero|navigation|nav ?bar|menu bar|cms|hosting|domain)\b/i;

function perType(phrase: PerType, type: BusinessType): string {
  return phrase[type] ?? phrase.default;
}

/** Break a requirements box into short, trimmed asks. */
export function splitRequirements(value: string | null | undefined): string[] {
  const text = cleanBlock(value);
  if (!text) return [];
  return text
    .split(/\n|[;•·▪●◦|]|(?<=[.!?])\s+|,\s*/u)
    .map((part) =>
      part
        .replace(/^\s*(?:[-*+>–—]+|\d{1,2}[.)]|[a-z][.)](?=\s))\s*/iu, "")
        .replace(/[.!?:]+$/u, "")
        .trim(),
    )
    .filter((part) => part.length > 1 && hasLetters(part));
}

const LEAD_IN =
  /^(?:(?:and|also|plus|with|then)\s+|(?:we|i)(?:'d| would)? (?:really )?(?:like|want|need|require|love)(?: to have)?\s+|(?:we|i) (?:are|am) looking for\s+|please\s+(?:add|include|make|have)?\s*|(?:it|the site|this)\s+(?:should|must|needs? to|has to)\s+(?:have|include|show|support|offer|list|feature)\s+|(?:should|must|needs? to)\s+(?:have|include|show|support|offer)\s+|(?:add|include|show|support|offer|have|having|feature|list|needs?|want|display|allow|let)\s+|(?:a|an|the|some|our|my|their|its)\s+|(?:ability|option|way|place|section|page)\s+(?:to|for)\s+|(?:to|for)\s+)/i;

function tidyTitle(fragment: string): string {
  let s = fragment.trim();
  for (let i = 0; i < 6; i++) {
    const next = s.replace(LEAD_IN, "");
    if (next === s) break;
    s = next;
  }
  s = s.replace(/^["'“‘(]+|["'”’)]+$/gu, "").trim();
  return capitalize(s);
}

const CUSTOM_DESCRIPTIONS = [
  "Part of how we look after our {audience}: {lower}, done properly.",
  "{Title}, planned around what our {audience} actually need and kept simple to use.",
  "Ask us about {lower}: it is part of what makes {name} different.",
];

export interface FeatureContext {
  type: BusinessType;
  name: string;
  audience: string;
  rng: Rng;
}

export interface ExtractedFeatures {
  cards: FeatureCard[];
  /** Rule ids recognised, in order of appearance (including owner-facing ones). */
  recognised: string[];
  faq: Array<{ question: string; answer: string }>;
}

function languagesIn(text: string): string[] {
  const found = new Map<string, string>();
  for (const m of text.matchAll(LANGUAGE_RE)) {
    const word = m[1] as string;
    const canonical = LANGUAGES.find((l) => l.toLowerCase() === word.toLowerCase()) ?? word;
    found.set(canonical, canonical);
  }
  return [...found.values()];
}

function joinList(items: string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/**
 * Feature cards from the requirements (and known asks in the description).
 * At most `max` cards; recognised asks keep their order of appearance.
 */
export function extractFeatures(
  requirements: string | null,
  description: string | null,
  ctx: FeatureContext,
  max = 6,
): ExtractedFeatures {
  const vars = { audience: ctx.audience, name: ctx.name };
  const cards: FeatureCard[] = [];
  const recognised: string[] = [];
  const faq: ExtractedFeatures["faq"] = [];
  const seenTitles = new Set<string>();

  const addRule = (rule: Rule, fragment: string) => {
    if (recognised.includes(rule.id)) return;
    recognised.push(rule.id);
    if (!rule.visitor || rule.coveredFor?.includes(ctx.type)) return;
    let title = fill(perType(rule.title, ctx.type), vars);
    let description = fill(perType(rule.description, ctx.type), vars);
    if (rule.id === "multilingual") {
      const langs = languagesIn(fragment);
      if (langs.length >= 2) {
        title = fit([`In ${joinList(langs)}`, "In your language"], LIMITS.itemName);
        description = `Information in ${joinList(langs)}, so more of our ${ctx.audience} feel at home.`;
      }
    }
    if (rule.id === "social") {
      const nets = [...new Set([...fragment.matchAll(SOCIAL_RE)].map((m) => (m[1] as string).toLowerCase()))]
        .map((n) => SOCIAL.find((s) => s.toLowerCase() === n) ?? n)
        .slice(0, 3);
      if (nets.length) description = `Follow us on ${joinList(nets)} for daily updates and behind-the-scenes moments.`;
    }
    const key = title.toLowerCase();
    if (seenTitles.has(key)) return;
    seenTitles.add(key);
    cards.push({ title: clip(title, LIMITS.itemName), description: clip(description, LIMITS.itemText) });
    if (rule.faq) {
      faq.push({
        question: clip(fill(perType(rule.faq.question, ctx.type), vars), LIMITS.question),
        answer: clip(fill(perType(rule.faq.answer, ctx.type), vars), LIMITS.answer),
      });
    }
  };

  const custom: FeatureCard[] = [];
  for (const fragment of splitRequirements(requirements)) {
    const matched = RULES.filter((r) => r.re.test(fragment));
    if (matched.length > 0) {
      for (const rule of matched) addRule(rule, fragment);
      continue;
    }
    if (META_REQUEST.test(fragment)) continue;
    const title = tidyTitle(fragment);
    if (!hasLetters(title) || title.length < 3) continue;
    const words = title.split(/\s+/).length;
    const shortTitle = words > 9 ? clip(title.split(/\s+/).slice(0, 8).join(" "), LIMITS.itemName) : clip(title, LIMITS.itemName);
    const key = shortTitle.toLowerCase();
    if (seenTitles.has(key)) continue;
    seenTitles.add(key);
    const template = ctx.rng.pick(CUSTOM_DESCRIPTIONS);
    const desc = fill(template, {
      ...vars,
      Title: shortTitle,
      lower: lowerFirst(shortTitle.replace(/…$/u, "")),
    });
    custom.push({ title: shortTitle, description: clip(endSentence(desc), LIMITS.itemText) });
  }

  // A few strong asks mentioned in the description count too (the rest of it is copy, not features).
  for (const fragment of splitRequirements(description)) {
    for (const rule of RULES) if (DESCRIPTION_RULES.has(rule.id) && rule.re.test(fragment)) addRule(rule, fragment);
  }

  // Recognised asks first (they read best), then the user's own items, in order.
  const all = [...cards, ...custom];
  return { cards: all.slice(0, max), recognised, faq: faq.slice(0, 4) };
}

/** The ids of the rules a piece of text mentions (used by the renderer to pick icons). */
export function recogniseIds(text: string): string[] {
  return RULES.filter((r) => r.re.test(text)).map((r) => r.id);
}
