/**
 * App builder chat (spec: type -> features -> platform -> style -> simulated build -> complete;
 * actions Preview, Download, Deploy). Config: { type, platform, styling, features[] }.
 */
import { createBuilderScript, humanList, type BuilderContext, type BuilderDefinition } from "./builder";
import {
  APP_PLATFORMS,
  APP_STYLES,
  APP_TYPES,
  appTypeEntry,
  detectAppType,
  detectFeatures,
  detectPlatform,
  detectStyle,
  type AppFeature,
  type AppPlatform,
  type AppStyle,
  type AppType,
} from "./catalog";
import { BUILD_STEP_MS, BUILD_STEPS, DEPLOY_MS, DOWNLOAD_MS } from "./constants";
import { appPreviewHref, type AppBuilderConfig } from "./demo-config";

/** Answers collected so far; null until answered. */
export interface AppBuilderAnswers {
  type: AppType | null;
  features: AppFeature[];
  platform: AppPlatform | null;
  styling: AppStyle | null;
}

export type AppBuilderContext = BuilderContext<AppBuilderAnswers>;

export const APP_BUILD_STATUSES = [
  "Analyzing your requirements",
  "Designing the information architecture",
  "Generating UI components",
  "Implementing core features",
  "Setting up authentication and data storage",
  "Connecting APIs and services",
  "Running automated tests",
  "Optimizing and packaging the build",
] as const;

export const APP_BUILDER_ACTIONS = {
  preview: { type: "preview", label: "Preview", description: "Open a live preview in a new tab" },
  download: { type: "download", label: "Download", description: "Download the source code" },
  deploy: { type: "deploy", label: "Deploy", description: "Deploy to a live demo environment" },
} as const;

/** The final config; defaults fill anything unanswered (only reachable before completion). */
export function appConfigFromAnswers(answers: AppBuilderAnswers): AppBuilderConfig {
  const type = answers.type ?? "E-commerce";
  const suggested = (appTypeEntry(type)?.features ?? []) as readonly AppFeature[];
  return {
    type,
    platform: answers.platform ?? "iOS & Android",
    styling: answers.styling ?? "Modern",
    features: answers.features.length > 0 ? [...answers.features] : suggested.slice(0, 3),
  };
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

function featureChoices(type: AppType | null): string[] {
  return [...((type ? appTypeEntry(type)?.features : undefined) ?? APP_TYPES[0].features)];
}

const buildSeconds = ((BUILD_STEPS * BUILD_STEP_MS) / 1000).toFixed(0);

export const appBuilderDefinition: BuilderDefinition<AppBuilderAnswers> = {
  thing: "app",
  initialAnswers: () => ({ type: null, features: [], platform: null, styling: null }),
  intro: "Hi! I'm your AI App Builder. Answer four quick questions and I'll design, build and package a working app for you.",

  questions: [
    {
      ask: () => ({
        content: "What type of app would you like to build?",
        options: { type: "select", choices: APP_TYPES.map((t) => t.value) },
      }),
      answer: (a, input) => {
        const type = detectAppType(input);
        return type ? { ...a, type, features: [] } : null;
      },
      reask: () => ({
        content: 'I didn\'t catch the type of app. Pick one of these, or describe it in a few words (for example "an online store" or "a workout tracker").',
        options: { type: "select", choices: APP_TYPES.map((t) => t.value) },
      }),
    },
    {
      ask: (a) => ({
        content: `Great choice: a ${a.type ?? "new"} app. Which features should it have? Pick as many as you like, or say "all".`,
        options: { type: "multi-select", choices: featureChoices(a.type) },
      }),
      answer: (a, input) => {
        const features = detectFeatures(input, a.type);
        return features.length > 0 ? { ...a, features } : null;
      },
      reask: (a) => {
        const choices = featureChoices(a.type);
        return {
          content: `Which features do you need? Choose one or more, for example "${choices[0] ?? ""}, ${choices[1] ?? ""}".`,
          options: { type: "multi-select", choices },
        };
      },
    },
    {
      ask: (a) => ({
        content: `Got it: ${humanList(a.features)}. Which platform should we target?`,
        options: { type: "select", choices: APP_PLATFORMS.map((p) => p.value) },
      }),
      answer: (a, input) => {
        const platform = detectPlatform(input);
        return platform ? { ...a, platform } : null;
      },
      reask: () => ({
        content: "Which platform should the app run on: iOS, Android, both, or the web?",
        options: { type: "select", choices: APP_PLATFORMS.map((p) => p.value) },
      }),
    },
    {
      ask: (a) => ({
        content: `${a.platform ?? "That"} it is. Last question: which visual style fits your brand?`,
        options: { type: "select", choices: APP_STYLES.map((s) => s.value) },
      }),
      answer: (a, input) => {
        const styling = detectStyle(input);
        return styling ? { ...a, styling } : null;
      },
      reask: () => ({
        content: "Which style would you like: modern, minimal, playful, corporate or elegant?",
        options: { type: "select", choices: APP_STYLES.map((s) => s.value) },
      }),
    },
  ],

  buildStarted: (a) => {
    const c = appConfigFromAnswers(a);
    return `Perfect! Building your ${c.styling.toLowerCase()} ${c.type} app for ${c.platform} with ${humanList(c.features)}. This takes about ${buildSeconds} seconds.`;
  },
  buildStatuses: APP_BUILD_STATUSES,

  completed: (a) => {
    const c = appConfigFromAnswers(a);
    return `Your ${c.type} app is ready! It runs on ${c.platform}, uses a ${c.styling.toLowerCase()} design and includes ${humanList(c.features)}. Preview it, download the source code, or deploy it.`;
  },

  actions: [
    {
      action: { ...APP_BUILDER_ACTIONS.preview, href: (a) => appPreviewHref(appConfigFromAnswers(a)) },
      link: true,
    },
    {
      action: APP_BUILDER_ACTIONS.download,
      started: () => [{ content: "Packaging the source code..." }],
      delayMs: DOWNLOAD_MS,
      outcome: (a) => {
        const c = appConfigFromAnswers(a);
        return [
          {
            content: `Your download is ready: ${slug(c.type)}-app.zip (source code, assets and a README with setup steps).`,
          },
        ];
      },
    },
    {
      action: APP_BUILDER_ACTIONS.deploy,
      started: () => [{ content: "Deploying to the demo environment..." }],
      delayMs: DEPLOY_MS,
      outcome: (a) => {
        const c = appConfigFromAnswers(a);
        return [{ content: `Deployment successful! Your ${c.type} app is live in the demo environment.` }];
      },
    },
  ],

  alreadyDone: () => 'Your app is ready. Use Preview, Download or Deploy above, or say "start over" to build another one.',
};

export const appBuilderScript = createBuilderScript(appBuilderDefinition);
