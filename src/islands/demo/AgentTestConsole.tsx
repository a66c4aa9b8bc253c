import { useEffect, useMemo, useRef, useState } from "react";
import {
  ArrowLeft,
  Bot,
  BookOpen,
  Calendar,
  CircleCheck,
  Contact,
  Globe,
  Mail,
  MessageSquare,
  MessagesSquare,
  RotateCcw,
  Smartphone,
  Smile,
  Target,
  User,
  Users,
  type LucideIcon,
} from "lucide-react";
import { agentId, parseAgentConfig, type AgentBuilderConfig } from "../../lib/chat";
import { CANNED_EXCHANGES, PERSONALITY_VOICE, PURPOSE_TOPICS, agentTestPage as P } from "../../content/demo";
import { useQueryString } from "./useQueryString";

const INTEGRATION_ICONS: Record<string, LucideIcon> = {
  "Website Chat Widget": Globe,
  Slack: MessageSquare,
  "Microsoft Teams": Users,
  Email: Mail,
  SMS: Smartphone,
  WhatsApp: MessagesSquare,
  CRM: Contact,
  Calendar: Calendar,
};

interface Turn {
  id: number;
  from: "agent" | "tester";
  text: string;
}

/** Number of sample exchanges already in the transcript when the console opens. */
const OPENING_EXCHANGES = 2;

function answerText(config: AgentBuilderConfig, answer: string): string {
  const signOff = PERSONALITY_VOICE[config.personality].signOff;
  const text = answer.replaceAll("{domain}", config.knowledgeBase);
  return signOff ? `${text} ${signOff}` : text;
}

function openingTranscript(config: AgentBuilderConfig): Turn[] {
  const voice = PERSONALITY_VOICE[config.personality];
  const greeting = voice.greeting({ purpose: config.purpose, domain: config.knowledgeBase, topics: PURPOSE_TOPICS[config.purpose] });
  const turns: Turn[] = [{ id: 0, from: "agent", text: greeting }];
  for (const exchange of CANNED_EXCHANGES[config.purpose].slice(0, OPENING_EXCHANGES)) {
    turns.push({ id: turns.length, from: "tester", text: exchange.question });
    turns.push({ id: turns.length, from: "agent", text: answerText(config, exchange.answer) });
  }
  return turns;
}

