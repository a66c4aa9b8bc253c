/** The company's name and address as the server's own words (mail) and the site both say them. */
export const BRAND = {
  name: "Lumen Spaces",
  email: "hello@lumenspaces.dev",
} as const;
