/** Documentation page (/documentation): four topic cards, support and community. */
import { site } from "../config/site";

export const documentationHero = {
  eyebrow: "Documentation",
  title: "Build, launch and grow with Lumen Spaces",
  lead: "Guides for creating your first website, the reference for our API, and the people who can help when you are stuck.",
  imageAlt:
    "The Lumen Spaces dashboard with a generated website, Harbor Street Bakery, marked Completed and Paid, and its buttons to view, publish, edit and download it.",
};

export const docTopics = [
  {
    icon: "rocket",
    title: "Quick Start",
    description: "Go from sign-in to a live website in a few minutes.",
    bullets: ["Sign in with your account", "Describe your business and pick a type", "Choose a template or go custom", "Pay and generate your site"],
    link: { label: "Create a website", href: "/create" },
  },
  {
    icon: "code",
    title: "API Reference",
    description: "Create projects, start generation and receive payment webhooks.",
    bullets: ["Session-based authentication", "Projects and status endpoints", "AI generation", "Signed payment webhooks"],
    link: { label: "Read the API reference", href: "/api-reference" },
  },
  {
    icon: "book",
    title: "Guides & Tutorials",
    description: "Step-by-step help for the things customers do most.",
    bullets: ["Writing a description that works", "Publishing to the App Store", "Connecting a custom domain", "Answers to common questions"],
    link: { label: "Open the Help Center", href: "/help-center" },
  },
  {
    icon: "users",
    title: "Community",
    description: "Meet other builders and the team behind the product.",
    bullets: ["Monthly office hours", "Showcase your published sites", "Request features", "News on the blog"],
    link: { label: "Visit the blog", href: "/blog" },
  },
] as const;

export const documentationSupport = {
  title: "Need a hand?",
  lead: "Our support team answers within one business day. The community is there around the clock.",
  supportLabel: "Contact Support",
  supportSubject: "Support request",
  discordLabel: "Join Discord",
  discordHref: site.social.discord.href,
};
