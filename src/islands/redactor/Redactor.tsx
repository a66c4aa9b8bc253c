import { useEffect, useId, useRef, useState, type ChangeEvent, type ClipboardEvent, type DragEvent } from "react";
import { ClipboardCopy, Download, Eraser, FileText, FileUp, LoaderCircle, ShieldCheck, Sparkles } from "lucide-react";
import { REDACTION_CATEGORY_LABELS, hasRedactableContent, isSupportedRedactionFile, redactedFileName, shouldRedactInWorker } from "../../lib/redact";
import { toast } from "../../stores/toast";
import { REDACTOR_MESSAGES, nothingToDownload, redactorLabels as L, sampleText } from "../../content/redactor";
import { copyText } from "../common/clipboard";
import type { PackedRedaction } from "../../lib/redact-transfer";
import { createRedactionRunner, type RedactionRunner } from "./redaction-runner";
import { RedactedPreview } from "./RedactedPreview";

const number = new Intl.NumberFormat("en-US");

interface Outcome {
  result: PackedRedaction;
  /** Name of the uploaded file the text came from, if any (for the download name). */
  fileName: string | null;
}

/** Starts `fn` when the browser is idle (or soon, where requestIdleCallback is missing). */
function whenIdle(fn: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const handle = window.requestIdleCallback(fn, { timeout: 2000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(fn, 200);
  return () => window.clearTimeout(handle);
}

function saveText(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain;charset=utf-8" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function Redactor() {
  const ids = useId();
  const [text, setText] = useState("");
  const [fileName, setFileName] = useState<string | null>(null);
  /**
   * A large document (over REDACTION_WORKER_THRESHOLD) is kept out of the textarea: Chromium spends
   * hundreds of milliseconds per frame painting a multi-megabyte textarea, so the page would stutter
   * however fast the redaction is. It is shown as a document card instead and redacted as a whole.
   */
  const [detached, setDetached] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [busy, setBusy] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [workerReady, setWorkerReady] = useState(false);
  const runner = useRef<RedactionRunner | null>(null);
  /** Bumped by Clear: a redaction still running when Clear is pressed is dropped. */
  const generation = useRef(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const textarea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const r = createRedactionRunner();
    runner.current = r;
    const cancel = whenIdle(() => {
      void r.warm().then(setWorkerReady);
    });
    return () => {
      cancel();
      r.dispose();
      runner.current = null;
    };
  }, []);

  async function loadFile(file: File | undefined) {
    if (!file) return;
    if (!isSupportedRedactionFile(file)) {
      toast({ ...REDACTOR_MESSAGES.unsupportedFile, variant: "destructive" });
      return;
    }
    let content: string;
    try {
      content = await file.text();
    } catch {
      // Unreadable (moved, permissions, not text after all): same advice as a wrong type.
      toast({ ...REDACTOR_MESSAGES.unsupportedFile, variant: "destructive" });
      return;
    }
    setText(content);
    setFileName(file.name);
    setDetached(shouldRedactInWorker(content));
  }

  function onPaste(event: ClipboardEvent<HTMLTextAreaElement>) {
    const pasted = event.clipboardData.getData("text/plain");
    const area = event.currentTarget;
    const next = text.slice(0, area.selectionStart) + pasted + text.slice(area.selectionEnd);
    if (!shouldRedactInWorker(next)) return;
    event.preventDefault();
    setText(next);
    setFileName(null);
    setDetached(true);
  }

  function onFileChange(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Reset so choosing the same file again fires change again.
    event.target.value = "";
    void loadFile(file);
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    void loadFile(event.dataTransfer.files[0]);
  }

  async function onRedact() {
    if (busy) return;
    if (!hasRedactableContent(text)) {
      toast({ ...REDACTOR_MESSAGES.noContent, variant: "destructive" });
      return;
    }
    const run = runner.current ?? createRedactionRunner();
    const mine = ++generation.current;
    setBusy(true);
    try {
      const result = await run.run(text);
      if (mine !== generation.current) return;
      setOutcome({ result, fileName });
      toast({ ...REDACTOR_MESSAGES.complete(result.redactionCount), variant: "success" });
    } finally {
      if (mine === generation.current) setBusy(false);
    }
  }

  async function onCopy() {
    if (!outcome) {
      toast({ ...REDACTOR_MESSAGES.nothingToCopy, variant: "destructive" });
      return;
    }
    const ok = await copyText(outcome.result.redactedText);
    toast(ok ? { ...REDACTOR_MESSAGES.copied, variant: "success" } : { ...REDACTOR_MESSAGES.copyFailed, variant: "destructive" });
  }

  function onDownload() {
    if (!outcome) {
      toast({ ...nothingToDownload, variant: "destructive" });
      return;
    }
    saveText(outcome.result.redactedText, redactedFileName(outcome.fileName));
    toast({ ...REDACTOR_MESSAGES.downloaded, variant: "success" });
  }

  function onClear() {
    generation.current += 1;
    setBusy(false);
    setText("");
    setFileName(null);
    setDetached(false);
    setOutcome(null);
    if (fileInput.current) fileInput.current.value = "";
    window.setTimeout(() => textarea.current?.focus(), 0);
  }

  function onSample() {
    setText(sampleText);
    setFileName(null);
    setDetached(false);
    window.setTimeout(() => textarea.current?.focus(), 0);
  }

  const result = outcome?.result ?? null;
  const fileId = `${ids}-file`;
  const textId = `${ids}-text`;
  const hintId = `${ids}-hint`;

  return (
    <div className="grid gap-6 lg:grid-cols-2" data-worker-ready={workerReady ? "true" : "false"} data-testid="redactor">
      <section
        aria-labelledby={`${ids}-input-heading`}
        className={`card flex flex-col gap-5 transition-colors ${dragging ? "border-brand-600 bg-brand-50" : ""}`}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${ids}-input-heading`} className="heading-3">
            {L.inputHeading}
          </h2>
          <button type="button" className="btn btn-ghost btn-sm" onClick={onSample}>
            <Sparkles className="size-4" aria-hidden="true" />
            {L.sample}
          </button>
        </div>

        <div className="flex flex-col gap-3 rounded-xl border border-dashed border-slate-400 bg-surface-50 p-4 sm:flex-row sm:items-center">
          <input
            ref={fileInput}
            id={fileId}
            type="file"
            accept=".txt,text/plain"
            className="peer sr-only"
            onChange={onFileChange}
            aria-describedby={`${fileId}-hint`}
          />
          <label
            htmlFor={fileId}
            className="btn btn-secondary cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600"
          >
            <FileUp className="size-5" aria-hidden="true" />
            {L.uploadLabel}
          </label>
          <p id={`${fileId}-hint`} className="hint">
            {L.uploadHint} <span className="hidden sm:inline">{L.dropHint}.</span>
          </p>
        </div>

        {fileName && !detached && (
          <p className="flex items-center gap-2 text-sm text-ink" data-testid="loaded-file">
            <FileText className="size-4 text-brand-700" aria-hidden="true" />
            <span className="font-semibold">{fileName}</span>
          </p>
        )}

        {detached ? (
          <div className="field" data-testid="large-document">
            <p className="label" id={textId}>
              {L.textareaLabel}
            </p>
            <div className="flex items-start gap-3 rounded-lg border border-slate-400 bg-white p-4" aria-labelledby={textId} role="group">
              <FileText className="mt-0.5 size-6 shrink-0 text-brand-700" aria-hidden="true" />
              <div className="min-w-0">
                <p className="font-semibold break-words text-ink">{fileName ?? L.pastedDocument}</p>
                <p className="text-sm text-muted">{L.characters(text.length)}</p>
                <p className="hint mt-2">{L.largeDocument}</p>
              </div>
            </div>
          </div>
        ) : (
          <div className="field">
            <label htmlFor={textId} className="label">
              {L.textareaLabel}
            </label>
            <textarea
              ref={textarea}
              id={textId}
              className="input min-h-64 font-mono text-sm leading-relaxed"
              rows={12}
              spellCheck={false}
              placeholder={L.textareaPlaceholder}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onPaste={onPaste}
              aria-describedby={hintId}
            />
            <p id={hintId} className="hint">
              {L.characters(text.length)}
            </p>
          </div>
        )}

        <div className="flex flex-wrap gap-3">
          <button type="button" className="btn btn-primary" onClick={() => void onRedact()} disabled={busy} aria-busy={busy}>
            {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden="true" /> : <ShieldCheck className="size-5" aria-hidden="true" />}
            {busy ? L.redacting : L.redact}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClear}>
            <Eraser className="size-5" aria-hidden="true" />
            {L.clear}
          </button>
        </div>
      </section>

      <section aria-labelledby={`${ids}-result-heading`} className="card flex flex-col gap-5" aria-busy={busy}>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={`${ids}-result-heading`} className="heading-3">
            {L.resultHeading}
          </h2>
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-secondary btn-sm" onClick={() => void onCopy()}>
              <ClipboardCopy className="size-4" aria-hidden="true" />
              {L.copy}
            </button>
            <button type="button" className="btn btn-secondary btn-sm" onClick={onDownload}>
              <Download className="size-4" aria-hidden="true" />
              {L.download}
            </button>
          </div>
        </div>

        <p role="status" className={busy ? "flex items-center gap-2 text-sm text-muted" : "sr-only"}>
          {busy && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
          {busy ? L.busy : ""}
        </p>

        {result ? (
          <div className="flex flex-col gap-5" data-testid="redaction-result">
            <div className="rounded-xl border border-brand-200 bg-brand-50 p-4">
              <p className="text-lg font-semibold text-brand-900" data-testid="redaction-count">
                {L.countLabel(result.redactionCount)}
              </p>
              {result.redactionCount === 0 ? (
                <p className="mt-1 text-sm text-muted">{L.noneFound}</p>
              ) : (
                <>
                  <h3 className="mt-3 text-sm font-semibold text-ink">{L.categoriesHeading}</h3>
                  <ul className="mt-2 flex flex-wrap gap-2" data-testid="redaction-categories">
                    {result.categories.map((category) => (
                      <li key={category} className="badge badge-brand text-sm" data-category={category}>
                        {REDACTION_CATEGORY_LABELS[category]}
                        <span className="rounded-full bg-white px-1.5 text-xs text-brand-900 tabular-nums">
                          {number.format(result.countsByCategory[category])}
                        </span>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
            <div>
              <h3 className="mb-2 text-sm font-semibold text-ink">{L.previewHeading}</h3>
              <RedactedPreview result={result} />
            </div>
          </div>
        ) : (
          !busy && (
            <p className="rounded-xl border border-dashed border-line bg-surface-50 p-6 text-center text-muted" data-testid="redaction-empty">
              {L.emptyResult}
            </p>
          )
        )}
      </section>
    </div>
  );
}
