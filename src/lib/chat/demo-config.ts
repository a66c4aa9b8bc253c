/**
 * The builders' configs (spec section 3 "App-builder config", "Agent-builder config") and the query
 * strings of the demo pages they open: /demo/preview (app builder's Preview) and /demo/agent-test
 * (agent builder's Test).
 *
 * Parsing never fails: each value is matched case-insensitively against the catalog (exact value
 * first, then keywords, so "ios" -> "iOS"), unknown or missing values fall back to defaults, lists
 * are split on commas, trimmed, de-duplicated, restricted to known items and capped at
 * MAX_DEMO_LIST_ITEMS. A list parameter that is present but empty means an empty list (an agent
 * with no integrations); a missing one means the default list. parse(serialize(c)) === c for every
 * config the builders produce.
 */
import {
  AGENT_INDUSTRIES,
  AGENT_INTEGRATIONS,
  AGENT_PERSONALITIES,
  AGENT_PURPOSES,
  APP_FEATURES,
  APP_PLATFORMS,
  APP_STYLES,
  APP_TYPES,
  appTypeEntry,
  type AgentIndustry,
  type AgentIntegration,
  type AgentPersonality,
  type AgentPurpose,
  type AppFeature,
  type AppPlatform,
  type AppStyle,
  type AppType,
} from "./catalog";
import { MAX_DEMO_LIST_ITEMS } from "./constants";
import { canonicalValue, type KeywordEntry } from "./keywords";

export const DEMO_PREVIEW_PATH = "/demo/preview";
export const DEMO_AGENT_TEST_PATH = "/demo/agent-test";

export interface AppBuilderConfig {
  type: AppType;
  platform: AppPlatform;
  styling: AppStyle;
  features: AppFeature[];
}

export interface AgentBuilderConfig {
  purpose: AgentPurpose;
  /** The industry or knowledge domain. */
  knowledgeBase: AgentIndustry;
  personality: AgentPersonality;
  integrations: AgentIntegration[];
}

export const DEFAULT_APP_CONFIG: Readonly<AppBuilderConfig> = {
  type: "E-commerce",
  platform: "iOS & Android",
  styling: "Modern",
  features: ["Product Catalog", "Shopping Cart", "Secure Checkout"],
};

export const DEFAULT_AGENT_CONFIG: Readonly<AgentBuilderConfig> = {
  purpose: "Customer Support",
  knowledgeBase: "Technology & SaaS",
  personality: "Friendly",
  integrations: ["Website Chat Widget"],
};

/** Accepted query inputs: "?a=b", "a=b", URLSearchParams, or an Astro/URL-like record. */
export type QueryInput = string | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>;

/** Longest raw parameter read; anything longer is treated as missing. */
const MAX_PARAM_LENGTH = 2000;

function toParams(query: QueryInput): URLSearchParams {
  if (typeof query === "string") return new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  if (query instanceof URLSearchParams) return query;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === "string") params.append(key, value);
    else if (Array.isArray(value)) for (const v of value as readonly string[]) params.append(key, v);
  }
  return params;
}

function readParam(params: URLSearchParams, key: string): string | null {
  const value = params.get(key);
  return value === null || value.length > MAX_PARAM_LENGTH ? null : value;
}

function pickOne<T extends KeywordEntry>(raw: string | null, entries: readonly T[], fallback: T["value"]): T["value"] {
  return (raw === null ? null : canonicalValue(raw, entries)?.value) ?? fallback;
}

/** null: parameter missing (or nothing valid in it); []: present and empty. */
function pickList<T extends KeywordEntry>(raw: string | null, entries: readonly T[]): T["value"][] | null {
  if (raw === null) return null;
  const items = raw
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
  if (items.length === 0) return [];
  const out: T["value"][] = [];
  for (const item of items) {
    const value = canonicalValue(item, entries)?.value;
    if (value !== undefined && !out.includes(value)) out.push(value);
    if (out.length >= MAX_DEMO_LIST_ITEMS) break;
  }
  return out.length > 0 ? out : null;
}

export function parseAppConfig(query: QueryInput): AppBuilderConfig {
  const params = toParams(query);
  const type = pickOne(readParam(params, "type"), APP_TYPES, DEFAULT_APP_CONFIG.type);
  const features = pickList(readParam(params, "features"), APP_FEATURES);
  const suggested = (appTypeEntry(type)?.features ?? DEFAULT_APP_CONFIG.features) as readonly AppFeature[];
  return {
    type,
    platform: pickOne(readParam(params, "platform"), APP_PLATFORMS, DEFAULT_APP_CONFIG.platform),
    styling: pickOne(readParam(params, "styling") ?? readParam(params, "style"), APP_STYLES, DEFAULT_APP_CONFIG.styling),
    features: features !== null && features.length > 0 ? features : suggested.slice(0, 3),
  };
}

export function serializeAppConfig(config: AppBuilderConfig): string {
  const params = new URLSearchParams();
  params.set("type", config.type);
  params.set("platform", config.platform);
  params.set("styling", config.styling);
  params.set("features", config.features.slice(0, MAX_DEMO_LIST_ITEMS).join(","));
  return params.toString();
}

/** "/demo/preview?type=...&platform=...&styling=...&features=a,b" */
export function appPreviewHref(config: AppBuilderConfig): string {
  return `${DEMO_PREVIEW_PATH}?${serializeAppConfig(config)}`;
}

export function parseAgentConfig(query: QueryInput): AgentBuilderConfig {
  const params = toParams(query);
  const integrations = pickList(readParam(params, "integrations"), AGENT_INTEGRATIONS);
  return {
    purpose: pickOne(readParam(params, "purpose"), AGENT_PURPOSES, DEFAULT_AGENT_CONFIG.purpose),
    knowledgeBase: pickOne(readParam(params, "knowledgeBase") ?? readParam(params, "industry"), AGENT_INDUSTRIES, DEFAULT_AGENT_CONFIG.knowledgeBase),
    personality: pickOne(readParam(params, "personality"), AGENT_PERSONALITIES, DEFAULT_AGENT_CONFIG.personality),
    integrations: integrations ?? [...DEFAULT_AGENT_CONFIG.integrations],
  };
}

export function serializeAgentConfig(config: AgentBuilderConfig): string {
  const params = new URLSearchParams();
  params.set("purpose", config.purpose);
  params.set("knowledgeBase", config.knowledgeBase);
  params.set("personality", config.personality);
  params.set("integrations", config.integrations.slice(0, MAX_DEMO_LIST_ITEMS).join(","));
  return params.toString();
}

/** "/demo/agent-test?purpose=...&knowledgeBase=...&personality=...&integrations=a,b" */
export function agentTestHref(config: AgentBuilderConfig): string {
  return `${DEMO_AGENT_TEST_PATH}?${serializeAgentConfig(config)}`;
}
