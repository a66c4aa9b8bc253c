/**
 * The Node runner for background jobs: an in-process queue with bounded concurrency.
 * (On the Worker, jobs go to the Cloudflare Queue when one is bound, else to ctx.waitUntil.)
 * A job never throws into the queue.
 */
export interface JobQueue {
  enqueue(job: () => Promise<unknown>): void;
  /** Resolves when nothing is queued or running (tests, graceful shutdown). */
  idle(): Promise<void>;
  readonly size: number;
  /** Shutdown: queued jobs are dropped and no new ones start; running ones are left to end (or die with the process). */
  stop(): void;
}

/**
 * The next turn of the event loop after pending I/O (Node's setImmediate): a job starts only once
 * the requests already waiting have had their turn, so a backlog of jobs never starves them.
 */
const nextTurn: (fn: () => void) => void = (fn) => (typeof setImmediate === "function" ? void setImmediate(fn) : void setTimeout(fn, 0));

/** The longest rest a job's slot takes after the job ends (see `restAfter`). */
export const JOB_REST_MAX_MS = 100;

/**
 * A slot rests after its job as long as the job ran, up to JOB_REST_MAX_MS: a backlog then keeps the
 * thread busy about half the time at most. A process that never sleeps is scheduled last on a busy
 * machine (the kernel favours tasks that wake from sleep), so requests would wait behind the queue
 * even though every job step yields.
 */
const restAfter = (ranMs: number) => Math.max(1, Math.min(ranMs, JOB_REST_MAX_MS));

export function createJobQueue(concurrency = 2, onError: (e: unknown) => void = (e) => console.error("job failed:", e)): JobQueue {
  const waiting: Array<() => Promise<unknown>> = [];
  let running = 0;
  let idleWaiters: Array<() => void> = [];

  let stopped = false;
  let scheduled = false;
  /** Starts waiting jobs on the next turn (never inside the caller's turn: enqueue and a job's end yield first). */
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    nextTurn(() => {
      scheduled = false;
      pump();
    });
  };
  const pump = () => {
    while (!stopped && running < concurrency && waiting.length > 0) {
      const job = waiting.shift()!;
      running++;
      const started = Date.now();
      void job()
        .catch(onError)
        .finally(() => {
          setTimeout(
            () => {
              running--;
              schedule();
            },
            restAfter(Date.now() - started),
          );
        });
    }
    if (running === 0 && waiting.length === 0) {
      const done = idleWaiters;
      idleWaiters = [];
      for (const resolve of done) resolve();
    }
  };

  return {
    enqueue(job) {
      if (stopped) return;
      waiting.push(job);
      schedule();
    },
    stop() {
      stopped = true;
      waiting.length = 0;
    },
    idle() {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idleWaiters.push(resolve));
    },
    get size() {
      return running + waiting.length;
    },
  };
}
