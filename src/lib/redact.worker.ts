/**
 * Module Web Worker for large inputs (see REDACTION_WORKER_THRESHOLD in ./redact).
 * Usage from an island (src/islands/redactor/redaction-runner.ts does this):
 *   const worker = new Worker(new URL("../lib/redact.worker.ts", import.meta.url), { type: "module" });
 *   worker.onmessage = (e: MessageEvent<PackedRedaction>) => show(unpackRedaction(e.data, text));
 *   worker.postMessage(text);
 * The worker answers every string it receives with `packRedaction(redact(text))`, its match arrays
 * transferred rather than copied (see ./redact-transfer: a 300k-match result would otherwise take
 * the main thread a second to deserialize); anything else is answered with the packed redaction of
 * an empty string, so the caller always gets exactly one reply per message, in order.
 */
import { redact } from "./redact";
import { packRedaction, transferables, type PackedRedaction } from "./redact-transfer";

/** The few worker-global members used here, typed locally so this file needs no DOM/WebWorker lib. */
interface RedactionWorkerScope {
  onmessage: ((event: { data: unknown }) => void) | null;
  postMessage(message: PackedRedaction, transfer: ArrayBuffer[]): void;
}

declare const self: RedactionWorkerScope;

self.onmessage = (event) => {
  const packed = packRedaction(redact(typeof event.data === "string" ? event.data : ""));
  self.postMessage(packed, transferables(packed));
};
