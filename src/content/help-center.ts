/** Help Center page (/help-center). Topics and FAQ entries are collections (help-topics, faq). */
export const helpHero = {
  eyebrow: "Help Center",
  title: "How can we help?",
  lead: "Search the guides and common questions, or write to us and a person will reply.",
  searchLabel: "Search help articles and questions",
  searchPlaceholder: "Try “domain” or “price”",
  searchButton: "Search",
};

export const helpSections = {
  topicsTitle: "Browse by topic",
  faqTitle: "Frequently asked questions",
  noResultsTitle: "No results found",
  noResultsText: "Try fewer or different words, or ask our support team directly.",
  clearLabel: "Clear search",
};

export const helpSupport = {
  title: "Still need help?",
  lead: "Tell us what you were trying to do and what happened. We answer within one business day.",
  label: "Contact Support",
  subject: "Help Center question",
};
