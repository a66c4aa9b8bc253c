import type { Context } from "hono";
import type { AppEnv } from "../types";

/**
 * Work that must not slow the response: Node lets it run on, the Worker's ctx.waitUntil; with neither
 * (tests through app.request) the caller awaits it, so results are there when the response is.
 */
export function backgroundRunner(c: Context<AppEnv>): ((work: Promise<unknown>) => void) | undefined {
  // Node (a host with a job queue): the promise already runs in this process; it is not queued
  // behind generations.
  if (c.var.deps.runJob) return (work) => void work.catch(() => undefined);
  try {
    const ctx = c.executionCtx;
    return (work) => ctx.waitUntil(work);
  } catch {
    return undefined;
  }
}
