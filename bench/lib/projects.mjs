// A busy dashboard's ten projects, written straight into a database file: some generated (one of
// them in the showcase), one failed, one paid and ready, some waiting for payment, some generating.
// Which of them the dashboard polls is the app's own rule (shouldPollStatus, core/projects.ts).
import { importTs } from "./ts.mjs";

const PRICES = { basePrice: "24.99", serviceFee: "5.00", totalPrice: "29.99" };

/** The ten projects: [name, business type, status, payment status, extra columns]. */
export const DASHBOARD_PROJECTS = [
  ["Harbor Bakery", "Restaurant", "completed", "paid", { generatedUrl: "/sites/harbor-bakery/", isPublishedToStore: true }],
  ["Northside Dental", "Healthcare", "completed", "paid", { generatedUrl: "/sites/northside-dental/" }],
  ["Pine Ridge Tutors", "Education", "completed", "paid", { generatedUrl: "/sites/pine-ridge-tutors/" }],
  ["Copper Kettle Cafe", "Restaurant", "failed", "paid", { failureReason: "The writer did not answer." }],
  ["Elm Street Books", "E-commerce", "pending", "paid", {}],
  ["Summit Yoga", "Other", "pending", "pending", {}],
  ["Riverbend Plumbing", "Business", "pending", "pending", {}],
  ["Maple Lane Florist", "E-commerce", "pending", "pending", {}],
  ["Brightside Studio", "Portfolio", "generating", "paid", {}],
  ["Lakeside Law", "Technology", "generating", "paid", {}],
];

const app = () =>
  importTs(
    "bench-projects",
    `export { createDatabase } from "./db/index";
     export { createNodeClient } from "./db/client-node";
     export { projects } from "./db/schema";
     export { shouldPollStatus } from "./core/projects";
     export { and, eq, inArray } from "drizzle-orm";`,
  );

async function withDb(dbPath, fn) {
  const m = await app();
  const client = m.createNodeClient(`file:${dbPath}`);
  try {
    await client.execute("PRAGMA busy_timeout = 5000");
    return await fn(m.createDatabase(client), m);
  } finally {
    client.close();
  }
}

/**
 * Gives each user of `userIds` the ten projects; answers, per user id, `{ ids, changing }`: every
 * project id, and the ids the dashboard polls (ascending, as it sends them).
 */
export async function seedDashboardProjects(dbPath, userIds) {
  return withDb(dbPath, async (db, m) => {
    const out = new Map();
    for (const userId of userIds) {
      const rows = await db
        .insert(m.projects)
        .values(
          DASHBOARD_PROJECTS.map(([name, businessType, status, paymentStatus, extra]) => ({
            ...PRICES,
            ...extra,
            generationStartedAt: status === "generating" ? new Date() : null,
            userId,
            name,
            businessType,
            status,
            paymentStatus,
          })),
        )
        .returning({ id: m.projects.id, status: m.projects.status, paymentStatus: m.projects.paymentStatus });
      const changing = rows
        .filter((r) => m.shouldPollStatus(r))
        .map((r) => r.id)
        .sort((a, b) => a - b);
      out.set(userId, { ids: rows.map((r) => r.id), changing });
    }
    return out;
  });
}

/**
 * What the outside world does to a user's changing projects: the generations finish (as the job
 * writes them) and the payments arrive (as the Stripe webhook writes them). Answers how many changed.
 */
export async function settleDashboardProjects(dbPath, userId) {
  return withDb(dbPath, async (db, m) => {
    const { and, eq } = m;
    const done = await db
      .update(m.projects)
      .set({ status: "completed", generatedUrl: "/sites/settled/", updatedAt: new Date() })
      .where(and(eq(m.projects.userId, userId), eq(m.projects.status, "generating")))
      .returning({ id: m.projects.id });
    const paid = await db
      .update(m.projects)
      .set({ paymentStatus: "paid", paidAt: new Date(), paidVia: "stripe", updatedAt: new Date() })
      .where(and(eq(m.projects.userId, userId), eq(m.projects.status, "pending"), eq(m.projects.paymentStatus, "pending")))
      .returning({ id: m.projects.id });
    return done.length + paid.length;
  });
}
