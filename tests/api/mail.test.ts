import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { startSmtpServer, mailText } from "../helpers/smtp";
import { smtpMailTransport } from "../../functions/hosts/node/smtp";
import { httpMailTransport } from "../../functions/services/mail/transport";
import { deliverDueMail, mailContext, MAIL_MAX_ATTEMPTS, MAIL_RETRY_BASE_MS } from "../../functions/services/mail/index";
import { outbox, projects } from "../../db/schema";
import { runGeneration, generationContext } from "../../functions/services/generation/index";
import { DEV_ADMIN_PASSWORD } from "../../functions/config";

/** The report goes straight to a signed-in visitor's own address (anonymous leads confirm first: lead-confirmation.test.ts). */
const cookies = new Map<unknown, Map<string, string>>();
async function ownCookie(app: TestApp, email: string): Promise<string> {
  const mine = cookies.get(app) ?? new Map<string, string>();
  cookies.set(app, mine);
  if (!mine.has(email)) mine.set(email, (await signedInUser(app, { email })).cookie);
  return mine.get(email)!;
}

const lead = {
  email: "visitor@example.com",
  monthlyRequests: 150,
  estimatedSavings: "202500",
  roiMultiple: 13.5,
  eventType: "roi_calculated" as const,
  source: "roi_calculator" as const,
};
let ipCounter = 0;
/** A signed-in visitor sends the lead to their own address. */
const postLead = async (app: TestApp, body: typeof lead) =>
  apiAs(app, await ownCookie(app, body.email), { "cf-connecting-ip": ip() }).leads.$post({ json: body });
const ip = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

/** Untyped on purpose: a status the outbox's query schema refuses (the typed client would not compile it). */
const rawOutbox = (app: TestApp, query: string, cookie: string) => app.app.request(`/api/admin/outbox${query}`, { headers: { Cookie: cookie } });

async function adminCookie(t: TestApp): Promise<string> {
  const res = await apiClient(t, { "cf-connecting-ip": ip() }).admin.auth.$post({ json: { password: DEV_ADMIN_PASSWORD } });
  expect(res.status).toBe(200);
  return res.headers.get("set-cookie")!.split(";")[0]!;
}

describe("mail with no transport configured: the outbox keeps everything", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await createTestApp()));
  afterAll(() => t.cleanup());

  it("the ROI lead's report is stored with the figures the visitor computed, and admins read it", async () => {
    const res = await postLead(t, lead);
    expect(res.status).toBe(201);
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.kind, "roi_report"));
    expect(mail).toMatchObject({ to: "visitor@example.com", status: "stored", transport: "none", attempts: 0 });
    expect(mail!.text).toContain("$202,500");
    expect(mail!.text).toContain("13.5x");
    expect(mail!.text).toContain("150");

    // A repeated identical submission is not mailed twice.
    const again = await postLead(t, lead);
    expect(again.status).toBe(200);
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, "roi_report"))).toHaveLength(1);

    expect((await apiClient(t).admin.outbox.$get({ query: {} })).status).toBe(401);
    const cookie = await adminCookie(t);
    const list = await apiAs(t, cookie).admin.outbox.$get({ query: {} });
    expect(list.status).toBe(200);
    const body = (await list.json()) as { transport: string; mails: { to: string; status: string }[] };
    expect(body.transport).toBe("none");
    expect(body.mails.some((m) => m.to === "visitor@example.com" && m.status === "stored")).toBe(true);
    expect((await rawOutbox(t, "?status=bogus", cookie)).status).toBe(400);
  });

  it("an invite created with an email address is mailed; without one nothing is sent; a bad address is a 400", async () => {
    const admin = await signedInUser(t, { role: "admin" });
    const res = await apiAs(t, admin.cookie).admin.invite.$post({ json: { role: "user", email: "new.person@example.com" } });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { inviteUrl: string; emailedTo: string };
    expect(body.emailedTo).toBe("new.person@example.com");
    const [mail] = await t.db.select().from(outbox).where(eq(outbox.kind, "invite"));
    expect(mail!.to).toBe("new.person@example.com");
    expect(mail!.text).toContain(body.inviteUrl);

    const bad = await apiAs(t, admin.cookie).admin.invite.$post({ json: { role: "user", email: "not an address" } });
    expect(bad.status).toBe(400);
    const plain = await apiAs(t, admin.cookie).admin.invite.$post({ json: { role: "user" } });
    expect(plain.status).toBe(201);
    expect(await t.db.select().from(outbox).where(eq(outbox.kind, "invite"))).toHaveLength(1);
  });

  it("a completed generation tells the owner their site is ready (once)", async () => {
    const owner = await signedInUser(t, { email: "owner.ready@example.com" });
    const [p] = await t.db
      .insert(projects)
      .values({
        userId: owner.user.id,
        name: "Ready Bakery",
        businessType: "Restaurant",
        basePrice: "24.99",
        serviceFee: "5.00",
        totalPrice: "29.99",
        paymentStatus: "paid",
        status: "generating",
        generationStartedAt: new Date(),
      })
      .returning();
    expect(await runGeneration(generationContext(t.deps), p!.id)).toBe("completed");
    expect(await runGeneration(generationContext(t.deps), p!.id)).toBe("skipped");
    const mails = await t.db.select().from(outbox).where(eq(outbox.kind, "site_ready"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to).toBe("owner.ready@example.com");
    expect(mails[0]!.text).toMatch(/http:\/\/localhost:4321\/sites\/ready-bakery[\w-]*\//);
  });
});

