/**
 * A generated site's settings as stored in its content JSON (`content.settings`): the contact form on
 * or off (on by default) and the address its messages are sent to. Read defensively: content written
 * before settings existed has none.
 */
export interface SiteSettings {
  contactForm: boolean;
  ownerEmail?: string;
}

export function siteSettings(content: unknown): SiteSettings {
  const raw = (content && typeof content === "object" ? (content as { settings?: unknown }).settings : undefined) as
    | { contactForm?: unknown; ownerEmail?: unknown }
    | undefined;
  const ownerEmail = typeof raw?.ownerEmail === "string" && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw.ownerEmail.trim()) ? raw.ownerEmail.trim() : undefined;
  return { contactForm: raw?.contactForm !== false, ...(ownerEmail ? { ownerEmail } : {}) };
}
