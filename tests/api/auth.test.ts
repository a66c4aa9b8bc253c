import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs, apiClient } from "../helpers/api-client";
import { CookieJar, currentUser, follow, location, signInFlow, startEmbeddedServer, step, type EmbeddedServer } from "../helpers/oidc-flow";
import { auditEvents, loginAttempts, sessions, users } from "../../db/schema";
import { createSession, sessionCookieName, SESSION_IDLE_MS } from "../../functions/auth/sessions";
import { LOGIN_RATE_LIMIT } from "../../functions/routes/auth";
import { formEncode, toProfile } from "../../functions/auth/oidc";
import { SIGNED_IN_HINT_COOKIE } from "../../core/session-user";

const SESSION = sessionCookieName(false);

describe("sign-in through the embedded OpenID Connect provider", () => {
  let s: EmbeddedServer;
  beforeAll(async () => {
    s = await startEmbeddedServer();
  }, 30_000);
  afterAll(() => s.stop());

  it("publishes a discovery document whose endpoints live under /oidc", async () => {
    const res = await fetch(`${s.url}/oidc/.well-known/openid-configuration`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc.issuer).toBe(`${s.url}/oidc`);
    expect(doc.authorization_endpoint).toBe(`${s.url}/oidc/auth`);
    expect(doc.token_endpoint).toBe(`${s.url}/oidc/token`);
    expect(doc.end_session_endpoint).toBe(`${s.url}/oidc/session/end`);
    expect(doc.code_challenge_methods_supported).toEqual(["S256"]);
  });

  it("/api/login sends the browser to the provider with PKCE S256, state and nonce, and binds the state to the browser", async () => {
    const jar = new CookieJar();
    const res = await step(jar, `${s.url}/api/login?returnTo=%2Fapp-store`);
    expect(res.status).toBe(302);
    const to = new URL(location(res, s.url));
    expect(`${to.origin}${to.pathname}`).toBe(`${s.url}/oidc/auth`);
    expect(to.searchParams.get("response_type")).toBe("code");
    expect(to.searchParams.get("client_id")).toBe("lumen-local");
    expect(to.searchParams.get("redirect_uri")).toBe(`${s.url}/api/callback`);
    expect(to.searchParams.get("code_challenge_method")).toBe("S256");
    expect(to.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(to.searchParams.get("nonce")).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(to.searchParams.get("scope")?.split(" ")).toEqual(expect.arrayContaining(["openid", "email", "profile"]));
    const state = to.searchParams.get("state")!;
    expect(jar.get("lumen_login_state")).toBe(state);
    const [attempt] = await s.server.db.select().from(loginAttempts).where(eq(loginAttempts.state, state));
    expect(attempt?.returnTo).toBe("/app-store");
    expect(attempt?.codeVerifier).not.toBe(to.searchParams.get("code_challenge"));
  });

  it("shows the product's sign-in page, signs the user in, creates the user and returns to returnTo", async () => {
    const r = await signInFlow(s.url, "user@example.com", { query: "returnTo=%2Fapp-store%3Ftab%3D2" });
    expect(r.loginPage).toContain("Sign in to Lumen Spaces");
    expect(r.loginPage).toMatch(/<label for="email">Email<\/label>/);
    expect(r.loginPage).toMatch(/<label for="password">Password<\/label>/);
    expect(r.callback.status).toBe(302);
    expect(r.callback.headers.get("location")).toBe("/app-store?tab=2");
    const cookie = r.callback.headers.getSetCookie().find((c) => c.startsWith(`${SESSION}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // The readable signed-in hint travels with it (not HttpOnly, same path and lifetime).
    const hint = r.callback.headers.getSetCookie().find((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=1`))!;
    expect(hint).not.toMatch(/HttpOnly/i);
    expect(hint).toMatch(/Path=\//);
    expect(hint.match(/Expires=[^;]+/)?.[0]).toBe(cookie.match(/Expires=[^;]+/)?.[0]);
    const me = await currentUser(s.url, r.jar);
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ firstName: "Uma", email: "user@example.com", isAdmin: false, role: "user", status: "active", permissions: [] });
    expect(Object.keys(me.body).sort()).toEqual(["email", "firstName", "id", "isAdmin", "lastName", "permissions", "profileImageUrl", "role", "status"]);
    const [row] = await s.server.db.select().from(users).where(eq(users.email, "user@example.com"));
    expect(row?.oidcIssuer).toBe(`${s.url}/oidc`);
    expect(row?.oidcSubject).toBe("user@example.com");
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
  });

  it("a second sign-in reuses the user, moves lastLoginAt and starts a NEW session", async () => {
    const first = await signInFlow(s.url, "repeat@example.com");
    const firstToken = first.jar.get(SESSION)!;
    const [before] = await s.server.db.select().from(users).where(eq(users.email, "repeat@example.com"));
    await new Promise((r) => setTimeout(r, 5));
    const second = await signInFlow(s.url, "repeat@example.com", { jar: first.jar });
    expect(second.callback.status).toBe(302);
    const secondToken = second.jar.get(SESSION)!;
    expect(secondToken).not.toBe(firstToken);
    const rows = await s.server.db.select().from(users).where(eq(users.email, "repeat@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.lastLoginAt!.getTime()).toBeGreaterThan(before!.lastLoginAt!.getTime());
    // The old session of this browser ended.
    const old = await fetch(`${s.url}/api/auth/user`, { headers: { Cookie: `${SESSION}=${firstToken}` } });
    expect(await old.json()).toBeNull();
  });

  it("admin@example.com is an admin (ADMIN_EMAILS of the embedded provider)", async () => {
    const r = await signInFlow(s.url, "admin@example.com");
    const me = await currentUser(s.url, r.jar);
    expect(me.body).toMatchObject({ isAdmin: true, role: "admin", firstName: "Ada" });
  });

  it("a suspended account is refused with the suspended page and gets no session", async () => {
    const r = await signInFlow(s.url, "suspended@example.com");
    expect(r.callback.status).toBe(302);
    expect(r.callback.headers.get("location")).toBe("/account-suspended");
    expect(r.jar.get(SESSION)).toBeUndefined();
  });

  it("a pending account signs in and is reported as pending", async () => {
    const r = await signInFlow(s.url, "pending@example.com");
    const me = await currentUser(s.url, r.jar);
    expect(me.body).toMatchObject({ status: "pending", email: "pending@example.com", firstName: "Pat" });
  });

  it("a wrong password re-shows the form with an error and no redirect", async () => {
    const jar = new CookieJar();
    const { url, res } = await follow(jar, `${s.url}/api/login`);
    const html = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(html)![1]!;
    const post = await step(jar, new URL(action, url).toString(), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: s.url },
      body: "email=user%40example.com&password=wrong",
    });
    expect(post.status).toBe(401);
    const page = await post.text();
    expect(page).toContain('role="alert"');
    expect(page).toContain("Email or password is incorrect");
    expect(page).toContain('value="user@example.com"');
    // The failure is in the audit trail: who tried (the email typed), from a hashed address, never the password.
    const failures = await s.server.db.select().from(auditEvents).where(eq(auditEvents.action, "sign_in.failure"));
    const embedded = failures.find((f) => (f.detail as { provider?: string } | null)?.provider === "embedded");
    expect(embedded).toMatchObject({ actorLabel: "anonymous", detail: { provider: "embedded", reason: "password", email: "user@example.com" } });
    expect(embedded!.addressHash).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(embedded)).not.toContain("wrong");
  });

  it("a successful sign-in is in the audit trail with the account as actor", async () => {
    const r = await signInFlow(s.url, "user@example.com");
    const me = await currentUser(s.url, r.jar);
    const events = await s.server.db.select().from(auditEvents).where(eq(auditEvents.action, "sign_in.success"));
    expect(events.some((e) => e.actorId === (me.body as { id: string }).id && e.actorLabel === "user@example.com")).toBe(true);
  });

  it("an address outside example.com is refused by the embedded provider", async () => {
    await expect(signInFlow(s.url, "someone@elsewhere.test")).rejects.toThrow(/answered 401/);
  });

  it("a forged state is refused", async () => {
    const r = await signInFlow(s.url, "user@example.com", { callback: false });
    const forged = new URL(r.callbackUrl);
    forged.searchParams.set("state", "forged-state-value-0123456789");
    const res = await step(r.jar, forged.toString());
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/sign-in-failed?reason=state");
    expect(r.jar.get(SESSION)).toBeUndefined();
  });

  it("a state used once cannot be replayed (the same callback URL twice)", async () => {
    const r = await signInFlow(s.url, "user@example.com");
    expect(r.callback.headers.get("location")).toBe("/");
    const replay = await step(new CookieJar(), r.callbackUrl);
    expect(replay.headers.get("location")).toBe("/sign-in-failed?reason=state");
    const replaySameBrowser = await step(r.jar, r.callbackUrl);
    expect(replaySameBrowser.headers.get("location")).toBe("/sign-in-failed?reason=state");
  });

  it("a callback without the browser's state cookie is refused (login CSRF)", async () => {
    const r = await signInFlow(s.url, "user@example.com", { callback: false });
    const victim = new CookieJar();
    const res = await step(victim, r.callbackUrl);
    expect(res.headers.get("location")).toBe("/sign-in-failed?reason=state");
    expect(victim.get(SESSION)).toBeUndefined();
  });

  it("a used authorization code is refused even with a fresh state", async () => {
    const first = await signInFlow(s.url, "user@example.com");
    expect(first.callback.status).toBe(302);
    const oldCode = new URL(first.callbackUrl).searchParams.get("code")!;
    // A new sign-in attempt (new state, new verifier), but the old code.
    const second = await signInFlow(s.url, "user@example.com", { callback: false });
    const tampered = new URL(second.callbackUrl);
    tampered.searchParams.set("code", oldCode);
    const res = await step(second.jar, tampered.toString());
    expect(res.headers.get("location")).toBe("/sign-in-failed?reason=token");
    expect(second.jar.get(SESSION)).toBeUndefined();
  });

  it("a callback naming another issuer (iss) is refused", async () => {
    const r = await signInFlow(s.url, "user@example.com", { callback: false });
    const mixed = new URL(r.callbackUrl);
    mixed.searchParams.set("iss", "https://evil.example/oidc");
    const res = await step(r.jar, mixed.toString());
    expect(res.headers.get("location")).toBe("/sign-in-failed?reason=provider");
  });

  it("cancelling at the provider lands on the sign-in-failed page", async () => {
    const jar = new CookieJar();
    const { url } = await follow(jar, `${s.url}/api/login`);
    const cancel = await follow(jar, `${url}/abort`, (u) => new URL(u).pathname === "/api/callback");
    const res = await step(jar, cancel.url);
    expect(res.headers.get("location")).toBe("/sign-in-failed?reason=cancelled");
  });

  it.each([
    ["https://evil.example/steal", "absolute URL"],
    ["//evil.example/steal", "protocol-relative"],
    ["/\\evil.example", "backslash"],
    ["/api/logout", "the sign-in machinery"],
    ["javascript:alert(1)", "script URL"],
  ])("a foreign returnTo (%s, %s) falls back to /", async (returnTo) => {
    const r = await signInFlow(s.url, "user@example.com", { query: `returnTo=${encodeURIComponent(returnTo)}` });
    expect(r.callback.headers.get("location")).toBe("/");
  });

  it("logout ends the session here, then at the provider (id_token_hint, post-logout to the site root)", async () => {
    const r = await signInFlow(s.url, "user@example.com");
    const token = r.jar.get(SESSION)!;
    const res = await step(r.jar, `${s.url}/api/logout`);
    expect(res.status).toBe(302);
    const end = new URL(location(res, s.url));
    expect(`${end.origin}${end.pathname}`).toBe(`${s.url}/oidc/session/end`);
    expect(end.searchParams.get("id_token_hint")).toMatch(/^ey/);
    expect(end.searchParams.get("post_logout_redirect_uri")).toBe(`${s.url}/`);
    expect(r.jar.get(SESSION)).toBeUndefined();
    expect(r.jar.get(SIGNED_IN_HINT_COOKIE)).toBeUndefined();
    const stale = await fetch(`${s.url}/api/auth/user`, { headers: { Cookie: `${SESSION}=${token}` } });
    expect(await stale.json()).toBeNull();

    // The provider's sign-out page submits itself; confirming ends the provider session and returns to the site.
    const page = await step(r.jar, end.toString());
    expect(page.status).toBe(200);
    const html = await page.text();
    const action = /<form id="op.logoutForm" method="post" action="([^"]+)">/.exec(html)![1]!;
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)![1]!;
    const confirm = await step(r.jar, new URL(action, s.url).toString(), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: s.url },
      body: new URLSearchParams({ xsrf, logout: "yes" }).toString(),
    });
    expect(confirm.status).toBe(303);
    expect(location(confirm, s.url)).toBe(`${s.url}/`);
    // Signing in again asks for the password again.
    const again = await signInFlow(s.url, "user@example.com", { jar: r.jar });
    expect(again.loginPage).toContain("Sign in to Lumen Spaces");
  });

  it("logout without a session just goes home", async () => {
    const res = await fetch(`${s.url}/api/logout`, { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });

  it("the provider's pages carry a strict CSP with a nonce and no framing", async () => {
    const jar = new CookieJar();
    const { res } = await follow(jar, `${s.url}/api/login`);
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    const nonce = /style-src 'nonce-([^']+)'/.exec(csp)![1]!;
    expect(await res.text()).toContain(`<style nonce="${nonce}">`);
  });

  it("the provider's cookies never use our names", async () => {
    const r = await signInFlow(s.url, "user@example.com");
    const names = [...r.jar.cookies.keys()];
    expect(names).toContain("lumen_idp_session");
    expect(names).toContain(SESSION);
    expect(names).not.toContain("_session");
  });
});

