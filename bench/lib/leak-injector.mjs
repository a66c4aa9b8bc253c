// A deliberate leak, for proving the load run's memory check works: preloaded into a throwaway
// server (`node --import <this file> server.mjs`, which startAppServer does with `leakBytesPerRequest`),
// it keeps LEAK_BYTES_PER_REQUEST bytes of JS heap reachable for every HTTP request the
// server receives. Never loaded by `npm start` or the load check's normal run.
import { Server } from "node:http";

const bytes = Number(process.env.LEAK_BYTES_PER_REQUEST ?? 0);

if (bytes > 0) {
  const retained = [];
  globalThis.__injectedLeak = retained;
  const emit = Server.prototype.emit;
  Server.prototype.emit = function (event, ...args) {
    // An array of bytes / 8 slots (8 bytes each on 64-bit Node): plain JS memory, like a real leak.
    if (event === "request") retained.push(new Array(Math.ceil(bytes / 8)).fill(retained.length));
    return emit.call(this, event, ...args);
  };
}
