/**
 * A bakery's site content with real hours (open Tue-Sat, closed Sun-Mon) and priced offerings, and the
 * request forms given in `requests`: the page the request-form tests and the Lighthouse script render.
 */
export const requestFormSiteContent = (language: string, requests: Record<string, unknown>) => ({
  language,
  facts: {
    phones: ["+1 503 555 0142"],
    emails: [],
    social: [],
    places: [],
    team: [],
    hours: [
      { days: ["tue", "wed", "thu", "fri", "sat"], label: "Tue–Sat", time: "8am-4pm", closed: false },
      { days: ["sun", "mon"], label: "Sun–Mon", closed: true },
    ],
  },
  sections: [
    {
      kind: "offerings",
      id: "menu",
      heading: "Menu",
      hidden: false,
      images: [],
      style: "menu",
      groups: [
        {
          items: [
            { name: "Sourdough loaf", price: "$8.50" },
            { name: "Cinnamon bun", price: "$4" },
            { name: "Birthday cake", price: "from $45" },
          ],
        },
      ],
    },
  ],
  settings: { contactForm: true, requests },
});
