/**
 * Words of the booking, order and quote request forms of hosted sites. The visitor's words (the forms,
 * their refusals, thank-you pages and the answer mail) are a word group of the site's i18n system, one
 * table per site language in core/site/i18n/requests/<lang>.ts; here their numbers are written by Intl
 * for the language. The owner's words (the notice mail, the answer page, the inbox's kind names) stay
 * English like the rest of the dashboard: REQUEST_OWNER_WORDS. Name, email, phone and the form-wide errors
 * are the contact form's (core/content/contact-form.ts).
 */
import { SITE_LANGUAGES } from "../intake";
import type { RequestStatus } from "../request-status";
import { MAX_IMAGE_BYTES } from "../site/editor";
import { isSiteLanguage, stringsFor } from "../site/i18n";
import { REQUEST_WORDS, type RequestWords } from "../site/i18n/requests";
import { BOOKING_MAX_DAYS_AHEAD, ORDER_QUANTITY_MAX, REQUEST_NOTE_MAX, type RequestKind } from "../site/requests";

/**
 * A site language's request words with their numbers written: still holding "{day}" and "{hours}"
 * (errors.outsideHoursOn) and "{site}" (the answer mail), filled where they are known (fillWords).
 */
export type RequestFormWords = RequestWords;

/** The forms of a date and a time the fields take (ISO 8601), shown as examples in every language. */
const DATE_EXAMPLE = "2026-05-14";
const TIME_EXAMPLE = "14:30";

/** "{name}" placeholders replaced by the values given; any other text, and placeholders not given, unchanged. */
export function fillWords(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{([a-z]+)\}/gi, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name] as string) : whole));
}

function build(language: string): RequestFormWords {
  const lang = isSiteLanguage(language) ? language : "en";
  const raw = REQUEST_WORDS[lang];
  const t = stringsFor(lang);
  const size = new Intl.NumberFormat(t.locale, { style: "unit", unit: "megabyte", unitDisplay: "short" }).format(MAX_IMAGE_BYTES / (1024 * 1024));
  const e = raw.errors;
  return {
    ...raw,
    photoHint: fillWords(raw.photoHint, { size }),
    errors: {
      ...e,
      dateInvalid: fillWords(e.dateInvalid, { example: DATE_EXAMPLE }),
      dateTooFar: fillWords(e.dateTooFar, { days: t.number(BOOKING_MAX_DAYS_AHEAD) }),
      timeInvalid: fillWords(e.timeInvalid, { example: TIME_EXAMPLE }),
      itemsRequired: fillWords(e.itemsRequired, { min: t.number(1) }),
      quantityInvalid: fillWords(e.quantityInvalid, { min: t.number(0), max: t.number(ORDER_QUANTITY_MAX) }),
      noteTooLong: fillWords(e.noteTooLong, { max: t.number(REQUEST_NOTE_MAX) }),
      photoInvalid: fillWords(e.photoInvalid, { size }),
    },
  };
}

const BUILT: Readonly<Record<string, RequestFormWords>> = Object.fromEntries(SITE_LANGUAGES.map((l) => [l, build(l)]));

/** The request words of a site language; English for anything else. */
export function requestFormWords(language: unknown): RequestFormWords {
  return (typeof language === "string" && Object.hasOwn(BUILT, language) && BUILT[language]) || (BUILT.en as RequestFormWords);
}

/** The English words, for the editor's hints (the defaults an owner may replace). */
export const REQUEST_WORDS_EN: RequestFormWords = requestFormWords("en");

/** The owner's words: the notice mail, the one-click answer page and the inbox. English, as the dashboard is. */
export const REQUEST_OWNER_WORDS = {
  /** The inbox's name of each kind, and the notice's. */
  kindName: { booking: "booking", order: "order", quote: "quote" } satisfies Record<RequestKind, string>,
  noticeSubject: { booking: "New booking request", order: "New order request", quote: "New quote request" } satisfies Record<RequestKind, string>,
  status: { new: "New", confirmed: "Confirmed", declined: "Declined" } satisfies Record<RequestStatus, string>,
  details: {
    service: "Service",
    date: "Day",
    time: "Time",
    items: "Items",
    estimate: "Estimated total",
    photo: "Photo",
    fulfilment: "Pickup or delivery",
    pickup: "Pickup",
    delivery: "Delivery to",
  },
  confirm: "Confirm",
  decline: "Decline",
  ownerNote: "A short note to the customer (optional)",
  answered: "This request was already answered. Nothing was changed.",
  answerDone: (status: string) => `Done: the request is ${status}. The customer gets one email with your answer.`,
  answerInvalid: "This link is not valid. Open the request in your dashboard inbox.",
} as const;
