import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { formPost, formToken, ownerWithSite } from "../helpers/hosted";
import { mailText, startSmtpServer } from "../helpers/smtp";
import { smtpMailTransport } from "../../functions/hosts/node/smtp";
import { outbox, siteMessages } from "../../db/schema";
import { CONTACT_MIN_FILL_MS, CONTACT_PER_ADDRESS } from "../../functions/services/sites/hosted";
import { answerToken } from "../../functions/services/sites/requests";
import { deliverDueMail, mailContext, MAIL_RETRY_BASE_MS } from "../../functions/services/mail/index";
import type { MailTransport } from "../../functions/services/mail/index";
import sharp from "sharp";
import { customDomains, generatedSites, siteRequestPhotos } from "../../db/schema";

// Monday 2 March 2026, 09:00 UTC.
let clock = Date.UTC(2026, 2, 2, 9);
let t: TestApp;
let ipN = 0;
const ip = () => `10.38.${Math.floor(++ipN / 250)}.${ipN % 250}`;
beforeAll(async () => void (t = await createTestApp({}, { now: () => clock })));
afterAll(() => t.cleanup());

const facts = {
  phones: ["+1 503 555 0142"],
  emails: [],
  social: [],
  places: [],
  team: [],
  hours: [
    { days: ["tue", "wed", "thu", "fri"], label: "Tue–Fri", time: "9am-6pm", closed: false },
    { days: ["sat"], label: "Sat", time: "10:00-14:00", closed: false },
    { days: ["sun", "mon"], label: "Sun–Mon", closed: true },
  ],
};
const offerings = {
  kind: "offerings",
  id: "menu",
  heading: "Menu",
  hidden: false,
  images: [],
  style: "menu",
  groups: [
    {
      items: [
        { name: "Sourdough loaf", price: "$8.50" },
        { name: "Cinnamon bun", price: "$4" },
        { name: "Wedding cake", price: "from $200" },
      ],
    },
  ],
};
const withForms = (requests: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  content: { facts, sections: [offerings], settings: { contactForm: true, requests }, ...extra },
});

const page = async (app: TestApp, base: string) => (await app.app.request(`${base}/`)).text();
const post = (app: TestApp, base: string, kind: string, fields: Record<string, string>, address = ip()) =>
  app.app.request(`${base}/request/${kind}`, formPost(fields, { "cf-connecting-ip": address }));
const stored = (projectId: number) => t.db.select().from(siteMessages).where(eq(siteMessages.projectId, projectId));
const visitor = { name: "Noor Haddad", email: "noor@example.com", phone: "", message: "" };

async function servedToken(app: TestApp, base: string) {
  const token = formToken(await page(app, base));
  clock += CONTACT_MIN_FILL_MS + 1000;
  return token;
}

