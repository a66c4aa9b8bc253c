import type { BusinessDetails, SiteLanguage } from "../../core/intake";
import { isStorableEmail } from "../../core/email-domain";
import { withoutImitatingLines } from "../../core/reserved-names";
import { classifyBusiness, tradeInOwnWords } from "../../core/brief/classify";
import { type WriterPlan, writeEmbedded } from "./embedded-writer";
import { type ExtractedFacts, extractFacts, withoutDismissed } from "../../core/brief/facts/index";
import type { Industry } from "../../core/brief/industries/types";
import type { GeneratorInput } from "./input";
import { likelyLanguages, pageLanguage, unsupportedLanguageNote } from "../../core/brief/language";
import { ModelOutputInvalidError, ModelTimeoutError, type SiteModel, applyModelCopy, writeWithModel } from "./llm-writer";
import { type ReadAsk, aboutKeeps, leftOutAsAsked, lookWishes, noteLines, readAsks } from "./plan";
import { type SentenceAccount, accountSentences } from "./accounting";
import { renderSite } from "../../core/site/render";
import { siteSettings } from "../../core/site/settings";
import { UNBUILT_REQUESTS } from "./requests";
import { type SiteContent, type SiteFacts, type TemplateStyle, defaultStyleFor, normalizeStyle } from "../../core/site/schema";
import { cleanBlock, cleanLine } from "./text";
import { saysDelivers } from "../../core/brief/delivery";
import { moodFor } from "../../core/site/moods";
import { wishedPalette } from "./looks";
import type { Palette } from "../../core/site/schema";
import { nextTurn } from "../lib/next-turn";
import { placePhotos } from "./photos";
import { loadPictureWords } from "../../core/site/picture-words";
import { withPicture } from "./picture";
import type { RequestKind } from "../../core/site/requests";
import { requestFormFits } from "../../core/site/actions";

/**
 * The website generator: intake -> facts (typed, never rewritten) + industry + language -> content
 * (embedded writer; a model may reword it when configured) -> one self-contained HTML document.
 * Pure: no HTTP server, no database.
 */

export type { GeneratorInput } from "./input";
export type { SiteContent, SiteFacts, TemplateStyle, Section, SectionKind, Palette } from "../../core/site/schema";
export { siteContentSchema, templateStyleSchema, defaultStyleFor, normalizeStyle, contrastProblems, LIMITS } from "../../core/site/schema";
export { writeEmbedded, type WriterPlan } from "./embedded-writer";
export {
  createModelFromEnv,
  writeWithModel,
  applyModelCopy,
  keepGrounded,
  ModelOutputInvalidError,
  ModelTimeoutError,
  type ModelEnv,
  type SiteModel,
} from "./llm-writer";
export { renderSite, escapeHtml, siteCsp, type RenderMeta } from "../../core/site/render";
export { slugify, nextFreeSlug, siteSlug, isValidSlug, fallbackSlug } from "./slug";
export { BUSINESS_TYPE_SAMPLES } from "./samples";
export { extractFacts } from "../../core/brief/facts/index";
export { detectLanguage, siteLanguage } from "../../core/brief/language";

/** The about text of stored content, either version (v1 had `about.paragraphs`; v2 an "about" section). */
export function aboutText(content: unknown): string {
  const c = content as { about?: { paragraphs?: unknown }; sections?: Array<{ kind?: unknown; paragraphs?: unknown }> } | null;
  const v1 = c?.about?.paragraphs;
  const v2 = c?.sections?.find((s) => s?.kind === "about" || s?.kind === "story")?.paragraphs;
  const paragraphs = Array.isArray(v2) ? v2 : Array.isArray(v1) ? v1 : [];
  return paragraphs
    .filter((p): p is string => typeof p === "string")
    .join(" ")
    .trim();
}

/** Default time budget for the model, across the first attempt and the retry. */
export const DEFAULT_MODEL_TIMEOUT_MS = 45_000;

export type Writer = "llm" | "embedded";

export interface WriteOptions {
  model?: SiteModel | null;
  /** Total time for the model, both attempts together. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface GenerateOptions extends WriteOptions {
  /** Absolute URL the site will be served at (canonical link and og:url). */
  canonicalUrl?: string;
  /** ISO timestamp of the generation; its year goes in the footer. */
  generatedAt?: string;
  /** Where the site's uploaded images are served ("/sites/{slug}/media/"): the owner's photos are drawn from there. */
  mediaBase?: string;
  /** The page will be served by the hosted route, which adds the contact form when the content's settings allow it. */
  hosted?: boolean;
}

