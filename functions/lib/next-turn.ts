/**
 * Yields the thread until the next turn of the event loop, after the I/O already waiting (Node's
 * setImmediate; a zero timer where there is none). Awaiting a database call that answers at once does
 * not yield: its promise settles as a microtask, inside the same turn. A long job awaits this between
 * its steps so requests interleave with it (on Node all of them share one thread).
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => (typeof setImmediate === "function" ? void setImmediate(resolve) : void setTimeout(resolve, 0)));
}
