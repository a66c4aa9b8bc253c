/** Blog index words (/blog). Posts are the `blog` collection (Markdown). */
export const blogHero = {
  eyebrow: "Blog",
  title: "Notes on human-first AI and smart spaces",
  lead: "How we build, what we believe about AI, and what our customers and community are making.",
};

export const blogFilterLabel = "Filter posts by category";
export const blogEmptyText = "No posts in this category yet.";

export const newsletter = {
  title: "Get new posts by email",
  lead: "One email when we publish something new. No tracking pixels, unsubscribe with a reply.",
  label: "Email address",
  button: "Subscribe",
  /** The mail draft the form opens: nothing is sent until the reader presses send. */
  subject: "Subscribe me to the Lumen Spaces blog",
  body: (email: string) => `Please add ${email} to the Lumen Spaces blog newsletter.`,
  invalid: "Enter a valid email address, like name@example.com.",
  opened: "Your email app should open with the subscription request ready to send.",
  reopen: "Open the email again",
};

export const postFooter = {
  back: "All posts",
  moreTitle: "Keep reading",
};