describe("the booking request form", () => {
  it("is on the page when the owner turned it on: a post form with a date, a time and the offerings as a select's options", async () => {
    const { base } = await ownerWithSite(t, withForms({ booking: { on: true } }));
    const html = await page(t, base);
    expect(html).toContain(`<form class="lf-form" method="post" action="${base}/request/booking">`);
    expect(html).toMatch(/<input[^>]*name="date"[^>]*type="date"/);
    expect(html).toMatch(/<input[^>]*name="time"[^>]*type="time"/);
    expect(html).toMatch(/<select[^>]*name="service"[^>]*>.*<option>Sourdough loaf<\/option><option>Cinnamon bun<\/option>/);
    expect(html).toContain("Tue–Fri 9am-6pm");
    expect(html).not.toMatch(/<script(?! type="application\/ld\+json">)/i); // its one script element is JSON-LD data
    // Off (the default): no form, and a post finds nothing.
    const off = await ownerWithSite(t, withForms({}));
    expect(await page(t, off.base)).not.toContain("/request/booking");
    expect((await post(t, off.base, "booking", { ...visitor, date: "2026-03-04", time: "10:00", t: await servedToken(t, off.base) })).status).toBe(404);
  });

  it("an in-hours request is stored as new and lands on the thank-you page; the owner's notice carries confirm and decline links", async () => {
    const { base, project, owner } = await ownerWithSite(t, { name: "Rye & Co", ...withForms({ booking: { on: true } }) });
    const token = await servedToken(t, base);
    const res = await post(t, base, "booking", { ...visitor, service: "Cinnamon bun", date: "2026-03-04", time: "17:45", t: token, website: "" });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`${base}/request/booking/sent`);
    const [row] = await stored(project.id);
    expect(row).toMatchObject({
      kind: "booking",
      status: "new",
      details: { service: "Cinnamon bun", date: "2026-03-04", time: "17:45" },
      email: "noor@example.com",
    });
    const sent = await (await t.app.request(`${base}/request/booking/sent`)).text();
    expect(sent).toContain("Thank you, your booking request was sent");
    const [notice] = await t.db.select().from(outbox).where(eq(outbox.kind, "site_request"));
    expect(notice!.to).toBe(owner.user.email);
    expect(notice!.subject).toBe("New booking request from Noor Haddad via your website");
    expect(notice!.text).toContain("Day: Wednesday, March 4, 2026");
    expect(notice!.text).toMatch(/Confirm: http:\/\/localhost:4321\/sites\/-\/answer\?t=\d+\.c\.[0-9a-f]{40}/);
  });

  it("refuses, with a message in the site's words and nothing stored: outside the day's hours (naming them), a closed day, a past day, too far ahead", async () => {
    const { base, project } = await ownerWithSite(t, withForms({ booking: { on: true } }));
    const cases: Array<[Record<string, string>, string]> = [
      [{ date: "2026-03-04", time: "18:30" }, "That time is outside our hours. On Wednesday we are open 09:00–18:00."],
      [{ date: "2026-03-07", time: "09:30" }, "On Saturday we are open 10:00–14:00."],
      [{ date: "2026-03-08", time: "11:00" }, "We are closed on that day. Choose another day."],
      [{ date: "2026-02-26", time: "11:00" }, "That day has passed."],
      [{ date: "2027-01-06", time: "11:00" }, "That day is too far ahead."],
      [{ date: "2026-03-04", time: "25:00" }, "Enter the time like 14:30."],
      [{ date: "2026-03-04", time: "10:00", service: "Brain surgery" }, "Choose a service from the list."],
    ];
    for (const [fields, words] of cases) {
      const res = await post(t, base, "booking", { ...visitor, ...fields, t: await servedToken(t, base) });
      expect(res.status, JSON.stringify(fields)).toBe(422);
      const html = await res.text();
      expect(html).toContain(words);
      expect(html).toContain('value="noor@example.com"'); // the visitor's text is kept
    }
    expect(await stored(project.id)).toHaveLength(0);
  });

  it("where the owner gave no hours, any day and time may be asked and the page says the owner will confirm", async () => {
    const { base, project } = await ownerWithSite(t, withForms({ booking: { on: true } }, { facts: { ...facts, hours: [] } }));
    expect(await page(t, base)).toContain("Ask for any day and time; we will confirm by email.");
    expect((await post(t, base, "booking", { ...visitor, date: "2026-03-08", time: "23:30", t: await servedToken(t, base) })).status).toBe(303);
    expect(await stored(project.id)).toHaveLength(1);
  });

  it("two requests for the same slot are both kept (the owner decides); the honeypot is thanked and stores nothing", async () => {
    const { base, project } = await ownerWithSite(t, withForms({ booking: { on: true } }));
    for (const name of ["First Person", "Second Person"])
      expect((await post(t, base, "booking", { ...visitor, name, date: "2026-03-05", time: "10:00", t: await servedToken(t, base) })).status).toBe(303);
    expect((await post(t, base, "booking", { ...visitor, date: "2026-03-05", time: "10:00", website: "spam", t: await servedToken(t, base) })).status).toBe(
      303,
    );
    expect((await stored(project.id)).map((m) => m.name)).toEqual(["First Person", "Second Person"]);
  });

  it("counts against the contact form's per-address limit", async () => {
    const { base, project } = await ownerWithSite(t, withForms({ booking: { on: true } }));
    const address = ip();
    const statuses: number[] = [];
    for (let i = 0; i <= CONTACT_PER_ADDRESS.limit; i++)
      statuses.push((await post(t, base, "booking", { ...visitor, date: "2026-03-05", time: "10:00", t: await servedToken(t, base) }, address)).status);
    expect(statuses.at(-1)).toBe(429);
    expect(await stored(project.id)).toHaveLength(CONTACT_PER_ADDRESS.limit);
  });
});

