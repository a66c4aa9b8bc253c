import type { Database } from "../db/index";
import type { AppConfig } from "./config";
import type { SessionUser } from "../src/lib/session-user";
import type { StripeFactory } from "./services/payments";

/** Things the app needs from its host (Node or Worker); tests pass their own. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  /** Clock, injectable for tests of expiry and rate windows. */
  now?: () => number;
  /** Runs work after the response (Worker: ctx.waitUntil; Node: fire and forget). */
  waitUntil?: (promise: Promise<unknown>) => void;
  log?: (line: string) => void;
  /** Builds the Stripe client from the secret key; tests pass a stub (default: the real SDK). */
  stripe?: StripeFactory;
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
