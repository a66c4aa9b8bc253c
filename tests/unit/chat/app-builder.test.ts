import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_BUILD_STATUSES, APP_BUILDER_ACTIONS, appBuilderScript, appConfigFromAnswers } from "../../../src/lib/chat/app-builder";
import { APP_PLATFORMS, APP_STYLES, APP_TYPES } from "../../../src/lib/chat/catalog";
import { BUILD_STEP_MS, BUILD_STEPS, BUILDER_TYPING_MS, DEPLOY_MS, DOWNLOAD_MS } from "../../../src/lib/chat/constants";
import { appPreviewHref, parseAppConfig } from "../../../src/lib/chat/demo-config";
import { formatMultiSelect, type ChatSession } from "../../../src/lib/chat/engine";
import type { AppBuilderContext } from "../../../src/lib/chat/app-builder";
import { count, last, sendAndWait, start } from "./helpers";

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(0);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Answers the four questions; returns the session right after the style answer was sent (build not started). */
function answerAll(s: ChatSession<AppBuilderContext>, type = "E-commerce", features = "Shopping Cart, Secure Checkout", platform = "iOS", style = "Modern") {
  sendAndWait(s, type, BUILDER_TYPING_MS);
  sendAndWait(s, features, BUILDER_TYPING_MS);
  sendAndWait(s, platform, BUILDER_TYPING_MS);
  s.send(style);
}

function runBuild() {
  vi.advanceTimersByTime(BUILDER_TYPING_MS + BUILD_STEPS * BUILD_STEP_MS);
}

