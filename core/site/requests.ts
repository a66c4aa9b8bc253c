/**
 * Booking, order and quote requests of hosted sites (pure: no database, no HTTP). A request is a
 * contact message with a kind and structured details; the owner answers it once (confirmed or
 * declined). The rules here decide what a visitor may ask for: a day and time within the hours the
 * owner typed (read by opening-times.ts), items from the owner's own offerings, and an estimate
 * only where every chosen price is a plain amount in one currency. Error codes are keyed to the
 * words in core/content/request-form.ts.
 */
import { WEEK_DAYS, type WeekDay } from "../intake";
import { minuteOfDay, openingRules, type OpeningRule } from "./opening-times";
import type { FactHours, OfferingItem } from "./schema";

import type { RequestKind } from "../request-status";
export { REQUEST_KINDS, REQUEST_STATUSES, type RequestKind, type RequestStatus } from "../request-status";

/** The generator's request ids (functions/generator/requests.ts) whose form the product builds. */
export const REQUEST_FORM_OF: Readonly<Record<string, RequestKind>> = { booking: "booking", ordering: "order", "quote-form": "quote" };

/** How far ahead a day may be asked for. */
export const BOOKING_MAX_DAYS_AHEAD = 180;
/** The owner's note on an answer: the only owner text that reaches a visitor's address. */
export const ANSWER_NOTE_MAX = 300;
/** Items an order form lists, and the most of one item. */
export const ORDER_ITEMS_MAX = 60;
export const ORDER_QUANTITY_MAX = 99;
export const REQUEST_NOTE_MAX = 2000;

export interface OrderLine {
  name: string;
  price?: string;
  quantity: number;
}

/** How an order reaches the visitor: picked up (the default), or delivered where the owner said they deliver. */
export const FULFILMENTS = ["pickup", "delivery"] as const;
export type Fulfilment = (typeof FULFILMENTS)[number];

export interface RequestDetails {
  service?: string;
  /** "YYYY-MM-DD": the day asked for (booking) or the pickup day (order). */
  date?: string;
  /** "HH:MM". */
  time?: string;
  items?: OrderLine[];
  /** The order's estimated total, formatted as the prices were typed ("£32.50"). */
  estimate?: string;
  /** An order from a site that delivers: pickup or delivery, and the address to deliver to. */
  fulfilment?: Fulfilment;
  address?: string;
  /** The quote's photo: an uploaded image file name ("{id}.{ext}"). */
  photo?: string;
}

export type RequestErrorCode =
  | "serviceInvalid"
  | "dateRequired"
  | "dateInvalid"
  | "datePast"
  | "dateTooFar"
  | "timeRequired"
  | "timeInvalid"
  | "closedDay"
  | "outsideHours"
  | "itemsRequired"
  | "quantityInvalid"
  | "descriptionRequired"
  | "noteTooLong"
  | "photoInvalid"
  | "fulfilmentInvalid"
  | "addressRequired";
export type RequestField = "service" | "date" | "time" | "items" | "message" | "photo" | "fulfilment" | "address";

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)(?::[0-5]\d(?:\.\d{1,3})?)?$/;

/** A real calendar day "YYYY-MM-DD", or null. */
export function calendarDay(value: string): string | null {
  const m = DATE_RE.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value && Number(m[1]) >= 2000 ? value : null;
}

/** "HH:MM" from a time input's value ("09:30", "09:30:00"), or null. */
export function clockTime(value: string): string | null {
  const m = TIME_RE.exec(value);
  return m ? `${m[1]}:${m[2]}` : null;
}

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/**
 * Today where the day is earliest on Earth (UTC-12): a site's time zone is not known, so a day is
 * "past" only once it is over everywhere.
 */
export function earliestToday(now: number): string {
  return new Date(now - 12 * 3_600_000).toISOString().slice(0, 10);
}

