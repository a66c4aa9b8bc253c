/**
 * Booking, order and quote requests through a hosted site: received like a contact message (the same
 * traps, signed timestamp, limits and held messages; stored before anyone is notified), with the
 * request's rules (core/site/requests.ts) checked first, and answered once by the owner (from the
 * inbox or the notification mail's signed link). The visitor's address gets exactly one mail: the
 * owner's answer, with a calendar file for a confirmed booking.
 */
import { and, eq } from "drizzle-orm";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { createEvent, type EventAttributes } from "ics";
import type { RuntimeDeps } from "../../types";
import { generatedSites, siteMessages, siteRequestPhotos, type SiteMessage } from "../../../db/schema";
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from "../../../core/site/editor";
import { blobOf, newImageId, prepareImage, type PreparedImage } from "./images";
import { contactValues, isStrictEmail, type ContactErrorCode, type ContactValues } from "../../../core/contact-message";
import { HONEYPOT_FIELD, TIMESTAMP_FIELD } from "../../../core/site/contact-form";
import { siteSettings } from "../../../core/site/settings";
import {
  ANSWER_NOTE_MAX,
  checkFulfilment,
  checkSlot,
  detailLines,
  orderEstimate,
  orderableItems,
  orderLines,
  REQUEST_NOTE_MAX,
  type RequestDetails,
  type RequestErrorCode,
  type RequestKind,
} from "../../../core/site/requests";
import { formatClock, offeringsOf, type RequestFieldName } from "../../../core/site/request-form";
import { REQUEST_OWNER_WORDS, fillWords, requestFormWords } from "../../../core/content/request-form";
import { intlLocale, isSiteLanguage, textDirection } from "../../../core/site/i18n";
import { sitesBaseUrl } from "../../config";
import type { FactHours } from "../../../core/site/schema";
import { hitRateLimit } from "../rate-limit/index";
import { mailContext, sendMail } from "../mail/index";
import { siteOwner } from "../mail/notifications";
import { requestNotifyAddressConfirmation } from "../notify-addresses";
import { findOwnedSite } from "./owned";
import {
  appSecret,
  checkFormTimestamp,
  CONTACT_HELD_PER_ADDRESS,
  CONTACT_HELD_PER_SITE,
  CONTACT_MAIL_PER_SITE,
  CONTACT_PER_ADDRESS,
  type HostedSite,
} from "./hosted";
import type { ContactFormError } from "./contact";

/** The contact form's secret: a request form carries the same signed timestamp (contactFormToken). */
const FORM_SECRET = "contact-form";
/** Signs the owner's one-click answer links. */
const ANSWER_SECRET = "request-answer";

export type RequestOutcome =
  | { kind: "closed" }
  | { kind: "sent" }
  | {
      kind: "refused";
      status: 422 | 429;
      values: Record<string, string>;
      errors?: Partial<Record<RequestFieldName, RequestErrorCode | ContactErrorCode>>;
      formError?: ContactFormError;
      /** The day's hours when the time asked for was outside them. */
      hours?: { day: string; spans: Array<{ opens: string; closes: string }> };
    };

interface SiteContentView {
  brandName?: string;
  language?: string;
  sections?: unknown[];
  facts?: { hours?: FactHours[] };
}
const contentOf = (site: { content: unknown }) => (site.content ?? {}) as SiteContentView;

/** What a form of this site offers: its services and orderable items, as typed. */
export function siteOfferings(content: unknown): { services: string[]; items: Array<{ name: string; price?: string }> } {
  const sections = Array.isArray((content as SiteContentView | null)?.sections) ? ((content as SiteContentView).sections as never[]) : [];
  let all: Array<{ name: string; price?: string }> = [];
  try {
    all = offeringsOf({ sections });
  } catch {
    all = [];
  }
  const items = orderableItems(all.map((o) => ({ name: o.name, ...(o.price ? { price: o.price } : {}) })));
  return { services: items.map((i) => i.name), items };
}

/** The posted fields as text (for the form shown again): strings only, each cut to a bound. */
function postedValues(body: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(body)) if (typeof v === "string" && /^[a-z][a-z0-9-]{0,15}$/.test(k)) out[k] = v.slice(0, REQUEST_NOTE_MAX + 100);
  return out;
}

