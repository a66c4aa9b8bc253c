/**
 * Runs `redact` where it fits: on the main thread for ordinary text, in the module Web Worker
 * (src/lib/redact.worker.ts) above REDACTION_WORKER_THRESHOLD so a multi-megabyte document never
 * freezes the page. The worker is started by `warm()` (the island calls it when idle), so its script
 * is fetched once, before any redaction: redacting itself never touches the network.
 *
 * The worker answers every message exactly once, in order (a non-string gets the redaction of ""),
 * with a PackedRedaction (transferred typed arrays, see src/lib/redact-transfer.ts), so replies are
 * matched to requests first-in first-out; `warm()` pings it with `null`. Results stay packed: the
 * screen reads counts, text and the few matches it highlights without building 300k objects.
 * If the worker cannot start or fails, pending and later requests run on the main thread instead.
 */
import { redact, shouldRedactInWorker } from "../../lib/redact";
import { isPackedRedaction, packRedaction, type PackedRedaction } from "../../lib/redact-transfer";

export interface RedactionRunner {
  /** Starts the worker (idempotent). Resolves true once it answered, false if it cannot run. */
  warm(): Promise<boolean>;
  run(text: string): Promise<PackedRedaction>;
  dispose(): void;
}

interface Pending {
  text: string | null;
  resolve: (result: PackedRedaction) => void;
}

function redactPacked(text: string): PackedRedaction {
  return packRedaction(redact(text));
}

/** Lets the browser paint (the busy state) before blocking work on the main thread. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export function createRedactionRunner(): RedactionRunner {
  let worker: Worker | null = null;
  let failed = typeof Worker === "undefined";
  let ready: Promise<boolean> | null = null;
  const queue: Pending[] = [];

  function fail() {
    failed = true;
    worker?.terminate();
    worker = null;
    // Answer what was waiting on the main thread, in order.
    for (const p of queue.splice(0)) p.resolve(redactPacked(p.text ?? ""));
  }

  function start(): Worker | null {
    if (failed) return null;
    if (worker) return worker;
    try {
      worker = new Worker(new URL("../../lib/redact.worker.ts", import.meta.url), { type: "module", name: "redactor" });
    } catch {
      failed = true;
      return null;
    }
    worker.onmessage = (event: MessageEvent<PackedRedaction>) => {
      const pending = queue.shift();
      if (!pending) return;
      pending.resolve(isPackedRedaction(event.data) ? event.data : redactPacked(pending.text ?? ""));
    };
    worker.onerror = (event) => {
      event.preventDefault();
      fail();
    };
    worker.onmessageerror = () => fail();
    return worker;
  }

  function post(text: string | null): Promise<PackedRedaction> {
    const w = start();
    if (!w) return nextTask().then(() => redactPacked(text ?? ""));
    return new Promise((resolve) => {
      queue.push({ text, resolve });
      w.postMessage(text);
    });
  }

  return {
    warm() {
      ready ??= post(null).then(() => !failed);
      return ready;
    },
    run(text) {
      if (!shouldRedactInWorker(text)) return Promise.resolve(redactPacked(text));
      return post(text);
    },
    dispose() {
      worker?.terminate();
      worker = null;
      queue.length = 0;
    },
  };
}
