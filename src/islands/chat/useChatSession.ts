import { useEffect, useState, useSyncExternalStore } from "react";
import { createChatSession, type ChatScript, type ChatSession, type ChatState } from "../../lib/chat";

/**
 * One chat session per island, driven by the browser's timers (`globalThis` is `window` there; on
 * the server it only renders the greeting, no timer is started). Disposed on unmount.
 */
export function useChatSession<C>(script: ChatScript<C>): [ChatSession<C>, ChatState<C>] {
  const [session] = useState(() => createChatSession(script, { scheduler: globalThis }));
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  useEffect(() => () => session.dispose(), [session]);
  return [session, state];
}

const noop = () => () => {};

/** False during server rendering and hydration, true after: for content that differs by clock or locale. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
