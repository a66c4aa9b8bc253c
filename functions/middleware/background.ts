import type { Context } from "hono";
import type { AppEnv } from "../types";

/**
 * Work that must not slow the response: Node lets it run on (deps.afterResponse), the Worker's ctx.waitUntil; with neither
 * (tests through app.request) the caller awaits it, so results are there when the response is.
 */
export function backgroundRunner<E extends AppEnv>(c: Context<E>): ((work: Promise<unknown>) => void) | undefined {
  // Node: the promise already runs in this process and finishes after the response.
  const { afterResponse } = c.get("deps");
  if (afterResponse) return afterResponse;
  try {
    const ctx = c.executionCtx;
    return (work) => ctx.waitUntil(work);
  } catch {
    return undefined;
  }
}
