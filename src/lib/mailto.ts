/**
 * `mailto:` links (RFC 6068). Header values are percent-encoded with encodeURIComponent, so a space
 * is `%20` (never `+`, which mail clients show literally) and line breaks in a body become `%0D%0A`.
 */
export interface MailFields {
  subject?: string;
  body?: string;
  cc?: string;
}

export function mailtoHref(to: string, fields: MailFields = {}): string {
  const params: string[] = [];
  for (const key of ["subject", "body", "cc"] as const) {
    const value = fields[key];
    if (!value) continue;
    const text = key === "body" ? value.replace(/\r?\n/g, "\r\n") : value;
    params.push(`${key}=${encodeURIComponent(text)}`);
  }
  return `mailto:${to}${params.length > 0 ? `?${params.join("&")}` : ""}`;
}

/** Careers (spec section 2): Apply opens a mail draft with subject 'Application for {title}'. */
export function applicationSubject(title: string): string {
  return `Application for ${title}`;
}
