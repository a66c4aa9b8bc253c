import { useEffect, useRef, useState } from "react";
import { Check, ClipboardCopy, TriangleAlert } from "lucide-react";
import { copyLabels } from "../../content/builders";
import { copyText } from "./clipboard";

/** How long the 'Copied' feedback stays before the button reads 'Copy' again. */
export const COPY_FEEDBACK_MS = 2000;

interface Props {
  text: string;
  /** Accessible name, e.g. "Copy system prompt". Defaults to "Copy". */
  label?: string;
  className?: string;
}

/** A copy button with inline feedback ('Copied', or the manual-copy advice), announced politely. */
export default function CopyButton({ text, label = copyLabels.copy, className = "btn btn-secondary btn-sm" }: Props) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function onClick() {
    const ok = await copyText(text);
    setState(ok ? "copied" : "failed");
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState("idle"), COPY_FEEDBACK_MS);
  }

  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <button type="button" className={className} onClick={() => void onClick()} aria-label={state === "copied" ? undefined : label}>
        {state === "copied" ? <Check className="size-4 text-success-700" aria-hidden="true" /> : <ClipboardCopy className="size-4" aria-hidden="true" />}
        {state === "copied" ? copyLabels.copied : copyLabels.copy}
      </button>
      <span role="status" className={state === "failed" ? "inline-flex items-center gap-1 text-sm text-danger-700" : "sr-only"}>
        {state === "failed" && <TriangleAlert className="size-4" aria-hidden="true" />}
        {state === "copied" ? copyLabels.copied : state === "failed" ? copyLabels.failed : ""}
      </span>
    </span>
  );
}
