import type { Rng } from "../prng";
import type { Section } from "../schema";
import type { TypeKit, Variant } from "./types";

type Item = readonly [name: string, description: string];

const WEEKDAY_HOURS = [
  { days: "Monday – Friday", hours: "8:00 am – 6:00 pm" },
  { days: "Saturday", hours: "9:00 am – 1:00 pm" },
  { days: "Sunday", hours: "Closed" },
];

function care(rng: Rng, heading: string, intro: string, list: readonly Item[], hours = WEEKDAY_HOURS): Section {
  return {
    kind: "care",
    heading,
    intro,
    services: rng
      .sample(list, 6)
      .sort((a, b) => list.indexOf(a) - list.indexOf(b))
      .map(([name, description]) => ({ name, description })),
    hours: hours.map((h) => ({ ...h })),
  };
}

const dental: Variant = {
  id: "dental",
  match: /\b(dent\w*|teeth|tooth|orthodont\w*|smile|hygienist|invisalign)\b/,
  noun: "dental practice",
  specialty: "gentle, modern dentistry for the whole family",
  headlines: ["Gentle dentistry for the whole family", "Healthy smiles, without the nerves"],
  primary: (rng) =>
    care(rng, "Our treatments", "Modern equipment, clear prices and a calm, unhurried approach for nervous patients.", [
      ["Check-ups & cleaning", "Thorough exams and hygienist visits to keep teeth and gums healthy."],
      ["Fillings & crowns", "Natural-looking, long-lasting repairs, usually in a single visit."],
      ["Teeth whitening", "Safe, dentist-led whitening for a brighter smile."],
      ["Invisible aligners", "Straighter teeth with clear, removable aligners."],
      ["Children's dentistry", "Friendly first visits that build good habits for life."],
      ["Emergency appointments", "Same-day care for toothache, chips and broken fillings."],
      ["Dental implants", "Permanent replacements for missing teeth that look and feel natural."],
    ]),
};

const physio: Variant = {
  id: "physio",
  match: /\b(physio\w*|physical therap\w*|chiropract\w*|osteopath\w*|sports injur\w*|rehab\w*|massage|sports medicine)\b/,
  noun: "physiotherapy clinic",
  specialty: "expert physiotherapy to get you moving again",
  headlines: ["Move better, feel stronger", "Get back to what you love, pain-free"],
  primary: (rng) =>
    care(rng, "Treatments", "Hands-on treatment and exercise plans built around your goals, from desk to marathon.", [
      ["Sports injuries", "Assessment and rehab for sprains, strains and overuse injuries."],
      ["Back & neck pain", "Relief for acute and long-term pain, and advice to keep it away."],
      ["Post-surgery rehab", "Structured recovery after joint replacements and orthopaedic surgery."],
      ["Sports massage", "Deep tissue work to relieve tension and speed up recovery."],
      ["Clinical Pilates", "Small classes that build core strength and better movement."],
      ["Workplace assessments", "Desk and posture reviews to prevent aches before they start."],
    ]),
};

const mental: Variant = {
  id: "mental",
  match: /\b(therap(y|ist|ists)|counsel\w*|psycholog\w*|psychiatr\w*|mental health|anxiety|wellbeing|well-being)\b/,
  noun: "therapy practice",
  specialty: "compassionate, confidential therapy for adults, couples and young people",
  headlines: ["A safe space to talk", "Support for your mind, at your pace"],
  primary: (rng) =>
    care(rng, "How we can help", "Evidence-based therapy with accredited clinicians, in person or online.", [
      ["Individual therapy", "One-to-one sessions for anxiety, low mood, stress and life changes."],
      ["Couples counselling", "A neutral space to communicate better and work through difficulties."],
      ["Cognitive behavioural therapy", "Practical, structured CBT with tools you can use every day."],
      ["Young people", "Specialist support for teenagers, with parents involved where it helps."],
      ["Online sessions", "Secure video sessions from wherever you feel most comfortable."],
      ["Workplace wellbeing", "Workshops and confidential support for teams and managers."],
    ], [
      { days: "Monday – Thursday", hours: "9:00 am – 8:00 pm" },
      { days: "Friday", hours: "9:00 am – 5:00 pm" },
      { days: "Weekends", hours: "By appointment" },
    ]),
};

const veterinary: Variant = {
  id: "veterinary",
  match: /\b(vets?|veterinar\w*|animal (hospital|clinic)|pets?|dogs?|cats?)\b/,
  noun: "veterinary clinic",
  specialty: "kind, expert care for cats, dogs and small pets",
  headlines: ["Expert care for the animals you love", "Kind, calm vet care"],
  primary: (rng) =>
    care(rng, "Our services", "Fear-free handling, clear prices and vets who take time to explain.", [
      ["Wellness exams", "Annual check-ups, vaccinations and parasite prevention."],
      ["Dental care", "Cleaning and treatment under safe, monitored anaesthesia."],
      ["Surgery", "Routine and advanced procedures in our modern theatre."],
      ["Diagnostics", "In-house lab, X-ray and ultrasound for fast answers."],
      ["Puppy & kitten care", "Everything a new arrival needs, in one friendly package."],
      ["Urgent care", "Same-day appointments for sudden illness and injuries."],
    ]),
};