describe("the order request form", () => {
  it("takes quantities of the owner's items and a pickup time within hours; an estimate only where every chosen price is a plain amount", async () => {
    const { base, project } = await ownerWithSite(t, withForms({ order: { on: true } }));
    const html = await page(t, base);
    expect(html).toMatch(/<input id="order-qty-0" name="qty-0" type="number"/);
    const token = await servedToken(t, base);
    expect((await post(t, base, "order", { ...visitor, "qty-0": "2", "qty-1": "3", date: "2026-03-06", time: "12:00", t: token })).status).toBe(303);
    expect((await post(t, base, "order", { ...visitor, "qty-0": "1", "qty-2": "1", date: "2026-03-06", time: "12:00", t: token })).status).toBe(303);
    const [plain, mixed] = await stored(project.id);
    expect(plain!.details).toMatchObject({
      estimate: "$29.00",
      items: [
        { name: "Sourdough loaf", quantity: 2 },
        { name: "Cinnamon bun", quantity: 3 },
      ],
    });
    expect(mixed!.details!.estimate).toBeUndefined();
    for (const fields of [{ "qty-0": "0" }, { "qty-0": "-2" }, { "qty-0": "1", time: "07:00" }]) {
      expect((await post(t, base, "order", { ...visitor, date: "2026-03-06", time: "12:00", ...fields, t: token })).status).toBe(422);
    }
    expect(await stored(project.id)).toHaveLength(2);
  });
});

describe("an order for delivery, where the owner said they deliver", () => {
  const order = { ...visitor, "qty-0": "1", date: "2026-03-06", time: "12:00" };

  it("stores pickup or delivery and the address; the owner's notice and the visitor's answer mail show them", async () => {
    const { base, project, owner } = await ownerWithSite(t, withForms({ order: { on: true, delivery: true } }, { language: "fr" }));
    const html = await page(t, base);
    expect(html).toContain('name="fulfilment" type="radio" value="delivery"');
    const token = await servedToken(t, base);
    const address = "12 rue des Lilas, 75011 Paris";
    expect((await post(t, base, "order", { ...order, fulfilment: "delivery", address: `  ${address} `, t: token })).status).toBe(303);
    expect((await post(t, base, "order", { ...order, fulfilment: "pickup", address: "ignored", t: token })).status).toBe(303);
    const [delivered, pickedUp] = await stored(project.id);
    expect(delivered!.details).toMatchObject({ fulfilment: "delivery", address, items: [{ name: "Sourdough loaf", quantity: 1 }] });
    expect(pickedUp!.details).toMatchObject({ fulfilment: "pickup" });
    expect(pickedUp!.details!.address).toBeUndefined();
    const notices = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, "site_request"), eq(outbox.to, owner.user.email)));
    expect(notices.map((n) => n.text).join("\n")).toContain(`Delivery to: ${address}`);
    expect(notices.map((n) => n.text).join("\n")).toContain("Pickup or delivery: Pickup");
    expect((await answer(t, project.id, delivered!.id, owner.cookie, { answer: "confirm" })).status).toBe(200);
    const mail = (await answerMails(t)).find((m) => m.text.includes(address))!;
    expect(mail.text).toContain(`Livraison: ${address}`);
    expect(mail.text).not.toMatch(/frais|zone/i);
  });

  it("refuses, with the site's words and nothing stored, a delivery without an address and a delivery where the owner does not deliver", async () => {
    const { base, project } = await ownerWithSite(t, withForms({ order: { on: true, delivery: true } }, { language: "ar" }));
    for (const address of ["", "   "]) {
      const res = await post(t, base, "order", { ...order, fulfilment: "delivery", address, t: await servedToken(t, base) });
      expect(res.status).toBe(422);
      expect(await res.text()).toContain("أدخل عنوان التوصيل، أو اختر الاستلام.");
    }
    expect((await post(t, base, "order", { ...order, fulfilment: "drone", address: "x", t: await servedToken(t, base) })).status).toBe(422);
    expect(await stored(project.id)).toHaveLength(0);
    const off = await ownerWithSite(t, withForms({ order: { on: true } }));
    expect(await page(t, off.base)).not.toContain('name="fulfilment"');
    const res = await post(t, off.base, "order", { ...order, fulfilment: "delivery", address: "1 Main St", t: await servedToken(t, off.base) });
    expect(res.status).toBe(422);
    expect(await res.text()).toContain("Choose pickup or delivery.");
    expect(await stored(off.project.id)).toHaveLength(0);
    // Pickup (or nothing said) on a site without delivery is stored as before, with no pickup or delivery detail.
    expect((await post(t, off.base, "order", { ...order, t: await servedToken(t, off.base) })).status).toBe(303);
    const [row] = await stored(off.project.id);
    expect(row!.details!.fulfilment).toBeUndefined();
  });
});

