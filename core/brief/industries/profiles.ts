import type { FaqTopic, Industry } from "./types";

/**
 * Shared defaults for the catalogue's entries (data, spread into each entry). An entry overrides any field.
 * Section kinds: hero, offerings, about, hours, area, timetable, pricing, gallery, team, faq, contact.
 */
type Profile = Omit<Industry, "id" | "name" | "terms" | "descriptor">;

const LOCAL_FAQ: FaqTopic[] = ["area", "hours", "prices", "contact"];
const VISIT_FAQ: FaqTopic[] = ["hours", "location", "prices", "payment"];
const BOOK_FAQ: FaqTopic[] = ["booking", "hours", "location", "prices"];

export const TRADE: Profile = {
  businessType: "Business",
  offeringsLabel: "Services",
  primarySection: "services",
  customerNoun: "customers",
  cta: "quote",
  faqTopics: LOCAL_FAQ,
  sections: ["hero", "offerings", "about", "area", "hours", "faq", "contact"],
  sector: "trades",
};

export const HOME: Profile = { ...TRADE, sector: "home" };

export const EATERY: Profile = {
  businessType: "Restaurant",
  offeringsLabel: "Menu",
  primarySection: "menu",
  customerNoun: "guests",
  cta: "visit",
  faqTopics: VISIT_FAQ,
  sections: ["hero", "offerings", "about", "hours", "faq", "contact"],
  sector: "food",
};

export const FOOD_SHOP: Profile = { ...EATERY, customerNoun: "customers", offeringsLabel: "Menu" };

export const FOOD_STORE: Profile = { ...EATERY, customerNoun: "customers", offeringsLabel: "Products", primarySection: "products" };

export const FOOD_MAKER: Profile = {
  ...EATERY,
  businessType: "E-commerce",
  offeringsLabel: "Products",
  primarySection: "products",
  customerNoun: "customers",
  cta: "order",
  faqTopics: ["prices", "payment", "contact", "location"],
};

export const CLINIC: Profile = {
  businessType: "Healthcare",
  offeringsLabel: "Treatments",
  primarySection: "services",
  customerNoun: "patients",
  cta: "book",
  faqTopics: ["booking", "hours", "location", "prices", "payment"],
  sections: ["hero", "offerings", "about", "team", "hours", "faq", "contact"],
  sector: "health",
};

export const THERAPY: Profile = { ...CLINIC, customerNoun: "clients", offeringsLabel: "Services" };

export const BEAUTY: Profile = {
  businessType: "Business",
  offeringsLabel: "Treatments",
  primarySection: "pricing",
  customerNoun: "clients",
  cta: "book",
  faqTopics: BOOK_FAQ,
  sections: ["hero", "offerings", "gallery", "about", "hours", "faq", "contact"],
  sector: "beauty",
};

export const PETS: Profile = {
  businessType: "Business",
  offeringsLabel: "Services",
  primarySection: "services",
  customerNoun: "pet owners",
  cta: "book",
  faqTopics: BOOK_FAQ,
  sections: ["hero", "offerings", "about", "hours", "area", "faq", "contact"],
  sector: "pets",
};

export const SCHOOL: Profile = {
  businessType: "Education",
  offeringsLabel: "Classes",
  primarySection: "classes",
  customerNoun: "students",
  cta: "enquire",
  faqTopics: ["booking", "prices", "location", "hours"],
  sections: ["hero", "offerings", "timetable", "pricing", "about", "faq", "contact"],
  sector: "education",
};

export const STUDIO_CLASSES: Profile = { ...SCHOOL, businessType: "Other", sector: "fitness", cta: "book" };

export const CREATIVE: Profile = {
  businessType: "Portfolio",
  offeringsLabel: "Work",
  primarySection: "portfolio",
  customerNoun: "clients",
  cta: "enquire",
  faqTopics: ["prices", "booking", "contact"],
  sections: ["hero", "offerings", "gallery", "about", "faq", "contact"],
  sector: "arts",
};

export const SHOP: Profile = {
  businessType: "E-commerce",
  offeringsLabel: "Products",
  primarySection: "products",
  customerNoun: "customers",
  cta: "order",
  faqTopics: ["prices", "payment", "contact"],
  sections: ["hero", "offerings", "about", "faq", "contact"],
  sector: "retail",
};

export const STORE_FRONT: Profile = { ...SHOP, cta: "visit", faqTopics: VISIT_FAQ, sections: ["hero", "offerings", "about", "hours", "faq", "contact"] };

export const TECH: Profile = {
  businessType: "Technology",
  offeringsLabel: "Services",
  primarySection: "services",
  customerNoun: "clients",
  cta: "enquire",
  faqTopics: ["prices", "contact", "payment"],
  sections: ["hero", "offerings", "pricing", "about", "faq", "contact"],
  sector: "tech",
};

export const PRO: Profile = {
  businessType: "Business",
  offeringsLabel: "Services",
  primarySection: "services",
  customerNoun: "clients",
  cta: "enquire",
  faqTopics: ["prices", "booking", "location", "contact"],
  sections: ["hero", "offerings", "about", "team", "faq", "contact"],
  sector: "professional",
};

export const NONPROFIT: Profile = {
  businessType: "Other",
  offeringsLabel: "What we do",
  primarySection: "services",
  customerNoun: "neighbours",
  cta: "enquire",
  faqTopics: ["hours", "location", "contact"],
  sections: ["hero", "about", "offerings", "hours", "faq", "contact"],
  sector: "nonprofit",
};

export const EVENTS: Profile = {
  businessType: "Business",
  offeringsLabel: "Packages",
  primarySection: "pricing",
  customerNoun: "clients",
  cta: "enquire",
  faqTopics: ["prices", "booking", "area", "contact"],
  sections: ["hero", "offerings", "gallery", "about", "faq", "contact"],
  sector: "events",
};

export const STAY: Profile = {
  businessType: "Business",
  offeringsLabel: "Rooms",
  primarySection: "pricing",
  customerNoun: "guests",
  cta: "book",
  faqTopics: ["booking", "location", "prices", "payment"],
  sections: ["hero", "offerings", "gallery", "about", "faq", "contact"],
  sector: "hospitality",
};

export const FITNESS: Profile = {
  businessType: "Other",
  offeringsLabel: "Memberships",
  primarySection: "pricing",
  customerNoun: "members",
  cta: "visit",
  faqTopics: ["hours", "prices", "location", "booking"],
  sections: ["hero", "offerings", "timetable", "pricing", "about", "hours", "faq", "contact"],
  sector: "fitness",
};

export const AUTO: Profile = {
  businessType: "Business",
  offeringsLabel: "Services",
  primarySection: "services",
  customerNoun: "customers",
  cta: "call",
  faqTopics: ["hours", "location", "prices", "payment"],
  sections: ["hero", "offerings", "about", "hours", "faq", "contact"],
  sector: "automotive",
};
