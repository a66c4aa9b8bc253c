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
      void job()
        .catch(onError)
        .finally(() => {
          running--;
          schedule();
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