describe("mail through SMTP (a real SMTP server in the test)", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let transport: ReturnType<typeof smtpMailTransport>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    transport = smtpMailTransport(smtp.url);
    t = await createTestApp({ MAIL_FROM: "Lumen Test <robot@lumen.test>" }, { mailTransport: transport });
  });
  afterAll(async () => {
    transport.close();
    t.cleanup();
    await smtp.close();
  });

  it("the ROI report reaches the SMTP server and the outbox row reads sent", async () => {
    const res = await postLead(t, { ...lead, email: "smtp.visitor@example.com" });
    expect(res.status).toBe(201);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]!.to).toEqual(["smtp.visitor@example.com"]);
    expect(smtp.mails[0]!.from).toBe("robot@lumen.test");
    const text = mailText(smtp.mails[0]!.raw);
    expect(text).toContain("Subject: Your ROI report from Lumen Spaces");
    expect(text).toContain("$202,500");
    const [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: "sent", transport: "smtp", attempts: 1, lastError: null });
  });
});

describe("failed sends are retried with exponential backoff, then marked failed; admins retry", () => {
  let t: TestApp;
  let clock = Date.UTC(2026, 0, 5, 12);
  let deadPort: number;
  let transport: ReturnType<typeof smtpMailTransport>;
  beforeAll(async () => {
    // A port that was just free: nothing listens, every connection is refused.
    const probe = createServer();
    await new Promise<void>((done) => probe.listen(0, "127.0.0.1", done));
    deadPort = (probe.address() as AddressInfo).port;
    await new Promise<void>((done) => probe.close(() => done()));
    transport = smtpMailTransport(`smtp://127.0.0.1:${deadPort}`);
    t = await createTestApp({}, { mailTransport: transport, now: () => clock });
  });
  afterAll(() => {
    transport.close();
    t.cleanup();
  });

  it("each failure doubles the wait; after the last attempt the mail is failed and visible with its error", async () => {
    const res = await postLead(t, { ...lead, email: "retry@example.com" });
    expect(res.status).toBe(201); // the visitor's request succeeds though the mail could not be sent
    let [row] = await t.db.select().from(outbox);
    expect(row).toMatchObject({ status: "queued", attempts: 1, transport: "smtp" });
    expect(row!.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(row!.nextAttemptAt!.getTime()).toBe(clock + MAIL_RETRY_BASE_MS);

    const ctx = () => mailContext(t.deps);
    expect(await deliverDueMail(ctx())).toBe(0); // not due yet
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt++) {
      clock = row!.nextAttemptAt!.getTime();
      expect(await deliverDueMail(ctx())).toBe(1);
      [row] = await t.db.select().from(outbox);
      expect(row!.attempts).toBe(attempt);
      if (attempt < MAIL_MAX_ATTEMPTS) expect(row!.nextAttemptAt!.getTime()).toBe(clock + MAIL_RETRY_BASE_MS * 2 ** (attempt - 1));
    }
    expect(row).toMatchObject({ status: "failed", nextAttemptAt: null });

    const cookie = await adminCookie(t);
    const failed = (await (await apiAs(t, cookie).admin.outbox.$get({ query: { status: "failed" } })).json()) as {
      mails: { id: number; lastError: string }[];
    };
    expect(failed.mails).toHaveLength(1);
    expect(failed.mails[0]!.lastError).toBeTruthy();

    // Retry from the panel: still refused, so queued again with a fresh round of attempts.
    const retry = await apiAs(t, cookie).admin.outbox[":id"].retry.$post({ param: { id: String(row!.id) } });
    expect(retry.status).toBe(200);
    expect(((await retry.json()) as { status: string }).status).toBe("queued");
    expect((await apiAs(t, cookie).admin.outbox[":id"].retry.$post({ param: { id: String(row!.id) } })).status).toBe(404);
    expect((await apiAs(t, cookie).admin.outbox[":id"].retry.$post({ param: { id: "abc" } })).status).toBe(400);
  });
});

describe("the HTTP mail API transport (a local server standing in for the provider)", () => {
  let server: Server;
  let url: string;
  const seen: { auth?: string; body: unknown }[] = [];
  let answer = 200;
  beforeAll(async () => {
    server = createServer((req, res) => {
      let data = "";
      req.on("data", (c) => (data += c));
      req.on("end", () => {
        seen.push({ auth: req.headers.authorization, body: req.url === "/emails" ? JSON.parse(data) : null });
        res.writeHead(answer, { "Content-Type": "application/json" }).end(answer === 200 ? '{"id":"m1"}' : '{"message":"invalid from"}');
      });
    });
    await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));
  afterEach(() => void (seen.length = 0));

  it("is chosen from MAIL_API_KEY and posts the mail with a bearer key; an error answer is recorded", async () => {
    const t = await createTestApp({ MAIL_API_URL: url, MAIL_API_KEY: "re_test_key", MAIL_FROM: "robot@lumen.test" });
    try {
      const res = await postLead(t, { ...lead, email: "api.visitor@example.com" });
      expect(res.status).toBe(201);
      expect(seen).toHaveLength(1);
      expect(seen[0]!.auth).toBe("Bearer re_test_key");
      expect(seen[0]!.body).toMatchObject({ from: "robot@lumen.test", to: ["api.visitor@example.com"], subject: "Your ROI report from Lumen Spaces" });
      expect((await t.db.select().from(outbox))[0]).toMatchObject({ status: "sent", transport: "http" });
    } finally {
      t.cleanup();
    }
    answer = 422;
    await expect(httpMailTransport({ apiUrl: url, apiKey: "k" }).send({ from: "a@b.c", to: "d@e.f", subject: "s", text: "t" })).rejects.toThrow(
      /422.*invalid from/,
    );
    answer = 200;
  });
});