describe("the embedded provider keeps its keys and client secret in the database", () => {
  it("a restart on the same database serves the same signing key", async () => {
    const dir = mkdtempSync(join(tmpdir(), "lumen-idp-restart-"));
    try {
      const kid = async () => {
        const s = await startEmbeddedServer({}, { dir, keep: true });
        try {
          const jwks = (await (await fetch(`${s.url}/oidc/jwks`)).json()) as { keys: Array<{ kid: string; d?: string }> };
          expect(jwks.keys).toHaveLength(1);
          expect(jwks.keys[0]!.d).toBeUndefined();
          return jwks.keys[0]!.kid;
        } finally {
          await s.stop();
        }
      };
      expect(await kid()).toBe(await kid());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

describe("sessions and the current user", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it("GET /api/auth/user answers 200 with no data (null) when signed out: no error in a signed-out page's console", async () => {
    const res = await apiClient(t).auth.user.$get();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toBeNull();
  });

  it("a valid session without the signed-in hint (older sign-in) gets the hint back", async () => {
    const { cookie } = await signedInUser(t);
    const res = await apiAs(t, cookie).auth.user.$get();
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=1`))).toBe(true);
    const withHint = await apiAs(t, `${cookie}; ${SIGNED_IN_HINT_COOKIE}=1`).auth.user.$get();
    expect(withHint.headers.getSetCookie()).toEqual([]);
  });

  it("a tampered cookie is refused and cleared", async () => {
    const { cookie } = await signedInUser(t);
    const ok = await apiAs(t, cookie).auth.user.$get();
    expect(ok.status).toBe(200);
    const value = cookie.split("=")[1]!;
    const flipped = `${value.slice(0, -1)}${value.endsWith("a") ? "b" : "a"}`;
    const res = await apiAs(t, `${SESSION}=${flipped}`).auth.user.$get();
    expect(await res.json()).toBeNull();
    expect(res.headers.get("set-cookie")).toMatch(new RegExp(`^${SESSION}=;`));
    expect(res.headers.getSetCookie().some((c) => c.startsWith(`${SIGNED_IN_HINT_COOKIE}=;`))).toBe(true);
    const garbage = await apiAs(t, `${SESSION}=not a token!`).auth.user.$get();
    expect(await garbage.json()).toBeNull();
  });

  it("an expired session is refused and deleted", async () => {
    const { user } = await signedInUser(t);
    const { token, session } = await createSession(t.db, user.id, { now: Date.now() - SESSION_IDLE_MS - 1000 });
    const res = await apiAs(t, `${SESSION}=${token}`).auth.user.$get();
    expect(await res.json()).toBeNull();
    expect(await t.db.select().from(sessions).where(eq(sessions.id, session.id))).toHaveLength(0);
  });

  it("a suspended user's session stops working at once", async () => {
    const { user, cookie } = await signedInUser(t);
    await t.db.update(users).set({ status: "suspended" }).where(eq(users.id, user.id));
    const res = await apiAs(t, cookie).auth.user.$get();
    expect(await res.json()).toBeNull();
  });

  it("an expired sign-in attempt is refused", async () => {
    const state = "expired-state-0123456789abcdef";
    await t.db.insert(loginAttempts).values({ state, codeVerifier: "v".repeat(43), nonce: "n", returnTo: "/", expiresAt: new Date(Date.now() - 1000) });
    const res = await apiAs(t, `lumen_login_state=${state}`).callback.$get({ query: { state, code: "abc" } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/sign-in-failed?reason=state");
    expect(await t.db.select().from(loginAttempts).where(eq(loginAttempts.state, state))).toHaveLength(0);
  });

  it("a callback with no state at all is refused", async () => {
    const res = await apiClient(t).callback.$get({ query: { code: "abc" } });
    expect(res.headers.get("location")).toBe("/sign-in-failed?reason=state");
  });

  it("with no provider configured, /api/login explains sign-in is unavailable instead of failing", async () => {
    const res = await apiClient(t).login.$get({ query: {} });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/sign-in-failed?reason=unavailable");
  });
});

describe("sign-in endpoints are rate limited per address", () => {
  it(`one /api/login more than ${LOGIN_RATE_LIMIT.limit} in a minute gets 429 with the headers`, async () => {
    const now = Date.UTC(2030, 0, 1, 12, 0, 0);
    const t = await createTestApp({}, { now: () => now, log: () => {} });
    try {
      for (let i = 0; i < LOGIN_RATE_LIMIT.limit; i++) {
        const res = await apiClient(t).login.$get({ query: {} });
        expect(res.status).toBe(302);
      }
      const res = await apiClient(t).login.$get({ query: {} });
      expect(res.status).toBe(429);
      expect(res.headers.get("X-RateLimit-Limit")).toBe(String(LOGIN_RATE_LIMIT.limit));
      expect(res.headers.get("Retry-After")).toBeTruthy();
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("RATE_LIMITED");
    } finally {
      t.cleanup();
    }
  });
});

describe("OIDC helpers", () => {
  it("form-encodes client credentials for Basic auth (RFC 6749 2.3.1)", () => {
    expect(formEncode("a b+c/d:e!")).toBe("a+b%2Bc%2Fd%3Ae%21");
    expect(formEncode("plain-Secret_123")).toBe("plain-Secret_123");
  });

  it("reads names from `name` when given/family names are missing, and requires an email", () => {
    expect(toProfile("https://idp", { sub: "1", email: "A@X.io", name: "Grace Brewster Hopper", email_verified: true })).toMatchObject({
      email: "a@x.io",
      firstName: "Grace",
      lastName: "Brewster Hopper",
      emailVerified: true,
    });
    expect(() => toProfile("https://idp", { sub: "1" })).toThrow(/email/);
    expect(toProfile("https://idp", { sub: "1", email: "a@x.io", picture: "http://insecure/p.png" }).profileImageUrl).toBeNull();
  });
});