/** Validates a request's fields; returns the details to store or the errors. */
export function validateRequest(
  site: { content: unknown },
  kind: RequestKind,
  body: Record<string, unknown>,
  now: number,
):
  | { details: RequestDetails; values: ContactValues }
  | {
      errors: Partial<Record<RequestFieldName, RequestErrorCode | ContactErrorCode>>;
      hours?: { day: string; spans: Array<{ opens: string; closes: string }> };
    } {
  const values = contactValues(body);
  const errors: Partial<Record<RequestFieldName, RequestErrorCode | ContactErrorCode>> = {};
  if (!values.name) errors.name = "nameRequired";
  else if ([...values.name].length > 100) errors.name = "nameTooLong";
  if (!values.email) errors.email = "emailRequired";
  else if (!isStrictEmail(values.email)) errors.email = "emailInvalid";
  if (values.phone && (values.phone.length > 40 || !/^\+?[\d\s().-]{5,}$/.test(values.phone))) errors.phone = "phoneInvalid";
  if ([...values.message].length > REQUEST_NOTE_MAX) errors.message = "noteTooLong";
  else if (kind === "quote" && !values.message) errors.message = "descriptionRequired";

  const { services, items } = siteOfferings(site.content);
  const details: RequestDetails = {};
  const service = typeof body.service === "string" ? body.service.trim() : "";
  if (kind !== "order" && service) {
    if (services.includes(service)) details.service = service;
    else errors.service = "serviceInvalid";
  }
  let hours: { day: string; spans: Array<{ opens: string; closes: string }> } | undefined;
  if (kind === "booking" || kind === "order") {
    const date = typeof body.date === "string" ? body.date.trim() : "";
    const time = typeof body.time === "string" ? body.time.trim() : "";
    const slot = checkSlot({ date, time, hours: contentOf(site).facts?.hours ?? [], now });
    Object.assign(errors, slot.errors);
    if (slot.spans) hours = { day: date, spans: slot.spans };
    if (!slot.errors.date && !slot.errors.time) Object.assign(details, { date, time: time.slice(0, 5) });
  }
  if (kind === "order") {
    // Pickup or delivery is asked only where the owner delivers; a site that does not refuses "delivery".
    const delivers = siteSettings(site.content).requests.order?.delivery === true;
    const fulfilment = checkFulfilment(body, delivers);
    if ("errors" in fulfilment) Object.assign(errors, fulfilment.errors);
    else if (delivers) Object.assign(details, fulfilment);
    const lines = orderLines(items, body);
    if (!lines) errors.items = "quantityInvalid";
    else if (lines.length === 0) errors.items = "itemsRequired";
    else {
      details.items = lines;
      const estimate = orderEstimate(lines);
      if (estimate) details.estimate = estimate;
    }
  }
  if (Object.keys(errors).length > 0) return { errors, ...(hours ? { hours } : {}) };
  return { details, values };
}

/**
 * A visitor's request through one of a hosted site's request forms: the contact form's traps and
 * limits (the same buckets, so a request counts as a message), the request's rules, then stored
 * (status new) and only then the owner notified with one-click answer links.
 */
