/**
 * The shape both builders share (spec section 4 "Builders"): a few questions answered by keyword,
 * a simulated build of BUILD_STEPS status messages at BUILD_STEP_MS, a completion message with
 * actions. A builder is a `BuilderDefinition` (data and pure functions); `createBuilderScript`
 * turns it into a ChatScript for the engine.
 *
 * Timeline of one answer: user message -> typing indicator for BUILDER_TYPING_MS -> reply (the
 * next question, or the same question again when the answer was not understood).
 * After the last answer: at +BUILDER_TYPING_MS the "building" reply and status 1/8, then status
 * 2..8 every BUILD_STEP_MS, then BUILD_STEP_MS after status 8 the completion message with actions.
 * Messages during the build get a "still building" reply; after completion a "ready" reply; saying
 * "start over" (or "restart") begins again. Actions work only once the build is complete; an action
 * already in progress (download, deploy) ignores a second click until it finishes.
 */
import { BUILD_STEP_MS, BUILD_STEPS, BUILDER_TYPING_MS } from "./constants";
import { after, immediately, typed } from "./engine";
import { hasAnyKeyword } from "./keywords";
import type { ChatAction, ChatScript, MessageDraft, Plan, Step } from "./types";

export interface BuilderQuestion<A> {
  /** The question, with the choices to click. */
  ask: (answers: A) => MessageDraft;
  /** Reads the answer into the answers; null when not understood. */
  answer: (answers: A, input: string) => A | null;
  /** Asked again when the answer was not understood. */
  reask: (answers: A, input: string) => MessageDraft;
}

export interface BuilderAction<A> {
  action: Omit<ChatAction, "href"> & { href?: (answers: A) => string };
  /** Link action: nothing is posted, the UI opens the href. */
  link?: boolean;
  /** Messages posted at once when clicked (e.g. "Deploying..."). */
  started?: (answers: A) => MessageDraft[];
  /** Delay of the outcome message; 0 posts it at once. */
  delayMs?: number;
  outcome?: (answers: A) => MessageDraft[];
}

export interface BuilderDefinition<A> {
  initialAnswers: () => A;
  /** Text shown before the first question in the greeting. */
  intro: string;
  questions: readonly BuilderQuestion<A>[];
  /** Reply after the last answer; the build starts with it. */
  buildStarted: (answers: A) => string;
  /** BUILD_STEPS status texts. */
  buildStatuses: readonly string[];
  /** The completion message text; actions are added from `actions`. */
  completed: (answers: A) => string;
  actions: readonly BuilderAction<A>[];
  /** Reply to a message sent after completion. */
  alreadyDone: (answers: A) => string;
  /** Noun used in "still building your {thing}". */
  thing: string;
}

export type BuilderPhase = "asking" | "building" | "complete";

export interface BuilderContext<A> {
  phase: BuilderPhase;
  /** Index of the question being asked (phase "asking"). */
  question: number;
  answers: A;
  /** Status shown, 1..BUILD_STEPS (0 before the build). */
  buildStep: number;
  /** Increments on every restart; steps of an older run do nothing. */
  run: number;
  /** Actions whose outcome is still pending. */
  pendingActions: readonly string[];
}

/** Phrases that start a builder over (kept unambiguous: "new app" or "reset" can be part of an answer). */
export const RESTART_WORDS = ["start over", "start again", "restart", "begin again"];

