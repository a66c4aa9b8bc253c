/**
 * The one engine behind the three scripted chats.
 *
 * A script (types.ts `ChatScript`) is data plus pure functions: given the context and the user's
 * text it returns a Plan, a list of timed Steps. The session runs plans with an injected scheduler
 * (anything with setTimeout/clearTimeout: `window`, or vitest's fake timers), keeps the state, and
 * notifies subscribers. Nothing here touches the DOM or a global timer.
 *
 * Driving it from React:
 *   const [session] = useState(() => createChatSession(appBuilderScript, { scheduler: window }));
 *   const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
 *   useEffect(() => () => session.dispose(), [session]);
 *   - render state.messages; a typing indicator while state.isTyping; a status line/progress bar
 *     from state.progress; clickable chips from state.pendingChoice (select: clicking sends the
 *     choice's text; multi-select: toggle with toggleChoice, then send(formatMultiSelect(chosen)));
 *     buttons from each message's actions (an action with href is a link opened in a new tab).
 *   - send button: disabled={!session.canSend(input)}; on Enter or click: if (session.send(input))
 *     clear the input.
 *   - action buttons: session.runAction(action.type).
 *   The greeting's timestamps come from `now()`: create the session on the client (useState
 *   initialiser in a client-only island) or pass a fixed `now` for server rendering.
 */
import type { ChatMessage, ChatOptions, ChatProgress, ChatScript, MessageDraft, Plan, Step, StepOutput } from "./types";

/** The subset of the timer API the engine needs. `window` and `globalThis` satisfy it. */
export interface Scheduler {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: never): void;
}

export interface PendingChoice extends ChatOptions {
  /** The message that offered the choices. */
  messageId: string;
}

export interface ChatState<C> {
  messages: readonly ChatMessage[];
  /** True while a reply is being "typed" (send is disabled). */
  isTyping: boolean;
  /** True while any step is scheduled (a reply, a build, a resolution, an action). */
  isBusy: boolean;
  /** Build status or resolution progress; null when nothing is in progress. */
  progress: ChatProgress | null;
  /** Choices the user can click now: those of the latest message that offered some, until the user answers. */
  pendingChoice: PendingChoice | null;
  context: C;
}

export interface ActionResult {
  /** For link actions: open this URL in a new tab (also given as the action's href). */
  openUrl?: string;
}

export interface ChatSession<C> {
  getState(): ChatState<C>;
  /** Subscribe to state changes (useSyncExternalStore-compatible). Returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  /** False while the input is empty or whitespace, or the assistant is typing (spec section 5). */
  canSend(input: string): boolean;
  /** Posts the user's message and starts the script's reply. Returns false (and does nothing) if !canSend. */
  send(input: string): boolean;
  /** Runs an action button of the script. */
  runAction(actionType: string): ActionResult;
  /** Cancels everything scheduled and starts over with the greeting. */
  reset(): void;
  /** Cancels everything scheduled and drops subscribers. */
  dispose(): void;
}

export interface ChatSessionOptions {
  scheduler: Scheduler;
  /** Clock for message timestamps (epoch ms). Default Date.now. */
  now?: () => number;
  /** Message ids. Default "msg-1", "msg-2", ... per session. */
  idFactory?: () => string;
}

function counterIds(): () => string {
  let n = 0;
  return () => `msg-${++n}`;
}