describe("app builder: the scripted path", () => {
  it("greets with the app-type question and clickable choices", () => {
    const s = start(appBuilderScript);
    const [greeting] = s.getState().messages;
    expect(greeting?.type).toBe("assistant");
    expect(greeting?.content).toMatch(/App Builder/);
    expect(greeting?.content).toMatch(/What type of app/);
    expect(greeting?.options).toEqual({ type: "select", choices: APP_TYPES.map((t) => t.value) });
    expect(s.getState().pendingChoice?.choices).toEqual(APP_TYPES.map((t) => t.value));
  });

  it("type -> features -> platform -> style, each reply exactly 1.5 s after the answer", () => {
    const s = start(appBuilderScript);

    const features = sendAndWait(s, "E-commerce", BUILDER_TYPING_MS);
    expect(features.content).toMatch(/E-commerce app/);
    expect(features.options).toEqual({ type: "multi-select", choices: [...APP_TYPES[0].features] });

    const platform = sendAndWait(s, formatMultiSelect(["Shopping Cart", "Secure Checkout"]), BUILDER_TYPING_MS);
    expect(platform.content).toMatch(/Shopping Cart and Secure Checkout/);
    expect(platform.options).toEqual({ type: "select", choices: APP_PLATFORMS.map((p) => p.value) });

    const style = sendAndWait(s, "iOS", BUILDER_TYPING_MS);
    expect(style.options).toEqual({ type: "select", choices: APP_STYLES.map((p) => p.value) });

    const building = sendAndWait(s, "Modern", BUILDER_TYPING_MS);
    expect(building.content).toMatch(/Building your modern E-commerce app for iOS/);
    expect(s.getState().context.phase).toBe("building");
    expect(s.getState().context.answers).toEqual({
      type: "E-commerce",
      features: ["Shopping Cart", "Secure Checkout"],
      platform: "iOS",
      styling: "Modern",
    });
  });

  it("cycles through the 8 build statuses at 2 s steps, then posts the completion with three actions", () => {
    const s = start(appBuilderScript);
    answerAll(s);
    const seen: { at: number; label: string | null; step: number | undefined }[] = [];
    let lastProgress = s.getState().progress;
    s.subscribe(() => {
      const p = s.getState().progress;
      if (p !== lastProgress) seen.push({ at: Date.now(), label: p?.label ?? null, step: p?.step });
      lastProgress = p;
    });
    const start0 = Date.now();

    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    for (let n = 2; n <= BUILD_STEPS; n++) {
      vi.advanceTimersByTime(BUILD_STEP_MS - 1);
      expect(s.getState().progress?.step).toBe(n - 1);
      vi.advanceTimersByTime(1);
      expect(s.getState().progress).toEqual({
        label: APP_BUILD_STATUSES[n - 1],
        step: n,
        total: BUILD_STEPS,
        percent: Math.round((n / BUILD_STEPS) * 100),
      });
    }
    const before = count(s);
    vi.advanceTimersByTime(BUILD_STEP_MS - 1);
    expect(count(s)).toBe(before);
    vi.advanceTimersByTime(1);

    expect(seen).toEqual([
      ...APP_BUILD_STATUSES.map((label, i) => ({ at: start0 + BUILDER_TYPING_MS + i * BUILD_STEP_MS, label, step: i + 1 })),
      { at: start0 + BUILDER_TYPING_MS + BUILD_STEPS * BUILD_STEP_MS, label: null, step: undefined },
    ]);
    expect(APP_BUILD_STATUSES).toHaveLength(8);

    const done = last(s);
    expect(done.content).toMatch(/Your E-commerce app is ready/);
    expect(done.actions?.map((a) => a.label)).toEqual(["Preview", "Download", "Deploy"]);
    expect(done.actions?.map((a) => a.type)).toEqual(["preview", "download", "deploy"]);
    expect(s.getState().context.phase).toBe("complete");
    expect(s.getState().isBusy).toBe(false);
  });

  it("Preview is a link to /demo/preview carrying the chosen config", () => {
    const s = start(appBuilderScript);
    answerAll(s, "fitness app", "workout plans and wearable sync", "android", "playful");
    runBuild();
    const preview = last(s).actions?.find((a) => a.type === "preview");
    const config = { type: "Fitness & Health", platform: "Android", styling: "Playful", features: ["Workout Plans", "Wearable Sync"] } as const;
    expect(preview?.href).toBe(appPreviewHref({ ...config, features: [...config.features] }));
    expect(preview?.href?.startsWith("/demo/preview?")).toBe(true);
    expect(parseAppConfig(preview?.href?.split("?")[1] ?? "")).toEqual(config);
    const before = count(s);
    expect(s.runAction("preview")).toEqual({ openUrl: preview?.href });
    expect(count(s)).toBe(before);
  });

  it("Download shows a ready message after 2 s", () => {
    const s = start(appBuilderScript);
    answerAll(s);
    runBuild();
    const before = count(s);
    s.runAction("download");
    expect(count(s)).toBe(before + 1);
    expect(last(s).content).toMatch(/Packaging/);
    vi.advanceTimersByTime(DOWNLOAD_MS - 1);
    expect(count(s)).toBe(before + 1);
    vi.advanceTimersByTime(1);
    expect(last(s).content).toMatch(/download is ready: e-commerce-app\.zip/);
  });

  it("Deploy shows a success message after 3 s, and ignores a second click meanwhile", () => {
    const s = start(appBuilderScript);
    answerAll(s);
    runBuild();
    const before = count(s);
    s.runAction("deploy");
    s.runAction("deploy");
    expect(count(s)).toBe(before + 1);
    expect(last(s).content).toMatch(/Deploying/);
    vi.advanceTimersByTime(DEPLOY_MS - 1);
    expect(count(s)).toBe(before + 1);
    vi.advanceTimersByTime(1);
    expect(count(s)).toBe(before + 2);
    expect(last(s).content).toMatch(/Deployment successful/);
    s.runAction("deploy");
    expect(last(s).content).toMatch(/Deploying/);
  });

  it("actions do nothing before the build is complete, and unknown actions do nothing", () => {
    const s = start(appBuilderScript);
    expect(s.runAction("deploy")).toEqual({});
    expect(s.runAction("preview")).toEqual({});
    expect(count(s)).toBe(1);
    answerAll(s);
    runBuild();
    expect(s.runAction("launch-rocket")).toEqual({});
  });
});

