/**
 * Module Web Worker for large inputs (see REDACTION_WORKER_THRESHOLD in ./redact).
 * Usage from an island:
 *   const worker = new Worker(new URL("../lib/redact.worker.ts", import.meta.url), { type: "module" });
 *   worker.onmessage = (e: MessageEvent<RedactionResult>) => show(e.data);
 *   worker.postMessage(text);
 * The worker answers every string it receives with `redact(text)`; anything else is answered with
 * the redaction of an empty string, so the caller always gets exactly one reply per message.
 */
import { redact, type RedactionResult } from "./redact";

/** The few worker-global members used here, typed locally so this file needs no DOM/WebWorker lib. */
interface RedactionWorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: RedactionResult): void;
}

declare const self: RedactionWorkerScope;

self.onmessage = (event) => {
  self.postMessage(redact(typeof event.data === "string" ? event.data : ""));
};
