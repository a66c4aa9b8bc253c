/** Careers page (/careers). Positions are the `jobs` collection. */
export const careersHero = {
  eyebrow: "Careers",
  title: "Build human-first technology with us",
  lead: "A small, senior team shipping AI tools people trust and advising organizations on the buildings and systems they run.",
};

export const careersValues = [
  { title: "Small and senior", description: "Everyone owns real outcomes. No layers between you and the customer." },
  { title: "Remote by default", description: "Work from where you do your best work, with overlap hours that respect time zones." },
  { title: "Measured, not guessed", description: "We ship, measure and say plainly what worked and what did not." },
];

export const careersBenefits = [
  "Competitive salary and equity",
  "Health, dental and vision cover",
  "Four weeks of paid time off plus public holidays",
  "$1,500 yearly learning budget",
  "Home office setup allowance",
  "Paid parental leave",
];

export const careersProcess = [
  { title: "Intro call", description: "30 minutes about you, the role and what you want next." },
  { title: "Work sample", description: "A short, paid exercise close to the real job, or a walk through work you have done." },
  { title: "Team conversations", description: "Meet the people you would work with most." },
  { title: "Offer", description: "A clear offer within a week of your last conversation." },
];

export const generalApplication = {
  title: "Don't see your role?",
  lead: "We are always glad to hear from thoughtful engineers, designers and building-technology specialists.",
  label: "Send a general application",
  subject: "General application",
};
