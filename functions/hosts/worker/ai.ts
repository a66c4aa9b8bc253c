import { createWorkersAI } from "workers-ai-provider";
import type { SiteModel } from "../../generator/index";

/**
 * The site writer's model on Cloudflare when no OpenAI-compatible endpoint is configured: the
 * Worker's bound Workers AI model (`[ai] binding = "AI"` in wrangler.toml), through the AI SDK's
 * provider for it. AI_MODEL picks the model; without it, a general instruction model.
 */
export const WORKERS_AI_DEFAULT_MODEL = "@cf/zai-org/glm-4.7-flash";

export function workersAiModel(binding: unknown, modelId?: string): SiteModel | null {
  if (!binding || typeof (binding as { run?: unknown }).run !== "function") return null;
  const workersai = createWorkersAI({ binding: binding as never });
  return workersai((modelId?.trim() || WORKERS_AI_DEFAULT_MODEL) as never) as SiteModel;
}
