import { expect, test } from "@playwright/test";
import { signIn, signOut, uniqueEmail } from "../e2e/auth";
import { waitForIslands } from "../e2e/helpers";
import { currentUserId, payByWebhook, readProject, waitForGeneration } from "./flow";

/** The product in the real Workers runtime: static pages from ASSETS, the API in the Worker. */
test.describe("edge smoke (workerd)", () => {
  test("a static page, the 404, a client-route shell and security headers", async ({ page, request }) => {
    const home = await page.goto("/");
    expect(home?.status()).toBe(200);
    await expect(page).toHaveTitle(/Lumen Spaces/);
    expect(home?.headers()["x-content-type-options"]).toBe("nosniff");

    const missing = await page.goto("/no/such/page");
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page Not Found");
    for (const path of ["/404", "/404.html", "/checkout", "/invite"]) {
      const soft = await request.get(path, { maxRedirects: 0 });
      expect(soft.status(), path).toBe(404);
      expect(await soft.text(), path).toContain("Page Not Found");
    }

    // A client route (/checkout/{id} is in the project flow below): the Worker answers with the prerendered shell.
    const invite = await page.goto("/invite/not-a-real-code");
    expect(invite?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/invite/not-a-real-code");
    await expect(page.locator("#invite-title")).toBeVisible();

    const api = await request.get("/api/nope");
    expect(api.status()).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, error: { code: "NOT_FOUND" } });
    expect(api.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(api.headers()["strict-transport-security"]).toContain("max-age=");
  });

  test("the database answers through the Worker", async ({ request }) => {
    expect(await (await request.get("/api/health")).json()).toMatchObject({ status: "ok", database: "reachable" });
    const templates = (await (await request.get("/api/templates")).json()) as unknown[];
    expect(templates.length).toBeGreaterThan(0);
  });

  test("sign in through the identity provider, see the user, sign out", async ({ page }) => {
    await signIn(page, "user@example.com", undefined, "/app-store");
    const me = await page.request.get("/api/auth/user");
    expect(me.status()).toBe(200);
    expect(await me.json()).toMatchObject({ email: "user@example.com", isAdmin: false });
    await expect(page.getByRole("link", { name: "Start Building Now" })).toBeVisible();
    await signOut(page);
    expect(await (await page.request.get("/api/auth/user")).json()).toBeNull();
  });

  test("a paid project end to end: create, Stripe webhook, generate (ctx.waitUntil), the hosted site, publish, the showcase", async ({ page, request }) => {
    test.setTimeout(90_000);
    const name = `Edge Harbor Bakery ${Date.now().toString(36)}`;
    await signIn(page, uniqueEmail("edge"), undefined, "/create");
    await waitForIslands(page);
    await page.getByText("Harvest Table", { exact: true }).click();
    await page.getByLabel("Website Name").fill(name);
    await page.getByLabel("Brief Description").fill("Sourdough and coffee in the old town.");
    await page.getByRole("button", { name: "Create Website Project" }).click();
    // /checkout/{id} is a client route: the Worker answers it with the prerendered shell.
    await page.waitForURL(/\/checkout\/\d+$/);
    await expect(page.getByRole("heading", { name: "Payment Unavailable" })).toBeVisible();
    const id = Number(new URL(page.url()).pathname.split("/").pop());
    const created = await readProject(page, id);
    expect(created).toMatchObject({ name, status: "pending", paymentStatus: "pending", totalPrice: "47.99" });

    await payByWebhook(request, created, await currentUserId(page));
    expect(await readProject(page, id)).toMatchObject({ paymentStatus: "paid", status: "pending" });

    // Generate from the dashboard; the Worker answers at once and finishes the job in ctx.waitUntil.
    await page.goto("/dashboard");
    await waitForIslands(page);
    const card = page.locator(`[data-testid="project-card"][data-project-id="${id}"]`);
    await expect(card.getByTestId("payment-badge")).toHaveText("Paid");
    const started = page.waitForResponse((r) => r.url().endsWith(`/api/projects/${id}/generate`));
    await card.getByRole("button", { name: "Generate Website with AI" }).click();
    expect((await started).status()).toBe(202);
    const done = await waitForGeneration(page, id);
    expect(done.generatedUrl).toMatch(/^\/sites\/edge-harbor-bakery-[a-z0-9-]+\/$/);

    const site = await page.goto(done.generatedUrl!);
    expect(site?.status()).toBe(200);
    expect(site?.headers()["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-/);
    await expect(page).toHaveTitle(new RegExp(name));
    // What search engines and chat apps read, from the Worker: JSON-LD, sitemap, robots and a share
    // card drawn in workerd by the WebAssembly renderer with fonts from the Worker's own assets.
    const pageHtml = await (await request.get(done.generatedUrl!)).text();
    expect(JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(pageHtml)![1]!)["@graph"][0]).toMatchObject({ name });
    const sitemap = await request.get(`${done.generatedUrl}sitemap.xml`);
    expect(await sitemap.text()).toContain(`${done.generatedUrl}</loc>`);
    expect(await (await request.get(`${done.generatedUrl}robots.txt`)).text()).toContain(`Sitemap: `);
    const cardPng = await request.get(`${done.generatedUrl}card.png`);
    expect(cardPng.status()).toBe(200);
    expect(cardPng.headers()["content-type"]).toBe("image/png");
    const png = await cardPng.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    const published = await page.request.post(`/api/projects/${id}/publish`, {
      data: { name, description: "Sourdough and coffee in the old town.", category: "Restaurant", features: ["Online menu", "Reservations"] },
    });
    expect(published.status()).toBe(201);
    const apps = (await (await request.get("/api/published-apps")).json()) as { name: string; url: string }[];
    expect(apps.find((a) => a.name === name)).toMatchObject({ url: done.generatedUrl });

    await page.goto("/app-store");
    const listed = page
      .getByTestId("app-list")
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name }) });
    await expect(listed.getByRole("link", { name: /Visit Live Site/ })).toHaveAttribute("href", done.generatedUrl!);
  });
});

test.describe("reads at the edge write nothing", () => {
  test("public and signed-in API reads run no writing statement on the database (rate limits go to Cloudflare's binding)", async ({
    page,
    request,
    baseURL,
  }) => {
    // preview.mjs serves the Worker's database one port above the Worker.
    const database = `http://127.0.0.1:${Number(new URL(baseURL!).port) + 1}`;
    const writes = async () => ((await (await request.get(`${database}/stats`)).json()) as { writes: number }).writes;
    await signIn(page, "user@example.com", undefined, "/app-store");
    // Warm up: a session's first read may settle its sliding expiry.
    await page.request.get("/api/auth/user");
    const before = await writes();
    let reads = 0;
    for (let i = 0; i < 5; i++) {
      for (const path of ["/api/templates", "/api/published-apps", "/api/auth/user", "/api/projects", "/api/health"]) {
        const res = await page.request.get(path);
        expect(res.status(), path).toBe(200);
        reads++;
      }
    }
    expect(reads).toBe(25);
    expect(await writes()).toBe(before);
  });
});