describe("the quote request form", () => {
  it("needs a description; the service is optional", async () => {
    const { base, project } = await ownerWithSite(t, withForms({ quote: { on: true, heading: "Tell us about your event" } }));
    expect(await page(t, base)).toContain("Tell us about your event");
    const token = await servedToken(t, base);
    const refused = await post(t, base, "quote", { ...visitor, t: token });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Describe what you need.");
    expect((await post(t, base, "quote", { ...visitor, message: "A cake for 80 people on 14 May", t: token })).status).toBe(303);
    expect(await stored(project.id)).toMatchObject([{ kind: "quote", status: "new", message: "A cake for 80 people on 14 May" }]);
  });
});

describe("the quote request's photo", () => {
  const multipart = (fields: Record<string, string>, photo?: { bytes: Uint8Array; type: string; name: string }) => {
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    if (photo) form.append("photo", new File([photo.bytes as Uint8Array<ArrayBuffer>], photo.name, { type: photo.type }));
    return { method: "POST", body: form, headers: { "cf-connecting-ip": ip() } };
  };

  it("one photo through the image pipeline, kept private: only the owner can open it; a file that is not an image stores nothing", async () => {
    const { base, project, owner } = await ownerWithSite(t, withForms({ quote: { on: true } }));
    const html = await page(t, base);
    expect(html).toMatch(/<form class="lf-form" method="post" action="[^"]+\/request\/quote" enctype="multipart\/form-data">/);
    expect(html).toMatch(/<input id="quote-photo" name="photo"[^>]*type="file" accept="image\/jpeg,image\/png,image\/webp">/);
    const token = await servedToken(t, base);
    const fields = { ...visitor, message: "Fix this cracked tile, please.", t: token };
    const notImage = await t.app.request(
      `${base}/request/quote`,
      multipart(fields, { bytes: new TextEncoder().encode("<svg onload=alert(1)>"), type: "image/png", name: "x.png" }),
    );
    expect(notImage.status).toBe(422);
    expect(await notImage.text()).toContain("The photo must be a JPEG, PNG or WebP image of at most 5 MB.");
    expect(await stored(project.id)).toHaveLength(0);

    const png = new Uint8Array(
      await sharp({ create: { width: 40, height: 30, channels: 3, background: "#aa3322" } })
        .png()
        .toBuffer(),
    );
    expect((await t.app.request(`${base}/request/quote`, multipart(fields, { bytes: png, type: "image/png", name: "tile.png" }))).status).toBe(303);
    const [row] = await stored(project.id);
    expect(row!.details!.photo).toMatch(/^[0-9a-f]{20}\.png$/);
    const [photo] = await t.db.select().from(siteRequestPhotos).where(eq(siteRequestPhotos.messageId, row!.id));
    expect(photo).toMatchObject({ mime: "image/png", storage: "db" });
    const path = `/api/projects/${project.id}/messages/${row!.id}/photo`;
    const mine = await t.app.request(path, { headers: { Cookie: owner.cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("content-type")).toBe("image/png");
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect((await sharp(new Uint8Array(await mine.arrayBuffer())).metadata()).width).toBe(40);
    const stranger = await signedInUser(t);
    expect((await t.app.request(path, { headers: { Cookie: stranger.cookie } })).status).toBe(404);
    expect((await t.app.request(path)).status).toBe(401);
    // Not a public media file of the site.
    expect((await t.app.request(`${base}/media/${row!.details!.photo}`)).status).toBe(404);
  });
});

async function bookedRequest(app: TestApp) {
  const site = await ownerWithSite(app, { name: "Salon Mira", ...withForms({ booking: { on: true } }) });
  const token = await servedToken(app, site.base);
  expect((await post(app, site.base, "booking", { ...visitor, service: "Sourdough loaf", date: "2026-03-04", time: "10:30", t: token })).status).toBe(303);
  const [row] = await app.db.select().from(siteMessages).where(eq(siteMessages.projectId, site.project.id));
  return { ...site, row: row! };
}

const answer = (app: TestApp, projectId: number, messageId: number, cookie: string, body: unknown) =>
  app.app.request(`/api/projects/${projectId}/messages/${messageId}/answer`, jsonInit("POST", body, { Cookie: cookie }));
const answerMails = (app: TestApp) => app.db.select().from(outbox).where(eq(outbox.kind, "request_answer"));

describe("the owner's answer", () => {
  it("from the inbox: confirmed once, the visitor gets one mail with the details, the note and the booking's calendar file", async () => {
    const { project, owner, row, slug } = await bookedRequest(t);
    const before = (await answerMails(t)).length;
    const res = await answer(t, project.id, row.id, owner.cookie, { answer: "confirm", note: "See you then!" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "confirmed", answerNote: "See you then!" });
    const mails = await answerMails(t);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.to).toBe("noor@example.com");
    const address = `http://localhost:4321/sites/${slug}/`;
    expect(mail.subject).toBe(`Your booking request at ${address} is confirmed`);
    expect(mail.text).toContain(`Your booking request at ${address} is confirmed.`);
    expect(mail.text).toContain(`A note from ${address}:\nSee you then!`);
    expect(`${mail.subject}${mail.text}`).not.toContain("Salon Mira");
    expect(mail.text).toContain("Day: Wednesday, March 4, 2026");
    expect(mail.text).toContain("See you then!");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments![0]!.content).toMatch(/BEGIN:VCALENDAR[\s\S]*DTSTART:20260304T103000\r\n[\s\S]*END:VEVENT/);
    // Again, or the other answer: a 409 and nothing changes, no second mail.
    expect((await answer(t, project.id, row.id, owner.cookie, { answer: "decline" })).status).toBe(409);
    expect(await answerMails(t)).toHaveLength(before + 1);
    const [after] = await t.db.select().from(siteMessages).where(eq(siteMessages.id, row.id));
    expect(after!.status).toBe("confirmed");
  });

  it("refuses another user's request, a plain message, a note that is too long, an unknown answer", async () => {
    const { project, owner, row } = await bookedRequest(t);
    const stranger = await signedInUser(t);
    expect((await answer(t, project.id, row.id, stranger.cookie, { answer: "confirm" })).status).toBe(404);
    expect((await answer(t, project.id, row.id, owner.cookie, { answer: "confirm", note: "x".repeat(301) })).status).toBe(400);
    expect((await answer(t, project.id, row.id, owner.cookie, { answer: "maybe" })).status).toBe(400);
    const [plain] = await t.db.insert(siteMessages).values({ projectId: project.id, name: "A", email: "a@example.com", message: "hi" }).returning();
    expect((await answer(t, project.id, plain!.id, owner.cookie, { answer: "confirm" })).status).toBe(404);
    const [unchanged] = await t.db.select().from(siteMessages).where(eq(siteMessages.id, row.id));
    expect(unchanged!.status).toBe("new");
  });

  it("from the mail's signed link: the link's page changes nothing, its button does once; a replayed or forged link changes nothing", async () => {
    const { row } = await bookedRequest(t);
    const decline = await answerToken(t.deps, row.id, "decline");
    const before = (await answerMails(t)).length;
    const shown = await t.app.request(`/sites/-/answer?t=${decline}`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('<form method="post">');
    expect((await t.db.select().from(siteMessages).where(eq(siteMessages.id, row.id)))[0]!.status).toBe("new");
    const done = await t.app.request(`/sites/-/answer?t=${decline}`, formPost({ note: "Fully booked that day, sorry." }));
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("the request is declined");
    const replay = await t.app.request(`/sites/-/answer?t=${decline}`, formPost({ note: "again" }));
    expect(replay.status).toBe(409);
    const confirm = await answerToken(t.deps, row.id, "confirm");
    expect((await t.app.request(`/sites/-/answer?t=${confirm}`, formPost({}))).status).toBe(409);
    const forged = `${row.id}.c.${"0".repeat(40)}`;
    expect((await t.app.request(`/sites/-/answer?t=${forged}`, formPost({}))).status).toBe(404);
    const other = confirm.replace(/^\d+/, String(row.id + 1));
    expect((await t.app.request(`/sites/-/answer?t=${other}`, formPost({}))).status).toBe(404);
    const mails = await answerMails(t);
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)!.subject).toMatch(/^Your booking request at http:\/\/localhost:4321\/sites\/salon-mira[-\d]*\/ could not be accepted$/);
    expect(mails.at(-1)!.text).toContain("Fully booked that day, sorry.");
    expect(mails.at(-1)!.attachments).toBeNull();
  });

  it("nothing is lost while mail is down: the answer's mail waits in the outbox and is sent by the retry loop", async () => {
    let down = true;
    const sent: string[] = [];
    const transport: MailTransport = {
      name: "flaky",
      async send(m) {
        if (down) throw new Error("connection refused");
        sent.push(m.to);
      },
    };
    const app = await createTestApp({}, { now: () => clock, mailTransport: transport });
    try {
      const { project, owner, row } = await bookedRequest(app);
      expect((await answer(app, project.id, row.id, owner.cookie, { answer: "confirm" })).status).toBe(200);
      const [queued] = await app.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, "request_answer"), eq(outbox.to, "noor@example.com")));
      expect(queued!.status).toBe("queued");
      down = false;
      clock += MAIL_RETRY_BASE_MS;
      await deliverDueMail(mailContext(app.deps));
      expect(sent).toContain("noor@example.com");
    } finally {
      app.cleanup();
    }
  });

  it("through a real SMTP server: the visitor's mail carries the calendar file", async () => {
    const smtp = await startSmtpServer();
    const transport = smtpMailTransport(smtp.url);
    const app = await createTestApp({}, { now: () => clock, mailTransport: transport });
    try {
      const { project, owner, row } = await bookedRequest(app);
      expect((await answer(app, project.id, row.id, owner.cookie, { answer: "confirm" })).status).toBe(200);
      const mail = smtp.mails.find((m) => m.to.includes("noor@example.com"))!;
      expect(mail.raw).toMatch(/Content-Type: text\/calendar/i);
      expect(mail.raw).toMatch(/filename=booking\.ics/);
      expect(mailText(mail.raw)).toContain("Your booking request at http://localhost:4321/sites/");
      expect(smtp.mails.filter((m) => m.to.includes("noor@example.com"))).toHaveLength(1);
    } finally {
      transport.close();
      app.cleanup();
      await smtp.close();
    }
  });
});