export function weekDayOf(day: string): WeekDay {
  // getUTCDay: 0 is Sunday; WEEK_DAYS starts on Monday.
  return WEEK_DAYS[(new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** Whether `day` falls in a rule's season ("--MM-DD" every year, or "YYYY-MM-DD"; a yearly season may wrap past New Year). */
function inSeason(rule: Pick<OpeningRule, "validFrom" | "validThrough">, day: string): boolean {
  const { validFrom: from, validThrough: through } = rule;
  if (!from && !through) return true;
  const yearly = (from ?? through ?? "").startsWith("--");
  if (!yearly) return (!from || day >= from) && (!through || day <= through);
  const md = day.slice(5);
  const f = from?.slice(2);
  const t = through?.slice(2);
  if (f && t) return f <= t ? md >= f && md <= t : md >= f || md <= t;
  return f ? md >= f : md <= (t ?? "12-31");
}

/** What the owner's hours say about one day: unknown (no readable hours), closed, or its open spans. */
export type DayHours = { kind: "unknown" } | { kind: "closed" } | { kind: "open"; spans: Array<{ opens: string; closes: string }> };

/**
 * The owner's hours on `day`. Hours that cannot be read for certain never refuse anyone: a day that
 * only an unreadable row mentions (or no readable hours at all) is "unknown", and any time may be
 * asked for. With readable hours, a day no row opens (or a row marks closed) is closed.
 */
export function hoursOnDay(hours: readonly FactHours[], day: string): DayHours {
  const weekDay = weekDayOf(day);
  const rules = openingRules(hours);
  if (rules.length === 0) return { kind: "unknown" };
  const open = rules.filter((r) => r.days.includes(weekDay) && inSeason(r, day));
  if (open.length > 0) return { kind: "open", spans: open.map((r) => ({ opens: r.opens, closes: r.closes })) };
  // A row whose time was not read, or that has no days ("by appointment"), leaves the day open to asking.
  const unread = hours.some(
    (h) => !h.closed && (h.days.length === 0 || h.days.includes(weekDay)) && inSeason(h, day) && !rules.some((r) => r.days.includes(weekDay)),
  );
  return unread ? { kind: "unknown" } : { kind: "closed" };
}

/** Whether a "HH:MM" time lies within one of the spans (a span past midnight included). */
export function withinSpans(time: string, spans: ReadonlyArray<{ opens: string; closes: string }>): boolean {
  const t = minuteOfDay(time);
  return spans.some(({ opens, closes }) => {
    const o = minuteOfDay(opens);
    const c = minuteOfDay(closes);
    return c > o ? t >= o && t < c : t >= o || t < c;
  });
}

export interface SlotCheck {
  errors: Partial<Record<RequestField, RequestErrorCode>>;
  /** The day's open spans when the time was outside them (the message names them). */
  spans?: Array<{ opens: string; closes: string }>;
}

/** The rules of a requested day and time against the owner's hours and the calendar. */
export function checkSlot(input: { date: string; time: string; hours: readonly FactHours[]; now: number; maxDaysAhead?: number }): SlotCheck {
  const errors: SlotCheck["errors"] = {};
  const day = input.date ? calendarDay(input.date) : null;
  const time = input.time ? clockTime(input.time) : null;
  if (!input.date) errors.date = "dateRequired";
  else if (!day) errors.date = "dateInvalid";
  if (!input.time) errors.time = "timeRequired";
  else if (!time) errors.time = "timeInvalid";
  if (!day) return { errors };
  const ahead = dayNumber(day) - dayNumber(earliestToday(input.now));
  if (ahead < 0) return { errors: { ...errors, date: "datePast" } };
  // Counted from the day it is earliest on Earth, plus the one day by which another zone may be ahead.
  if (ahead > (input.maxDaysAhead ?? BOOKING_MAX_DAYS_AHEAD) + 1) return { errors: { ...errors, date: "dateTooFar" } };
  const open = hoursOnDay(input.hours, day);
  if (open.kind === "closed") return { errors: { ...errors, date: "closedDay" } };
  if (open.kind === "open" && time && !withinSpans(time, open.spans)) return { errors: { ...errors, time: "outsideHours" }, spans: open.spans };
  return { errors };
}

// ---- orders ----

/** One price as a plain amount: a number with one currency mark before or after it, and nothing else. */
export interface PlainAmount {
  value: number;
  /** The currency mark as typed ("£", "€", "USD", "kr"). */
  mark: string;
  before: boolean;
  space: boolean;
  decimals: number;
  decimalSign: "." | ",";
}

const AMOUNT_RE =
  /^(?:([\p{Sc}]|[A-Z]{3}|[\p{L}]{1,3}\.?)(\s?))?(\d{1,3}(?:([,.\u00a0\u202f ])\d{3})*|\d+)(?:([.,])(\d{1,2}))?(?:(\s?)([\p{Sc}]|[A-Z]{3}|[\p{L}]{1,3}\.?))?$/u;

/** A typed price read as a plain amount ("£14.50", "12,50 €", "USD 1,250"), or null ("from $10", "$12/hour", "10-15 €"). */
export function plainAmount(typed: string | undefined): PlainAmount | null {
  if (!typed) return null;
  const m = AMOUNT_RE.exec(typed.trim());
  if (!m) return null;
  const [, markBefore, spaceBefore, whole, groupSign, decimalSign, fraction, spaceAfter, markAfter] = m;
  const mark = markBefore ?? markAfter;
  if (!mark || (markBefore && markAfter)) return null;
  if (groupSign && decimalSign && groupSign === decimalSign) return null;
  const digits = (whole ?? "").replace(/[^\d]/g, "");
  const value = Number(`${digits}.${fraction ?? "0"}`);
  if (!Number.isFinite(value)) return null;
  return {
    value,
    mark,
    before: !!markBefore,
    space: !!(markBefore ? spaceBefore : spaceAfter),
    decimals: fraction?.length ?? 0,
    decimalSign: (decimalSign as "." | "," | undefined) ?? (groupSign === "." ? "," : "."),
  };
}

/**
 * The estimated total of an order, written like its prices, only when every chosen item has a plain
 * amount in the same currency mark; otherwise null (no total is shown).
 */
export function orderEstimate(lines: readonly OrderLine[]): string | null {
  const chosen = lines.filter((l) => l.quantity > 0);
  if (chosen.length === 0) return null;
  const amounts = chosen.map((l) => plainAmount(l.price));
  const first = amounts[0];
  if (!first || amounts.some((a) => !a || a.mark !== first.mark || a.before !== first.before)) return null;
  const decimals = Math.max(...amounts.map((a) => a!.decimals));
  // Whole cents: no binary-fraction drift in the sum.
  const cents = chosen.reduce((sum, l, i) => sum + Math.round(amounts[i]!.value * 100) * l.quantity, 0);
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100)
    .padStart(2, "0")
    .slice(0, decimals);
  const number = `${whole}${decimals > 0 ? `${first.decimalSign}${fraction}` : ""}`;
  const gap = first.space ? " " : "";
  return first.before ? `${first.mark}${gap}${number}` : `${number}${gap}${first.mark}`;
}

/** The items an order form lists: the owner's offerings as typed, in order, at most ORDER_ITEMS_MAX. */
export function orderableItems(items: readonly OfferingItem[]): Array<{ name: string; price?: string }> {
  const seen = new Set<string>();
  const out: Array<{ name: string; price?: string }> = [];
  for (const item of items) {
    if (seen.has(item.name) || out.length >= ORDER_ITEMS_MAX) continue;
    seen.add(item.name);
    out.push({ name: item.name, ...(item.price ? { price: item.price } : {}) });
  }
  return out;
}

/** Name of an order form's quantity field for the item at `index`. */
export const quantityField = (index: number) => `qty-${index}`;

/** The chosen quantities of a posted order form; null when one is not a whole number in range. */
export function orderLines(items: ReadonlyArray<{ name: string; price?: string }>, body: Record<string, unknown>): OrderLine[] | null {
  const lines: OrderLine[] = [];
  for (const [i, item] of items.entries()) {
    const raw = body[quantityField(i)];
    const text = typeof raw === "string" ? raw.trim() : "";
    if (text === "" || text === "0") continue;
    if (!/^\d{1,3}$/.test(text) || Number(text) > ORDER_QUANTITY_MAX) return null;
    lines.push({ ...item, quantity: Number(text) });
  }
  return lines;
}

/**
 * An order's pickup or delivery as posted: "delivery" only where the site delivers, and then with an
 * address (at most REQUEST_NOTE_MAX characters); anything else refused. Nothing posted is pickup.
 */
export function checkFulfilment(
  body: Record<string, unknown>,
  delivers: boolean,
): { fulfilment: Fulfilment; address?: string } | { errors: Partial<Record<RequestField, RequestErrorCode>> } {
  const raw = typeof body.fulfilment === "string" ? body.fulfilment.trim() : "";
  if (raw === "" || raw === "pickup") return { fulfilment: "pickup" };
  if (raw !== "delivery" || !delivers) return { errors: { fulfilment: "fulfilmentInvalid" } };
  const address = typeof body.address === "string" ? body.address.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "").trim() : "";
  if (!address) return { errors: { address: "addressRequired" } };
  if ([...address].length > REQUEST_NOTE_MAX) return { errors: { address: "noteTooLong" } };
  return { fulfilment: "delivery", address };
}

/** The details of a request as "label: value" pairs for the inbox and mails (labels from the caller's words). */
export function detailLines(
  details: RequestDetails,
  words: {
    service: string;
    date: string;
    time: string;
    items: string;
    estimate: string;
    photo: string;
    /** "Pickup or delivery": the label of a pickup ("Pickup or delivery: Pickup"); a delivery is "Delivery: {address}". */
    fulfilment: string;
    pickup: string;
    delivery: string;
  },
  formatDay: (day: string) => string = (d) => d,
): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (details.service) out.push([words.service, details.service]);
  if (details.date) out.push([words.date, formatDay(details.date)]);
  if (details.time) out.push([words.time, details.time]);
  if (details.items?.length) out.push([words.items, details.items.map((l) => `${l.quantity} × ${l.name}${l.price ? ` (${l.price})` : ""}`).join("; ")]);
  if (details.fulfilment === "delivery") out.push([words.delivery, details.address ?? ""]);
  else if (details.fulfilment === "pickup") out.push([words.fulfilment, words.pickup]);
  if (details.estimate) out.push([words.estimate, details.estimate]);
  if (details.photo) out.push([words.photo, details.photo]);
  return out;
}
