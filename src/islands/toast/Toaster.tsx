import * as ToastPrimitive from "@radix-ui/react-toast";
import { useStore } from "@nanostores/react";
import { $toasts, dismissToast } from "../../stores/toast";
import { TOAST_DURATION_MS, TOAST_HOTKEY, TOAST_SWIPE_DIRECTION, TOAST_SWIPE_THRESHOLD_PX } from "../../lib/toast-constants";

const variantClass = {
  default: "border-line bg-white text-ink",
  success: "border-green-200 bg-white text-ink",
  destructive: "border-red-300 bg-danger-50 text-danger-700",
} as const;

/** The page's single toast region; islands raise toasts through the `toast()` store helper. */
export default function Toaster() {
  const toasts = useStore($toasts);
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection={TOAST_SWIPE_DIRECTION} swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          data-testid="toast"
          className={`toast-root pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-[var(--shadow-lift)] ${variantClass[t.variant]}`}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description && <ToastPrimitive.Description className="text-sm opacity-90">{t.description}</ToastPrimitive.Description>}
          </div>
          <ToastPrimitive.Close aria-label="Close" className="absolute top-2 right-2 rounded-md p-1 text-muted hover:bg-surface-100 hover:text-ink">
            <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={TOAST_HOTKEY}
        className="fixed top-0 z-[100] flex max-h-screen w-full flex-col-reverse gap-2 p-4 outline-none sm:top-auto sm:right-0 sm:bottom-0 sm:max-w-[420px] sm:flex-col"
      />
    </ToastPrimitive.Provider>
  );
}