describe("the visitor's answer mail in the site's language", () => {
  const RLM = "\u200f";
  const longDay = (locale: string) =>
    new Intl.DateTimeFormat(locale, { weekday: "long", year: "numeric", month: "long", day: "numeric", timeZone: "UTC" }).format(
      new Date("2026-03-04T00:00:00Z"),
    );

  async function confirmedIn(language: string, name: string) {
    const site = await ownerWithSite(t, { name, ...withForms({ booking: { on: true } }, { language, brandName: name }) });
    const token = await servedToken(t, site.base);
    expect((await post(t, site.base, "booking", { ...visitor, service: "Sourdough loaf", date: "2026-03-04", time: "10:30", t: token })).status).toBe(303);
    const [row] = await stored(site.project.id);
    expect(row!.language).toBe(language);
    expect((await answer(t, site.project.id, row!.id, site.owner.cookie, { answer: "confirm", note: "See you then!" })).status).toBe(200);
    const mail = (await answerMails(t)).find((m) => m.text.includes(`/sites/${site.slug}/`))!;
    return { mail, address: `http://localhost:4321/sites/${site.slug}/` };
  }

  it("names the site by its address, never by its name, in Arabic (right to left) and German", async () => {
    const ar = await confirmedIn("ar", "مخبز الميناء");
    expect(ar.mail.subject).toBe(`${RLM}تم تأكيد طلب الحجز الذي أرسلته عبر ${ar.address}`);
    expect(ar.mail.text).toBe(
      [
        `${RLM}تم تأكيد طلب الحجز الذي أرسلته عبر ${ar.address}.`,
        "",
        `${RLM}الخدمة: Sourdough loaf`,
        `${RLM}اليوم: ${longDay("ar")}`,
        `${RLM}الوقت: 10:30`,
        "",
        `${RLM}ملاحظة من ${ar.address}:`,
        `${RLM}See you then!`,
        "",
        `${RLM}يضيف ملف التقويم المرفق الموعد إلى تقويمك.`,
      ].join("\n"),
    );
    expect(ar.mail.text).not.toContain("مخبز الميناء");
    expect(ar.mail.attachments).toHaveLength(1);

    const de = await confirmedIn("de", "Bäckerei Sonne");
    expect(de.mail.subject).toBe(`Ihre Terminanfrage bei ${de.address} ist bestätigt`);
    expect(de.mail.text).toBe(
      [
        `Ihre Terminanfrage bei ${de.address} ist bestätigt.`,
        "",
        "Leistung: Sourdough loaf",
        `Tag: ${longDay("de")}`,
        "Uhrzeit: 10:30",
        "",
        `Eine Nachricht von ${de.address}:`,
        "See you then!",
        "",
        "Mit der angehängten Kalenderdatei tragen Sie den Termin in Ihren Kalender ein.",
      ].join("\n"),
    );
    expect(`${de.mail.subject}${de.mail.text}${de.mail.attachments?.[0]?.content}`).not.toContain("Bäckerei Sonne");
  });

  it("never carries a hostile or look-alike site name: not in the subject, the text or the calendar file", async () => {
    for (const name of ["PayPal Billing \u202e moc.live//:sptth", "Ѕalon Мira – pay at http://evil.example", "<b>Rye</b> & Co\r\nBcc: x@evil.example"]) {
      const { mail } = await confirmedIn("en", name);
      const all = `${mail.subject}\n${mail.text}\n${mail.attachments?.[0]?.content ?? ""}`;
      expect(all, name).not.toContain(name);
      for (const part of ["PayPal", "\u202e", "Ѕalon", "Мira", "evil.example", "<b>", "Bcc:"]) expect(all, `${name} ${part}`).not.toContain(part);
      expect(mail.subject).toMatch(/^Your booking request at http:\/\/localhost:4321\/sites\/[a-z0-9-]+\/ is confirmed$/);
    }
  });
});

