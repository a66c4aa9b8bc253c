import type { InStatement } from "@libsql/client";
import { clientOf, type Database } from "../../db/index";

/** A buffered write is flushed within this long... */
export const WRITE_BUFFER_MAX_WAIT_MS = 1000;
/** ...or as soon as this many are waiting. */
export const WRITE_BUFFER_MAX_ROWS = 100;

/**
 * Counting writes (hosted-site visits, page views) buffered in memory and written together in one
 * transaction: one commit (and one fsync) for up to WRITE_BUFFER_MAX_ROWS rows instead of one each.
 * Node only (one long-lived process); `close()` flushes what is left at shutdown. A failed flush is
 * logged and its rows dropped: they are counts, never something a person typed.
 */
export interface WriteBuffer {
  add(statement: InStatement | Promise<InStatement>): void;
  flush(): Promise<void>;
  close(): Promise<void>;
  readonly pending: number;
}

export function createWriteBuffer(db: Database, opts: { maxRows?: number; maxWaitMs?: number; log?: (line: string) => void } = {}): WriteBuffer {
  const maxRows = opts.maxRows ?? WRITE_BUFFER_MAX_ROWS;
  const maxWaitMs = opts.maxWaitMs ?? WRITE_BUFFER_MAX_WAIT_MS;
  const log = opts.log ?? ((line: string) => console.warn(line));
  let waiting: Promise<InStatement>[] = [];
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const batch = waiting;
    waiting = [];
    if (batch.length === 0) return running;
    running = running.then(async () => {
      const settled = await Promise.allSettled(batch);
      const statements = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
      if (statements.length === 0) return;
      try {
        await clientOf(db).batch(statements, "write");
      } catch (error) {
        log(`${statements.length} buffered counts not written: ${String(error)}`);
      }
    });
    return running;
  }

  return {
    add(statement) {
      const p = Promise.resolve(statement);
      p.catch(() => {});
      waiting.push(p);
      if (waiting.length >= maxRows) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), maxWaitMs);
        timer.unref?.();
      }
    },
    flush,
    async close() {
      await flush();
    },
    get pending() {
      return waiting.length;
    },
  };
}