export async function receiveRequest(
  deps: RuntimeDeps,
  input: {
    site: HostedSite;
    kind: RequestKind;
    body: Record<string, unknown>;
    clientKey: () => string;
    background: ((work: Promise<unknown>) => void) | undefined;
  },
): Promise<RequestOutcome> {
  const { site, body, kind } = input;
  if (!siteSettings(site.content).requests[kind]) return { kind: "closed" };
  const { db } = deps;
  const values = postedValues(body);
  const honeypot = body[HONEYPOT_FIELD];
  if (typeof honeypot === "string" && honeypot.trim() !== "") return { kind: "sent" };

  const stamp = await checkFormTimestamp(await appSecret(db, FORM_SECRET), site.slug, body[TIMESTAMP_FIELD], deps.now());
  const checked = validateRequest(site, kind, body, deps.now());
  if (stamp !== "ok" || "errors" in checked) {
    return {
      kind: "refused",
      status: 422,
      values,
      ...("errors" in checked ? { errors: checked.errors, ...(checked.hours ? { hours: checked.hours } : {}) } : {}),
      ...(stamp === "ok" ? {} : { formError: stamp === "tooFast" ? "tooFast" : "expired" }),
    };
  }

  const address = await hitRateLimit(db, { bucket: "site-contact-address", key: input.clientKey(), ...CONTACT_PER_ADDRESS, now: deps.now() });
  if (!address.allowed) return { kind: "refused", status: 429, values, formError: "tooMany" };
  const mail = await hitRateLimit(db, { bucket: "site-contact-site", key: String(site.projectId), ...CONTACT_MAIL_PER_SITE, now: deps.now() });
  let held = false;
  if (!mail.allowed) {
    const perAddress = await hitRateLimit(db, { bucket: "site-contact-held-address", key: input.clientKey(), ...CONTACT_HELD_PER_ADDRESS, now: deps.now() });
    if (!perAddress.allowed) return { kind: "refused", status: 429, values, formError: "tooMany" };
    const perSite = await hitRateLimit(db, { bucket: "site-contact-held-site", key: String(site.projectId), ...CONTACT_HELD_PER_SITE, now: deps.now() });
    if (!perSite.allowed) return { kind: "refused", status: 429, values, formError: "siteBusy" };
    held = true;
  }
  // A quote's photo goes through the image pipeline (type read from the bytes, metadata stripped, resized).
  let photo: { id: string; ext: string; image: PreparedImage } | null = null;
  const file = kind === "quote" ? body.photo : undefined;
  if (file instanceof File && file.size > 0) {
    const refused = { kind: "refused" as const, status: 422 as const, values, errors: { photo: "photoInvalid" as const } };
    if (file.size > MAX_IMAGE_BYTES) return refused;
    try {
      const { image } = await prepareImage(deps.images ?? {}, "photo", new Uint8Array(await file.arrayBuffer()));
      photo = { id: newImageId(), ext: IMAGE_TYPES[image.mime], image };
    } catch {
      return refused;
    }
    checked.details.photo = `${photo.id}.${photo.ext}`;
  }
  const at = new Date(deps.now());
  const [stored] = await db
    .insert(siteMessages)
    .values({
      projectId: site.projectId,
      name: checked.values.name,
      email: checked.values.email,
      phone: checked.values.phone || null,
      message: checked.values.message,
      kind,
      details: checked.details,
      status: "new",
      language: contentOf(site).language ?? null,
      createdAt: at,
      heldAt: held ? at : null,
    })
    .returning();
  if (photo) {
    const store = deps.images?.store ?? null;
    if (store) await store.put(`requests/${photo.id}.${photo.ext}`, photo.image.bytes, photo.image.mime);
    await db.insert(siteRequestPhotos).values({
      id: photo.id,
      messageId: stored!.id,
      mime: photo.image.mime,
      ext: photo.ext,
      size: photo.image.bytes.length,
      storage: store ? "r2" : "db",
      bytes: store ? null : blobOf(photo.image.bytes),
      createdAt: at,
    });
  }
  if (!held)
    await notifyRequest(deps, site, stored!, input.background).catch((error) => deps.log(`notice of site request ${stored!.id} failed: ${String(error)}`));
  return { kind: "sent" };
}

// ---- the owner's answer ----

export type Answer = "confirm" | "decline";

async function hmacHex(secret: string, data: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(data)))).slice(0, 40);
}

/** The signed token of a one-click answer link: "{id}.{c|d}.{mac}". One use: the request's status changes once. */
export async function answerToken(deps: Pick<RuntimeDeps, "db">, messageId: number, answer: Answer): Promise<string> {
  const a = answer === "confirm" ? "c" : "d";
  return `${messageId}.${a}.${await hmacHex(await appSecret(deps.db, ANSWER_SECRET), `answer:${messageId}:${a}`)}`;
}

/** The request and answer a token names, or null when it is malformed or its signature is wrong. */
export async function readAnswerToken(deps: Pick<RuntimeDeps, "db">, token: string): Promise<{ messageId: number; answer: Answer } | null> {
  const m = /^([1-9]\d{0,15})\.([cd])\.([0-9a-f]{40})$/.exec(token);
  if (!m || !Number.isSafeInteger(Number(m[1]))) return null;
  const expected = await hmacHex(await appSecret(deps.db, ANSWER_SECRET), `answer:${m[1]}:${m[2]}`);
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ m[3]!.charCodeAt(i);
  return diff === 0 ? { messageId: Number(m[1]), answer: m[2] === "c" ? "confirm" : "decline" } : null;
}

export const answerUrl = (siteUrl: string, token: string) => `${siteUrl}/sites/-/answer?t=${token}`;