describe("the owner's choice in the editor", () => {
  it("a saved and published version turns a form on with the owner's heading; it then leads the page's actions; labels past their limits are refused", async () => {
    const { project, owner, base } = await ownerWithSite(t);
    const editable = (await (await t.app.request(`/api/projects/${project.id}/site`, { headers: { Cookie: owner.cookie } })).json()) as {
      head: { number: number; content: { settings: Record<string, unknown> } & Record<string, unknown> };
    };
    expect(await page(t, base)).not.toContain('id="booking"');
    const withBooking = (booking: Record<string, unknown>) => ({
      baseVersion: editable.head.number,
      content: { ...editable.head.content, settings: { ...editable.head.content.settings, requests: { booking } } },
    });
    const save = (body: unknown) => t.app.request(`/api/projects/${project.id}/site/versions`, jsonInit("POST", body, { Cookie: owner.cookie }));
    expect((await save(withBooking({ on: true, heading: "x".repeat(81) }))).status).toBe(400);
    const saved = await save(withBooking({ on: true, primary: true, heading: "Book a tasting", send: "Ask for this time" }));
    expect(saved.status).toBe(201);
    const { number } = (await saved.json()) as { number: number };
    expect((await t.app.request(`/api/projects/${project.id}/site/versions/${number}/publish`, jsonInit("POST", {}, { Cookie: owner.cookie }))).status).toBe(
      200,
    );
    const html = await page(t, base);
    expect(html).toContain('<h2 id="booking-h">Book a tasting</h2>');
    expect(html).toContain('<button class="btn" type="submit">Ask for this time</button>');
    expect(html).toMatch(/<section class="hero"[\s\S]*?<a class="btn" href="#booking">Book a tasting<\/a>/);
  });

  it("the order form's delivery switch: saved, published, and the form then asks pickup or delivery; a non-boolean is refused", async () => {
    const { project, owner, base } = await ownerWithSite(t, withForms({}));
    const editable = (await (await t.app.request(`/api/projects/${project.id}/site`, { headers: { Cookie: owner.cookie } })).json()) as {
      head: { number: number; content: { settings: Record<string, unknown> } & Record<string, unknown> };
    };
    const withOrder = (order: Record<string, unknown>) => ({
      baseVersion: editable.head.number,
      content: { ...editable.head.content, settings: { ...editable.head.content.settings, requests: { order } } },
    });
    const save = (body: unknown) => t.app.request(`/api/projects/${project.id}/site/versions`, jsonInit("POST", body, { Cookie: owner.cookie }));
    expect((await save(withOrder({ on: true, delivery: "yes" }))).status).toBe(400);
    const saved = await save(withOrder({ on: true, delivery: true }));
    expect(saved.status).toBe(201);
    const { number } = (await saved.json()) as { number: number };
    expect((await t.app.request(`/api/projects/${project.id}/site/versions/${number}/publish`, jsonInit("POST", {}, { Cookie: owner.cookie }))).status).toBe(
      200,
    );
    const html = await page(t, base);
    expect(html).toContain('name="fulfilment" type="radio" value="delivery"');
    expect(html).toContain("Order for pickup or delivery");
  });
});