function Profile({ config }: { config: AgentBuilderConfig }) {
  const rows: { label: string; value: string; icon: LucideIcon; testId: string }[] = [
    { label: P.labels.purpose, value: config.purpose, icon: Target, testId: "agent-purpose" },
    { label: P.labels.knowledgeBase, value: config.knowledgeBase, icon: BookOpen, testId: "agent-knowledge" },
    { label: P.labels.personality, value: config.personality, icon: Smile, testId: "agent-personality" },
  ];
  return (
    <section className="card" aria-labelledby="profile-heading" data-testid="agent-profile">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-100 text-brand-800" aria-hidden="true">
          <Bot className="size-6" />
        </span>
        <div>
          <h2 id="profile-heading" className="heading-3">
            {P.configHeading}
          </h2>
          <p className="font-mono text-xs text-muted">{agentId(config)}</p>
        </div>
      </div>
      <dl className="mt-5 grid gap-4 text-sm">
        {rows.map(({ label, value, icon: Icon, testId }) => (
          <div key={label}>
            <dt className="flex items-center gap-2 font-semibold text-muted">
              <Icon className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {label}
            </dt>
            <dd className="mt-0.5 pl-6 text-base font-semibold text-ink" data-testid={testId}>
              {value}
            </dd>
          </div>
        ))}
        <div>
          <dt className="font-semibold text-muted">{P.labels.integrations}</dt>
          <dd className="mt-2">
            {config.integrations.length === 0 ? (
              <p className="text-ink" data-testid="agent-integrations">
                {P.noIntegrations}
              </p>
            ) : (
              <ul className="grid gap-2" data-testid="agent-integrations">
                {config.integrations.map((name) => {
                  const Icon = INTEGRATION_ICONS[name] ?? Globe;
                  return (
                    <li key={name} className="flex items-center justify-between gap-3 rounded-lg border border-line bg-surface-50 px-3 py-2">
                      <span className="flex items-center gap-2 font-medium text-ink">
                        <Icon className="size-4 text-brand-700" aria-hidden="true" />
                        {name}
                      </span>
                      <span className="badge badge-success">
                        <CircleCheck className="size-3.5" aria-hidden="true" />
                        {P.connected}
                      </span>
                    </li>
                  );
                })}
              </ul>
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-6 border-t border-line pt-5">
        <a className="btn btn-secondary btn-sm" href={P.backHref}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {P.backToBuilder}
        </a>
      </div>
    </section>
  );
}

/** /demo/agent-test: the agent's profile from the query string and a console with sample exchanges. */
export default function AgentTestConsole() {
  const search = useQueryString();
  const config = useMemo(() => parseAgentConfig(search), [search]);
  const opening = useMemo(() => openingTranscript(config), [config]);
  const [asked, setAsked] = useState<Turn[]>([]);
  const [askedOf, setAskedOf] = useState(config);
  const log = useRef<HTMLDivElement>(null);

  // A different configuration starts a new conversation (reset while rendering, not after).
  if (askedOf !== config) {
    setAskedOf(config);
    setAsked([]);
  }
  // Show each new answer; the opening transcript is read from the top.
  useEffect(() => {
    if (log.current && asked.length > 0) log.current.scrollTop = log.current.scrollHeight;
  }, [asked.length]);

  const transcript = [...opening, ...asked];
  const askedQuestions = new Set(transcript.filter((t) => t.from === "tester").map((t) => t.text));
  const remaining = CANNED_EXCHANGES[config.purpose].filter((e) => !askedQuestions.has(e.question));

  function ask(question: string, answer: string) {
    setAsked((turns) => {
      const base = opening.length + turns.length;
      return [...turns, { id: base, from: "tester", text: question }, { id: base + 1, from: "agent", text: answerText(config, answer) }];
    });
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[22rem_minmax(0,1fr)]">
      <Profile config={config} />
      <section
        className="flex flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-[var(--shadow-card)]"
        aria-labelledby="console-heading"
        data-testid="agent-console"
      >
        <header className="flex flex-wrap items-center justify-between gap-3 border-b border-line bg-surface-50 px-5 py-3">
          <h2 id="console-heading" className="text-base font-semibold text-ink">
            {P.consoleHeading}
          </h2>
          <div className="flex items-center gap-2">
            <span className="badge badge-warning">{P.testMode}</span>
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAsked([])} disabled={asked.length === 0}>
              <RotateCcw className="size-4" aria-hidden="true" />
              {P.reset}
            </button>
          </div>
        </header>
        <div ref={log} className="max-h-[34rem] overflow-y-auto px-5 py-5" role="log" aria-live="polite" aria-label="Test conversation" tabIndex={0}>
          <ol className="flex flex-col gap-4">
            {transcript.map((turn) =>
              turn.from === "tester" ? (
                <li key={turn.id} className="flex justify-end">
                  <p className="max-w-[85%] rounded-2xl rounded-br-md bg-brand-700 px-4 py-2.5 text-white">
                    <span className="sr-only">{P.you}: </span>
                    {turn.text}
                  </p>
                </li>
              ) : (
                <li key={turn.id} className="flex items-start gap-3">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800" aria-hidden="true">
                    <Bot className="size-4" />
                  </span>
                  <p className="max-w-[85%] rounded-2xl rounded-tl-md border border-line bg-surface-50 px-4 py-2.5 text-ink" data-testid="agent-reply">
                    <span className="sr-only">Agent: </span>
                    {turn.text}
                  </p>
                </li>
              ),
            )}
          </ol>
        </div>
        <div className="border-t border-line bg-white px-5 py-4">
          <p id="try-asking" className="text-xs font-semibold tracking-wide text-muted uppercase">
            {P.tryAsking}
          </p>
          {remaining.length > 0 ? (
            <ul className="mt-2 flex flex-wrap gap-2" aria-labelledby="try-asking">
              {remaining.map((e) => (
                <li key={e.question}>
                  <button
                    type="button"
                    className="flex items-center gap-2 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-left text-sm text-ink hover:border-brand-300 hover:bg-brand-50"
                    onClick={() => ask(e.question, e.answer)}
                  >
                    <User className="size-4 text-brand-700" aria-hidden="true" />
                    {e.question}
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm text-muted">{P.allAsked}</p>
          )}
        </div>
      </section>
    </div>
  );
}
