/**
 * Install-to-home-screen prompt (spec section 4): it appears 5 s after the browser offers installation,
 * unless the app already runs installed (standalone display) or the visitor dismissed it this session;
 * the dismissal is stored for the session.
 */

/** Spec section 9: install prompt delay 5 s. */
export const INSTALL_PROMPT_DELAY_MS = 5000;

/** Session-storage key marking that the visitor dismissed the prompt in this session. */
export const INSTALL_DISMISSED_KEY = "lumen:install-dismissed";

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem">;

/** The outcome the browser reports after its own install dialog closes. */
export type InstallOutcome = "accepted" | "dismissed";

/**
 * Whether the page runs as an installed app. `displayModeStandalone` is
 * `matchMedia('(display-mode: standalone)').matches`; `navigatorStandalone` is Safari's `navigator.standalone`.
 */
export function isStandaloneDisplay(displayModeStandalone: boolean, navigatorStandalone?: unknown): boolean {
  return displayModeStandalone || navigatorStandalone === true;
}

/** Whether the prompt was dismissed in this session (storage that throws counts as not dismissed). */
export function wasInstallDismissed(storage: ReadableStorage | null | undefined): boolean {
  try {
    return storage?.getItem(INSTALL_DISMISSED_KEY) === "1";
  } catch {
    return false;
  }
}

/** Records the dismissal for the rest of the session; returns false when storage is unavailable. */
export function rememberInstallDismissed(storage: WritableStorage | null | undefined): boolean {
  try {
    if (!storage) return false;
    storage.setItem(INSTALL_DISMISSED_KEY, "1");
    return true;
  } catch {
    return false;
  }
}

export interface InstallPromptState {
  /** The browser has offered installation (a saved `beforeinstallprompt` event exists). */
  offered: boolean;
  /** The page runs as an installed app. */
  standalone: boolean;
  /** The visitor dismissed the prompt in this session. */
  dismissed: boolean;
}

/** Whether the prompt may be shown now. */
export function shouldShowInstallPrompt(state: InstallPromptState): boolean {
  return state.offered && !state.standalone && !state.dismissed;
}

/** Closing the browser's own install dialog without installing counts as a dismissal for the session. */
export function outcomeDismisses(outcome: InstallOutcome): boolean {
  return outcome === "dismissed";
}
