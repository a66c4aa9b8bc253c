// The request path beside the contact form's, on the built Node server: a hosted site with the
// contact form and the booking form on, each posted the same number of times (one address each, so
// no per-address limit; past the site's daily mail cap both are kept as held). The booking form
// checks the owner's hours on each post; its median may be at most REQUEST_TO_CONTACT_RATIO times
// the contact form's.
import { startAppServer } from "../lib/server.mjs";
import { importTs } from "../lib/ts.mjs";
import { num, statusCodes } from "../lib/table.mjs";

export const title = "Request forms beside the contact form (hosted site, no script)";

/** Budget: the booking path's median over the contact form's. */
export const REQUEST_TO_CONTACT_RATIO = 2;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function seedSite(dbPath) {
  const m = await importTs(
    "requests-bench",
    `export { createDatabase } from "./db/index";
     export { createNodeClient } from "./db/client-node";
     export { users, projects, generatedSites } from "./db/schema";
     export { CONTACT_MIN_FILL_MS } from "./functions/services/sites/hosted";`,
  );
  const client = m.createNodeClient(`file:${dbPath}`);
  try {
    await client.execute("PRAGMA busy_timeout = 5000");
    const db = m.createDatabase(client);
    const userId = crypto.randomUUID();
    await db.insert(m.users).values({ id: userId, email: `bench-requests-${userId.slice(0, 8)}@example.com`, firstName: "Bench", lastName: "Owner" });
    const [p] = await db
      .insert(m.projects)
      .values({
        userId,
        name: "Bench Bakery",
        businessType: "Restaurant",
        basePrice: "24.99",
        serviceFee: "5.00",
        totalPrice: "29.99",
        paymentStatus: "paid",
        status: "completed",
      })
      .returning();
    const content = {
      language: "en",
      sections: [
        { kind: "offerings", id: "menu", heading: "Menu", hidden: false, images: [], style: "menu", groups: [{ items: [{ name: "Loaf", price: "$8" }] }] },
      ],
      facts: { hours: [{ days: ["mon", "tue", "wed", "thu", "fri", "sat", "sun"], time: "7am-10pm", closed: false }] },
      settings: { contactForm: true, requests: { booking: { on: true } } },
    };
    const html = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Bench Bakery</title></head><body><main id="main"></main></body></html>';
    await db.insert(m.generatedSites).values({ projectId: p.id, slug: "bench-bakery", html, content, writer: "embedded" });
    return { slug: "bench-bakery", minFillMs: m.CONTACT_MIN_FILL_MS };
  } finally {
    client.close();
  }
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

export async function run(ctx) {
  const posts = ctx.quick ? 100 : 300;
  const server = await startAppServer({ env: { CLIENT_IP_HEADER: "cf-connecting-ip" } });
  try {
    const { slug, minFillMs } = await seedSite(server.dbPath);
    const page = await (await fetch(`${server.url}/sites/${slug}/`)).text();
    const token = /name="t" value="([^"]+)"/.exec(page)?.[1];
    if (!token) throw new Error("no form token on the served page");
    await sleep(minFillMs + 200);
    const day = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
    const paths = {
      contact: { path: `/sites/${slug}/contact`, body: (i) => ({ name: `Visitor ${i}`, email: `v${i}@example.com`, message: "Do you have rye on Sundays?" }) },
      booking: {
        path: `/sites/${slug}/request/booking`,
        body: (i) => ({ name: `Visitor ${i}`, email: `v${i}@example.com`, service: "Loaf", date: day, time: "10:00" }),
      },
    };
    const samples = { contact: [], booking: [] };
    const codes = { contact: {}, booking: {} };
    for (let i = 0; i < posts * 2; i++) {
      const name = i % 2 === 0 ? "contact" : "booking";
      const { path, body } = paths[name];
      const t0 = performance.now();
      const res = await fetch(`${server.url}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "cf-connecting-ip": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        body: new URLSearchParams({ ...body(i), t: token }).toString(),
      });
      await res.arrayBuffer();
      samples[name].push(performance.now() - t0);
      codes[name][res.status] = (codes[name][res.status] ?? 0) + 1;
    }
    const rows = Object.entries(samples).map(([name, ms]) => {
      const sorted = [...ms].sort((a, b) => a - b);
      return {
        path: paths[name].path.replace(slug, "{slug}"),
        requests: ms.length,
        p50Ms: quantile(sorted, 0.5),
        p95Ms: quantile(sorted, 0.95),
        statusCodes: codes[name],
      };
    });
    const ratio = rows[1].p50Ms / rows[0].p50Ms;
    const budgetFailures = [];
    for (const row of rows)
      if (Object.keys(row.statusCodes).some((c) => c !== "303")) budgetFailures.push(`${row.path}: answers other than 303: ${JSON.stringify(row.statusCodes)}`);
    if (ratio > REQUEST_TO_CONTACT_RATIO)
      budgetFailures.push(`booking median is ${ratio.toFixed(2)}x the contact form's (budget ${REQUEST_TO_CONTACT_RATIO}x)`);
    return { rows, ratio, budgetFailures };
  } finally {
    await server.stop();
  }
}

export function tables(r) {
  return [
    {
      title: `Form posts, one at a time (booking median ${r.ratio?.toFixed(2)}x the contact form's; budget ${REQUEST_TO_CONTACT_RATIO}x)`,
      columns: [
        { key: "path", label: "path" },
        { key: "requests", label: "posts", format: (v) => num(v) },
        { key: "p50Ms", label: "p50 ms", format: (v) => num(v) },
        { key: "p95Ms", label: "p95 ms", format: (v) => num(v) },
        { key: "statusCodes", label: "answers", format: (v) => statusCodes(v) },
      ],
      rows: r.rows,
    },
  ];
}
