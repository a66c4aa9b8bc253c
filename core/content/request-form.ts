/**
 * Words of the booking, order and quote request forms of hosted sites, of the owner's answer page and
 * of the visitor's answer mail. Name, email, phone and the form-wide errors are the contact form's
 * (core/content/contact-form.ts). English is complete; a language without a table here falls back
 * to English, field by field, until its words are added.
 */
import type { RequestErrorCode, RequestKind } from "../site/requests";
import type { RequestStatus } from "../request-status";

export interface RequestKindWords {
  heading: string;
  /** The short button that leads to the form (the hero's and the phone bar's). */
  action: string;
  intro: string;
  send: string;
  thanksTitle: string;
  thanksText: string;
  /** The owner's notice: "New booking request". */
  noticeSubject: string;
  /** The inbox's name of the kind ("booking"). */
  kindName: string;
}

export interface RequestFormWords {
  booking: RequestKindWords;
  order: RequestKindWords;
  quote: RequestKindWords;
  service: string;
  anyService: string;
  date: string;
  time: string;
  pickupDate: string;
  pickupTime: string;
  items: string;
  quantity: string;
  note: string;
  description: string;
  photo: string;
  photoHint: string;
  estimate: string;
  estimateNote: string;
  /** Under a booking or order form when the owner gave no hours that could be read. */
  anyTime: string;
  /** Under a form when there are hours: the request is a request, not a booking yet. */
  willConfirm: string;
  errors: Record<RequestErrorCode, string>;
  /** The time was outside the day's hours: names the day and its hours. */
  outsideHoursOn: (day: string, hours: string) => string;
  status: Record<RequestStatus, string>;
  /** The visitor's mail after the owner answered. */
  answerSubject: (kind: string, status: "confirmed" | "declined", site: string) => string;
  answerIntro: (kind: string, status: "confirmed" | "declined", site: string) => string;
  answerNote: (site: string) => string;
  calendarNote: string;
  /** The owner's answer page (from the notification mail's link). */
  confirm: string;
  decline: string;
  ownerNote: string;
  answered: string;
  answerDone: (status: string) => string;
  answerInvalid: string;
}

export const REQUEST_WORDS_EN: RequestFormWords = {
  booking: {
    heading: "Request a booking",
    action: "Book",
    intro: "Choose a day and time. We will confirm by email.",
    send: "Send booking request",
    thanksTitle: "Thank you, your booking request was sent",
    thanksText: "This is a request, not yet a booking: you will get an email when it is confirmed or declined.",
    noticeSubject: "New booking request",
    kindName: "booking",
  },
  order: {
    heading: "Order for pickup",
    action: "Order",
    intro: "Choose what you would like and when to pick it up. We will confirm by email.",
    send: "Send order request",
    thanksTitle: "Thank you, your order request was sent",
    thanksText: "This is a request, not yet an order: you will get an email when it is confirmed or declined.",
    noticeSubject: "New order request",
    kindName: "order",
  },
  quote: {
    heading: "Ask for a quote",
    action: "Get a quote",
    intro: "Tell us what you need. We will reply by email.",
    send: "Send quote request",
    thanksTitle: "Thank you, your quote request was sent",
    thanksText: "You will get an email when it has been looked at.",
    noticeSubject: "New quote request",
    kindName: "quote",
  },
  service: "Service",
  anyService: "Not sure yet",
  date: "Day",
  time: "Time",
  pickupDate: "Pickup day",
  pickupTime: "Pickup time",
  items: "What would you like?",
  quantity: "Quantity",
  note: "Anything we should know?",
  description: "What do you need?",
  photo: "A photo",
  photoHint: "JPEG, PNG or WebP, at most 5 MB.",
  estimate: "Estimated total",
  estimateNote: "An estimate from the listed prices; the final price is confirmed by us.",
  anyTime: "Ask for any day and time; we will confirm by email.",
  willConfirm: "This sends a request; we will confirm by email.",
  errors: {
    serviceInvalid: "Choose a service from the list.",
    dateRequired: "Choose a day.",
    dateInvalid: "Enter the day as a date, like 2026-05-14.",
    datePast: "That day has passed. Choose a day from today on.",
    dateTooFar: "That day is too far ahead. Choose a day within the next six months.",
    timeRequired: "Choose a time.",
    timeInvalid: "Enter the time like 14:30.",
    closedDay: "We are closed on that day. Choose another day.",
    outsideHours: "That time is outside our hours.",
    itemsRequired: "Choose at least one item (a quantity of 1 or more).",
    quantityInvalid: "Quantities are whole numbers from 0 to 99.",
    descriptionRequired: "Describe what you need.",
    noteTooLong: "This can be at most 2000 characters.",
    photoInvalid: "The photo must be a JPEG, PNG or WebP image of at most 5 MB.",
  },
  outsideHoursOn: (day, hours) => `That time is outside our hours. On ${day} we are open ${hours}.`,
  status: { new: "New", confirmed: "Confirmed", declined: "Declined" },
  answerSubject: (kind, status, site) => `Your ${kind} request at ${site}: ${status === "confirmed" ? "confirmed" : "declined"}`,
  answerIntro: (kind, status, site) => (status === "confirmed" ? `${site} confirmed your ${kind} request.` : `${site} could not accept your ${kind} request.`),
  answerNote: (site) => `A note from ${site}:`,
  calendarNote: "The attached calendar file adds the booking to your calendar.",
  confirm: "Confirm",
  decline: "Decline",
  ownerNote: "A short note to the customer (optional)",
  answered: "This request was already answered. Nothing was changed.",
  answerDone: (status) => `Done: the request is ${status}. The customer gets one email with your answer.`,
  answerInvalid: "This link is not valid. Open the request in your dashboard inbox.",
};

