/** Playbooks page (/playbooks). Playbooks are the `playbooks` collection. */
export const playbooksHero = {
  eyebrow: "Implementation playbooks",
  title: "Proven plans for smart-building projects",
  lead: "Each playbook is written from real engagements: the steps, how long they take and who needs to be in the room.",
};

export const playbookText = {
  outline: "What's inside",
  request: "Request this playbook",
  requestSubject: (title: string) => `Playbook request: ${title}`,
  notify: "Notify me when it's ready",
  notifySubject: (title: string) => `Notify me: ${title}`,
  labels: { category: "Category", duration: "Duration", audience: "Audience" },
};

export const playbooksCta = {
  title: "Want us to run one with you?",
  lead: "We lead the playbook alongside your team and leave the process in place when we are done.",
  primary: { label: "Contact us", href: "/contact" },
  secondary: { label: "Browse all tools", href: "/tools" },
};
