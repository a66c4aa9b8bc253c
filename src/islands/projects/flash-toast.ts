import { toast, type ToastInput } from "../../stores/toast";

/**
 * A toast that survives one page navigation (pages are separate documents here, unlike the original
 * single-page app): saved before leaving, shown by the next page's island.
 */
const KEY = "lumen:flash-toast";

export function toastAfterNavigation(input: ToastInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(input));
  } catch {
    toast(input);
  }
}

export function showFlashToast(): void {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!raw) return;
  try {
    const input = JSON.parse(raw) as ToastInput;
    if (typeof input.title === "string") toast(input);
  } catch {
    /* ignore a malformed entry */
  }
}
