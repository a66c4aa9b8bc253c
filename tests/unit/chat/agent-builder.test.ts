import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  AGENT_BUILD_STATUSES,
  agentBuilderScript,
  agentConfigFromAnswers,
  agentId,
  integrationSnippet,
  type AgentBuilderContext,
} from "../../../src/lib/chat/agent-builder";
import { AGENT_INDUSTRIES, AGENT_INTEGRATIONS, AGENT_PERSONALITIES, AGENT_PURPOSES } from "../../../src/lib/chat/catalog";
import { BUILD_STEP_MS, BUILD_STEPS, BUILDER_TYPING_MS, DEPLOY_MS } from "../../../src/lib/chat/constants";
import { agentTestHref, parseAgentConfig } from "../../../src/lib/chat/demo-config";
import { formatMultiSelect, type ChatSession } from "../../../src/lib/chat/engine";
import { count, last, sendAndWait, start } from "./helpers";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

function answerAll(
  s: ChatSession<AgentBuilderContext>,
  purpose = "Customer Support",
  industry = "Healthcare",
  personality = "Empathetic",
  integrations = "Slack, Email",
) {
  sendAndWait(s, purpose, BUILDER_TYPING_MS);
  sendAndWait(s, industry, BUILDER_TYPING_MS);
  sendAndWait(s, personality, BUILDER_TYPING_MS);
  s.send(integrations);
}

function runBuild() {
  vi.advanceTimersByTime(BUILDER_TYPING_MS + BUILD_STEPS * BUILD_STEP_MS);
}

describe("agent builder: the scripted path", () => {
  it("purpose -> industry -> personality -> integrations, replies exactly 1.5 s after each answer", () => {
    const s = start(agentBuilderScript);
    const greeting = last(s);
    expect(greeting.content).toMatch(/Agent Builder/);
    expect(greeting.options).toEqual({ type: "select", choices: AGENT_PURPOSES.map((p) => p.value) });

    const industry = sendAndWait(s, "Customer Support", BUILDER_TYPING_MS);
    expect(industry.options).toEqual({ type: "select", choices: AGENT_INDUSTRIES.map((p) => p.value) });

    const personality = sendAndWait(s, "Healthcare", BUILDER_TYPING_MS);
    expect(personality.options).toEqual({ type: "select", choices: AGENT_PERSONALITIES.map((p) => p.value) });

    const integrations = sendAndWait(s, "Empathetic", BUILDER_TYPING_MS);
    expect(integrations.options).toEqual({ type: "multi-select", choices: AGENT_INTEGRATIONS.map((p) => p.value) });

    const building = sendAndWait(s, formatMultiSelect(["Slack", "Email"]), BUILDER_TYPING_MS);
    expect(building.content).toMatch(/Building your empathetic Customer Support agent for Healthcare, connected to Slack and Email/);
    expect(s.getState().context.answers).toEqual({
      purpose: "Customer Support",
      knowledgeBase: "Healthcare",
      personality: "Empathetic",
      integrations: ["Slack", "Email"],
    });
  });

  it("8 build statuses at 2 s steps, then 'ready' with Test, Integration code and Deploy", () => {
    const s = start(agentBuilderScript);
    answerAll(s);
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    const labels = [s.getState().progress?.label];
    for (let n = 2; n <= BUILD_STEPS; n++) {
      vi.advanceTimersByTime(BUILD_STEP_MS - 1);
      expect(s.getState().progress?.step).toBe(n - 1);
      vi.advanceTimersByTime(1);
      labels.push(s.getState().progress?.label);
    }
    expect(labels).toEqual([...AGENT_BUILD_STATUSES]);
    const before = count(s);
    vi.advanceTimersByTime(BUILD_STEP_MS - 1);
    expect(count(s)).toBe(before);
    vi.advanceTimersByTime(1);
    const ready = last(s);
    expect(ready.content).toMatch(/Your Customer Support agent is ready/);
    expect(ready.actions?.map((a) => a.label)).toEqual(["Test", "Integration code", "Deploy"]);
    expect(s.getState().progress).toBeNull();
  });

  it("Test opens /demo/agent-test with the config", () => {
    const s = start(agentBuilderScript);
    answerAll(s, "sales", "real estate", "enthusiastic", "crm and website");
    runBuild();
    const test = last(s).actions?.find((a) => a.type === "test");
    const config = {
      purpose: "Sales & Lead Generation",
      knowledgeBase: "Real Estate & Property",
      personality: "Enthusiastic",
      integrations: ["Website Chat Widget", "CRM"],
    } as const;
    expect(test?.href).toBe(agentTestHref({ ...config, integrations: [...config.integrations] }));
    expect(parseAgentConfig(test?.href?.split("?")[1] ?? "")).toEqual(config);
    expect(s.runAction("test")).toEqual({ openUrl: test?.href });
  });

  it("Integration code posts the embed snippet at once", () => {
    const s = start(agentBuilderScript);
    answerAll(s);
    runBuild();
    const before = count(s);
    s.runAction("integration-code");
    expect(count(s)).toBe(before + 1);
    const msg = last(s);
    const config = agentConfigFromAnswers(s.getState().context.answers);
    expect(msg.code).toEqual({ language: "html", source: integrationSnippet(config) });
    expect(msg.code?.source).toContain(`data-agent-id="${agentId(config)}"`);
    expect(msg.code?.source).toContain('data-channels="Slack, Email"');
  });

  it("Deploy shows a success message after 3 s", () => {
    const s = start(agentBuilderScript);
    answerAll(s);
    runBuild();
    const before = count(s);
    s.runAction("deploy");
    expect(last(s).content).toMatch(/Deploying your agent/);
    vi.advanceTimersByTime(DEPLOY_MS - 1);
    expect(count(s)).toBe(before + 1);
    vi.advanceTimersByTime(1);
    expect(last(s).content).toBe("Deployment successful! Your Customer Support agent is live on Slack and Email.");
  });
});

