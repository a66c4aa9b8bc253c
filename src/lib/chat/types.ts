/** Chat message and script types shared by the three scripted chats (spec section 3 "Chat message"). */

export type ChatMessageType = "user" | "assistant" | "system";

/** Severity of a message; used by the self-resolving chat only. */
export type ChatLevel = "info" | "success" | "warning" | "error";

export interface ChatOptions {
  type: "select" | "multi-select";
  choices: string[];
}

export interface ChatAction {
  /** Machine name handed back to `session.runAction(type)`, e.g. "preview", "deploy". */
  type: string;
  label: string;
  description: string;
  /**
   * When set, the action is a link: render it as `<a href target="_blank" rel="noopener">` so the
   * browser opens it from the click itself (no popup blocker). `runAction` also returns it.
   */
  href?: string;
}

export interface ChatMessage {
  id: string;
  type: ChatMessageType;
  content: string;
  /** Epoch milliseconds, from the session's injected clock. */
  timestamp: number;
  options?: ChatOptions;
  actions?: ChatAction[];
  level?: ChatLevel;
  /** A code block shown under the content (agent builder's integration snippet). */
  code?: { language: string; source: string };
}

/** A message as a script writes it; the engine adds id and timestamp. `type` defaults to assistant. */
export type MessageDraft = Omit<ChatMessage, "id" | "timestamp" | "type"> & { type?: ChatMessageType };

/** A progress indicator (builder build steps, self-resolving phases). */
export interface ChatProgress {
  label: string;
  /** 0-100. */
  percent: number;
  /** 1-based step, when the work has countable steps. */
  step?: number;
  total?: number;
}

/** What a step changes when it runs. Anything omitted is left as it is. */
export interface StepOutput<C> {
  context?: C;
  messages?: MessageDraft[];
  /** null clears the indicator. */
  progress?: ChatProgress | null;
}

/**
 * One timed step of a plan. Steps of a plan run one after another: each waits `delayMs` after the
 * previous one ran (the first after the trigger). `typing` shows the typing indicator while waiting.
 * `run` receives the context as it is when the step fires, so concurrent plans compose.
 */
export interface Step<C> {
  delayMs: number;
  typing?: boolean;
  run: (context: C) => StepOutput<C>;
}

/** What a script answers to a user message or an action: data, no timers. */
export interface Plan<C> {
  steps: Step<C>[];
  /** For link actions: the URL the UI opens in a new tab. */
  openUrl?: string;
}

/** A scripted chat: pure data and pure functions. */
export interface ChatScript<C> {
  initialContext: () => C;
  /** Messages shown when the chat starts. */
  greeting: (context: C) => MessageDraft[];
  /** The reply plan to a user message (already trimmed, never empty). */
  respond: (context: C, input: string) => Plan<C>;
  /** The plan for an action button; unknown actions should return `{ steps: [] }`. */
  onAction?: (context: C, actionType: string) => Plan<C>;
}
