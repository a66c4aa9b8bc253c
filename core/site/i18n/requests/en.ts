import type { Words } from "../en";

/**
 * The English table of the request forms' visitor-facing words (booking, order, quote: the forms, their
 * refusals, thank-you pages and the visitor's answer mail), and the shape every other language's table has.
 * Placeholders are filled by the code: "{size}", "{max}", "{min}", "{days}" and "{example}" with numbers
 * written by Intl for the language, "{day}" and "{hours}" with the day's name (Intl) and its hours, "{site}"
 * with the site's address. The owner-facing words stay English (core/content/request-form.ts).
 */
export const en = {
  booking: {
    heading: "Request a booking",
    action: "Book",
    intro: "Choose a day and time. We will confirm by email.",
    send: "Send booking request",
    thanksTitle: "Thank you, your booking request was sent",
    thanksText: "This is a request, not yet a booking: you will get an email when it is confirmed or declined.",
    confirmed: "Your booking request at {site} is confirmed.",
    declined: "Your booking request at {site} could not be accepted.",
  },
  order: {
    heading: "Order for pickup",
    action: "Order",
    intro: "Choose what you would like and when to pick it up. We will confirm by email.",
    deliveryHeading: "Order for pickup or delivery",
    deliveryIntro: "Choose what you would like, pickup or delivery, and when. We will confirm by email.",
    send: "Send order request",
    thanksTitle: "Thank you, your order request was sent",
    thanksText: "This is a request, not yet an order: you will get an email when it is confirmed or declined.",
    confirmed: "Your order request at {site} is confirmed.",
    declined: "Your order request at {site} could not be accepted.",
  },
  quote: {
    heading: "Ask for a quote",
    action: "Get a quote",
    intro: "Tell us what you need. We will reply by email.",
    send: "Send quote request",
    thanksTitle: "Thank you, your quote request was sent",
    thanksText: "You will get an email when it has been looked at.",
    confirmed: "Your quote request at {site} was accepted.",
    declined: "Your quote request at {site} could not be accepted.",
  },
  service: "Service",
  anyService: "Not sure yet",
  date: "Day",
  time: "Time",
  pickupDate: "Pickup day",
  pickupTime: "Pickup time",
  fulfilment: "Pickup or delivery",
  pickup: "Pickup",
  delivery: "Delivery",
  address: "Delivery address (needed only for delivery)",
  orderDate: "Day (pickup or delivery)",
  orderTime: "Time (pickup or delivery)",
  items: "What would you like?",
  /** The label of the chosen items in the answer mail. */
  ordered: "Items",
  quantity: "Quantity",
  note: "Anything we should know?",
  description: "What do you need?",
  photo: "A photo",
  photoHint: "JPEG, PNG or WebP, at most {size}.",
  estimate: "Estimated total",
  estimateNote: "An estimate from the listed prices; the final price is confirmed by us.",
  anyTime: "Ask for any day and time; we will confirm by email.",
  willConfirm: "This sends a request; we will confirm by email.",
  errors: {
    addressRequired: "Enter the delivery address, or choose pickup.",
    fulfilmentInvalid: "Choose pickup or delivery.",
    serviceInvalid: "Choose a service from the list.",
    dateRequired: "Choose a day.",
    dateInvalid: "Enter the day as a date, like {example}.",
    datePast: "That day has passed. Choose a day from today on.",
    dateTooFar: "That day is too far ahead. Choose a day within the next {days} days.",
    timeRequired: "Choose a time.",
    timeInvalid: "Enter the time like {example}.",
    closedDay: "We are closed on that day. Choose another day.",
    outsideHours: "That time is outside our hours.",
    outsideHoursOn: "That time is outside our hours. On {day} we are open {hours}.",
    itemsRequired: "Choose at least one item (a quantity of {min} or more).",
    quantityInvalid: "Quantities are whole numbers from {min} to {max}.",
    descriptionRequired: "Describe what you need.",
    noteTooLong: "This can be at most {max} characters.",
    photoInvalid: "The photo must be a JPEG, PNG or WebP image of at most {size}.",
  },
  /** Above the owner's own note in the visitor's answer mail. */
  answerNote: "A note from {site}:",
  calendarNote: "The attached calendar file adds the booking to your calendar.",
};

export type RequestWords = Words<typeof en>;