export function createChatSession<C>(script: ChatScript<C>, options: ChatSessionOptions): ChatSession<C> {
  const { scheduler } = options;
  const now = options.now ?? (() => Date.now());
  const nextId = options.idFactory ?? counterIds();
  const listeners = new Set<() => void>();
  const timers = new Set<unknown>();
  let typing = 0;
  let disposed = false;

  function stamp(draft: MessageDraft): ChatMessage {
    return { ...draft, type: draft.type ?? "assistant", id: nextId(), timestamp: now() };
  }

  function initialState(): ChatState<C> {
    const context = script.initialContext();
    const state: ChatState<C> = {
      messages: [],
      isTyping: false,
      isBusy: false,
      progress: null,
      pendingChoice: null,
      context,
    };
    return withMessages(state, script.greeting(context).map(stamp));
  }

  function withMessages(state: ChatState<C>, added: ChatMessage[]): ChatState<C> {
    if (added.length === 0) return state;
    let pendingChoice = state.pendingChoice;
    for (const m of added) {
      if (m.options) pendingChoice = { messageId: m.id, type: m.options.type, choices: [...m.options.choices] };
      else if (m.type === "user") pendingChoice = null;
    }
    return { ...state, messages: [...state.messages, ...added], pendingChoice };
  }

  let state = initialState();

  function emit() {
    if (disposed) return;
    for (const listener of [...listeners]) listener();
  }

  /** Recompute the derived flags, apply a step's output, notify. */
  function commit(output: StepOutput<C> = {}) {
    let next = withMessages(state, (output.messages ?? []).map(stamp));
    next = {
      ...next,
      context: output.context ?? next.context,
      progress: output.progress === undefined ? next.progress : output.progress,
      isTyping: typing > 0,
      isBusy: timers.size > 0,
    };
    state = next;
    emit();
  }

  function cancelAll() {
    for (const handle of timers) scheduler.clearTimeout(handle as never);
    timers.clear();
    typing = 0;
  }

  /** Runs steps[index...]: immediate steps synchronously, the first delayed one via the scheduler. */
  function runSteps(steps: readonly Step<C>[], index: number) {
    for (let i = index; i < steps.length; i++) {
      const step = steps[i];
      if (step === undefined) return;
      if (step.delayMs <= 0 && !step.typing) {
        commit(step.run(state.context));
        continue;
      }
      if (step.typing) typing += 1;
      const handle = scheduler.setTimeout(
        () => {
          if (!timers.delete(handle)) return;
          if (step.typing) typing = Math.max(0, typing - 1);
          commit(step.run(state.context));
          runSteps(steps, i + 1);
        },
        Math.max(0, step.delayMs),
      );
      timers.add(handle);
      commit();
      return;
    }
  }

  function runPlan(plan: Plan<C>) {
    if (disposed) return;
    runSteps(plan.steps, 0);
  }

  function canSend(input: string): boolean {
    return !disposed && input.trim().length > 0 && !state.isTyping;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    canSend,
    send(input) {
      if (!canSend(input)) return false;
      const text = input.trim();
      commit({ messages: [{ type: "user", content: text }] });
      runPlan(script.respond(state.context, text));
      return true;
    },
    runAction(actionType) {
      if (disposed || !script.onAction) return {};
      const plan = script.onAction(state.context, actionType);
      runPlan(plan);
      return plan.openUrl === undefined ? {} : { openUrl: plan.openUrl };
    },
    reset() {
      if (disposed) return;
      cancelAll();
      state = initialState();
      emit();
    },
    dispose() {
      cancelAll();
      listeners.clear();
      disposed = true;
    },
  };
}

// ----------------------------------------------------------------------------------------------
// Helpers for scripts and UIs.

/** Immediate step (runs synchronously with the trigger, or with the previous step). */
export function immediately<C>(run: Step<C>["run"]): Step<C> {
  return { delayMs: 0, run };
}

/** Step after `delayMs`, without typing indicator. */
export function after<C>(delayMs: number, run: Step<C>["run"]): Step<C> {
  return { delayMs, run };
}

/** Step after `delayMs` with the typing indicator shown while waiting. */
export function typed<C>(delayMs: number, run: Step<C>["run"]): Step<C> {
  return { delayMs, typing: true, run };
}

/** Sum of the delays of a plan: when its last step runs, relative to the trigger. */
export function planDuration(plan: Plan<unknown>): number {
  return plan.steps.reduce((total, step) => total + Math.max(0, step.delayMs), 0);
}

/** The text a multi-select answer sends. */
export function formatMultiSelect(choices: readonly string[]): string {
  return choices.join(", ");
}

/** Adds or removes `choice` from a multi-select selection, keeping the offered order when given. */
export function toggleChoice(selected: readonly string[], choice: string, offered?: readonly string[]): string[] {
  const next = selected.includes(choice) ? selected.filter((c) => c !== choice) : [...selected, choice];
  return offered ? offered.filter((c) => next.includes(c)) : next;
}
