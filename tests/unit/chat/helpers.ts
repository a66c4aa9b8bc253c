import { vi } from "vitest";
import { createChatSession, type ChatSession } from "../../../src/lib/chat/engine";
import type { ChatMessage, ChatScript } from "../../../src/lib/chat/types";

/** A session on vitest's fake timers (call vi.useFakeTimers() first). */
export function start<C>(script: ChatScript<C>): ChatSession<C> {
  return createChatSession(script, { scheduler: globalThis, now: () => Date.now() });
}

export function last<C>(session: ChatSession<C>): ChatMessage {
  const messages = session.getState().messages;
  const message = messages[messages.length - 1];
  if (!message) throw new Error("no messages");
  return message;
}

export function count<C>(session: ChatSession<C>): number {
  return session.getState().messages.length;
}

/** Sends `text` and asserts the builder timing: typing at once, nothing new before `ms`, reply at `ms`. */
export function sendAndWait<C>(session: ChatSession<C>, text: string, ms: number): ChatMessage {
  const before = count(session);
  if (!session.send(text)) throw new Error(`send refused: ${text}`);
  const afterSend = count(session);
  if (afterSend !== before + 1) throw new Error("the user message was not posted");
  if (ms > 0) {
    if (!session.getState().isTyping) throw new Error("no typing indicator");
    vi.advanceTimersByTime(ms - 1);
    if (count(session) !== afterSend) throw new Error(`reply before ${ms} ms`);
    vi.advanceTimersByTime(1);
  }
  if (count(session) === afterSend) throw new Error(`no reply at ${ms} ms`);
  return last(session);
}
