import { expect, test, type Locator, type Page } from "./fixtures";
import { expectToast } from "./toasts";
import AxeBuilder from "@axe-core/playwright";
import { readFile } from "node:fs/promises";
import { waitForIslands } from "./helpers";

/**
 * The tools in a real browser against the built site: the redactor (upload, redact,
 * copy, download, clear, the Web Worker on a 5 MB paste, no network), the two builders driven to
 * their actions with a fake clock, the demo pages they open, and the self-resolving chat's metrics.
 */

test.describe.configure({ timeout: 90_000 });

/** The text a reader sees (and a manual select-and-copy gives): without the visually hidden labels. */
function seenText(locator: Locator): Promise<string> {
  return locator.evaluate((el) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const hidden of copy.querySelectorAll(".sr-only")) hidden.remove();
    return copy.textContent ?? "";
  });
}

/** axe uses timers: a paused fake clock is resumed first. */
async function axe(page: Page) {
  const result = await new AxeBuilder({ page }).analyze();
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Waits until the islands hydrated and the redactor's worker answered its ping. */
async function openRedactor(page: Page) {
  await page.goto("/redactor");
  await waitForIslands(page);
  await expect(page.getByTestId("redactor")).toHaveAttribute("data-worker-ready", "true", { timeout: 10_000 });
}

const NOTES = [
  "Call Jane at (555) 123-4567 or write to jane.doe@acme.com.",
  "SSN 123-45-6789. She lives at 1234 Maple Avenue, Unit 12B.",
  "Nothing else to report.",
].join("\n");

const NOTES_REDACTED = [
  "Call Jane at (XXX) XXX-4567 or write to {{EMAIL}}.",
  "SSN XXX-XX-XXXX. She lives at XXXX Maple Avenue, Unit {{NUM}}.",
  "Nothing else to report.",
].join("\n");

test.describe("redactor", () => {
  test("upload a .txt file, redact it without any network request, see counts and highlights, download redacted_notes.txt", async ({ page }) => {
    await openRedactor(page);
    await expect(page.getByTestId("privacy-note")).toContainText("Nothing leaves your browser");
    await expect(page.getByTestId("redaction-empty")).toBeVisible();

    const requests: string[] = [];
    page.on("request", (r) => requests.push(`${r.method()} ${r.url()}`));

    await page.locator('input[type="file"]').setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from(NOTES) });
    await expect(page.getByLabel("Text to redact")).toHaveValue(NOTES);
    await expect(page.getByTestId("loaded-file")).toContainText("notes.txt");

    await page.getByRole("button", { name: "Redact", exact: true }).click();
    await expectToast(page, "Redaction Complete", "Successfully redacted 5 sensitive items");
    await expect(page.getByTestId("redaction-count")).toHaveText("5 sensitive items redacted");
    const categories = page.getByTestId("redaction-categories").locator("li");
    await expect(categories).toHaveText(["Email addresses1", "Social Security numbers1", "Phone numbers1", "Street addresses1", "Unit numbers1"]);

    const preview = page.getByTestId("redacted-preview");
    await expect(preview.locator("mark")).toHaveCount(5);
    await expect(preview.locator("mark").first()).toHaveAttribute("title", "Phone numbers");
    await expect(preview.locator("mark").first()).toContainText("(XXX) XXX-4567");
    // The visible text (what a manual select-and-copy gives) is exactly the redacted text.
    expect(await seenText(preview)).toBe(NOTES_REDACTED);

    // Reading the file and redacting made no request at all.
    expect(requests).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download" }).click()]);
    expect(download.suggestedFilename()).toBe("redacted_notes.txt");
    const path = await download.path();
    expect(await readFile(path, "utf8")).toBe(NOTES_REDACTED);
    await expectToast(page, "Download Complete", "Redacted document has been downloaded");
    expect(requests.filter((r) => !r.includes(" blob:"))).toEqual([]);

    await axe(page);
  });

  test("an unsupported file is refused with a toast and nothing is loaded", async ({ page }) => {
    await openRedactor(page);
    await page.locator('input[type="file"]').setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    await expectToast(page, "Unsupported File Type", "Please upload a .txt file");
    await expect(page.getByLabel("Text to redact")).toHaveValue("");
    await expect(page.getByTestId("loaded-file")).toHaveCount(0);
  });

  test("Redact with empty or whitespace-only text says 'No Content' and leaves the result empty", async ({ page }) => {
    await openRedactor(page);
    await page.getByRole("button", { name: "Redact", exact: true }).click();
    await expectToast(page, "No Content", "Please enter text or upload a file to redact");
    await page.getByLabel("Text to redact").fill("   \n\t  ");
    await page.getByRole("button", { name: "Redact", exact: true }).click();
    await expectToast(page, "No Content");
    await expect(page.getByTestId("redaction-empty")).toBeVisible();
    await expect(page.getByTestId("redaction-result")).toHaveCount(0);
  });

  test("Copy: 'Nothing to Copy' before a result, then 'Copied!' with the redacted text on the clipboard; Clear resets", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await openRedactor(page);
    await page.getByRole("button", { name: "Copy" }).click();
    await expectToast(page, "Nothing to Copy", "No redacted text available");
    await page.getByRole("button", { name: "Download" }).click();
    await expectToast(page, "Nothing to Download", "No redacted text available");

    await page.getByLabel("Text to redact").fill(NOTES);
    await page.getByRole("button", { name: "Redact", exact: true }).click();
    await expect(page.getByTestId("redaction-result")).toBeVisible();
    await page.getByRole("button", { name: "Copy" }).click();
    await expectToast(page, "Copied!", "Redacted text copied to clipboard");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(NOTES_REDACTED);

    await page.getByRole("button", { name: "Clear" }).click();
    await expect(page.getByLabel("Text to redact")).toHaveValue("");
    await expect(page.getByLabel("Text to redact")).toBeFocused();
    await expect(page.getByTestId("redaction-result")).toHaveCount(0);
    await expect(page.getByTestId("redaction-empty")).toBeVisible();
    await page.getByRole("button", { name: "Copy" }).click();
    await expectToast(page, "Nothing to Copy");
  });

  test("Copy Failed when the browser refuses the clipboard", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) } });
      document.execCommand = () => false;
    });
    await openRedactor(page);
    await page.getByLabel("Text to redact").fill("mail me at a.b@example.org");
    await page.getByRole("button", { name: "Redact", exact: true }).click();
    await expect(page.getByTestId("redaction-count")).toHaveText("1 sensitive item redacted");
    await page.getByRole("button", { name: "Copy" }).click();
    await expectToast(page, "Copy Failed", "Please select and copy manually");
  });

  test("a 5 MB paste is redacted in the Web Worker: the page keeps painting, and nothing goes over the network", async ({ page }) => {
    test.setTimeout(120_000);
    await openRedactor(page);
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));

    // A real paste event carrying 5.2 MB of text with 6 redactions per line.
    const lines = await page.getByLabel("Text to redact").evaluate((el) => {
      const line = "Tenant jane.doe@acme.com called (555) 123-4567 about Unit 12B, SSN 123-45-6789, HVAC-12 at 72.5°F.\n";
      const count = 52_000;
      const data = new DataTransfer();
      data.setData("text/plain", line.repeat(count));
      el.focus();
      el.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
      return count;
    });
    // Large documents are kept out of the textarea (painting a 5 MB textarea stalls Chromium).
    await expect(page.getByTestId("large-document")).toContainText("5,148,000 characters");

    // A requestAnimationFrame heartbeat from the click until the result is in the page.
    await page.evaluate(() => {
      const w = window as unknown as { frames_: number[]; clickAt: number; doneAt: number };
      w.frames_ = [];
      w.clickAt = 0;
      w.doneAt = 0;
      const tick = (t: number) => {
        w.frames_.push(t);
        if (!w.doneAt) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
      document.addEventListener("click", () => (w.clickAt = performance.now()), { capture: true, once: true });
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="redaction-result"]')) {
          w.doneAt = performance.now();
          observer.disconnect();
        }
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole("button", { name: "Redact", exact: true }).click();
    await expect(page.getByTestId("redaction-count")).toHaveText(`${(lines * 6).toLocaleString("en-US")} sensitive items redacted`, { timeout: 90_000 });
    expect(await seenText(page.getByTestId("redacted-preview"))).toMatch(
      /^Tenant \{\{EMAIL\}\} called \(XXX\) XXX-4567 about Unit \{\{NUM\}\}, SSN XXX-XX-XXXX, HVAC-\{\{ID\}\} at \{\{TEMP\}\}\.\n/,
    );
    await expect(page.getByText(/^Showing the first [\d,]+ of 5,[\d,]+ characters/)).toBeVisible();

    const { frames, maxGap } = await page.evaluate(() => {
      const w = window as unknown as { frames_: number[]; clickAt: number; doneAt: number };
      const during = w.frames_.filter((t) => t > w.clickAt && t < w.doneAt);
      const marks = [w.clickAt, ...during, w.doneAt];
      let max = 0;
      for (let i = 1; i < marks.length; i++) max = Math.max(max, (marks[i] as number) - (marks[i - 1] as number));
      return { frames: during.length, maxGap: max };
    });
    // Redacting 5 MB on the main thread would block the click handler: zero frames until the result.
    expect(frames).toBeGreaterThanOrEqual(3);
    expect(maxGap).toBeLessThan(2500);
    expect(requests).toEqual([]);
  });
});

