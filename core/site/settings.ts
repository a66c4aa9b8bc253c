import { REQUEST_KINDS, type RequestKind } from "./requests";

/**
 * A generated site's settings as stored in its content JSON (`content.settings`): the contact form on
 * or off (on by default), the address its messages are sent to, and the request forms that are on
 * with the owner's own labels. Read defensively: content written before settings existed has none.
 */
export interface RequestFormLabels {
  /** This form leads the page's actions. */
  primary?: boolean;
  /** The order form offers delivery beside pickup (order only). */
  delivery?: boolean;
  heading?: string;
  intro?: string;
  send?: string;
}

export interface SiteSettings {
  contactForm: boolean;
  ownerEmail?: string;
  /** The request forms that are on, each with the labels the owner wrote (absent: the default words). */
  requests: Partial<Record<RequestKind, RequestFormLabels>>;
}

const LABEL_MAX = { heading: 80, intro: 300, send: 40 } as const;

function requestForms(raw: unknown): SiteSettings["requests"] {
  const out: SiteSettings["requests"] = {};
  if (!raw || typeof raw !== "object") return out;
  for (const kind of REQUEST_KINDS) {
    const form = (raw as Record<string, unknown>)[kind] as Record<string, unknown> | undefined;
    if (!form || typeof form !== "object" || form.on !== true) continue;
    const labels: RequestFormLabels = {};
    for (const key of ["heading", "intro", "send"] as const) {
      const v = form[key];
      if (typeof v === "string" && v.trim() && v.trim().length <= LABEL_MAX[key]) labels[key] = v.trim();
    }
    if (form.primary === true) labels.primary = true;
    if (kind === "order" && form.delivery === true) labels.delivery = true;
    out[kind] = labels;
  }
  return out;
}

export function siteSettings(content: unknown): SiteSettings {
  const raw = (content && typeof content === "object" ? (content as { settings?: unknown }).settings : undefined) as
    | { contactForm?: unknown; ownerEmail?: unknown; requests?: unknown }
    | undefined;
  const ownerEmail = typeof raw?.ownerEmail === "string" && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw.ownerEmail.trim()) ? raw.ownerEmail.trim() : undefined;
  return { contactForm: raw?.contactForm !== false, ...(ownerEmail ? { ownerEmail } : {}), requests: requestForms(raw?.requests) };
}
