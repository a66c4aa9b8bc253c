/**
 * Generation jobs through a Cloudflare Queue (optional, Worker only).
 *
 * `ctx.waitUntil` keeps a job alive only for a short while after the response; a model that takes
 * longer is cut off and its project reads 'failed' once stale. With a queue bound as
 * GENERATION_QUEUE, the generate route sends `{ projectId }` instead and the Worker's `queue()`
 * handler runs the job with a consumer's longer wall-clock budget. Delivery is at least once:
 * runGeneration only works on a project still 'generating' (claimed by the route), so a redelivered
 * message for a finished project does nothing.
 */
import type { AppDeps, EnqueueGeneration, GenerationMessage } from "../../types";
import { generationContext, runGeneration, type GenerationContext, type GenerationOutcome } from "./index";

export const GENERATION_QUEUE_BINDING = "GENERATION_QUEUE";
/** Wait before a message whose job threw or was left unsettled is delivered again (the queue's max_retries bounds the attempts). */
export const GENERATION_RETRY_DELAY_SECONDS = 30;

export type { GenerationMessage };

/** The producer side of a Cloudflare Queue binding (the part used here). */
export interface GenerationQueue {
  send(body: GenerationMessage, options?: { contentType?: "json" }): Promise<unknown>;
}

/** One delivered message (Cloudflare's `Message`, the part used here). */
export interface QueueMessageLike {
  readonly body: unknown;
  readonly attempts: number;
  ack(): void;
  retry(options?: { delaySeconds?: number }): void;
}

/** The queue binding in a Worker's env, when one is configured. */
export function generationQueueFrom(env: unknown): GenerationQueue | undefined {
  const binding = (env as Record<string, unknown> | null | undefined)?.[GENERATION_QUEUE_BINDING];
  return binding && typeof (binding as GenerationQueue).send === "function" ? (binding as GenerationQueue) : undefined;
}

/**
 * Hands the project's job to the queue bound in `env`. False when there is no queue or the send
 * failed: the caller then runs the job itself (ctx.waitUntil), so a claimed project is never orphaned.
 */
export async function sendToGenerationQueue(env: unknown, message: GenerationMessage, log: (line: string) => void = console.error): Promise<boolean> {
  const queue = generationQueueFrom(env);
  if (!queue) return false;
  const { projectId } = message;
  try {
    await queue.send(message, { contentType: "json" });
    return true;
  } catch (error) {
    log(`generation of project ${projectId}: could not queue the job, running it in this request instead: ${String(error)}`);
    return false;
  }
}

export function parseGenerationMessage(body: unknown): GenerationMessage | null {
  const { projectId, customRequirements } = (body ?? {}) as Partial<Record<keyof GenerationMessage, unknown>>;
  if (typeof projectId !== "number" || !Number.isSafeInteger(projectId) || projectId <= 0) return null;
  return { projectId, customRequirements: typeof customRequirements === "string" ? customRequirements : null };
}

/**
 * The consumer: each message runs its job, one after another. Settled jobs (completed or failed,
 * which runGeneration records itself; or skipped, already finished) and malformed messages are
 * acknowledged; a job left unsettled (the database unreachable) or that throws is retried after a delay.
 */
export async function consumeGenerationBatch(
  messages: readonly QueueMessageLike[],
  run: (message: GenerationMessage) => Promise<GenerationOutcome>,
  log: (line: string) => void = console.error,
): Promise<void> {
  for (const message of messages) {
    const parsed = parseGenerationMessage(message.body);
    if (!parsed) {
      log(`generation queue: dropped a malformed message ${JSON.stringify(message.body)}`);
      message.ack();
      continue;
    }
    let problem: string | null;
    try {
      problem = (await run(parsed)) === "unsettled" ? "the job could not record its outcome" : null;
    } catch (error) {
      problem = String(error);
    }
    if (problem === null) {
      message.ack();
    } else {
      log(`generation queue: project ${parsed.projectId}, attempt ${message.attempts}, will retry: ${problem}`);
      message.retry({ delaySeconds: GENERATION_RETRY_DELAY_SECONDS });
    }
  }
}

/** Runs a message's job with a context built once (one model per host, not one per job). */
export function generationRunner(ctx: GenerationContext) {
  return ({ projectId, customRequirements }: GenerationMessage) => runGeneration(ctx, projectId, { customRequirements });
}

/** In this process: hand each job to `runJob` (the Node server's queue, or a test's). */
export function inProcessGeneration(ctx: GenerationContext, runJob: (job: () => Promise<unknown>) => void): EnqueueGeneration {
  const run = generationRunner(ctx);
  return async (message) => runJob(() => run(message));
}

/**
 * The Worker's way: the Cloudflare Queue bound in the host's env, else (none bound, or the send
 * failed) the job runs after the response through the host's waitUntil.
 */
export function queueOrWaitUntilGeneration(ctx: GenerationContext, log: (line: string) => void): EnqueueGeneration {
  const run = generationRunner(ctx);
  return async (message, host) => {
    if (!(await sendToGenerationQueue(host.env, message, log))) host.waitUntil(run(message));
  };
}

/** The default when a host passes no `enqueueGeneration`: `runJob` when set, else the Worker's way. */
export function defaultEnqueueGeneration(deps: AppDeps, log: (line: string) => void): EnqueueGeneration {
  const ctx = generationContext(deps);
  return deps.runJob ? inProcessGeneration(ctx, deps.runJob) : queueOrWaitUntilGeneration(ctx, log);
}
