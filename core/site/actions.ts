import { stringsFor } from "./i18n";
/**
 * The right next step: each kind of business has an ordered list of primary actions; the first one
 * the owner's facts support becomes the hero's button and the phone's sticky bar. An action we
 * cannot carry out (no phone, no address...) never becomes a button.
 *
 * - call: a phone number; directions: a street address (or meeting point); email: an address;
 * - form: the hosted site's contact form (only where the page is served with one);
 * - link: a page of the owner's own (a booking page, a shop, a sign-up) when they gave one.
 */
import type { RequestKind } from "../request-status";

export const ACTIONS = ["call", "directions", "email", "form", "link"] as const;
export type PrimaryAction = (typeof ACTIONS)[number];

/** By what a visitor of the kind usually does (the catalogue's `cta`). */
export const CTA_ACTIONS: Readonly<Record<string, readonly PrimaryAction[]>> = {
  call: ["call", "email", "form", "directions"],
  visit: ["directions", "call", "email", "form"],
  quote: ["call", "email", "form", "directions"],
  book: ["link", "call", "email", "form", "directions"],
  order: ["link", "email", "call", "form", "directions"],
  enquire: ["email", "form", "call", "link", "directions"],
};

/** Every sector has a list, for kinds whose `cta` is unknown. */
export const SECTOR_ACTIONS: Readonly<Record<string, readonly PrimaryAction[]>> = {
  trades: CTA_ACTIONS.call as readonly PrimaryAction[],
  home: CTA_ACTIONS.quote as readonly PrimaryAction[],
  food: CTA_ACTIONS.visit as readonly PrimaryAction[],
  health: CTA_ACTIONS.book as readonly PrimaryAction[],
  beauty: CTA_ACTIONS.book as readonly PrimaryAction[],
  pets: CTA_ACTIONS.book as readonly PrimaryAction[],
  education: CTA_ACTIONS.enquire as readonly PrimaryAction[],
  arts: CTA_ACTIONS.enquire as readonly PrimaryAction[],
  retail: CTA_ACTIONS.order as readonly PrimaryAction[],
  tech: ["link", "email", "form", "call"],
  professional: CTA_ACTIONS.enquire as readonly PrimaryAction[],
  nonprofit: CTA_ACTIONS.enquire as readonly PrimaryAction[],
  events: CTA_ACTIONS.enquire as readonly PrimaryAction[],
  hospitality: CTA_ACTIONS.book as readonly PrimaryAction[],
  fitness: CTA_ACTIONS.visit as readonly PrimaryAction[],
  automotive: CTA_ACTIONS.call as readonly PrimaryAction[],
};

/** Kinds whose order differs from their `cta`'s. */
export const KIND_ACTIONS: Readonly<Record<string, readonly PrimaryAction[]>> = {
  saas: ["link", "email", "form"],
  "online-course": ["link", "email", "form"],
  "app-developer": ["email", "form", "link", "call"],
  locksmith: ["call", "email", "form"],
  towing: ["call", "email"],
  "funeral-home": ["call", "email", "directions", "form"],
  hostel: ["link", "call", "email", "directions"],
};

const NEUTRAL: readonly PrimaryAction[] = ["call", "email", "form", "directions", "link"];

/** What the owner's link is for, from the kind (its label on the button). */
export const LINK_PURPOSES = ["book", "shop", "signup", "page"] as const;
export type LinkPurpose = (typeof LINK_PURPOSES)[number];

const SECTOR_LINK: Readonly<Record<string, LinkPurpose>> = {
  health: "book",
  beauty: "book",
  pets: "book",
  hospitality: "book",
  fitness: "book",
  retail: "shop",
  food: "shop",
  tech: "signup",
};

export function linkPurposeFor(kind: ActionKind | null): LinkPurpose {
  if (!kind) return "page";
  if (kind.id === "saas" || kind.id === "online-course") return "signup";
  if (kind.cta === "book") return "book";
  if (kind.cta === "order") return "shop";
  return (kind.sector ? SECTOR_LINK[kind.sector] : undefined) ?? "page";
}

/**
 * The link button's words in the site's language (the `actions` group of its table: says where it goes,
 * never what is offered there: no "free trial" unless the owner says so, which a fixed label cannot know).
 */
export function linkLabel(language: string, purpose: LinkPurpose | undefined): string {
  return stringsFor(language).actions[purpose ?? "page"];
}

export interface ActionKind {
  id: string;
  sector?: string;
  cta?: string;
}

export function actionsFor(kind: ActionKind | null): readonly PrimaryAction[] {
  if (!kind) return NEUTRAL;
  return KIND_ACTIONS[kind.id] ?? (kind.cta ? CTA_ACTIONS[kind.cta] : undefined) ?? (kind.sector ? SECTOR_ACTIONS[kind.sector] : undefined) ?? NEUTRAL;
}

export interface ActionFacts {
  phone?: boolean;
  address?: boolean;
  email?: boolean;
  form?: boolean;
  link?: boolean;
}

/** The kind's actions the owner's facts support, in order (the first is the hero's and the sticky bar's). */
export function supportedActions(order: readonly PrimaryAction[], facts: ActionFacts): PrimaryAction[] {
  const has: Record<PrimaryAction, boolean> = {
    call: !!facts.phone,
    directions: !!facts.address,
    email: !!facts.email,
    form: !!facts.form,
    link: !!facts.link,
  };
  const out = order.filter((a) => has[a]);
  // Anything supported but not in the kind's list still comes after (a phone is never hidden).
  for (const a of ACTIONS) if (has[a] && !out.includes(a)) out.push(a);
  return out;
}

const REQUEST_FIT: Readonly<Record<RequestKind, { ctas: readonly string[]; sectors: readonly string[] }>> = {
  booking: { ctas: ["book"], sectors: ["health", "beauty", "pets", "hospitality", "fitness", "education"] },
  order: { ctas: ["order"], sectors: ["food", "retail"] },
  quote: { ctas: ["quote", "call"], sectors: ["trades", "home", "automotive", "events", "professional"] },
};

/** Whether a request form fits the kind of business enough to lead its actions (book for salons and clinics, order for food, quote for trades). */
export function requestFormFits(kind: ActionKind | null, form: RequestKind): boolean {
  if (!kind) return false;
  const fit = REQUEST_FIT[form];
  return (kind.cta !== undefined && fit.ctas.includes(kind.cta)) || (kind.sector !== undefined && fit.sectors.includes(kind.sector));
}