export interface GeneratedSite {
  html: string;
  content: SiteContent;
  /** The owner's facts as placed on the page (exactly as typed). */
  facts: SiteFacts;
  industry: Industry | null;
  /** Requests the site does not fulfil, for the owner ("online ordering"). */
  unbuilt: string[];
  language: SiteLanguage;
  writer: Writer;
  style: TemplateStyle;
  /** For the owner: the forms built from their requests, their language's headings, and when the model was not used (and why). */
  note?: string;
  /** The writer's own note (the model was not used, and why): the part the operator's log records. */
  writerNote?: string;
  /** The page's `lang` when the owner wrote in a language without fixed strings (the headings are then English). */
  lang?: string;
  /** Read from the owner's text but not sure enough to publish: offered to them, not on the page. */
  suggestions: ExtractedFacts["suggestions"];
  /** Every sentence of the owner's description and requirements and where it ended (exactly one place each). */
  sentences: SentenceAccount[];
  /** The kind of business in the owner's words when no catalogue kind was sure (then `industry` is null). */
  trade: string | null;
  /** The owner's wishes the site follows, as typed: looks ("Warm, friendly colors") and what to leave out ("Nada de foto minha"); also said in `note`. */
  honoured: string[];
}

/** The style a project renders with: its template's (made safe), or the default for its type. */
/**
 * The site's look: the trade's mood (palette, type, corner radius, density: core/site/moods.ts) for
 * a known kind of business. A template the owner picked for another type of business than the
 * kind's sets the layout only (a restaurant template's cream and serif do not go on a drone-survey
 * firm); one made for the same type is kept whole. No kind: the template's or the type's look.
 */
export function styleFor(input: GeneratorInput, industry: Industry | null = null): TemplateStyle {
  const templateStyle = input.template?.style;
  const template = templateStyle ? normalizeStyle(templateStyle, input.businessType) : null;
  const mood = moodFor(industry);
  if (!mood) return template ?? defaultStyleFor(input.businessType);
  const feel = { radius: mood.radius, density: mood.density };
  // A template made for this type of business does not contradict the trade: the owner's pick is kept whole.
  if (template && industry && input.template?.category === industry.businessType) return { ...template, ...feel };
  return normalizeStyle({ palette: { ...mood.palette }, layout: template?.layout ?? mood.layout, font: mood.font, ...feel }, input.businessType);
}

const PHOTO_REQUEST = UNBUILT_REQUESTS.find((r) => r.id === "photos")?.re;

/**
 * Everything the writers need, computed once: language, facts, industry, unbuilt requests, and the
 * embedded writer's content (which sections get built decides what is unbuilt; the model rewords it).
 */
export function planSite(input: GeneratorInput): {
  plan: WriterPlan;
  unbuilt: string[];
  extracted: ExtractedFacts;
  embedded: SiteContent;
  /** Every ask of the owner's text and where it went (see accountSentences for every sentence). */
  asks: ReadAsk[];
} {
  const details: BusinessDetails | null = input.details ?? null;
  const name = cleanLine(input.projectName);
  // What the owner dismissed on /create is never used: not as a fact, not in the prose.
  const description = cleanBlock(withoutDismissed(input.description, details?.dismissed));
  const requirements = cleanBlock(withoutDismissed(input.requirements, details?.dismissed));
  const { language, lang } = pageLanguage(details?.language, `${description}\n${requirements}`.trim() || name);
  const likely = likelyLanguages(`${description}\n${requirements}`);
  const found = extractFacts({ description, requirements }, details, language, { languages: likely });
  // Only addresses the site may show (a valid address on an honest domain): one that is not never fails the whole site.
  const extracted = { ...found, facts: { ...found.facts, emails: found.facts.emails.filter(isStorableEmail) } };
  const { industry } = classifyBusiness({
    name,
    businessType: input.businessType,
    description,
    requirements,
    templateBlurb: input.template ? `${input.template.name} ${input.template.description ?? ""}` : null,
    offerings: extracted.offerings.map((o) => o.name),
  });
  const plan: WriterPlan = {
    name,
    businessType: input.businessType,
    description,
    requirements,
    language,
    ...(lang ? { lang } : {}),
    industry,
    extracted,
    theme: styleFor(input, industry),
    // Unsure of the kind: the owner's own words name the trade, never the nearest entry's label.
    trade: industry ? null : tradeInOwnWords(name, description),
    wantsGallery: !!PHOTO_REQUEST?.test(requirements),
  };
  // Notes and the about prose do not depend on which sections get built; the unbuilt list does.
  // Colour names are read in the owner's languages and English only (Estonian "must" is black, not "must be").
  const colourLanguages = [...new Set([lang ?? language, language, "en", ...likely])];
  const draft = readAsks(requirements, description, extracted, new Set(), language, undefined, colourLanguages);
  // "Warm, friendly colors": the look the owner asked for by its feel, in the trade's layout and type.
  // The first wish with a palette sets it; a wish is honoured when its palette is that one, the others are listed back.
  const wishes = lookWishes(draft);
  const current = plan.theme.palette;
  const palettes = wishes.map((w) => wishedPalette(w, current, colourLanguages));
  const chosen = palettes.find((p): p is Palette => p !== null);
  if (chosen) {
    plan.theme = normalizeStyle({ ...plan.theme, palette: { ...chosen } }, input.businessType);
    plan.honoured = wishes.filter((_, i) => palettes[i]?.primary === chosen.primary);
  }
  plan.notes = noteLines(draft);
  // The about prose: the owner's sentences less the asks taken out of it and the lines the fact slots show.
  plan.keepInAbout = aboutKeeps(draft, extracted, language);
  const embedded = writeEmbedded(plan);
  const built = new Set<string>(embedded.sections.filter((x) => !x.hidden).map((x) => x.kind));
  const asks = readAsks(requirements, description, extracted, built, language, new Set(plan.honoured ?? []), colourLanguages);
  const unbuilt = asks.flatMap((a) => (a.outcome.to === "unbuilt" ? [a.outcome.label] : []));
  return { plan, unbuilt, extracted, embedded, asks };
}

