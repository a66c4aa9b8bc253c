import { describe, expect, it } from "vitest";
import {
  INSTALL_DISMISSED_KEY,
  INSTALL_PROMPT_DELAY_MS,
  isStandaloneDisplay,
  outcomeDismisses,
  rememberInstallDismissed,
  shouldShowInstallPrompt,
  wasInstallDismissed,
} from "../../src/lib/install-prompt";

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
}
const broken = {
  getItem: () => {
    throw new Error("SecurityError");
  },
  setItem: () => {
    throw new Error("QuotaExceededError");
  },
};

describe("install prompt (spec section 4)", () => {
  it("waits 5 s after the browser offers installation (spec section 9)", () => {
    expect(INSTALL_PROMPT_DELAY_MS).toBe(5000);
  });

  it("shows only when offered, not installed and not dismissed", () => {
    expect(shouldShowInstallPrompt({ offered: true, standalone: false, dismissed: false })).toBe(true);
    expect(shouldShowInstallPrompt({ offered: false, standalone: false, dismissed: false })).toBe(false);
    expect(shouldShowInstallPrompt({ offered: true, standalone: true, dismissed: false })).toBe(false);
    expect(shouldShowInstallPrompt({ offered: true, standalone: false, dismissed: true })).toBe(false);
    expect(shouldShowInstallPrompt({ offered: true, standalone: true, dismissed: true })).toBe(false);
  });

  it("treats the standalone display mode and Safari's navigator.standalone as installed", () => {
    expect(isStandaloneDisplay(true)).toBe(true);
    expect(isStandaloneDisplay(false, true)).toBe(true);
    expect(isStandaloneDisplay(false, false)).toBe(false);
    expect(isStandaloneDisplay(false, undefined)).toBe(false);
    expect(isStandaloneDisplay(false, "yes")).toBe(false);
  });

  it("keeps the dismissal in session storage", () => {
    const session = memoryStorage();
    expect(wasInstallDismissed(session)).toBe(false);
    expect(rememberInstallDismissed(session)).toBe(true);
    expect(session.data.get(INSTALL_DISMISSED_KEY)).toBe("1");
    expect(wasInstallDismissed(session)).toBe(true);
    expect(wasInstallDismissed(memoryStorage({ [INSTALL_DISMISSED_KEY]: "0" }))).toBe(false);
  });

  it("survives storage that is missing or throws", () => {
    expect(wasInstallDismissed(null)).toBe(false);
    expect(wasInstallDismissed(broken)).toBe(false);
    expect(rememberInstallDismissed(undefined)).toBe(false);
    expect(rememberInstallDismissed(broken)).toBe(false);
  });

  it("counts closing the browser's own install dialog as a dismissal", () => {
    expect(outcomeDismisses("dismissed")).toBe(true);
    expect(outcomeDismisses("accepted")).toBe(false);
  });
});
