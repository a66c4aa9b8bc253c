/**
 * Words of the simulated builder and chat pages (/app-builder, /agent-builder,
 * /self-resolving-agent). Timings come from src/lib/chat/constants.ts; the scripts' own messages,
 * the escalation matrix, targets and system prompt come from the engine (src/lib/chat).
 */
import { BUILD_STEP_MS, BUILD_STEPS, BUILDER_TYPING_MS, CHAT_TYPING_MS, RESOLUTION_PHASE_MS, RESOLUTION_PROGRESS } from "../lib/chat/constants";
import { AGENT_INDUSTRIES, AGENT_INTEGRATIONS, AGENT_PERSONALITIES, AGENT_PURPOSES, APP_PLATFORMS, APP_STYLES, APP_TYPES } from "../lib/chat/catalog";

const seconds = (ms: number) => `${(ms / 1000).toLocaleString("en-US")} s`;
/** "a, b or c" from catalog entries, so the page lists exactly what the chat understands. */
const orList = (entries: readonly { value: string }[]) => {
  const v = entries.map((e) => e.value);
  return v.length <= 1 ? (v[0] ?? "") : `${v.slice(0, -1).join(", ")} or ${v[v.length - 1]}`;
};
const buildSeconds = seconds(BUILD_STEPS * BUILD_STEP_MS);

/** The honest line every simulated chat page shows. */
export const simulationNote =
  "This is a guided simulation: answers are matched by keyword, nothing is built, deployed or sent anywhere, and the conversation lives only in this tab.";

export interface ChatLabels {
  /** Heading of the chat panel. */
  title: string;
  /** Who answers (shown above assistant messages and in the typing indicator). */
  assistantName: string;
  inputLabel: string;
  placeholder: string;
  send: string;
  restart: string;
  /** Multi-select: the button that sends the chosen items. */
  sendSelection: (n: number) => string;
  typing: string;
}

const sharedLabels = {
  inputLabel: "Your message",
  send: "Send",
  restart: "Start over",
  sendSelection: (n: number) => (n === 0 ? "Choose at least one" : n === 1 ? "Continue with 1 choice" : `Continue with ${n} choices`),
};

export const appBuilderPage = {
  meta: {
    title: "AI App Builder",
    description:
      "Describe the app you need in a short chat: type, features, platform and style. Watch a simulated build and preview the result on a phone mock-up.",
    keywords: ["AI app builder", "no-code app", "mobile app prototype", "app generator"],
  },
  eyebrow: "Build · App Builder",
  title: "Build an app by answering four questions",
  lead: "Pick the type of app, its features, the platform and a visual style. The builder assembles a working prototype you can preview, download or deploy.",
  chat: {
    ...sharedLabels,
    title: "App Builder",
    assistantName: "App Builder",
    placeholder: 'Type an answer, e.g. "a fitness app"',
    typing: "App Builder is typing",
  } satisfies ChatLabels,
  steps: [
    { title: "App type", text: `${orList(APP_TYPES)}.` },
    { title: "Features", text: "As many as you need from the suggestions for that type, or all of them." },
    { title: "Platform", text: `${orList(APP_PLATFORMS)}.` },
    { title: "Style", text: `${orList(APP_STYLES)}.` },
    { title: "Build", text: `${BUILD_STEPS} build stages, about ${buildSeconds}, then Preview, Download and Deploy.` },
  ],
};

export const agentBuilderPage = {
  meta: {
    title: "AI Agent Builder",
    description:
      "Set up a conversational AI agent in a short chat: its job, industry knowledge, personality and channels. Test it, get the embed code and deploy it.",
    keywords: ["AI agent builder", "chatbot builder", "customer support agent", "conversational AI"],
  },
  eyebrow: "Build · Agent Builder",
  title: "Create an AI agent for your business",
  lead: "Tell the builder what the agent should do, what it needs to know, how it should sound and where it should live. Then test it in a console before it goes live.",
  chat: {
    ...sharedLabels,
    title: "Agent Builder",
    assistantName: "Agent Builder",
    placeholder: 'Type an answer, e.g. "customer support"',
    typing: "Agent Builder is typing",
  } satisfies ChatLabels,
  steps: [
    { title: "Purpose", text: `${orList(AGENT_PURPOSES)}.` },
    { title: "Industry", text: `The knowledge it should be fluent in: ${orList(AGENT_INDUSTRIES)}.` },
    { title: "Personality", text: `${orList(AGENT_PERSONALITIES)}.` },
    { title: "Integrations", text: `Any of ${orList(AGENT_INTEGRATIONS)}, or none.` },
    { title: "Build", text: `${BUILD_STEPS} build stages, about ${buildSeconds}, then Test, Integration code and Deploy.` },
  ],
};

export const selfResolvingPage = {
  meta: {
    title: "Self-Resolving Developer",
    description:
      "Report a bug and watch a self-resolving developer agent detect, analyze, fix and verify it, with live resolution metrics and an L1-L4 escalation matrix.",
    keywords: ["self-resolving agent", "AI developer", "automated bug fixing", "escalation matrix"],
  },
  eyebrow: "Build · Self-Resolving Developer",
  title: "A developer agent that unblocks your team",
  lead: "Describe an error, a bug or something broken. The agent classifies it, finds the root cause, fixes it and verifies the fix, escalating only what needs a human.",
  chat: {
    ...sharedLabels,
    title: "Self-Resolving Developer",
    assistantName: "Dev Agent",
    placeholder: 'Describe a problem, e.g. "the login API returns a 500 error"',
    typing: "Dev Agent is typing",
  } satisfies ChatLabels,
  /** One-click prompts under the chat (each exercises one branch of the script). */
  suggestions: [
    "The login API returns a 500 error",
    "The checkout button is broken on mobile",
    "Optimize the dashboard performance",
    "Review our API design",
    "Check the UX of the signup flow",
    "Show status",
  ],
  suggestionsLabel: "Try one of these",
  metricsHeading: "Live metrics",
  metricsNote: "Metrics update when a resolution completes.",
  targetsHeading: "Targets",
  onTarget: "On target",
  offTarget: "Off target",
  matrixHeading: "Escalation matrix",
  matrixLead: "Every report is classified before work starts. The level sets how long a fix may take and whether a human approves it.",
  matrixColumns: { level: "Level", window: "Time to resolve", covers: "Typical issues", handling: "How it is handled" },
  promptHeading: "System prompt",
  promptLead: "The instructions the agent runs on. Read-only; copy it to use with your own agent.",
  promptLabel: "Self-resolving developer system prompt",
  howHeading: "How a resolution runs",
  how: `After a ${seconds(CHAT_TYPING_MS)} acknowledgement, five phases of ${seconds(RESOLUTION_PHASE_MS)} each (detect, analyze, fix, test, verify) move progress through ${RESOLUTION_PROGRESS.join(", ")}%, then the resolution is reported and the metrics update.`,
};

/** Shared chat copy for level badges (text beside the icon, so level is never told by color alone). */
export const levelLabels = { info: "Info", success: "Success", warning: "Warning", error: "Error" } as const;

/** Builder typing delay, shown in the side panels. */
export const builderReplyNote = `Replies arrive after a ${seconds(BUILDER_TYPING_MS)} typing pause, like a real assistant.`;

/** Copy button feedback (system prompt, integration snippet). */
export const copyLabels = { copy: "Copy", copied: "Copied", failed: "Copy failed: select the text and copy it manually" };
