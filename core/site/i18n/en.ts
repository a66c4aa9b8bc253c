/**
 * The English table: every fixed string of a generated site, and the shape every other language's table
 * has (SiteWords). Day names, list joining and numbers are not here: they come from Intl (i18n.ts).
 * "{max}", "{trade}" and "{place}" are filled in by the code.
 */
export const en = {
  nav: {
    about: "About",
    offerings: "Offer",
    hours: "Hours",
    faq: "FAQ",
    contact: "Contact",
  },
  headings: {
    about: "About us",
    offerings: {
      menu: "Menu",
      services: "Services",
      products: "Products",
      classes: "Classes",
      portfolio: "Work",
      pricing: "Pricing",
    },
    pricing: "Pricing",
    hours: "Opening hours",
    timetable: "Timetable",
    faq: "Questions",
    story: "Our story",
    team: "Team",
    area: "Areas we serve",
    gallery: "Gallery",
    reviews: "What people say",
    contact: "Contact",
    notes: "Good to know",
  },
  buttons: {
    call: "Call",
    email: "Email us",
    directions: "Get directions",
    skip: "Skip to main content",
  },
  labels: {
    phone: "Phone",
    email: "Email",
    address: "Address",
    meetingPoint: "Meeting point",
    hours: "Hours",
    closed: "Closed",
    social: "Follow",
    mainNav: "Main",
  },
  footer: {
    rights: "All rights reserved.",
  },
  faq: {
    hours: "When are you open?",
    location: "Where are you?",
    area: "Which areas do you serve?",
    prices: "How much does it cost?",
    pricesAnswer: "Prices are listed on this page.",
    contact: "How can I get in touch?",
  },
  actions: {
    message: "Send a message",
    quickActions: "Quick actions",
    book: "Book online",
    shop: "Shop online",
    signup: "Sign up",
    page: "Visit our website",
  },
  form: {
    heading: "Send us a message",
    intro: "We will reply by email.",
    name: "Your name",
    email: "Your email",
    phone: "Phone",
    optional: "optional",
    message: "Message",
    send: "Send message",
    trap: "Leave this field empty",
    errorTitle: "Please check your message",
    errorSummary: "Your message was not sent yet. Please correct the following:",
    thanksTitle: "Thank you, your message was sent",
    thanksText: "We received your message and will reply by email.",
    back: "Back to the website",
    errors: {
      nameRequired: "Enter your name.",
      nameTooLong: "Your name can be at most {max} characters.",
      emailRequired: "Enter your email address so we can reply.",
      emailInvalid: "Enter an email address like name@example.com.",
      phoneInvalid: "Enter a phone number using digits, spaces and + ( ) - only.",
      messageRequired: "Write your message.",
      messageTooLong: "Your message can be at most {max} characters.",
      tooFast: "That was very quick. Please check your message and send it again.",
      expired: "This form was open for a long time. Please send your message again.",
      tooMany: "You have sent several messages in a short time. Please wait a few minutes and send again; your text is kept below.",
      siteBusy: "This site has received many messages today. Please try again tomorrow; your text is kept below.",
    },
  },
  compose: {
    inPlace: "{trade} in {place}",
  },
};

export type Words<T> = { [K in keyof T]: T[K] extends string ? string : Words<T[K]> };
/** A language's table: the English table's keys, each a string. */
export type SiteWords = Words<typeof en>;
