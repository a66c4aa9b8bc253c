import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestApp, RAISED_API_LIMITS, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";
import { ownerWithSite } from "../helpers/hosted";
import { outbox, projects } from "../../db/schema";
import type { EditableSiteDto } from "../../core/site/editor";
import { NOTIFY_LINKS_PER_ACCOUNT_PER_DAY, NOTIFY_LINKS_PER_PROJECT_PER_DAY } from "../../functions/services/notify-addresses";

/**
 * The red team's relay: saving and publishing one project ten times with ten notification addresses
 * sent ten confirmation mails, the attacker's project name in each subject, to third parties.
 */
let clock = Date.UTC(2026, 6, 6, 9);
let t: TestApp;
beforeAll(async () => void (t = await createTestApp(RAISED_API_LIMITS, { now: () => clock })));
afterAll(() => t.cleanup());

const confirmations = async () => t.db.select().from(outbox).where(eq(outbox.kind, "notify_verify"));

async function setNotifyAddress(projectId: number, cookie: string, ownerEmail: string) {
  const own = apiAs(t, cookie).projects[":id"];
  const param = { id: String(projectId) };
  const site = (await (await own.site.$get({ param })).json()) as EditableSiteDto;
  const content = { ...site.head.content, settings: { ...site.head.content.settings, ownerEmail } };
  const saved = await own.site.versions.$post({ param, json: { baseVersion: site.head.number, content } });
  expect(saved.status).toBeLessThan(300);
  const { number } = (await saved.json()) as { number: number };
  expect((await own.site.versions[":number"].publish.$post({ param: { ...param, number: String(number) } })).status).toBe(200);
}

describe("notification-address confirmations are not a relay", () => {
  it("ten addresses on one project mail a handful a day, none with the owner's words in the subject", async () => {
    const before = (await confirmations()).length;
    const { project, owner } = await ownerWithSite(t, { name: "WIN A FREE PHONE at prize.example" });
    for (let i = 0; i < 10; i++) await setNotifyAddress(project.id, owner.cookie, `target${i}@third-party.example`);
    const sent = (await confirmations()).slice(before);
    expect(sent).toHaveLength(NOTIFY_LINKS_PER_PROJECT_PER_DAY);
    for (const mail of sent) {
      expect(mail.subject).not.toMatch(/prize|phone/i);
      expect(mail.text).not.toMatch(/prize|phone/i);
    }
    // The next day, the owner's address of choice can be confirmed again.
    clock += 25 * 60 * 60 * 1000;
    await setNotifyAddress(project.id, owner.cookie, "target-next-day@third-party.example");
    expect((await confirmations()).length - before).toBe(NOTIFY_LINKS_PER_PROJECT_PER_DAY + 1);
  });

  it("one address on each of many projects of one account is bounded per account", async () => {
    const first = await ownerWithSite(t);
    const before = (await confirmations()).length;
    await setNotifyAddress(first.project.id, first.owner.cookie, "a0@third-party.example");
    for (let i = 1; i < 8; i++) {
      const { project } = await ownerWithSite(t);
      await t.db.update(projects).set({ userId: first.owner.user.id }).where(eq(projects.id, project.id));
      await setNotifyAddress(project.id, first.owner.cookie, `a${i}@third-party.example`);
    }
    expect((await confirmations()).length - before).toBe(NOTIFY_LINKS_PER_ACCOUNT_PER_DAY);
  });

  it("an unpaid or taken-down project mails no confirmation", async () => {
    const unpaid = await ownerWithSite(t);
    await t.db.update(projects).set({ paymentStatus: "pending" }).where(eq(projects.id, unpaid.project.id));
    const down = await ownerWithSite(t);
    await t.db
      .update(projects)
      .set({ takenDownAt: new Date(clock), takenDownBy: "moderator" })
      .where(eq(projects.id, down.project.id));
    const before = (await confirmations()).length;
    await setNotifyAddress(unpaid.project.id, unpaid.owner.cookie, "unpaid@third-party.example");
    await setNotifyAddress(down.project.id, down.owner.cookie, "down@third-party.example");
    expect((await confirmations()).length).toBe(before);
  });
});

describe("mail subjects", () => {
  it("hold none of the owner's words, in every mail the product words", async () => {
    const { siteMessageMail, siteReadyMail, notifyVerifyMail, domainNoticeMail } = await import("../../core/content/mail");
    const OWNER = "WIN A FREE PHONE";
    const subjects = [
      siteMessageMail({ siteName: OWNER, name: "Ada", email: "ada@example.com", message: "Hi", inboxUrl: "https://x.example/dashboard" }).subject,
      siteReadyMail({ projectName: OWNER, siteUrl: "https://x.example/sites/a/", dashboardUrl: "https://x.example/dashboard" }).subject,
      notifyVerifyMail({ confirmUrl: "https://x.example/c", expiresAt: new Date() }).subject,
      domainNoticeMail({ hostname: "win-a-free-phone.example", stopsAt: new Date(), dashboardUrl: "https://x.example/dashboard" }).subject,
    ];
    for (const subject of subjects) expect(subject).not.toMatch(/phone/i);
  });
});
