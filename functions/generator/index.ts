import { writeEmbedded } from "./embedded-writer";
import type { GeneratorInput } from "./input";
import { ModelOutputInvalidError, ModelTimeoutError, type SiteModel, writeWithModel } from "./llm-writer";
import { renderSite } from "./render";
import { type SiteContent, type TemplateStyle, defaultStyleFor, normalizeStyle } from "./schema";

/**
 * The website generator: input -> content (LLM when configured, embedded writer otherwise or on
 * failure) -> one self-contained HTML document. Pure: no HTTP server, no database.
 */

export type { GeneratorInput } from "./input";
export type { SiteContent, TemplateStyle, Section, SectionKind, Palette } from "./schema";
export {
  siteContentSchema,
  templateStyleSchema,
  defaultStyleFor,
  normalizeStyle,
  contrastProblems,
  PRIMARY_SECTION_KIND,
  LIMITS,
} from "./schema";
export { writeEmbedded } from "./embedded-writer";
export {
  createModelFromEnv,
  writeWithModel,
  ModelOutputInvalidError,
  ModelTimeoutError,
  type ModelEnv,
  type SiteModel,
} from "./llm-writer";
export { renderSite, escapeHtml, siteCsp, type RenderMeta } from "./render";
export { slugify, nextFreeSlug, siteSlug, isValidSlug } from "./slug";
export { BUSINESS_TYPE_SAMPLES } from "./samples";

/** Default time budget for the model, across the first attempt and the retry. */
export const DEFAULT_MODEL_TIMEOUT_MS = 45_000;

export type Writer = "llm" | "embedded";

export interface WriteResult {
  content: SiteContent;
  writer: Writer;
  /** Set when something worth logging happened (a retry, a fallback and why). */
  note?: string;
}

export interface WriteOptions {
  model?: SiteModel | null;
  /** Total time for the model, both attempts together. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

/**
 * No model: the embedded writer. With a model: try it; on invalid output retry once with the
 * problems fed back; if it is still invalid, times out or errors, fall back to the embedded writer
 * and say why in `note`. Only the caller's own abort signal makes this reject.
 */
export async function writeSiteContent(input: GeneratorInput, options: WriteOptions = {}): Promise<WriteResult> {
  const { model, signal } = options;
  if (!model) return { content: writeEmbedded(input), writer: "embedded" };

  const budget = options.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS;
  const deadline = Date.now() + budget;
  let feedback: string | undefined;
  let note: string;

  for (let attempt = 1; ; attempt++) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      note = `Model did not answer within ${budget} ms; used the embedded writer`;
      break;
    }
    try {
      const content = await writeWithModel(input, { model, timeoutMs: remaining, signal, feedback });
      return attempt === 1
        ? { content, writer: "llm" }
        : { content, writer: "llm", note: "Model output was invalid once; the retry succeeded" };
    } catch (error) {
      if (signal?.aborted) throw error;
      if (error instanceof ModelOutputInvalidError) {
        if (attempt === 1) {
          feedback = error.issues;
          continue;
        }
        note = "Model output was invalid twice; used the embedded writer";
      } else if (error instanceof ModelTimeoutError) {
        note = `Model did not answer within ${budget} ms; used the embedded writer`;
      } else {
        const name = error instanceof Error ? error.name : "Error";
        note = `Model request failed (${name}); used the embedded writer`;
      }
      break;
    }
  }
  return { content: writeEmbedded(input), writer: "embedded", note };
}

/** The style a project renders with: its template's (made safe), or the default for its type. */
export function styleFor(input: GeneratorInput): TemplateStyle {
  const templateStyle = input.template?.style;
  return templateStyle ? normalizeStyle(templateStyle, input.businessType) : defaultStyleFor(input.businessType);
}

export interface GenerateOptions extends WriteOptions {
  /** Absolute URL the site will be served at (canonical link and og:url). */
  canonicalUrl?: string;
  /** ISO timestamp of the generation; its year goes in the footer. */
  generatedAt?: string;
}

export interface GeneratedSite extends WriteResult {
  html: string;
  style: TemplateStyle;
}

export async function generateSite(input: GeneratorInput, options: GenerateOptions = {}): Promise<GeneratedSite> {
  const written = await writeSiteContent(input, options);
  const style = styleFor(input);
  const html = renderSite(written.content, style, {
    ...(options.canonicalUrl ? { canonicalUrl: options.canonicalUrl } : {}),
    ...(options.generatedAt ? { generatedAt: options.generatedAt } : {}),
  });
  return { ...written, html, style };
}
