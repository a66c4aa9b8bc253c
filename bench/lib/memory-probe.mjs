// Preloaded into a server under test (`node --expose-gc --import <this file> server.mjs`, spawned with
// an IPC channel): on the message { type: "memory" } it runs full garbage collections and answers
// what is still alive (and { type: "snapshot", file } writes a heap snapshot), so a harness can tell retained memory (a leak) from garbage not yet collected
// and from heap the allocator keeps for reuse (which RSS counts). The server's own code is unchanged.
import v8 from "node:v8";

const PROBE = "memory";

if (process.send && typeof globalThis.gc === "function") {
  process.on("message", (message) => {
    if (message?.type === "snapshot") {
      // Diagnostics: a heap snapshot (open in Chrome DevTools > Memory) after a full collection.
      globalThis.gc();
      process.send({ type: "snapshot", id: message.id, file: v8.writeHeapSnapshot(message.file) });
      return;
    }
    if (message?.type !== PROBE) return;
    const started = performance.now();
    // Several passes: one may only run finalizers / weak callbacks that free more on the next, and V8
    // drops the bytecode of functions not run for a few full GCs (start-up code), so a probe right
    // after a burst reads several MB more than the same heap a few collections later.
    const passes = Math.max(1, Math.min(20, Number(message.passes) || 2));
    for (let i = 0; i < passes; i++) globalThis.gc();
    const heap = v8.getHeapStatistics();
    const usage = process.memoryUsage();
    process.send({
      type: PROBE,
      id: message.id,
      heapUsed: heap.used_heap_size,
      heapTotal: heap.total_heap_size,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
      rss: usage.rss,
      gcMs: performance.now() - started,
    });
  });
  // The channel must not keep the server alive on its own, nor stop it exiting on a signal.
  process.channel?.unref();
} else {
  console.error("memory-probe: needs --expose-gc and an IPC channel (bench/lib/server.mjs startAppServer({ memoryProbe: true })); probe off");
}
