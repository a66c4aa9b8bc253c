import { atom } from "nanostores";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../lib/toast-constants";

export type ToastVariant = "default" | "success" | "destructive";

export interface ToastItem {
  id: string;
  title: string;
  description?: string;
  variant: ToastVariant;
  open: boolean;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

/** Every island's toasts live here, so one toast region serves all islands of a page. */
export const $toasts = atom<ToastItem[]>([]);

let counter = 0;
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

export function toast(input: ToastInput): string {
  const id = `t${++counter}`;
  const item: ToastItem = { id, title: input.title, description: input.description, variant: input.variant ?? "default", open: true };
  $toasts.set([item, ...$toasts.get()].slice(0, TOAST_LIMIT));
  return id;
}

export function dismissToast(id?: string): void {
  $toasts.set($toasts.get().map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
  for (const t of $toasts.get()) {
    if ((id === undefined || t.id === id) && !removalTimers.has(t.id)) {
      removalTimers.set(
        t.id,
        setTimeout(() => {
          removalTimers.delete(t.id);
          $toasts.set($toasts.get().filter((x) => x.id !== t.id));
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }
}
