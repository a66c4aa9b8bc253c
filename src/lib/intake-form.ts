/**
 * The create form's "Business details" draft (every field a string, as inputs hold them) and its
 * conversion to the API's `details` payload. Pure: no React.
 */
import {
  DETAIL_LIMITS,
  SOCIAL_NETWORKS,
  WEEK_DAYS,
  businessDetailsSchema,
  type BusinessDetails,
  type BusinessDetailsInput,
  type SiteLanguage,
  type SocialNetwork,
  type WeekDay,
} from "../../core/intake";

export interface DetailsDraft {
  phone: string;
  email: string;
  address: string;
  city: string;
  /** A booking page, shop or sign-up (https://...): the site's main button may open it. */
  link: string;
  /** Per day: the time as typed, and whether the day is closed. */
  hours: Record<WeekDay, { time: string; closed: boolean }>;
  offerings: Array<{ name: string; price: string; note: string }>;
  currency: string;
  language: SiteLanguage | "";
  social: Record<Exclude<SocialNetwork, "other">, string>;
  /** Strings from the owner's text they dismissed in "What we understood": sent so the server never uses them. */
  dismissed: string[];
}

export const CURRENCY_OPTIONS = ["USD", "EUR", "GBP", "CAD", "AUD", "JPY", "BRL", "MXN", "CHF", "INR"] as const;

export function emptyDetailsDraft(): DetailsDraft {
  return {
    phone: "",
    email: "",
    address: "",
    city: "",
    link: "",
    hours: Object.fromEntries(WEEK_DAYS.map((d) => [d, { time: "", closed: false }])) as DetailsDraft["hours"],
    offerings: [{ name: "", price: "", note: "" }],
    currency: "",
    language: "",
    social: Object.fromEntries(SOCIAL_NETWORKS.filter((n) => n !== "other").map((n) => [n, ""])) as DetailsDraft["social"],
    dismissed: [],
  };
}

/**
 * The `details` body for POST /api/projects, or null when nothing was filled in. Days with the same
 * time (or all closed) are grouped into one row, in week order.
 */
export function detailsPayload(d: DetailsDraft): BusinessDetailsInput | null {
  const hours: Array<{ days: WeekDay[]; time?: string; closed: boolean }> = [];
  for (const day of WEEK_DAYS) {
    const h = d.hours[day];
    const time = h.time.trim();
    if (!h.closed && !time) continue;
    const same = hours.find((r) => r.closed === h.closed && (r.time ?? "") === (h.closed ? "" : time));
    if (same) same.days.push(day);
    else hours.push(h.closed ? { days: [day], closed: true } : { days: [day], time, closed: false });
  }
  const offerings = d.offerings
    .filter((o) => o.name.trim())
    .map((o) => ({ name: o.name.trim(), ...(o.price.trim() ? { price: o.price.trim() } : {}), ...(o.note.trim() ? { note: o.note.trim() } : {}) }));
  const social = Object.entries(d.social)
    .filter(([, url]) => url.trim())
    .map(([network, url]) => ({ network, url: url.trim() }));
  const out: Record<string, unknown> = {
    ...(d.phone.trim() ? { phone: d.phone.trim() } : {}),
    ...(d.email.trim() ? { email: d.email.trim() } : {}),
    ...(d.address.trim() ? { address: d.address.trim() } : {}),
    ...(d.city.trim() ? { city: d.city.trim() } : {}),
    ...(d.link.trim() ? { link: d.link.trim() } : {}),
    ...(hours.length ? { hours } : {}),
    ...(offerings.length ? { offerings } : {}),
    ...(d.currency ? { currency: d.currency } : {}),
    ...(d.language ? { language: d.language } : {}),
    ...(social.length ? { social } : {}),
    ...(d.dismissed.length ? { dismissed: d.dismissed.slice(0, DETAIL_LIMITS.dismissed) } : {}),
  };
  // Shaped like the schema's input; `detailsProblem` (and the API) validate it.
  return Object.keys(out).length ? (out as BusinessDetailsInput) : null;
}

/** The first problem with the draft, for a toast; null when the API would accept it. */
export function detailsProblem(payload: BusinessDetailsInput | null): string | null {
  if (!payload) return null;
  const parsed = businessDetailsSchema.safeParse(payload);
  if (parsed.success) return null;
  const issue = parsed.error.issues[0];
  return issue ? `${issue.path.join(" ")}: ${issue.message}` : "Invalid business details";
}

export type { BusinessDetails };
