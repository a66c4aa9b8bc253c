/**
 * Agent builder chat (spec: purpose -> industry or focus -> personality -> integrations ->
 * simulated build -> ready; actions Test, Integration code, Deploy).
 * Config: { purpose, knowledgeBase, personality, integrations[] }.
 */
import { createBuilderScript, humanList, type BuilderContext, type BuilderDefinition } from "./builder";
import {
  AGENT_INDUSTRIES,
  AGENT_INTEGRATIONS,
  AGENT_PERSONALITIES,
  AGENT_PURPOSES,
  detectIndustry,
  detectIntegrations,
  detectPersonality,
  detectPurpose,
  type AgentIndustry,
  type AgentIntegration,
  type AgentPersonality,
  type AgentPurpose,
} from "./catalog";
import { DEPLOY_MS } from "./constants";
import { agentTestHref, DEFAULT_AGENT_CONFIG, type AgentBuilderConfig } from "./demo-config";

export interface AgentBuilderAnswers {
  purpose: AgentPurpose | null;
  knowledgeBase: AgentIndustry | null;
  personality: AgentPersonality | null;
  /** null until answered; [] for "no integrations". */
  integrations: AgentIntegration[] | null;
}

export type AgentBuilderContext = BuilderContext<AgentBuilderAnswers>;

export const AGENT_BUILD_STATUSES = [
  "Analyzing the agent's goals",
  "Building the knowledge base",
  "Designing conversation flows",
  "Tuning personality and tone",
  "Adding guardrails and escalation rules",
  "Connecting integrations",
  "Running test conversations",
  "Preparing deployment",
] as const;

export const AGENT_BUILDER_ACTIONS = {
  test: { type: "test", label: "Test", description: "Chat with your agent in a new tab" },
  integrationCode: { type: "integration-code", label: "Integration code", description: "Get the snippet to embed the agent" },
  deploy: { type: "deploy", label: "Deploy", description: "Put the agent live on its channels" },
} as const;

export function agentConfigFromAnswers(answers: AgentBuilderAnswers): AgentBuilderConfig {
  return {
    purpose: answers.purpose ?? DEFAULT_AGENT_CONFIG.purpose,
    knowledgeBase: answers.knowledgeBase ?? DEFAULT_AGENT_CONFIG.knowledgeBase,
    personality: answers.personality ?? DEFAULT_AGENT_CONFIG.personality,
    integrations: answers.integrations ? [...answers.integrations] : [...DEFAULT_AGENT_CONFIG.integrations],
  };
}

/** A stable demo id for the config (FNV-1a, 32 bit): the same answers always give the same id. */
export function agentId(config: AgentBuilderConfig): string {
  const text = [config.purpose, config.knowledgeBase, config.personality, ...config.integrations].join("|");
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `agt_${hash.toString(16).padStart(8, "0")}`;
}

/** The embed snippet shown by "Integration code" (a demo: the script host is a placeholder). */
export function integrationSnippet(config: AgentBuilderConfig): string {
  const channels = config.integrations.length > 0 ? config.integrations.join(", ") : "none";
  return [
    "<!-- AI agent widget: paste before </body> -->",
    "<script",
    '  src="https://agents.example.com/widget.js"',
    `  data-agent-id="${agentId(config)}"`,
    `  data-personality="${config.personality.toLowerCase()}"`,
    `  data-channels="${channels}"`,
    "  defer",
    "></script>",
  ].join("\n");
}

function channelsText(integrations: readonly string[]): string {
  return integrations.length > 0 ? humanList(integrations) : "no external integrations";
}

