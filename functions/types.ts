import type { Database } from "../db/index";
import type { AppConfig } from "./config";
import type { SessionUser } from "../core/session-user";
import type Stripe from "stripe";
import type { PublicReadCache } from "./services/public-reads";
import type { MailTransport } from "./services/mail/transport";
import type { DnsResolver } from "./services/sites/dns";
import type { ImageHost } from "./services/sites/images";

/** Things the app needs from its host (Node or Worker); tests pass their own. */
export interface AppDeps {
  db: Database;
  config: AppConfig;
  /**
   * Settles when sign-in can start (the Node host's embedded identity provider is ready; the port is
   * bound before it): /api/login waits for it up to `waitMs`, then answers 503 with Retry-After.
   */
  signInReady?: { promise: Promise<unknown>; waitMs?: number };
  /** Clock, injectable for tests of expiry and rate windows. */
  now?: () => number;
  /**
   * Runs a background job in this process (tests; the Node server passes `enqueueGeneration` instead).
   * Used only when `enqueueGeneration` is unset.
   */
  runJob?: (job: () => Promise<unknown>) => void;
  /**
   * Where the generate route hands a claimed project (Node: the in-process queue; Worker: the
   * Cloudflare Queue when one is bound, else ctx.waitUntil). Default: `runJob` when set, else the
   * Worker's way (services/generation-queue.ts).
   */
  enqueueGeneration?: EnqueueGeneration;
  /** Where diagnostic lines go (default: console.error). */
  log?: (line: string) => void;
  /** Builds the Stripe client from the secret key; tests pass a stub (default: the real SDK). */
  stripe?: StripeFactory;
  /**
   * Counters of the API-wide limit (100/min, 1000/day). Default: the database, shared by every
   * Worker isolate; the Node server passes an in-memory store (one process, no write per request).
   */
  apiRateLimitStore?: RateLimitStore;
  /** How mail leaves (Node: SMTP when SMTP_URL is set). Unset: the HTTP mail API if configured; null: outbox only. */
  mailTransport?: MailTransport | null;
  /** DNS for custom-domain verification (Node: node:dns with DNS_SERVERS). Unset: DNS-over-HTTPS. */
  dnsResolver?: DnsResolver;
  /** Node: work that may finish after the response (mail attempts, visit counts). The Worker uses ctx.waitUntil. */
  afterResponse?: (work: Promise<unknown>) => void;
  /**
   * Node: visits and page views wait here and are written together (services/write-buffer.ts).
   * Unset (the Worker, tests): each is written on its own, after the response.
   */
  countBuffer?: import("./services/write-buffer").WriteBuffer;
  /** Public reads kept in memory (default: a fresh cache per app, PUBLIC_READ_TTL_MS). */
  publicReads?: PublicReadCache;
  /** Uploaded images: the host's processor (sharp on Node) and object store (R2 on the Worker), both optional. */
  images?: ImageHost;
  /** Turns a share card's SVG into PNG (Node: resvg with the npm fonts). Unset: cards are served only once stored. */
  shareCards?: import("./services/sites/share-cards").ShareCardRenderer | null;
}

/** `AppDeps` with its defaults filled once by createApp: what routes and middleware read. */
export interface RuntimeDeps extends AppDeps {
  now: () => number;
  log: (line: string) => void;
  enqueueGeneration: EnqueueGeneration;
  publicReads: PublicReadCache;
}

/** A generation job as it travels to a queue: the project and this run's extra instructions. */
export interface GenerationMessage {
  projectId: number;
  /** The generate call's extra instructions for this run (not stored with the project). */
  customRequirements?: string | null;
}

/** What only the request's host has: its bindings (Worker env) and a way to outlive the response. */
export interface HostScope {
  env: unknown;
  waitUntil(promise: Promise<unknown>): void;
}

export type EnqueueGeneration = (message: GenerationMessage, host: HostScope) => Promise<void>;

export interface AppEnv {
  Variables: {
    deps: RuntimeDeps;
    /** Set by createApp for every request; only hosts' own dispatchers (enqueueGeneration) read it. */
    host: HostScope;
    /** The signed-in user, or null; set by the session middleware. */
    user: SessionUser | null;
    /** Database key of the current session, when there is one. */
    sessionId: string | null;
    requestId: string;
    /** Set by the admin panel's guard: the request acts through the panel (the audit trail says so). */
    panel: boolean;
  };
}

export interface RateLimitResult {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Unix seconds when the window resets. */
  reset: number;
}

/** One hit: `cost` (default 1) is added to the key's counter of the window `now` falls in; 0 peeks, -1 gives one back. */
export interface RateLimitHit {
  bucket: string;
  key: string;
  limit: number;
  windowMs: number;
  now?: number;
  cost?: number;
}

/** Where counters live; `hit` must count atomically (parallel hits never lose an increment). */
export interface RateLimitStore {
  hit(opts: RateLimitHit): Promise<RateLimitResult>;
  /**
   * False when the store keeps no daily count of reads (the Worker's Cloudflare binding, which has
   * minute windows only): the API-wide limit then counts the day for state-changing calls alone.
   */
  countsReadsPerDay?: boolean;
}

/** The parts of a payment intent we read. */
export interface PaymentIntentLike {
  id: string;
  client_secret: string | null;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
}

/** The Stripe calls we make; a real `Stripe` instance satisfies it. */
export interface StripeClient {
  paymentIntents: {
    create(params: Stripe.PaymentIntentCreateParams, options: { idempotencyKey: string }): Promise<PaymentIntentLike>;
    retrieve(id: string): Promise<PaymentIntentLike>;
  };
}

export type StripeFactory = (secretKey: string) => StripeClient;

/** AppEnv after `requireUser` (or `requireActiveUser`, `requireAdmin`): the user is there. */
export interface SignedInEnv extends AppEnv {
  Variables: Omit<AppEnv["Variables"], "user"> & { user: SessionUser };
}
