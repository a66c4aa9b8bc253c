import type { Rng } from "../prng";
import type { Section } from "../schema";
import type { TypeKit, Variant } from "./types";

type Item = readonly [title: string, description: string];

function highlights(rng: Rng, heading: string, intro: string, list: readonly Item[]): Section {
  return {
    kind: "highlights",
    heading,
    intro,
    items: rng
      .sample(list, 6)
      .sort((a, b) => list.indexOf(a) - list.indexOf(b))
      .map(([title, description]) => ({ title, description })),
  };
}

const fitness: Variant = {
  id: "fitness",
  match: /\b(gym|fitness|yoga|pilates|crossfit|personal train\w*|boxing|martial arts|dance studio|spin|workout)\b/,
  noun: "fitness studio",
  specialty: "small-group training and classes for every fitness level",
  headlines: ["Stronger every week", "Find your strong"],
  primary: (rng) =>
    highlights(rng, "Classes & training", "Coached sessions that meet you where you are and keep you coming back.", [
      ["Strength training", "Coached small-group sessions to build strength safely and steadily."],
      ["Yoga & mobility", "Flowing classes that improve flexibility, balance and calm."],
      ["HIIT", "Short, intense workouts that fit into the busiest day."],
      ["Personal training", "One-to-one programmes built around your goals."],
      ["Beginners' course", "Four weeks to learn the basics with confidence."],
      ["Open gym", "Quality equipment and space to train on your own schedule."],
    ]),
};

const salon: Variant = {
  id: "salon",
  match: /\b(salon|spa|barber\w*|hair\w*|nails?|beauty|lashes|brows|facials?|massage|wellness)\b/,
  noun: "salon",
  specialty: "expert cuts, colour and treatments in a relaxing space",
  headlines: ["Look good, feel better", "Your hour of calm"],
  primary: (rng) =>
    highlights(rng, "Treatments", "Expert stylists and therapists, quality products and time that is all about you.", [
      ["Cut & finish", "A consultation, wash, precision cut and styling."],
      ["Colour", "From subtle gloss to full transformation, with a patch test first."],
      ["Balayage", "Hand-painted, natural-looking highlights that grow out beautifully."],
      ["Nails", "Manicures, pedicures and long-lasting gel in a calm setting."],
      ["Facials", "Tailored treatments for glowing, healthy skin."],
      ["Bridal packages", "Trials and on-the-day styling for the whole wedding party."],
    ]),
};

const nonprofit: Variant = {
  id: "nonprofit",
  match: /\b(non-?profit|charit\w*|foundation|volunteer\w*|community group|ngo|donat\w*|fundrais\w*)\b/,
  noun: "charity",
  specialty: "practical support for people in our community",
  headlines: ["Together, we make a difference", "Small acts, big change"],
  primary: (rng) =>
    highlights(rng, "What we do", "Every donation and every volunteer hour goes straight into work that changes lives.", [
      ["Community support", "Practical help for families facing hard times, from food to advice."],
      ["Youth programmes", "Mentoring and activities that help young people thrive."],
      ["Volunteering", "Give an hour or a day: there is a role for every skill."],
      ["Events & fundraising", "Walks, runs and community days that keep our work going."],
      ["Partnerships", "Working with local businesses and councils to reach more people."],
      ["Transparency", "Clear reporting on where every dollar goes."],
    ]),
};

const events: Variant = {
  id: "events",
  match: /\b(events?|weddings?|planner|planning|party|parties|venue|celebrations?|florist|flowers)\b/,
  noun: "events studio",
  specialty: "beautifully planned events without the stress",
  headlines: ["Beautiful events, none of the stress", "Celebrations to remember"],
  primary: (rng) =>
    highlights(rng, "What we offer", "From intimate dinners to weddings for two hundred, every detail handled with care.", [
      ["Full planning", "From first idea to last dance, we plan and run everything."],
      ["On-the-day coordination", "You plan it, we make sure it runs perfectly on the day."],
      ["Venue sourcing", "Shortlists of venues that fit your style, guest list and budget."],
      ["Styling & florals", "Design concepts, flowers and décor that feel like you."],
      ["Corporate events", "Launches, conferences and team celebrations, managed end to end."],
      ["Trusted suppliers", "Caterers, photographers and musicians we know and trust."],
    ]),
};

