/** The 404 page: the spec's title and text (section 2, route table), then ways on. */
export const notFound = {
  title: "Page Not Found",
  text: "Did you forget to add the page to the router?",
  description: "The page you were looking for does not exist.",
  searchLabel: "Search the help center",
  searchPlaceholder: "Search articles and answers",
  searchButton: "Search",
  waysOn: [
    { label: "Advisory home", href: "/", description: "Fractional CTO and technical advisory" },
    { label: "The platform", href: "/platform", description: "AI website generator and builders" },
    { label: "Tools", href: "/tools", description: "Redactor, occupancy, energy and playbooks" },
    { label: "Contact us", href: "/contact", description: "Tell us what you were looking for" },
  ],
} as const;