export const agentBuilderDefinition: BuilderDefinition<AgentBuilderAnswers> = {
  thing: "agent",
  initialAnswers: () => ({ purpose: null, knowledgeBase: null, personality: null, integrations: null }),
  intro: "Hi! I'm the AI Agent Builder. Four quick questions and I'll set up a conversational agent for your business.",

  questions: [
    {
      ask: () => ({
        content: "What should your agent do?",
        options: { type: "select", choices: AGENT_PURPOSES.map((p) => p.value) },
      }),
      answer: (a, input) => {
        const purpose = detectPurpose(input);
        return purpose ? { ...a, purpose } : null;
      },
      reask: () => ({
        content: "I didn't catch the agent's job. Pick one of these, or describe it (for example \"answer support tickets\").",
        options: { type: "select", choices: AGENT_PURPOSES.map((p) => p.value) },
      }),
    },
    {
      ask: (a) => ({
        content: `A ${a.purpose ?? "new"} agent, great. Which industry or knowledge area should it know about?`,
        options: { type: "select", choices: AGENT_INDUSTRIES.map((i) => i.value) },
      }),
      answer: (a, input) => {
        const knowledgeBase = detectIndustry(input);
        return knowledgeBase ? { ...a, knowledgeBase } : null;
      },
      reask: () => ({
        content: "Which industry is it for? Pick the closest one, for example healthcare, retail or real estate.",
        options: { type: "select", choices: AGENT_INDUSTRIES.map((i) => i.value) },
      }),
    },
    {
      ask: (a) => ({
        content: `I'll load ${a.knowledgeBase ?? "the"} knowledge. How should the agent sound?`,
        options: { type: "select", choices: AGENT_PERSONALITIES.map((p) => p.value) },
      }),
      answer: (a, input) => {
        const personality = detectPersonality(input);
        return personality ? { ...a, personality } : null;
      },
      reask: () => ({
        content: "What tone should it use: professional, friendly, concise, enthusiastic or empathetic?",
        options: { type: "select", choices: AGENT_PERSONALITIES.map((p) => p.value) },
      }),
    },
    {
      ask: (a) => ({
        content: `${a.personality ?? "That"} it is. Where should the agent be available? Pick any integrations, or say "none".`,
        options: { type: "multi-select", choices: AGENT_INTEGRATIONS.map((i) => i.value) },
      }),
      answer: (a, input) => {
        const integrations = detectIntegrations(input);
        return integrations ? { ...a, integrations } : null;
      },
      reask: () => ({
        content: 'Which channels should it connect to? Choose one or more, or say "none" to keep it standalone.',
        options: { type: "multi-select", choices: AGENT_INTEGRATIONS.map((i) => i.value) },
      }),
    },
  ],

  buildStarted: (a) => {
    const c = agentConfigFromAnswers(a);
    return `Great! Building your ${c.personality.toLowerCase()} ${c.purpose} agent for ${c.knowledgeBase}, connected to ${channelsText(c.integrations)}.`;
  },
  buildStatuses: AGENT_BUILD_STATUSES,

  completed: (a) => {
    const c = agentConfigFromAnswers(a);
    return `Your ${c.purpose} agent is ready! It knows ${c.knowledgeBase}, speaks in a ${c.personality.toLowerCase()} tone and connects to ${channelsText(c.integrations)}. Test it, grab the integration code, or deploy it.`;
  },

  actions: [
    {
      action: { ...AGENT_BUILDER_ACTIONS.test, href: (a) => agentTestHref(agentConfigFromAnswers(a)) },
      link: true,
    },
    {
      action: AGENT_BUILDER_ACTIONS.integrationCode,
      delayMs: 0,
      outcome: (a) => {
        const c = agentConfigFromAnswers(a);
        return [
          {
            content: "Add this snippet to your website, just before the closing </body> tag:",
            code: { language: "html", source: integrationSnippet(c) },
          },
        ];
      },
    },
    {
      action: AGENT_BUILDER_ACTIONS.deploy,
      started: () => [{ content: "Deploying your agent..." }],
      delayMs: DEPLOY_MS,
      outcome: (a) => {
        const c = agentConfigFromAnswers(a);
        const where = c.integrations.length > 0 ? `on ${humanList(c.integrations)}` : "in the demo environment";
        return [{ content: `Deployment successful! Your ${c.purpose} agent is live ${where}.` }];
      },
    },
  ],

  alreadyDone: () => 'Your agent is ready. Use Test, Integration code or Deploy above, or say "start over" to build another one.',
};

export const agentBuilderScript = createBuilderScript(agentBuilderDefinition);
