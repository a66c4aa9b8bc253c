import type { Database } from "../db/index";
import type { AppConfig } from "./config";
import type { SessionUser } from "../src/lib/session-user";
import type { StripeFactory } from "./services/payments";
import type { RateLimitStore } from "./services/rate-limit";
import type { ImageHost } from "./services/site-images";

/** Things the app needs from its host (Node or Worker); tests pass their own. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  /** Clock, injectable for tests of expiry and rate windows. */
  now?: () => number;
  /**
   * Runs a background job (Node: the in-process queue). Unset on the Worker, where jobs go to the
   * Cloudflare Queue when one is bound (services/generation-queue.ts), else to ctx.waitUntil.
   */
  runJob?: (job: () => Promise<unknown>) => void;
  log?: (line: string) => void;
  /** Builds the Stripe client from the secret key; tests pass a stub (default: the real SDK). */
  stripe?: StripeFactory;
  /**
   * Counters of the API-wide limit (100/min, 1000/day). Default: the database, shared by every
   * Worker isolate; the Node server passes an in-memory store (one process, no write per request).
   */
  apiRateLimitStore?: RateLimitStore;
  /** Uploaded images: the host's processor (sharp on Node) and object store (R2 on the Worker), both optional. */
  images?: ImageHost;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    /** The signed-in user, or null; set by the session middleware. */
    user: SessionUser | null;
    /** Database key of the current session, when there is one. */
    sessionId: string | null;
    requestId: string;
  };
}
