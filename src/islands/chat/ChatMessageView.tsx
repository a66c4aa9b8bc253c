import { memo } from "react";
import { Bot, CircleCheck, CircleX, ExternalLink, Info, TriangleAlert, Wrench, type LucideIcon } from "lucide-react";
import type { ChatAction, ChatLevel, ChatMessage } from "../../lib/chat";
import { levelLabels } from "../../content/builders";
import CopyButton from "../common/CopyButton";

const LEVEL_STYLE: Record<ChatLevel, { icon: LucideIcon; box: string; text: string }> = {
  info: { icon: Info, box: "border-blue-200 bg-info-50", text: "text-info-700" },
  success: { icon: CircleCheck, box: "border-green-200 bg-success-50", text: "text-success-700" },
  warning: { icon: TriangleAlert, box: "border-amber-200 bg-warning-50", text: "text-warning-700" },
  error: { icon: CircleX, box: "border-red-200 bg-danger-50", text: "text-danger-700" },
};

const systemName = "System";

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: "numeric", minute: "2-digit" });

/** Level shown as icon + word, never by color alone. */
function LevelTag({ level }: { level: ChatLevel }) {
  const style = LEVEL_STYLE[level];
  const Icon = style.icon;
  return (
    <span className={`inline-flex items-center gap-1 text-xs font-semibold tracking-wide uppercase ${style.text}`} data-level={level}>
      <Icon className="size-4" aria-hidden="true" />
      {levelLabels[level]}
    </span>
  );
}

function Timestamp({ at, show }: { at: number; show: boolean }) {
  if (!show) return null;
  return (
    <time className="text-xs text-muted" dateTime={new Date(at).toISOString()}>
      {timeFormat.format(at)}
    </time>
  );
}

interface ActionsProps {
  actions: readonly ChatAction[];
  onAction: (type: string) => void;
}

function Actions({ actions, onAction }: ActionsProps) {
  const box =
    "flex min-h-11 items-start gap-3 rounded-lg border border-line bg-white px-3.5 py-2.5 text-left shadow-sm transition-colors hover:border-brand-300 hover:bg-brand-50";
  return (
    <ul className="mt-3 grid gap-2 sm:grid-cols-3" aria-label="Actions">
      {actions.map((action) => (
        <li key={action.type}>
          {action.href ? (
            <a className={`${box} h-full`} href={action.href} target="_blank" rel="noopener" data-action={action.type}>
              <span className="grid gap-0.5">
                <span className="inline-flex items-center gap-1.5 font-semibold text-brand-800">
                  {action.label}
                  <ExternalLink className="size-4" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </span>
                <span className="text-sm text-muted">{action.description}</span>
              </span>
            </a>
          ) : (
            <button type="button" className={`${box} h-full w-full`} onClick={() => onAction(action.type)} data-action={action.type}>
              <span className="grid gap-0.5">
                <span className="font-semibold text-brand-800">{action.label}</span>
                <span className="text-sm text-muted">{action.description}</span>
              </span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

interface Props {
  message: ChatMessage;
  assistantName: string;
  showTime: boolean;
  onAction: (type: string) => void;
}

/** One message. Choices are rendered by the window (only the pending ones are clickable). */
export const ChatMessageView = memo(function ChatMessageView({ message, assistantName, showTime, onAction }: Props) {
  if (message.type === "user") {
    return (
      <div className="flex justify-end" data-message-type="user">
        <div className="max-w-[85%] sm:max-w-[75%]">
          <div className="rounded-2xl rounded-br-md bg-brand-700 px-4 py-2.5 whitespace-pre-line text-white">
            <span className="sr-only">You: </span>
            {message.content}
          </div>
          <div className="mt-1 flex justify-end">
            <Timestamp at={message.timestamp} show={showTime} />
          </div>
        </div>
      </div>
    );
  }

  const level = message.level;
  const bubble = level ? `border ${LEVEL_STYLE[level].box}` : "border border-line bg-white";
  const isSystem = message.type === "system";

  return (
    <div className="flex items-start gap-3" data-message-type={message.type} data-level={level}>
      <span
        className={`mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full ${isSystem ? "bg-surface-100 text-muted" : "bg-brand-100 text-brand-800"}`}
        aria-hidden="true"
      >
        {isSystem ? <Wrench className="size-4" /> : <Bot className="size-4" />}
      </span>
      <div className="min-w-0 max-w-[calc(100%-2.75rem)] flex-1 sm:max-w-[85%] sm:flex-none">
        <div className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-0.5">
          <span className="text-sm font-semibold text-ink">{isSystem ? systemName : assistantName}</span>
          {level && <LevelTag level={level} />}
          <Timestamp at={message.timestamp} show={showTime} />
        </div>
        <div className={`rounded-2xl rounded-tl-md px-4 py-2.5 break-words whitespace-pre-line text-ink shadow-sm ${bubble}`}>
          {message.content}
          {message.code && (
            <div className="mt-3">
              <pre
                className="max-h-72 overflow-auto rounded-lg bg-slate-900 p-3 font-mono text-xs leading-relaxed whitespace-pre text-slate-100"
                tabIndex={0}
                role="group"
                aria-label={`${message.code.language.toUpperCase()} code`}
              >
                <code>{message.code.source}</code>
              </pre>
              <div className="mt-2">
                <CopyButton text={message.code.source} label="Copy code" />
              </div>
            </div>
          )}
        </div>
        {message.actions && message.actions.length > 0 && <Actions actions={message.actions} onAction={onAction} />}
      </div>
    </div>
  );
});