export function createBuilderScript<A>(def: BuilderDefinition<A>): ChatScript<BuilderContext<A>> {
  type Ctx = BuilderContext<A>;

  if (def.buildStatuses.length !== BUILD_STEPS) {
    throw new Error(`A builder needs ${BUILD_STEPS} build statuses, got ${def.buildStatuses.length}`);
  }

  const fresh = (run: number): Ctx => ({
    phase: "asking",
    question: 0,
    answers: def.initialAnswers(),
    buildStep: 0,
    run,
    pendingActions: [],
  });

  function firstQuestion(answers: A): MessageDraft[] {
    const first = def.questions[0];
    if (!first) return [{ content: def.intro }];
    const q = first.ask(answers);
    return [{ ...q, content: `${def.intro}\n\n${q.content}` }];
  }

  /** A step that only runs if no restart happened since the plan was made. */
  function guarded(run: number, step: Step<Ctx>): Step<Ctx> {
    return { ...step, run: (ctx) => (ctx.run === run ? step.run(ctx) : {}) };
  }

  function status(step: number) {
    return {
      label: def.buildStatuses[step - 1] ?? "",
      percent: Math.round((step / BUILD_STEPS) * 100),
      step,
      total: BUILD_STEPS,
    };
  }

  function buildPlan(run: number, answers: A): Plan<Ctx> {
    const steps: Step<Ctx>[] = [
      typed<Ctx>(BUILDER_TYPING_MS, (ctx) => ({
        context: { ...ctx, answers, phase: "building", buildStep: 1 },
        messages: [{ content: def.buildStarted(answers) }],
        progress: status(1),
      })),
    ];
    for (let n = 2; n <= BUILD_STEPS; n++) {
      steps.push(after<Ctx>(BUILD_STEP_MS, (ctx) => ({ context: { ...ctx, buildStep: n }, progress: status(n) })));
    }
    steps.push(
      after<Ctx>(BUILD_STEP_MS, (ctx) => ({
        context: { ...ctx, phase: "complete" },
        progress: null,
        messages: [
          {
            content: def.completed(ctx.answers),
            actions: def.actions.map(({ action }) => {
              const { href, ...rest } = action;
              return href ? { ...rest, href: href(ctx.answers) } : rest;
            }),
          },
        ],
      })),
    );
    return { steps: steps.map((s) => guarded(run, s)) };
  }

  function reply(run: number, content: (ctx: Ctx) => MessageDraft): Plan<Ctx> {
    return {
      steps: [
        guarded(
          run,
          typed<Ctx>(BUILDER_TYPING_MS, (ctx) => ({ messages: [content(ctx)] })),
        ),
      ],
    };
  }

  return {
    initialContext: () => fresh(0),

    greeting: (ctx) => firstQuestion(ctx.answers),

    respond(ctx, input) {
      if (hasAnyKeyword(input, RESTART_WORDS)) {
        const run = ctx.run + 1;
        return {
          steps: [
            // Bumping `run` at once cancels the old build's remaining steps.
            immediately<Ctx>((c) => ({ context: { ...c, run }, progress: null })),
            guarded(
              run,
              typed<Ctx>(BUILDER_TYPING_MS, () => {
                const next = fresh(run);
                return { context: next, progress: null, messages: firstQuestion(next.answers) };
              }),
            ),
          ],
        };
      }

      if (ctx.phase === "building") {
        return reply(ctx.run, (c) => ({
          content: `Still building your ${def.thing}: step ${c.buildStep} of ${BUILD_STEPS} (${def.buildStatuses[c.buildStep - 1] ?? ""}). I'll post the result here as soon as it's ready.`,
        }));
      }

      if (ctx.phase === "complete") {
        return reply(ctx.run, (c) => ({ content: def.alreadyDone(c.answers) }));
      }

      const question = def.questions[ctx.question];
      if (!question) return { steps: [] };
      const answers = question.answer(ctx.answers, input);
      if (answers === null) {
        return reply(ctx.run, (c) => question.reask(c.answers, input));
      }
      const nextIndex = ctx.question + 1;
      const next = def.questions[nextIndex];
      if (!next) return buildPlan(ctx.run, answers);
      return {
        steps: [
          guarded(
            ctx.run,
            typed<Ctx>(BUILDER_TYPING_MS, (c) => ({
              context: { ...c, answers, question: nextIndex },
              messages: [next.ask(answers)],
            })),
          ),
        ],
      };
    },

    onAction(ctx, actionType) {
      const entry = def.actions.find((a) => a.action.type === actionType);
      if (!entry || ctx.phase !== "complete") return { steps: [] };
      if (entry.link) {
        return { steps: [], ...(entry.action.href ? { openUrl: entry.action.href(ctx.answers) } : {}) };
      }
      if (ctx.pendingActions.includes(actionType)) return { steps: [] };
      const run = ctx.run;
      const delayMs = entry.delayMs ?? 0;
      const steps: Step<Ctx>[] = [
        immediately<Ctx>((c) => ({
          context: delayMs > 0 ? { ...c, pendingActions: [...c.pendingActions, actionType] } : c,
          messages: entry.started?.(c.answers) ?? [],
        })),
      ];
      if (entry.outcome) {
        const outcome = entry.outcome;
        steps.push(
          after<Ctx>(delayMs, (c) => ({
            context: { ...c, pendingActions: c.pendingActions.filter((t) => t !== actionType) },
            messages: outcome(c.answers),
          })),
        );
      }
      return { steps: steps.map((s) => guarded(run, s)) };
    },
  };
}

/** "a", "a and b", "a, b and c". */
export function humanList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}
