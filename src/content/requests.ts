/** The dashboard inbox's words for booking, order and quote requests (the owner's dashboard is in English). */
export const requestInboxText = {
  kind: { booking: "booking request", order: "order request", quote: "quote request" } as Record<string, string>,
  status: { new: "New", confirmed: "Confirmed", declined: "Declined" } as Record<string, string>,
  statusLabel: "Status",
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
  note: "Short note to the customer (optional)",
  openPhoto: "Open the customer's photo",
  confirm: "Confirm",
  decline: "Decline",
  answered: (status: string) => `Answered: ${status.toLowerCase()}. The customer got one email with your answer.`,
  answerFailed: { title: "The answer was not saved", fallback: "Please try again." },
  done: (status: string) => ({ title: `Request ${status.toLowerCase()}`, description: "The customer gets one email with your answer." }),
};

/** The editor's switches and labels of the request forms. */
export const requestFormsEditorText = {
  show: {
    booking: "Show a booking request form",
    order: "Show an order request form (pickup, or delivery if you offer it)",
    quote: "Show a quote request form",
  } as Record<string, string>,
  primary: "Lead the main button and the phone's button to this form",
  delivery: "Offer delivery as well as pickup (only if you deliver): the form asks for the delivery address",
  heading: "Heading",
  intro: "Line under the heading",
  send: "Button",
  hint: "Empty: the default words in the site's language.",
};
