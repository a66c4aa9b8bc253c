import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Check, RotateCcw, SendHorizontal, Square } from "lucide-react";
import { formatMultiSelect, toggleChoice, type ChatSession, type ChatState, type PendingChoice } from "../../lib/chat";
import type { ChatLabels } from "../../content/builders";
import { ChatMessageView } from "./ChatMessageView";
import { useHydrated } from "./useChatSession";

interface Props<C> {
  session: ChatSession<C>;
  state: ChatState<C>;
  labels: ChatLabels;
  /** One-click prompts shown under the input. */
  suggestions?: readonly string[];
  suggestionsLabel?: string;
}

/** The choices the assistant is waiting for: buttons (select) or toggles plus a send button (multi-select). */
interface ChoicesProps {
  choice: PendingChoice;
  disabled: boolean;
  onSend: (text: string) => void;
  sendSelectionLabel: ChatLabels["sendSelection"];
}

function Choices({ choice, disabled, onSend, sendSelectionLabel }: ChoicesProps) {
  const [selected, setSelected] = useState<string[]>([]);
  const multi = choice.type === "multi-select";
  const chip =
    "inline-flex min-h-10 items-center gap-2 rounded-full border px-4 py-1.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60";
  return (
    <div className="mt-3 pl-11" data-testid="chat-choices" data-choice-type={choice.type}>
      <p className="sr-only">{multi ? "Choose one or more, then continue." : "Choose one."}</p>
      <ul className="flex flex-wrap gap-2" aria-label={multi ? "Options (choose any)" : "Options"}>
        {choice.choices.map((c) => {
          const on = selected.includes(c);
          return (
            <li key={c}>
              {multi ? (
                <button
                  type="button"
                  className={`${chip} ${on ? "border-brand-700 bg-brand-700 text-white" : "border-slate-300 bg-white text-ink hover:border-brand-300 hover:bg-brand-50"}`}
                  aria-pressed={on}
                  disabled={disabled}
                  onClick={() => setSelected((s) => toggleChoice(s, c, choice.choices))}
                >
                  {on ? <Check className="size-4" aria-hidden="true" /> : <Square className="size-4" aria-hidden="true" />}
                  {c}
                </button>
              ) : (
                <button
                  type="button"
                  className={`${chip} border-slate-300 bg-white text-ink hover:border-brand-300 hover:bg-brand-50`}
                  disabled={disabled}
                  onClick={() => onSend(c)}
                >
                  {c}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {multi && (
        <button
          type="button"
          className="btn btn-primary btn-sm mt-3"
          disabled={disabled || selected.length === 0}
          onClick={() => onSend(formatMultiSelect(selected))}
        >
          {sendSelectionLabel(selected.length)}
        </button>
      )}
    </div>
  );
}

/** The chat UI shared by the app builder, the agent builder and the self-resolving developer. */
export function ChatWindow<C>({ session, state, labels, suggestions, suggestionsLabel }: Props<C>) {
  const ids = useId();
  const [input, setInput] = useState("");
  const scroller = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  const canSend = session.canSend(input);

  // Keep the newest message in view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are what makes the conversation taller; the effect reads only the DOM
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [state.messages.length, state.isTyping, state.pendingChoice, state.progress]);

  /**
   * A clicked choice disappears once sent: focus moves to the conversation (not the text input,
   * which would open the on-screen keyboard on phones), so keyboard users keep their place.
   */
  const sendChoice = useCallback(
    (text: string) => {
      if (session.send(text)) scroller.current?.focus({ preventScroll: true });
    },
    [session],
  );

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (session.send(input)) setInput("");
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  const onAction = useCallback((type: string) => void session.runAction(type), [session]);

  function restart() {
    session.reset();
    setInput("");
    inputRef.current?.focus();
  }

  const progress = state.progress;

  return (
    <section
      className="flex h-[min(44rem,82vh)] min-h-[30rem] flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]"
      aria-labelledby={`${ids}-title`}
      data-testid="chat"
    >
      <header className="flex items-center justify-between gap-3 border-b border-line bg-surface-50 px-4 py-3 sm:px-5">
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="relative flex size-2.5 shrink-0" aria-hidden="true">
            <span className="absolute inline-flex size-full rounded-full bg-green-500" />
          </span>
          <h2 id={`${ids}-title`} className="truncate text-base font-semibold text-ink">
            {labels.title}
          </h2>
          <span className="badge badge-success hidden sm:inline-flex">Online</span>
        </div>
        <button type="button" className="btn btn-ghost btn-sm shrink-0" onClick={restart} aria-label={labels.restart}>
          <RotateCcw className="size-4" aria-hidden="true" />
          <span className="hidden sm:inline">{labels.restart}</span>
        </button>
      </header>

      <div
        ref={scroller}
        className="flex-1 overflow-y-auto bg-surface-50/40 px-4 py-5 sm:px-5"
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={`${labels.title} conversation`}
        tabIndex={0}
        data-testid="chat-scroller"
      >
        <div className="flex flex-col gap-5">
          {state.messages.map((message) => (
            <div key={message.id}>
              <ChatMessageView message={message} assistantName={labels.assistantName} showTime={hydrated} onAction={onAction} />
              {state.pendingChoice?.messageId === message.id && (
                <Choices
                  key={message.id}
                  choice={state.pendingChoice}
                  disabled={state.isTyping}
                  onSend={sendChoice}
                  sendSelectionLabel={labels.sendSelection}
                />
              )}
            </div>
          ))}
        </div>
        {state.isTyping && (
          <div className="mt-5 flex items-center gap-3" data-testid="typing-indicator">
            <span className="flex size-8 items-center justify-center rounded-full bg-brand-100" aria-hidden="true">
              <span className="flex gap-1">
                <span className="size-1.5 animate-bounce rounded-full bg-brand-700 [animation-delay:-0.3s]" />
                <span className="size-1.5 animate-bounce rounded-full bg-brand-700 [animation-delay:-0.15s]" />
                <span className="size-1.5 animate-bounce rounded-full bg-brand-700" />
              </span>
            </span>
            <span className="text-sm text-muted">{labels.typing}...</span>
          </div>
        )}
      </div>

      {progress && (
        <div className="border-t border-line bg-white px-4 py-3 sm:px-5" data-testid="chat-progress">
          <div className="flex items-center justify-between gap-3 text-sm">
            <p role="status" className="font-medium text-ink">
              {progress.step !== undefined && progress.total !== undefined && (
                <span className="text-muted">
                  Step {progress.step} of {progress.total}:{" "}
                </span>
              )}
              {progress.label}
            </p>
            <span className="font-semibold text-brand-800 tabular-nums">{progress.percent}%</span>
          </div>
          <div
            className="mt-2 h-2 overflow-hidden rounded-full bg-surface-100"
            role="progressbar"
            aria-label={progress.label}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress.percent}
          >
            <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${progress.percent}%` }} />
          </div>
        </div>
      )}

      <form className="border-t border-line bg-white px-4 py-3 sm:px-5" onSubmit={submit}>
        <div className="flex items-center gap-2">
          <label htmlFor={`${ids}-input`} className="sr-only">
            {labels.inputLabel}
          </label>
          <input
            ref={inputRef}
            id={`${ids}-input`}
            className="input"
            type="text"
            autoComplete="off"
            placeholder={labels.placeholder}
            value={input}
            onChange={(e) => setInput(e.target.value)}
            onKeyDown={onKeyDown}
          />
          <button type="submit" className="btn btn-primary shrink-0 px-4" disabled={!canSend} aria-label={labels.send}>
            <SendHorizontal className="size-5" aria-hidden="true" />
            <span className="hidden sm:inline">{labels.send}</span>
          </button>
        </div>
        {suggestions && suggestions.length > 0 && (
          <div className="mt-3">
            <p id={`${ids}-suggestions`} className="text-xs font-semibold tracking-wide text-muted uppercase">
              {suggestionsLabel}
            </p>
            <ul className="mt-2 flex gap-2 overflow-x-auto pb-1 sm:flex-wrap sm:overflow-visible" aria-labelledby={`${ids}-suggestions`}>
              {suggestions.map((s) => (
                <li key={s} className="shrink-0">
                  <button
                    type="button"
                    className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm text-ink hover:border-brand-300 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-60"
                    disabled={state.isTyping}
                    onClick={() => session.send(s)}
                  >
                    {s}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </form>
    </section>
  );
}