describe("agent builder: answers", () => {
  it("accepts 'none' for integrations and deploys to the demo environment", () => {
    const s = start(agentBuilderScript);
    answerAll(s, "faq bot", "software company", "concise", "none");
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    expect(s.getState().context.answers).toEqual({
      purpose: "Internal Knowledge Base",
      knowledgeBase: "Technology & SaaS",
      personality: "Concise",
      integrations: [],
    });
    expect(last(s).content).toMatch(/no external integrations/);
    vi.advanceTimersByTime(BUILD_STEPS * BUILD_STEP_MS);
    s.runAction("deploy");
    vi.advanceTimersByTime(DEPLOY_MS);
    expect(last(s).content).toMatch(/live in the demo environment/);
  });

  it.each([
    ["purpose", 0, "make coffee"],
    ["industry", 1, "it depends"],
    ["personality", 2, "purple"],
    ["integrations", 3, "carrier pigeon"],
  ] as const)("unknown %s answer re-asks after 1.5 s", (_name, index, unknown) => {
    const s = start(agentBuilderScript);
    const answers = ["support", "retail", "friendly"];
    for (let i = 0; i < index; i++) sendAndWait(s, answers[i] ?? "", BUILDER_TYPING_MS);
    const asked = last(s);
    const reask = sendAndWait(s, unknown, BUILDER_TYPING_MS);
    expect(s.getState().context.question).toBe(index);
    expect(reask.options).toEqual(asked.options);
  });

  it.each(AGENT_PURPOSES.map((p) => p.value))("purpose choice %j", (choice) => {
    const s = start(agentBuilderScript);
    sendAndWait(s, choice, BUILDER_TYPING_MS);
    expect(s.getState().context.answers.purpose).toBe(choice);
  });

  it("agentId is stable and depends on the config", () => {
    const a = agentConfigFromAnswers({ purpose: "Customer Support", knowledgeBase: "Healthcare", personality: "Friendly", integrations: [] });
    expect(agentId(a)).toMatch(/^agt_[0-9a-f]{8}$/);
    expect(agentId(a)).toBe(agentId({ ...a }));
    expect(agentId(a)).not.toBe(agentId({ ...a, personality: "Concise" }));
  });
});