describe("on the site's own domain", () => {
  it("the forms post to /request/{kind} there and land on its thank-you page", async () => {
    const { project } = await ownerWithSite(t, { role: "premium", ...withForms({ booking: { on: true } }) });
    await t.db.insert(customDomains).values({ projectId: project.id, hostname: "book.rye-and-co.com", token: "t", verifiedAt: new Date(clock) });
    const onHost = (path: string, init: RequestInit = {}) => t.app.request(`http://book.rye-and-co.com${path}`, init);
    const html = await (await onHost("/")).text();
    expect(html).toContain('<form class="lf-form" method="post" action="/request/booking">');
    clock += CONTACT_MIN_FILL_MS + 1000;
    const res = await onHost("/request/booking", formPost({ ...visitor, date: "2026-03-04", time: "10:00", t: formToken(html) }, { "cf-connecting-ip": ip() }));
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/request/booking/sent");
    expect(await (await onHost("/request/booking/sent")).text()).toContain("Thank you, your booking request was sent");
    expect(await stored(project.id)).toHaveLength(1);
  });
});

describe("a site taken offline", () => {
  it("answers 410 on its request paths and stores nothing", async () => {
    const { base, project } = await ownerWithSite(t, withForms({ booking: { on: true } }));
    const token = await servedToken(t, base);
    await t.db
      .update(generatedSites)
      .set({ unpublishedAt: new Date(clock) })
      .where(eq(generatedSites.projectId, project.id));
    expect((await post(t, base, "booking", { ...visitor, date: "2026-03-04", time: "10:00", t: token })).status).toBe(410);
    expect((await t.app.request(`${base}/request/booking`)).status).toBe(410);
    expect((await t.app.request(`${base}/request/booking/sent`)).status).toBe(410);
    expect(await stored(project.id)).toHaveLength(0);
  });
});
