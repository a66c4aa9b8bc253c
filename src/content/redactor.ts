/** Words of the redactor page (/redactor), its toasts (spec section 8) included. */
import { REDACTION_WORKER_THRESHOLD } from "../lib/redact";
import { count } from "../../core/plural";

const NUMBER = new Intl.NumberFormat("en-US");

export const redactorMeta = {
  title: "PII Redactor",
  description:
    "Remove emails, phone numbers, SSNs, account numbers, addresses, dates of birth and building identifiers from text. Runs entirely in your browser: nothing is uploaded.",
  keywords: ["PII redaction", "redact personal data", "privacy tool", "anonymize text", "building data"],
};

export const redactorHero = {
  eyebrow: "Tools · Live",
  title: "PII Redactor",
  lead: "Strip personal and building-identifying details from maintenance logs, tenant emails and sensor exports before you share them with vendors, consultants or an AI assistant.",
};

export const privacyNote = {
  title: "Nothing leaves your browser",
  text: "Your text is read and redacted on this device. No upload, no server call, no storage: close the tab and it is gone.",
};

export const redactorLabels = {
  inputHeading: "Your text",
  uploadLabel: "Upload a .txt file",
  uploadHint: "Plain text only, read on your device.",
  dropHint: "You can also drop a file here",
  textareaLabel: "Text to redact",
  textareaPlaceholder: "Paste an email thread, a work order or a sensor log...",
  sample: "Load sample text",
  redact: "Redact",
  redacting: "Redacting...",
  copy: "Copy",
  download: "Download",
  clear: "Clear",
  resultHeading: "Redacted result",
  emptyResult: "Your redacted text will appear here. Paste or upload something, then press Redact.",
  countLabel: (n: number) => (n === 1 ? "1 sensitive item redacted" : `${n.toLocaleString("en-US")} sensitive items redacted`),
  noneFound: "No sensitive items found. The text is unchanged.",
  categoriesHeading: "What was found",
  previewHeading: "Redacted text",
  previewNote: "Replacements are highlighted. Copy and Download give the plain text.",
  truncated: (shown: string, total: string) => `Showing the first ${shown} of ${total} characters. Copy or Download to get all of it.`,
  busy: "Redacting a large document in the background. The page stays responsive.",
  characters: (n: number) => count(n, "character", "characters", (x) => NUMBER.format(x)),
  pastedDocument: "Pasted text",
  largeDocument: "Large documents stay out of the editor so the page stays fast. Redact processes the whole text; Clear removes it.",
} as const;

/** Download before a result mirrors the spec's 'Nothing to Copy' (the spec names no message for it). */
export const nothingToDownload = { title: "Nothing to Download", description: "No redacted text available" };

export const howItWorks = {
  heading: "What gets redacted",
  /** Each example is run through redact() on the page, so the table always shows the real output. */
  items: [
    { label: "Email addresses", example: "jane.doe@acme.com" },
    { label: "US phone numbers", example: "(555) 123-4567" },
    { label: "Social Security numbers", example: "123-45-6789" },
    { label: "Account numbers (9+ digits)", example: "000123456789" },
    { label: "Street addresses", example: "1234 Main Street" },
    { label: "Dates of birth", example: "DOB: 03/14/1985" },
    { label: "Buildings and units", example: "Building C, Unit 12B" },
    { label: "Devices", example: "HVAC-12, Sensor-7" },
    { label: "Temperatures", example: "72.5°F" },
    { label: "Energy readings", example: "1,250 kWh" },
  ],
  footnote: `Documents over ${REDACTION_WORKER_THRESHOLD.toLocaleString("en-US")} characters are processed in a background thread, so even multi-megabyte exports redact without freezing the page. Always review the result before sharing: automated redaction catches patterns, not meaning.`,
};

export const sampleText = `Work order WO-2291 (submitted by jane.doe@northwind-properties.com)

Tenant: Jane Doe, DOB: 03/14/1985, SSN 123-45-6789
Address: 1234 Maple Avenue, Building C, Unit 12B
Phone: (555) 123-4567, alt +1 555 987 6543
Billing account: 000123456789

Issue: HVAC-12 on the roof keeps short-cycling. Sensor-7 in the lobby read 78.5°F at 2 pm
while the setpoint was 71.0°F. Last month the building used 18,450 kWh, up 12% on last year.
Please call the tenant before 5 pm and email facilities@northwind-properties.com when done.`;

/** The redactor's toasts (spec section 8). */
export const REDACTOR_MESSAGES = {
  unsupportedFile: { title: "Unsupported File Type", description: "Please upload a .txt file" },
  noContent: { title: "No Content", description: "Please enter text or upload a file to redact" },
  nothingToCopy: { title: "Nothing to Copy", description: "No redacted text available" },
  copyFailed: { title: "Copy Failed", description: "Please select and copy manually" },
  copied: { title: "Copied!", description: "Redacted text copied to clipboard" },
  downloaded: { title: "Download Complete", description: "Redacted document has been downloaded" },
  complete: (count: number) => ({
    title: "Redaction Complete",
    description: `Successfully redacted ${count} sensitive items`,
  }),
} as const;