const clinic: Variant = {
  id: "clinic",
  match: null,
  noun: "health clinic",
  specialty: "friendly, thorough healthcare for the whole family",
  primary: (rng) =>
    care(rng, "Our services", "Same-week appointments, experienced clinicians and time to talk things through.", [
      ["General consultations", "Unhurried appointments for new concerns and ongoing conditions."],
      ["Preventive check-ups", "Health checks, screening and advice to stay well."],
      ["Vaccinations", "Routine, travel and seasonal vaccines for all ages."],
      ["Women's health", "Contraception, cervical screening, pregnancy and menopause care."],
      ["Children's health", "Check-ups, immunisations and advice for growing families."],
      ["Chronic condition care", "Ongoing support for diabetes, asthma, blood pressure and more."],
      ["Minor procedures", "Stitches, skin checks and small procedures, done in-house."],
    ]),
};

export const healthcareKit: TypeKit = {
  audience: "patients",
  variants: [dental, physio, mental, veterinary, clinic],
  eyebrows: ["Now welcoming new patients", "Caring for our community{inPlace}", "Welcome to {name}"],
  taglines: ["{Specialty}", "Caring for you, every step of the way", "Expert care, close to home"],
  headlines: ["Expert care, close to home", "Healthcare that puts you first", "Caring for you, every step of the way"],
  subheadlines: [
    "{name} offers {specialty}{inPlace}. Easy booking, experienced clinicians and time to listen.",
    "{Specialty}, with same-week appointments and a team that knows you by name.",
    "From routine check-ups to ongoing care, {name} is here for you with {specialty}.",
  ],
  primaryCtas: ["Book an appointment", "Request an appointment", "Book a visit"],
  secondaryCta: "Our services",
  aboutHeadings: ["About {name}", "Care you can trust", "Our approach"],
  aboutParagraphs: [
    "At {name}, we believe good care starts with listening. Appointments are unhurried, explanations are clear, and you are always part of the decision.",
    "Our experienced, registered clinicians keep up to date with the latest evidence so you get care that is safe, effective and right for you.",
    "We are proud to be part of the local community, caring for families across generations.",
    "Our practice is fully accessible, with step-free access and staff happy to help with anything you need.",
  ],
  featuresHeading: ["Why patients choose us", "Care made easy"],
  featuresIntro: ["Small things that make a big difference to your visit."],
  defaultFeatures: [
    { title: "Same-week appointments", description: "Book online or by phone and be seen quickly, without long waits." },
    { title: "Experienced clinicians", description: "Registered, qualified professionals who take time to explain." },
    { title: "Clear pricing", description: "Costs explained before any treatment, with no surprises." },
    { title: "Accessible practice", description: "Step-free access, accessible facilities and help when you need it." },
  ],
  testimonials: [
    { quote: "The team at {name} made me feel at ease from the moment I walked in. Everything was explained clearly.", role: "Patient" },
    { quote: "Finally a practice where nobody rushes you. I have recommended them to my whole family.", role: "Long-time patient" },
    { quote: "Easy booking, no waiting and genuinely kind staff. It makes such a difference.", role: "New patient" },
    { quote: "They treated my daughter with real patience and made the visit fun for her.", role: "Parent" },
  ],
  faq: [
    { question: "Are you accepting new patients?", answer: "Yes. You can book your first appointment online or call us during opening hours." },
    { question: "What should I bring to my first visit?", answer: "Photo ID, any insurance details and a list of medications you take. Please arrive ten minutes early." },
    { question: "Do you accept insurance?", answer: "We work with most major insurers. Contact us and we will confirm your cover before your visit." },
    { question: "What if I need to cancel?", answer: "Please give us 24 hours' notice so we can offer your slot to another patient." },
    { question: "Do you offer urgent appointments?", answer: "We keep same-day slots for urgent problems. Call us as early as possible." },
  ],
  contactHeadings: ["Book your visit", "Contact us", "Get in touch"],
  contactIntros: [
    "Book an appointment, ask a question or register as a new patient. Our reception team is happy to help.",
    "Call, email or book online. In an emergency, please call your local emergency number.",
  ],
  contactHours: "Mon–Fri · 8 am – 6 pm · Sat · 9 am – 1 pm",
  seoNoun: "healthcare",
  seoDescriptions: [
    "{name} offers {specialty}{inPlace}. Book an appointment online today.",
    "{Specialty}. Experienced clinicians, same-week appointments and clear pricing at {name}.",
  ],
};