/** Islands hydrated, except those that wait to be scrolled into view (client:visible) or for a small screen. */
async function hydrated(page: Page) {
  await expect(page.locator("astro-island[ssr]:not([client='media']):not([client='visible'])")).toHaveCount(0, { timeout: 10_000 });
}

/** The fake clock starts here; `pause` stops it once the page is loaded, so only runFor moves time. */
const T0 = new Date("2025-03-03T09:00:00");
async function pause(page: Page) {
  await page.clock.pauseAt(new Date(T0.getTime() + 60_000));
}

/** Sends `text` by typing it and pressing Enter. */
async function sendWithEnter(page: Page, text: string) {
  const input = page.getByLabel("Your message");
  await input.fill(text);
  await input.press("Enter");
  await expect(input).toHaveValue("");
}

function lastAssistant(page: Page) {
  return page.locator('[data-message-type="assistant"]').last();
}

test.describe("app builder", () => {
  test("a full run: type, features, platform, style, 8 build steps, then Preview, Download and Deploy", async ({ page, context }) => {
    await page.clock.install({ time: T0 });
    await page.goto("/app-builder");
    await hydrated(page);
    await pause(page);
    const chat = page.getByTestId("chat");
    const send = chat.getByRole("button", { name: "Send" });
    const input = chat.getByLabel("Your message");

    await expect(lastAssistant(page)).toContainText("What type of app would you like to build?");
    await expect(send).toBeDisabled();
    await input.fill("   ");
    await expect(send).toBeDisabled();

    // Type: a select choice, clicked. The reply comes after the 1.5 s typing indicator.
    await chat.getByTestId("chat-choices").getByRole("button", { name: "Fitness & Health" }).click();
    await expect(page.locator('[data-message-type="user"]').last()).toContainText("Fitness & Health");
    await expect(page.getByTestId("typing-indicator")).toBeVisible();
    await input.fill("something");
    await expect(send).toBeDisabled();
    await page.clock.runFor(1499);
    await expect(lastAssistant(page)).not.toContainText("Which features");
    await page.clock.runFor(1);
    await expect(lastAssistant(page)).toContainText("Which features should it have?");
    await expect(page.getByTestId("typing-indicator")).toHaveCount(0);
    await expect(send).toBeEnabled();
    await input.fill("");

    // Features: a multi-select, toggled, then sent.
    const choices = chat.getByTestId("chat-choices");
    await expect(choices).toHaveAttribute("data-choice-type", "multi-select");
    await expect(choices.getByRole("button", { name: "Choose at least one" })).toBeDisabled();
    await choices.getByRole("button", { name: "Workout Plans" }).click();
    await choices.getByRole("button", { name: "Progress Charts" }).click();
    await choices.getByRole("button", { name: "Wearable Sync" }).click();
    await choices.getByRole("button", { name: "Wearable Sync" }).click();
    await expect(choices.getByRole("button", { name: "Workout Plans" })).toHaveAttribute("aria-pressed", "true");
    await expect(choices.getByRole("button", { name: "Wearable Sync" })).toHaveAttribute("aria-pressed", "false");
    await choices.getByRole("button", { name: "Continue with 2 choices" }).click();
    await expect(page.locator('[data-message-type="user"]').last()).toContainText("Workout Plans, Progress Charts");
    await page.clock.runFor(1500);
    await expect(lastAssistant(page)).toContainText("Which platform should we target?");

    // Platform: typed, sent with Enter (keyword matching on lowercased input).
    await sendWithEnter(page, "ios please");
    await page.clock.runFor(1500);
    await expect(lastAssistant(page)).toContainText("which visual style fits your brand?");

    // Style, then the simulated build: 8 statuses 2 s apart.
    await chat.getByTestId("chat-choices").getByRole("button", { name: "Playful" }).click();
    await page.clock.runFor(1500);
    await expect(lastAssistant(page)).toContainText("Building your playful Fitness & Health app for iOS");
    const progress = page.getByTestId("chat-progress");
    await expect(progress).toContainText("Step 1 of 8: Analyzing your requirements");
    await expect(progress.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "13");
    await page.clock.runFor(2000);
    await expect(progress).toContainText("Step 2 of 8: Designing the information architecture");
    await page.clock.runFor(6 * 2000);
    await expect(progress).toContainText("Step 8 of 8: Optimizing and packaging the build");
    await expect(progress.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "100");
    await page.clock.runFor(2000);
    await expect(progress).toHaveCount(0);
    const done = page.locator('[data-message-type="assistant"]').filter({ hasText: "Your Fitness & Health app is ready!" });
    await expect(done).toHaveCount(1);
    await expect(done.getByRole("listitem")).toHaveCount(3);

    // Preview: a real link, opened in a new tab, showing the chosen configuration.
    const preview = done.getByRole("link", { name: /Preview/ });
    await expect(preview).toHaveAttribute("target", "_blank");
    await expect(preview).toHaveAttribute("href", /^\/demo\/preview\?type=Fitness/);
    const [tab] = await Promise.all([context.waitForEvent("page"), preview.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/demo/preview");
    await expect(tab.getByTestId("config-type")).toHaveText("Fitness & Health");
    await expect(tab.getByTestId("config-platform")).toHaveText("iOS");
    await expect(tab.getByTestId("config-styling")).toHaveText("Playful");
    await expect(tab.getByTestId("config-features").locator("li")).toHaveText(["Workout Plans", "Progress Charts"]);
    await expect(tab.getByTestId("device-phone")).toBeVisible();
    await expect(tab.getByTestId("app-screen")).toHaveAttribute("data-style", "Playful");
    await expect(tab.getByTestId("app-screen")).toContainText("Pulse Fit");
    await tab.close();

    // Download: a ready message after 2 s.
    await done.getByRole("button", { name: /Download/ }).click();
    await expect(lastAssistant(page)).toContainText("Packaging the source code...");
    await page.clock.runFor(1999);
    await expect(lastAssistant(page)).not.toContainText("Your download is ready");
    await page.clock.runFor(1);
    await expect(lastAssistant(page)).toContainText("Your download is ready: fitness-health-app.zip");

    // Deploy: a success message after 3 s.
    await done.getByRole("button", { name: /Deploy/ }).click();
    await expect(lastAssistant(page)).toContainText("Deploying to the demo environment...");
    await page.clock.runFor(3000);
    await expect(lastAssistant(page)).toContainText("Deployment successful!");

    await page.clock.resume();
    await axe(page);
  });

  test("an answer it does not understand is asked again; Start over returns to the first question", async ({ page }) => {
    await page.clock.install({ time: T0 });
    await page.goto("/app-builder");
    await hydrated(page);
    await pause(page);
    await sendWithEnter(page, "hmm, not sure yet");
    await page.clock.runFor(1500);
    await expect(lastAssistant(page)).toContainText("I didn't catch the type of app");
    await expect(page.getByTestId("chat-choices")).toBeVisible();
    await page.getByRole("button", { name: "Start over" }).click();
    await expect(page.locator('[data-message-type="user"]')).toHaveCount(0);
    await expect(lastAssistant(page)).toContainText("What type of app would you like to build?");
  });

  test("the preview page shows sensible defaults without a query string, and a browser frame for the web", async ({ page }) => {
    await page.goto("/demo/preview");
    await waitForIslands(page);
    await expect(page.getByTestId("config-type")).toHaveText("E-commerce");
    await expect(page.getByTestId("config-platform")).toHaveText("iOS & Android");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await page.goto("/demo/preview?type=education&platform=web&styling=elegant&features=quizzes,video%20lessons,nonsense");
    await expect(page.getByTestId("config-type")).toHaveText("Education");
    await expect(page.getByTestId("device-browser")).toBeVisible();
    await expect(page.getByTestId("config-features").locator("li")).toHaveText(["Quizzes", "Video Lessons"]);
    await expect(page.getByTestId("app-screen")).toHaveAttribute("data-style", "Elegant");
    await axe(page);
  });
});

test.describe("agent builder", () => {
  test("a run to Test: the agent test console shows the chosen persona, knowledge and integrations; Integration code shows a snippet", async ({
    page,
    context,
  }) => {
    await page.clock.install({ time: T0 });
    await page.goto("/agent-builder");
    await hydrated(page);
    await pause(page);
    const chat = page.getByTestId("chat");
    await expect(lastAssistant(page)).toContainText("What should your agent do?");

    await chat.getByTestId("chat-choices").getByRole("button", { name: "Customer Support" }).click();
    await page.clock.runFor(1500);
    await expect(lastAssistant(page)).toContainText("Which industry or knowledge area");
    await sendWithEnter(page, "we run dental clinics");
    await page.clock.runFor(1500);
    await expect(lastAssistant(page)).toContainText("I'll load Healthcare knowledge");
    // Send with the button this time.
    await chat.getByLabel("Your message").fill("Friendly and warm");
    await chat.getByRole("button", { name: "Send" }).click();
    await page.clock.runFor(1500);
    await expect(lastAssistant(page)).toContainText("Where should the agent be available?");
    const choices = chat.getByTestId("chat-choices");
    await choices.getByRole("button", { name: "Slack" }).click();
    await choices.getByRole("button", { name: "Email" }).click();
    await choices.getByRole("button", { name: "Continue with 2 choices" }).click();
    await page.clock.runFor(1500 + 8 * 2000);
    const done = page.locator('[data-message-type="assistant"]').filter({ hasText: "Your Customer Support agent is ready!" });
    await expect(done).toHaveCount(1);

    const testLink = done.getByRole("link", { name: /Test/ });
    const [tab] = await Promise.all([context.waitForEvent("page"), testLink.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe("/demo/agent-test");
    await expect(tab.getByTestId("agent-purpose")).toHaveText("Customer Support");
    await expect(tab.getByTestId("agent-knowledge")).toHaveText("Healthcare");
    await expect(tab.getByTestId("agent-personality")).toHaveText("Friendly");
    await expect(tab.getByTestId("agent-integrations").locator("li")).toHaveText([/Slack/, /Email/]);
    const replies = tab.getByTestId("agent-reply");
    await expect(replies).toHaveCount(3);
    await expect(replies.first()).toContainText("Hi there! I'm your Customer Support assistant");
    await tab.getByRole("button", { name: "Can I talk to a person?" }).click();
    await expect(replies).toHaveCount(4);
    await expect(replies.last()).toContainText("A Healthcare specialist usually replies");
    await tab.close();

    await done.getByRole("button", { name: /Integration code/ }).click();
    const snippet = lastAssistant(page).locator("pre");
    await expect(snippet).toContainText('data-agent-id="agt_');
    await expect(snippet).toContainText('data-channels="Slack, Email"');

    await done.getByRole("button", { name: /Deploy/ }).click();
    await page.clock.runFor(3000);
    await expect(lastAssistant(page)).toContainText("Deployment successful! Your Customer Support agent is live on Slack and Email.");
    await page.clock.resume();
    await axe(page);
  });
});

test("the agent test console reads its query string, falls back to defaults, and answers sample questions", async ({ page }) => {
  await page.goto("/demo/agent-test?purpose=scheduling&knowledgeBase=hotel&personality=concise&integrations=");
  await waitForIslands(page);
  await expect(page.getByTestId("agent-purpose")).toHaveText("Appointment Scheduling");
  await expect(page.getByTestId("agent-knowledge")).toHaveText("Hospitality & Travel");
  await expect(page.getByTestId("agent-personality")).toHaveText("Concise");
  await expect(page.getByTestId("agent-integrations")).toHaveText("None (standalone)");
  await expect(page.getByTestId("agent-reply").first()).toHaveText(/^Agent: Hello\. Appointment Scheduling assistant/);
  await page.getByRole("button", { name: "How do I cancel?" }).click();
  await expect(page.getByTestId("agent-reply").last()).toContainText("Cancellations more than 24 hours ahead are free");
  await axe(page);

  await page.goto("/demo/agent-test");
  await waitForIslands(page);
  await expect(page.getByTestId("agent-purpose")).toHaveText("Customer Support");
  await expect(page.getByTestId("agent-integrations").locator("li")).toHaveText([/Website Chat Widget/]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
});

test.describe("self-resolving developer", () => {
  test("an error report runs five phases (20, 40, 70, 90, 100) and updates the metrics: resolved 14 -> 15, active 2 -> 1, average 8.3 -> 7.3", async ({
    page,
  }) => {
    await page.clock.install({ time: T0 });
    await page.goto("/self-resolving-agent");
    await hydrated(page);
    await pause(page);
    await page.waitForLoadState("networkidle");
    const requests: string[] = [];
    page.on("request", (r) => requests.push(r.url()));

    await expect(page.getByTestId("metric-averageResolutionMinutes")).toHaveText("8.3 min");
    await expect(page.getByTestId("metric-unblockRate")).toHaveText("97.2%");
    await expect(page.getByTestId("metric-regressions")).toHaveText("0");
    await expect(page.getByTestId("metric-activeIssues")).toHaveText("2");
    await expect(page.getByTestId("metric-resolvedToday")).toHaveText("14");
    await expect(page.getByTestId("metric-performanceScore")).toHaveText("98.5%");

    await sendWithEnter(page, "The login API returns a 500 error");
    await expect(page.getByTestId("typing-indicator")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send" })).toBeDisabled();
    const progress = page.getByTestId("chat-progress");
    const bar = progress.getByRole("progressbar");
    await page.clock.runFor(1000);
    await expect(page.locator('[data-message-type="system"]').last()).toContainText("Issue #1 received. Classified L2");
    await expect(bar).toHaveAttribute("aria-valuenow", "20");
    for (const percent of ["40", "70", "90", "100"]) {
      await page.clock.runFor(2000);
      await expect(bar).toHaveAttribute("aria-valuenow", percent);
    }
    // Levels are told by icon and word, not colour alone.
    await expect(page.locator('[data-message-type="system"][data-level="warning"]')).toContainText("Warning");
    await expect(page.getByTestId("metric-resolvedToday")).toHaveText("14");
    await page.clock.runFor(2000);
    const resolved = lastAssistant(page);
    await expect(resolved).toContainText("Resolution complete: issue #1 (L2) is fixed and verified.");
    await expect(resolved).toHaveAttribute("data-level", "success");
    await expect(resolved).toContainText("Success");
    await expect(progress).toHaveCount(0);
    await expect(page.getByTestId("metric-resolvedToday")).toHaveText("15");
    await expect(page.getByTestId("metric-activeIssues")).toHaveText("1");
    await expect(page.getByTestId("metric-averageResolutionMinutes")).toHaveText("7.3 min");
    await expect(page.getByTestId("target-average")).toHaveText(/On target/);

    // The status reply is immediate and reads the updated metrics.
    await page.getByRole("button", { name: "Show status" }).click();
    await expect(lastAssistant(page)).toContainText("Resolved today: 15");
    // The optimize reply after 4 s.
    await page.getByRole("button", { name: "Optimize the dashboard performance" }).click();
    await page.clock.runFor(3999);
    await expect(lastAssistant(page)).not.toContainText("Optimization pass complete");
    await page.clock.runFor(1);
    await expect(lastAssistant(page)).toContainText("Optimization pass complete");

    expect(requests).toEqual([]);
    await page.clock.resume();
    await axe(page);
  });

  test("the escalation matrix, targets and the read-only system prompt with a working Copy button", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/self-resolving-agent");
    await hydrated(page);
    const matrix = page.getByTestId("escalation-matrix").locator(":scope > li");
    await expect(matrix).toHaveCount(4);
    await expect(matrix.nth(0)).toContainText("L1");
    await expect(matrix.nth(0)).toContainText("0-5 min");
    await expect(matrix.nth(0)).toContainText("Syntax");
    await expect(matrix.nth(1)).toContainText("5-15 min");
    await expect(matrix.nth(1)).toContainText("Auth");
    await expect(matrix.nth(2)).toContainText("15-30 min");
    await expect(matrix.nth(2)).toContainText("Integrations");
    await expect(matrix.nth(3)).toContainText("30+ min");
    await expect(matrix.nth(3)).toContainText("Product direction");
    await expect(page.getByTestId("target-unblock")).toHaveText(/On target/);
    await expect(page.getByTestId("target-regressions")).toHaveText(/On target/);

    const prompt = page.getByTestId("system-prompt");
    await expect(prompt).toContainText("You are a self-resolving developer agent");
    // The Copy button hydrates when scrolled into view.
    await prompt.scrollIntoViewIfNeeded();
    await waitForIslands(page);
    expect(await prompt.evaluate((el) => el.tagName + String((el as HTMLElement).isContentEditable))).toBe("PREfalse");
    await page.getByRole("button", { name: "Copy system prompt" }).click();
    // The state itself: the prompt is on the clipboard (the button's "Copied" shows for a moment only).
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(await prompt.textContent());
  });
});