describe("app builder: answers", () => {
  it.each([
    ["an online store", "E-commerce"],
    ["Social network for runners", "Social Network"],
    ["task manager", "Productivity"],
    ["fitness", "Fitness & Health"],
    ["booking", "Booking & Appointments"],
    ["a course platform", "Education"],
    ["tenant app for my building", "Smart Building"],
  ])("type %j -> %s", (input, type) => {
    const s = start(appBuilderScript);
    const reply = sendAndWait(s, input, BUILDER_TYPING_MS);
    expect(s.getState().context.answers.type).toBe(type);
    expect(reply.options?.choices).toEqual(APP_TYPES.find((t) => t.value === type)?.features);
  });

  it.each([
    ["ios", "iOS"],
    ["Android", "Android"],
    ["both please", "iOS & Android"],
    ["cross-platform", "iOS & Android"],
    ["web", "Web"],
  ])("platform %j -> %s", (input, platform) => {
    const s = start(appBuilderScript);
    sendAndWait(s, "shop", BUILDER_TYPING_MS);
    sendAndWait(s, "cart", BUILDER_TYPING_MS);
    sendAndWait(s, input, BUILDER_TYPING_MS);
    expect(s.getState().context.answers.platform).toBe(platform);
  });

  it.each([
    ["modern", "Modern"],
    ["minimal", "Minimal"],
    ["playful", "Playful"],
    ["corporate", "Corporate"],
    ["elegant", "Elegant"],
  ])("style %j -> %s", (input, styling) => {
    const s = start(appBuilderScript);
    answerAll(s, "shop", "cart", "web", input);
    vi.advanceTimersByTime(BUILDER_TYPING_MS);
    expect(s.getState().context.answers.styling).toBe(styling);
  });

  it("multi-select: several features in one answer, or 'all'", () => {
    const s = start(appBuilderScript);
    sendAndWait(s, "Productivity", BUILDER_TYPING_MS);
    sendAndWait(s, formatMultiSelect(["Task Lists", "Reminders", "Offline Mode"]), BUILDER_TYPING_MS);
    expect(s.getState().context.answers.features).toEqual(["Task Lists", "Reminders", "Offline Mode"]);

    const t = start(appBuilderScript);
    sendAndWait(t, "Education", BUILDER_TYPING_MS);
    sendAndWait(t, "all of them", BUILDER_TYPING_MS);
    expect(t.getState().context.answers.features).toEqual(APP_TYPES.find((x) => x.value === "Education")?.features);
  });

  it.each([
    ["type", 0, "I'd like a game"],
    ["features", 1, "whatever you think"],
    ["platform", 2, "my fridge"],
    ["style", 3, "whatever"],
  ] as const)("unknown %s answer re-asks the same question after 1.5 s", (_name, index, unknown) => {
    const s = start(appBuilderScript);
    const answers = ["shop", "cart", "ios"];
    for (let i = 0; i < index; i++) sendAndWait(s, answers[i] ?? "", BUILDER_TYPING_MS);
    const asked = last(s);
    const reask = sendAndWait(s, unknown, BUILDER_TYPING_MS);
    expect(s.getState().context.question).toBe(index);
    expect(s.getState().context.phase).toBe("asking");
    expect(reask.content).not.toBe(asked.content);
    expect(reask.options).toEqual(asked.options);
    expect(s.getState().pendingChoice?.choices).toEqual(asked.options?.choices);
  });

  it("a clicked choice sends its text like a typed answer", () => {
    const s = start(appBuilderScript);
    const choice = s.getState().pendingChoice?.choices[4] ?? "";
    sendAndWait(s, choice, BUILDER_TYPING_MS);
    expect(s.getState().context.answers.type).toBe("Booking & Appointments");
  });
});

describe("app builder: during and after the build", () => {
  it("a message during the build gets a progress reply and does not disturb the build", () => {
    const s = start(appBuilderScript);
    answerAll(s);
    vi.advanceTimersByTime(BUILDER_TYPING_MS + 2 * BUILD_STEP_MS);
    const reply = sendAndWait(s, "how long?", BUILDER_TYPING_MS);
    expect(reply.content).toMatch(/Still building your app: step 3 of 8/);
    vi.advanceTimersByTime(6 * BUILD_STEP_MS - BUILDER_TYPING_MS);
    expect(last(s).actions).toHaveLength(3);
  });

  it("after completion, messages point at the actions", () => {
    const s = start(appBuilderScript);
    answerAll(s);
    runBuild();
    expect(sendAndWait(s, "thanks!", BUILDER_TYPING_MS).content).toMatch(/Preview, Download or Deploy/);
  });

  it("'start over' during the build cancels it and asks the first question again", () => {
    const s = start(appBuilderScript);
    answerAll(s);
    vi.advanceTimersByTime(BUILDER_TYPING_MS + BUILD_STEP_MS);
    const reply = sendAndWait(s, "start over", BUILDER_TYPING_MS);
    expect(reply.content).toMatch(/What type of app/);
    expect(s.getState().progress).toBeNull();
    expect(s.getState().context.phase).toBe("asking");
    vi.advanceTimersByTime(30_000);
    expect(last(s)).toBe(reply);
    expect(s.getState().progress).toBeNull();
  });

  it("the config helper fills defaults for anything unanswered", () => {
    expect(appConfigFromAnswers({ type: null, features: [], platform: null, styling: null })).toEqual({
      type: "E-commerce",
      platform: "iOS & Android",
      styling: "Modern",
      features: ["Product Catalog", "Shopping Cart", "Secure Checkout"],
    });
    expect(APP_BUILDER_ACTIONS.preview.label).toBe("Preview");
  });
});