function formatDay(language: string | null | undefined, day: string): string {
  try {
    return new Intl.DateTimeFormat(intlLocale(isSiteLanguage(language) ? language : "en"), {
      weekday: "long",
      year: "numeric",
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${day}T00:00:00Z`));
  } catch {
    return day;
  }
}

/** The owner's notice of a new request: its details, and links that confirm or decline it in one click. */
async function notifyRequest(deps: RuntimeDeps, site: HostedSite, row: SiteMessage, background: ((work: Promise<unknown>) => void) | undefined) {
  const owner = await siteOwner(deps, site.projectId);
  if (!owner) return;
  if (owner.pending) await requestNotifyAddressConfirmation(deps, site.projectId, owner.pending, background);
  if (!owner.notifyEmail) return;
  const w = REQUEST_OWNER_WORDS;
  const kind = row.kind as RequestKind;
  const details = detailLines(row.details ?? {}, w.details, (d) => formatDay("en", d));
  const { siteUrl } = deps.config;
  const text = [
    `${row.name} sent a ${w.kindName[kind]} request through ${owner.projectName}.`,
    "",
    ...details.map(([k, v]) => `${k}: ${v}`),
    `Name: ${row.name}`,
    `Email: ${row.email}`,
    ...(row.phone ? [`Phone: ${row.phone}`] : []),
    ...(row.message ? ["", row.message] : []),
    "",
    `Confirm: ${answerUrl(siteUrl, await answerToken(deps, row.id, "confirm"))}`,
    `Decline: ${answerUrl(siteUrl, await answerToken(deps, row.id, "decline"))}`,
    "",
    `Each link asks you once more before anything is sent; the customer gets one email with your answer. Your inbox: ${siteUrl}/dashboard`,
  ].join("\n");
  await sendMail(
    mailContext(deps),
    "site_request",
    { to: owner.notifyEmail, subject: `${w.noticeSubject[kind]} from ${row.name} via your website`, text },
    background,
  );
}

export type AnswerResult = { kind: "done"; message: SiteMessage } | { kind: "already"; message: SiteMessage } | { kind: "notFound" };

/**
 * The owner's answer to a request: its status changes from new to confirmed or declined once (a
 * conditional update: a second click, a replayed link or a racing one changes nothing), then the
 * visitor's one mail is queued in the outbox (retried while mail is down).
 */
export async function answerRequest(
  deps: RuntimeDeps,
  input: { messageId: number; answer: Answer; note?: string; projectId?: number; background?: (work: Promise<unknown>) => void },
): Promise<AnswerResult> {
  const note = (input.note ?? "")
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, "")
    .trim()
    .slice(0, ANSWER_NOTE_MAX);
  const where = and(
    eq(siteMessages.id, input.messageId),
    eq(siteMessages.status, "new"),
    input.projectId !== undefined ? eq(siteMessages.projectId, input.projectId) : undefined,
  );
  const [changed] = await deps.db
    .update(siteMessages)
    .set({ status: input.answer === "confirm" ? "confirmed" : "declined", answeredAt: new Date(deps.now()), answerNote: note || null })
    .where(where)
    .returning();
  if (!changed) {
    const [row] = await deps.db
      .select()
      .from(siteMessages)
      .where(and(eq(siteMessages.id, input.messageId), input.projectId !== undefined ? eq(siteMessages.projectId, input.projectId) : undefined))
      .limit(1);
    return row?.status ? { kind: "already", message: row } : { kind: "notFound" };
  }
  await sendAnswerMail(deps, changed, input.background).catch((error) => deps.log(`answer mail of request ${changed.id} failed: ${String(error)}`));
  return { kind: "done", message: changed };
}

/** The owner's answer from the inbox: only requests of a project the user owns. */
export async function answerOwnedRequest(
  deps: RuntimeDeps,
  input: { projectId: number; userId: string; messageId: number; answer: Answer; note?: string; background?: (work: Promise<unknown>) => void },
): Promise<AnswerResult> {
  if (!(await findOwnedSite(deps.db, input.projectId, input.userId))) return { kind: "notFound" };
  return answerRequest(deps, input);
}

/** A sentence as a mail subject: without its closing stop (".", "。", "۔"). */
const asSubject = (sentence: string) => sentence.replace(/[.。۔]$/u, "");

/** Right to left mark: a plain-text line that opens with a Latin address or a number still reads right to left. */
const RLM = "\u200f";

/**
 * The visitor's one mail, in the site's language: the answer, the details asked for, the owner's bounded
 * note, and a confirmed booking's calendar file. The site is named by its address on the platform
 * (`{sites origin}/sites/{slug}/`, a slug the platform made), never by its name: the owner's text reaches
 * the visitor only as the bounded note, so a name that imitates a bank or a link is never mailed.
 */
async function sendAnswerMail(deps: RuntimeDeps, row: SiteMessage, background?: (work: Promise<unknown>) => void) {
  const [site] = await deps.db
    .select({ content: generatedSites.content, slug: generatedSites.slug })
    .from(generatedSites)
    .where(eq(generatedSites.projectId, row.projectId))
    .limit(1);
  const content = contentOf(site ?? { content: null });
  const address = site ? `${sitesBaseUrl(deps.config)}/sites/${site.slug}/` : sitesBaseUrl(deps.config);
  const language = isSiteLanguage(row.language) ? row.language : isSiteLanguage(content.language) ? content.language : "en";
  const w = requestFormWords(language);
  const kind = row.kind as RequestKind;
  const status = row.status === "confirmed" ? "confirmed" : "declined";
  const answer = fillWords(w[kind][status], { site: address });
  const details = row.details ?? {};
  const shown = details.time ? { ...details, time: formatClock(intlLocale(language), details.time) } : details;
  const lines = detailLines(
    shown,
    {
      service: w.service,
      date: w.date,
      time: w.time,
      items: w.ordered,
      estimate: w.estimate,
      photo: w.photo,
      fulfilment: w.fulfilment,
      pickup: w.pickup,
      delivery: w.delivery,
    },
    (d) => formatDay(language, d),
  );
  const calendar = status === "confirmed" && kind === "booking" && details.date && details.time ? bookingCalendar(row, address, answer) : null;
  const rtl = textDirection(intlLocale(language)) === "rtl";
  const text = [
    answer,
    "",
    ...lines.map(([k, v]) => `${k}: ${v}`),
    ...(details.estimate ? [w.estimateNote] : []),
    ...(row.answerNote ? ["", fillWords(w.answerNote, { site: address }), row.answerNote] : []),
    ...(calendar ? ["", w.calendarNote] : []),
  ]
    .map((line) => (rtl && line ? `${RLM}${line}` : line))
    .join("\n");
  await sendMail(
    mailContext(deps),
    "request_answer",
    {
      to: row.email,
      subject: `${rtl ? RLM : ""}${asSubject(answer)}`,
      text,
      ...(calendar ? { attachments: [{ filename: "booking.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: calendar }] } : {}),
    },
    background,
  );
}

/** The confirmed booking as an iCalendar event (the `ics` library), at the floating local time asked for: the site's time zone is not known. */
export function bookingCalendar(row: Pick<SiteMessage, "id" | "details">, siteAddress: string, description: string): string | null {
  const { date, time, service } = row.details ?? {};
  if (!date || !time) return null;
  const [y, mo, d] = date.split("-").map(Number) as [number, number, number];
  const [h, mi] = time.split(":").map(Number) as [number, number];
  // No end: the owner gave no length of a booking, and an event with only a start is valid iCalendar (RFC 5545 3.6.1).
  const { value, error } = createEvent({
    start: [y, mo, d, h, mi],
    startInputType: "local",
    startOutputType: "local",
    title: `${service ? `${service} – ` : ""}${siteAddress}`.slice(0, 200),
    description,
    uid: `request-${row.id}@lumen-spaces`,
    productId: "lumen-spaces/requests",
  } as EventAttributes);
  return error || !value ? null : value;
}

/** A quote request's photo, for the site's owner only (null: not theirs, no such request, or no photo). */
export async function requestPhoto(
  deps: RuntimeDeps,
  input: { projectId: number; userId: string; messageId: number },
): Promise<{ mime: string; bytes: Uint8Array } | null> {
  if (!(await findOwnedSite(deps.db, input.projectId, input.userId))) return null;
  const [row] = await deps.db
    .select({
      id: siteRequestPhotos.id,
      ext: siteRequestPhotos.ext,
      mime: siteRequestPhotos.mime,
      storage: siteRequestPhotos.storage,
      bytes: siteRequestPhotos.bytes,
    })
    .from(siteRequestPhotos)
    .innerJoin(siteMessages, eq(siteMessages.id, siteRequestPhotos.messageId))
    .where(and(eq(siteRequestPhotos.messageId, input.messageId), eq(siteMessages.projectId, input.projectId)))
    .limit(1);
  if (!row) return null;
  const bytes = row.storage === "r2" ? await deps.images?.store?.get(`requests/${row.id}.${row.ext}`) : row.bytes ? new Uint8Array(row.bytes) : null;
  return bytes ? { mime: row.mime, bytes } : null;
}