const realEstate: Variant = {
  id: "real-estate",
  match: /\b(real estate|realtor|estate agen\w*|property|properties|homes for sale|lettings|rentals?|mortgage)\b/,
  noun: "real estate agency",
  specialty: "honest advice for buying, selling and renting homes",
  headlines: ["Find the place you will love to call home", "Local experts in moving you forward"],
  primary: (rng) =>
    highlights(rng, "How we help", "Local knowledge, honest valuations and a team that keeps you informed at every step.", [
      ["Free valuations", "An accurate, evidence-based valuation with no obligation."],
      ["Selling", "Professional photos, wide marketing and skilled negotiation."],
      ["Buying", "Early access to new listings and help at every viewing."],
      ["Lettings & management", "Tenant finding, rent collection and maintenance handled for you."],
      ["First-time buyers", "Plain-English guidance through every step of your first purchase."],
      ["Local market reports", "Monthly updates on prices and demand in your area."],
    ]),
};

const general: Variant = {
  id: "general",
  match: null,
  noun: "local business",
  specialty: "friendly, reliable service from people who care",
  primary: (rng) =>
    highlights(rng, "What we offer", "A few reasons people keep coming back to us.", [
      ["Personal service", "You deal with real people who know your name and remember what you need."],
      ["Quality first", "We never cut corners, and we stand behind everything we do."],
      ["Fair prices", "Honest, upfront pricing with no hidden extras."],
      ["Flexible options", "Services that adapt to your schedule and your budget."],
      ["Local roots", "Proudly part of the community we serve."],
      ["Happy to help", "Questions, advice or a quick chat: we are always glad to hear from you."],
    ]),
};

export const otherKit: TypeKit = {
  audience: "visitors",
  variants: [fitness, salon, nonprofit, events, realEstate, general],
  eyebrows: ["Welcome to {name}", "Proudly local{inPlace}", "Good to meet you"],
  taglines: ["{Specialty}", "Made with care, shared with you", "Here for you"],
  headlines: ["Made with care, shared with you", "Welcome to {name}", "Something good starts here"],
  subheadlines: [
    "{name}: {specialty}{inPlace}. Have a look around and say hello.",
    "{Specialty}. Friendly, reliable and always happy to help.",
    "We are {name}, offering {specialty}. Find out what we do and how to reach us.",
  ],
  primaryCtas: ["Get in touch", "Say hello", "Contact us"],
  secondaryCta: "Learn more",
  aboutHeadings: ["About {name}", "Who we are", "Our story"],
  aboutParagraphs: [
    "{name} started with a simple idea: do something we love, do it well, and treat people the way we would like to be treated.",
    "Over the years we have grown thanks to word of mouth, loyal regulars and a lot of hard work.",
    "We care about the details, we listen, and we are always looking for ways to do things a little better.",
    "Whatever brings you here, we hope you find what you are looking for, and we would love to hear from you.",
  ],
  featuresHeading: ["Why people choose us", "Good to know"],
  featuresIntro: ["A few things that make us different."],
  defaultFeatures: [
    { title: "Friendly and personal", description: "You will always talk to a real person who cares about getting it right." },
    { title: "Quality you can trust", description: "We stand behind our work and do what we say we will." },
    { title: "Easy to reach", description: "Message, call or visit: we reply quickly and happily." },
  ],
  testimonials: [
    { quote: "{name} is a real gem. Friendly people, great quality and they always go the extra mile.", role: "Regular customer" },
    { quote: "From the first message to the final result, everything was easy and enjoyable.", role: "Happy client" },
    { quote: "I recommend them to everyone I know. You can tell they genuinely care.", role: "Local resident" },
    { quote: "Reliable, kind and excellent at what they do. We would not go anywhere else.", role: "Long-time customer" },
  ],
  faq: [
    { question: "How can I get in touch?", answer: "Email is the quickest way to reach us, and we reply within one working day." },
    { question: "Where are you based?", answer: "Details of where to find us are in the contact section below. We are always happy to give directions." },
    { question: "Do I need to book in advance?", answer: "Booking ahead is recommended, especially at busy times, but we always try to fit people in." },
    { question: "Do you offer gift vouchers?", answer: "Yes. Get in touch and we will arrange a voucher for any amount." },
  ],
  contactHeadings: ["Say hello", "Get in touch", "Contact us"],
  contactIntros: [
    "Questions, bookings or just want to know more? Send us a message and we will get back to you soon.",
  ],
  seoNoun: "local business",
  seoDescriptions: [
    "{name}: {specialty}{inPlace}. Find out what we offer and get in touch.",
    "{Specialty}. Find out what {name} offers and how to get in touch.",
  ],
};
