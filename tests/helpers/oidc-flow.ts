/**
 * Drives the real sign-in flow against a real Node server with the embedded identity provider:
 * fetch with manual redirects and a small cookie jar, exactly the requests a browser makes.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startNodeServer, type NodeServer } from "../../functions/hosts/node/server";

export interface EmbeddedServer {
  server: NodeServer;
  url: string;
  stop(): Promise<void>;
}

/** The Node server on an ephemeral port and a fresh database; PUBLIC_SITE_URL follows the bound port. */
export async function startEmbeddedServer(env: Record<string, string> = {}, opts: { dir?: string; keep?: boolean } = {}): Promise<EmbeddedServer> {
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), "lumen-oidc-"));
  const server = await startNodeServer({
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: `file:${join(dir, "app.db")}`,
    STATIC_DIR: dir,
    LOG_REQUESTS: "0",
    NODE_ENV: "test",
    ...env,
  });
  return {
    server,
    url: server.url,
    async stop() {
      await server.close();
      if (!opts.keep) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Cookies by name (the flows here never need two cookies of one name on different paths). */
export class CookieJar {
  readonly cookies = new Map<string, string>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = attrs.some((a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split("=")[1]!) < Date.now()));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }
}

/** One request with the jar's cookies, no redirect following. */
export async function step(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header();
  if (cookie) headers.set("Cookie", cookie);
  const res = await fetch(url, { ...init, headers, redirect: "manual" });
  jar.store(res);
  return res;
}

export function location(res: Response, base: string): string {
  const loc = res.headers.get("location");
  if (!loc) throw new Error(`expected a redirect, got ${res.status}: ${res.statusText}`);
  return new URL(loc, base).toString();
}

/** Follows redirects (keeping cookies) until `stop(url)` is true or a non-redirect answer comes. */
export async function follow(jar: CookieJar, url: string, stop: (url: string) => boolean = () => false): Promise<{ url: string; res: Response }> {
  let current = url;
  for (let i = 0; i < 10; i++) {
    const res = await step(jar, current);
    if (res.status < 300 || res.status >= 400) return { url: current, res };
    current = location(res, current);
    if (stop(current)) return { url: current, res };
  }
  throw new Error(`too many redirects from ${url}`);
}

export interface SignInResult {
  jar: CookieJar;
  /** The provider's redirect back to us (code + state), before we called it. */
  callbackUrl: string;
  /** Our answer to the callback. */
  callback: Response;
}

/**
 * Starts at /api/login (with `query`), fills the embedded provider's sign-in form and stops after
 * our /api/callback answered. `callback: false` stops before calling it (to replay or tamper).
 */
export async function signInFlow(
  base: string,
  email: string,
  opts: { query?: string; password?: string; jar?: CookieJar; callback?: boolean } = {},
): Promise<SignInResult & { loginPage?: string }> {
  const jar = opts.jar ?? new CookieJar();
  const isCallback = (u: string) => new URL(u).pathname === "/api/callback";
  const { url: reached, res } = await follow(jar, `${base}/api/login${opts.query ? `?${opts.query}` : ""}`, isCallback);
  let callbackUrl = reached;
  let loginPage: string | undefined;
  if (!isCallback(reached)) {
    // The provider's sign-in page.
    loginPage = await res.text();
    const action = /<form method="post" action="([^"]+)"/.exec(loginPage)?.[1];
    if (!action) throw new Error(`no sign-in form at ${reached} (${res.status}): ${loginPage.slice(0, 300)}`);
    const post = await step(jar, new URL(action.replace(/&amp;/g, "&"), reached).toString(), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({ email, password: opts.password ?? "password" }).toString(),
    });
    if (post.status !== 303) throw new Error(`sign-in form answered ${post.status}: ${(await post.text()).slice(0, 300)}`);
    ({ url: callbackUrl } = await follow(jar, location(post, reached), isCallback));
  }
  if (opts.callback === false) return { jar, callbackUrl, callback: new Response(null), loginPage };
  const callback = await step(jar, callbackUrl);
  return { jar, callbackUrl, callback, loginPage };
}

export async function currentUser(base: string, jar: CookieJar): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await step(jar, `${base}/api/auth/user`);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
