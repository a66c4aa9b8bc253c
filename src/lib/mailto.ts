/**
 * Building `mailto:` links (RFC 6068) that survive any text a person types: every header value is
 * percent-encoded as UTF-8 (so "&", "?", "#", "+", "%" and "=" stay part of the text), and line
 * breaks in the body become CRLF (%0D%0A) as the RFC asks, whatever the browser's textarea gave us.
 */

export interface MailDraft {
  /** One address or several. */
  to: string | string[];
  subject?: string;
  body?: string;
  cc?: string | string[];
  bcc?: string | string[];
}

/** Percent-encodes a header value; spaces become %20 (never "+", which mail clients keep literally). */
export function encodeMailtoValue(value: string): string {
  return encodeURIComponent(value);
}

/** Normalises every kind of line break to CRLF. */
export function toCrlf(text: string): string {
  return text.replace(/\r\n|\r|\n/g, "\r\n");
}

function encodeAddresses(addresses: string | string[]): string {
  const list = (Array.isArray(addresses) ? addresses : [addresses]).map((a) => a.trim()).filter(Boolean);
  // "@" may stay literal in the address part; everything else that is not unreserved is encoded.
  return list.map((a) => encodeURIComponent(a).replace(/%40/g, "@")).join(",");
}

export function buildMailtoUrl(draft: MailDraft): string {
  const params: string[] = [];
  if (draft.cc !== undefined && encodeAddresses(draft.cc)) params.push(`cc=${encodeAddresses(draft.cc)}`);
  if (draft.bcc !== undefined && encodeAddresses(draft.bcc)) params.push(`bcc=${encodeAddresses(draft.bcc)}`);
  if (draft.subject) params.push(`subject=${encodeMailtoValue(draft.subject)}`);
  if (draft.body) params.push(`body=${encodeMailtoValue(toCrlf(draft.body))}`);
  return `mailto:${encodeAddresses(draft.to)}${params.length > 0 ? `?${params.join("&")}` : ""}`;
}

/** The contact form's four fields (spec section 3). */
export interface ConsultationRequest {
  name: string;
  email: string;
  company?: string;
  message: string;
}

/** Placeholder for the optional company when it is left empty. */
export const COMPANY_NOT_PROVIDED = "Not provided";

/** The draft body: the four fields, one per line, the message last so its own line breaks read naturally. */
export function consultationBody(request: ConsultationRequest): string {
  const company = request.company?.trim() || COMPANY_NOT_PROVIDED;
  return [`Name: ${request.name.trim()}`, `Email: ${request.email.trim()}`, `Company: ${company}`, "", "Message:", request.message.trim()].join("\n");
}

/** The consultation request as a mail draft to `to` with `subject` (spec section 7). */
export function consultationMailtoUrl(request: ConsultationRequest, to: string, subject: string): string {
  return buildMailtoUrl({ to, subject, body: consultationBody(request) });
}

/** Shorthand used by the informational pages: a draft to one address. */
export function mailtoHref(to: string, fields: { subject?: string; body?: string; cc?: string } = {}): string {
  return buildMailtoUrl({ to, ...fields });
}

/** Careers (spec section 2): Apply opens a mail draft with subject 'Application for {title}'. */
export function applicationSubject(title: string): string {
  return `Application for ${title}`;
}
