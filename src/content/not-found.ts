/** The 404 page: the spec's title and text (section 2, route table), then ways on. */
export const notFound = {
  title: "Page Not Found",
  text: "Did you forget to add the page to the router?",
  description: "The page you were looking for does not exist.",
  searchLabel: "Search the help center",
  searchPlaceholder: "Search articles and answers",
  searchButton: "Search",
  actions: [
    { label: "Go to the home page", href: "/" },
    { label: "Contact us", href: "/contact" },
  ],
  waysOnTitle: "Or try one of these",
  waysOn: [
    { label: "The platform", href: "/platform", description: "AI website generator and builders" },
    { label: "Tools", href: "/tools", description: "Redactor, occupancy, energy and playbooks" },
    { label: "Blog", href: "/blog", description: "Human-first AI and how we build" },
    { label: "Help Center", href: "/help-center", description: "Guides and answers to common questions" },
  ],
} as const;