/**
 * No model: the embedded writer. With a model: the embedded content reworded with the model's copy
 * (checked against the owner's text); invalid output is retried once with the problems fed back;
 * a second failure, a timeout or a provider error falls back to the embedded content with a note
 * for the owner. Only the caller's own abort signal makes this reject.
 */
/** What the dashboard says after the model writer wrote: which model, which parts, and that the owner's own text was kept. */
export function modelNote(model: SiteModel, fields: readonly string[]): string {
  const name = modelName(model);
  const parts = fields.length ? ` (${fields.join(", ")})` : "";
  return `Some words were written by the AI writer, model ${name}${parts}: only its sentences that say what your own text says were kept, and your own text was kept whole. The editor marks them until you edit or accept them.`;
}

/**
 * The owner's own words a model sentence is checked against: the name, description and requirements,
 * and what they typed in the form's fields (offering names and notes, the city), nothing the
 * generator wrote.
 */
export function groundingText(plan: Pick<WriterPlan, "name" | "description" | "requirements" | "extracted">): string {
  const typed = [...plan.extracted.offerings.flatMap((o) => [o.name, o.note ?? ""]), plan.extracted.facts.city ?? ""].filter(Boolean);
  return [plan.name, plan.description, plan.requirements, ...typed].join("\n");
}

/** Why a model's answer was not used at all: none of its sentences said only what the owner's text says. */
export function nothingGroundedReason(model: SiteModel): string {
  return `the AI writer (model ${modelName(model)}) answered, but none of its sentences said only what your own text says, so none was used`;
}

function modelName(model: SiteModel): string {
  return typeof model === "object" && model && "modelId" in model ? String((model as { modelId: unknown }).modelId) : "a language model";
}

export async function writeSiteContent(
  plan: WriterPlan,
  options: WriteOptions = {},
  /** The embedded writer's content for this plan, when the caller has it already (planSite). */
  base: SiteContent = writeEmbedded(plan),
): Promise<{ content: SiteContent; writer: Writer; note?: string }> {
  const { model, signal } = options;
  if (!model) return { content: base, writer: "embedded" };

  const budget = options.timeoutMs ?? DEFAULT_MODEL_TIMEOUT_MS;
  const deadline = Date.now() + budget;
  const source = groundingText(plan);
  let feedback: string | undefined;
  let reason: string;
  for (let attempt = 1; ; attempt++) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) {
      reason = "the AI writer did not answer in time";
      break;
    }
    try {
      const copy = await writeWithModel(plan, { model, timeoutMs: remaining, signal, feedback });
      const content = applyModelCopy(base, copy, source);
      // Not one of the model's sentences was grounded in the owner's words: the words are the built-in writer's, and the owner is told so.
      if (!content.aiFields?.length)
        return { content: base, writer: "embedded", note: `Written by the built-in writer from your own words: ${nothingGroundedReason(model)}.` };
      // The owner is told which writer wrote their words, with the model's name (shown on the dashboard).
      return { content, writer: "llm", note: modelNote(model, content.aiFields ?? []) };
    } catch (error) {
      if (signal?.aborted) throw error;
      if (error instanceof ModelOutputInvalidError && attempt === 1) {
        feedback = error.issues;
        continue;
      }
      reason =
        error instanceof ModelOutputInvalidError
          ? "the AI writer's answer was unusable twice"
          : error instanceof ModelTimeoutError
            ? "the AI writer did not answer in time"
            : "the AI writer could not be reached";
      break;
    }
  }
  return { content: base, writer: "embedded", note: `Written by the built-in writer from your own words: ${reason}.` };
}

