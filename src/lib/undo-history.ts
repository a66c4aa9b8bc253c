/**
 * Undo and redo for one editing session. Typing in one field coalesces into one step
 * (same key within `coalesceMs`); any other change is a step of its own. Pure.
 */
export interface UndoHistory<T> {
  past: T[];
  present: T;
  future: T[];
  lastKey: string | null;
  lastAt: number;
}

export const UNDO_LIMIT = 200;

export function startHistory<T>(present: T): UndoHistory<T> {
  return { past: [], present, future: [], lastKey: null, lastAt: 0 };
}

export function record<T>(h: UndoHistory<T>, next: T, key: string | null, now: number, coalesceMs = 1000): UndoHistory<T> {
  if (next === h.present) return h;
  if (key !== null && key === h.lastKey && now - h.lastAt < coalesceMs) return { ...h, present: next, future: [], lastAt: now };
  return { past: [...h.past, h.present].slice(-UNDO_LIMIT), present: next, future: [], lastKey: key, lastAt: now };
}

export function undo<T>(h: UndoHistory<T>): UndoHistory<T> {
  if (!h.past.length) return h;
  return { past: h.past.slice(0, -1), present: h.past.at(-1)!, future: [h.present, ...h.future], lastKey: null, lastAt: 0 };
}

export function redo<T>(h: UndoHistory<T>): UndoHistory<T> {
  if (!h.future.length) return h;
  return { past: [...h.past, h.present], present: h.future[0]!, future: h.future.slice(1), lastKey: null, lastAt: 0 };
}
