import type { IconCard } from "./types";

/** Home: 'Built For Growing Organizations', four audience cards (spec section 1). */
export const audiences: IconCard[] = [
  {
    icon: "rocket",
    title: "Series A-C startups",
    description: "Scale the platform and the team behind it without betting the company on your first architecture.",
  },
  {
    icon: "trending-up",
    title: "Scale-ups",
    description: "Replace heroics with repeatable operations, sane vendor contracts and infrastructure costs that grow slower than revenue.",
  },
  {
    icon: "refresh-cw",
    title: "Leadership transitions",
    description: "Keep delivery steady while a CTO leaves, arrives or is being hired, with an experienced hand on the wheel.",
  },
  {
    icon: "building",
    title: "Fast-growing SMBs",
    description: "Get CTO-level judgment on infrastructure, security and vendors at a fraction of an executive salary.",
  },
];