/** The drawings' keywords in the page's language, the text's script's languages and the languages the text is likely in. */
export function pictureWordsFor(plan: WriterPlan) {
  const text = `${plan.name}\n${plan.description}`;
  return loadPictureWords(plan.lang ?? plan.language, text, likelyLanguages(plan.description));
}

/** The request forms the owner's asks turned on, in the order asked. */
export function requestedForms(asks: readonly ReadAsk[]): RequestKind[] {
  const out: RequestKind[] = [];
  for (const a of asks) if (a.outcome.to === "section" && a.outcome.form && !out.includes(a.outcome.form)) out.push(a.outcome.form);
  return out;
}

/** Whether the owner's own words (description and requirements, less what they dismissed) say they deliver. */
export function ownerDelivers(input: Pick<GeneratorInput, "description" | "requirements" | "details">): boolean {
  const dismissed = input.details?.dismissed;
  return saysDelivers(`${withoutDismissed(input.description, dismissed)}\n${withoutDismissed(input.requirements, dismissed)}`);
}

function withRequestForms(content: SiteContent, forms: readonly RequestKind[], industry: Industry | null, delivers: boolean): SiteContent {
  const requests = { ...content.settings.requests };
  // The first form that fits the trade leads the page's actions.
  const lead = forms.find((f) => requestFormFits(industry, f));
  for (const kind of forms)
    requests[kind] = { ...requests[kind], on: true, ...(kind === lead ? { primary: true } : {}), ...(kind === "order" && delivers ? { delivery: true } : {}) };
  return { ...content, settings: { ...content.settings, requests } };
}

const FORM_NAMES: Readonly<Record<RequestKind, string>> = { booking: "booking requests", order: "order requests", quote: "quote requests" };

/** "Built from your request: booking requests." (the dashboard's note), or nothing. */
export function builtFormsNote(forms: readonly RequestKind[]): string | undefined {
  return forms.length ? `Built from your request: ${forms.map((f) => FORM_NAMES[f]).join(", ")}.` : undefined;
}

export async function generateSite(input: GeneratorInput, options: GenerateOptions = {}): Promise<GeneratedSite> {
  // Each step is synchronous work of a few milliseconds: the thread is handed back between them.
  await nextTurn();
  const { plan, unbuilt: plannedUnbuilt, extracted, embedded: planned, asks } = planSite(input);
  // The first screen's picture from the owner's words and the drawings' keywords in their language (read once per language).
  const embedded = withPicture(planned, plan, await pictureWordsFor(plan));
  await nextTurn();
  const written = await writeSiteContent(plan, options, embedded);
  // The request forms the owner asked for (booking, ordering, quotes) are on; the dashboard says so.
  const forms = requestedForms(asks);
  if (forms.length > 0) written.content = withRequestForms(written.content, forms, plan.industry, forms.includes("order") && ownerDelivers(input));
  // The owner's own photos go where they fit (the words are the writers'; the pictures are theirs).
  written.content = withoutImitatingLines(placePhotos(written.content, input.photos));
  // "Nada de foto minha", "no reviews": left out as asked (said back), or still on the page (listed back).
  const leftOut = leftOutAsAsked(asks, written.content);
  const unbuilt = [...plannedUnbuilt, ...leftOut.shown.filter((x) => !plannedUnbuilt.includes(x))];
  await nextTurn();
  // The owner is told when their language has no fixed strings yet (stored with the project, shown on the dashboard).
  const honoured = plan.honoured?.length ? `Done as you asked: the colours follow “${plan.honoured.join("”, “")}”.` : undefined;
  const leftOutNote = leftOut.honoured.length ? `Left out as you asked: “${leftOut.honoured.join("”, “")}”.` : undefined;
  const note = [builtFormsNote(forms), unsupportedLanguageNote(plan.lang), written.note, honoured, leftOutNote].filter(Boolean).join(" ") || undefined;
  const html = renderSite(written.content, {
    ...(options.canonicalUrl ? { canonicalUrl: options.canonicalUrl } : {}),
    ...(options.generatedAt ? { generatedAt: options.generatedAt } : {}),
    ...(options.mediaBase ? { mediaBase: options.mediaBase } : {}),
    ...(options.hosted ? { contactForm: siteSettings(written.content).contactForm, requestForms: true } : {}),
  });
  return {
    html,
    content: written.content,
    facts: written.content.facts,
    industry: plan.industry,
    unbuilt,
    language: plan.language,
    writer: written.writer,
    style: plan.theme,
    suggestions: extracted.suggestions,
    trade: plan.trade ?? null,
    honoured: [...(plan.honoured ?? []), ...leftOut.honoured],
    sentences: accountSentences(plan, asks, written.content, unbuilt),
    ...(plan.lang ? { lang: plan.lang } : {}),
    ...(note ? { note } : {}),
    ...(written.note ? { writerNote: written.note } : {}),
  };
}