/** Partial tables by language: every missing word is English. */
const PARTIAL: Readonly<Record<string, DeepPartial<RequestFormWords>>> = {
  es: {
    booking: { heading: "Solicitar una reserva", send: "Enviar solicitud de reserva", kindName: "reserva" },
    order: { heading: "Pedido para recoger", send: "Enviar pedido", kindName: "pedido" },
    quote: { heading: "Pedir presupuesto", send: "Enviar solicitud de presupuesto", kindName: "presupuesto" },
    service: "Servicio",
    date: "Día",
    time: "Hora",
  },
  fr: {
    booking: { heading: "Demander une réservation", send: "Envoyer la demande", kindName: "réservation" },
    order: { heading: "Commander à emporter", send: "Envoyer la commande", kindName: "commande" },
    quote: { heading: "Demander un devis", send: "Envoyer la demande de devis", kindName: "devis" },
    service: "Prestation",
    date: "Jour",
    time: "Heure",
  },
  de: {
    booking: { heading: "Termin anfragen", send: "Terminanfrage senden", kindName: "Termin" },
    order: { heading: "Zum Abholen bestellen", send: "Bestellung senden", kindName: "Bestellung" },
    quote: { heading: "Angebot anfragen", send: "Angebotsanfrage senden", kindName: "Angebot" },
    service: "Leistung",
    date: "Tag",
    time: "Uhrzeit",
  },
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends (...args: never[]) => unknown ? T[K] : T[K] extends object ? DeepPartial<T[K]> : T[K] };

function merge<T>(base: T, over: DeepPartial<T> | undefined): T {
  if (!over) return base;
  const out = { ...base } as Record<string, unknown>;
  for (const [k, v] of Object.entries(over)) {
    const b = (base as Record<string, unknown>)[k];
    out[k] = v && typeof v === "object" && b && typeof b === "object" ? merge(b, v as DeepPartial<typeof b>) : v;
  }
  return out as T;
}

/** The request words of a site language (English where a word is not translated yet). */
export function requestFormWords(language: unknown): RequestFormWords {
  return merge(REQUEST_WORDS_EN, typeof language === "string" ? PARTIAL[language] : undefined);
}

export const requestKindWords = (words: RequestFormWords, kind: RequestKind): RequestKindWords => words[kind];
