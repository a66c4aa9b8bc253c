import { useEffect, useRef, useState } from "react";
import { CircleCheck, Clock, ExternalLink, LoaderCircle, RefreshCw, Sparkles, TriangleAlert } from "lucide-react";
import { apiRequest, errorMessage, isUnauthorizedError } from "../../lib/http";
import {
  GENERATION_PROGRESS_PERCENT,
  STATUS_POLL_INTERVAL_MS,
  shouldPollStatus,
  statusPanelState,
  type ProjectStatusDto,
} from "../../lib/projects";
import { statusPanel as text } from "../../content/projects";
import { toast } from "../../stores/toast";
import { redirectToLogin } from "./auth-gate";

const RETURN_TO = "/dashboard";

/**
 * Polls `GET /api/projects/:id/status` every 5 s while the project can change without the user
 * (payment pending, or generating); stops once it is settled. Skips ticks while the tab is hidden.
 */
export function useStatusPolling(
  projectId: number,
  current: ProjectStatusDto,
  enabled: boolean,
  onStatus: (status: ProjectStatusDto) => void,
  onMissing: () => void,
): void {
  const callbacks = useRef({ onStatus, onMissing });
  callbacks.current = { onStatus, onMissing };
  const polling = enabled && shouldPollStatus(current);

  useEffect(() => {
    if (!polling) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = async () => {
      if (!document.hidden) {
        try {
          const status = await apiRequest<ProjectStatusDto>("GET", `/api/projects/${projectId}/status`);
          if (stopped) return;
          callbacks.current.onStatus(status);
        } catch (err) {
          if (stopped) return;
          if (isUnauthorizedError(err)) return redirectToLogin(RETURN_TO);
          if (err instanceof Error && err.message.startsWith("404:")) return callbacks.current.onMissing();
          console.error(`status of project ${projectId}:`, err instanceof Error ? err.message : err);
        }
      }
      if (!stopped) timer = setTimeout(tick, STATUS_POLL_INTERVAL_MS);
    };
    timer = setTimeout(tick, STATUS_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [projectId, polling, current.status, current.paymentStatus]);
}

/** The status panel of a paid project (spec section 4). */
export default function StatusPanel(props: {
  projectId: number;
  projectName: string;
  status: ProjectStatusDto;
  missing: boolean;
  onStatus: (status: ProjectStatusDto) => void;
}) {
  const { projectId, status, missing } = props;
  const [starting, setStarting] = useState(false);
  const state = statusPanelState(status);

  async function generate() {
    setStarting(true);
    try {
      await apiRequest("POST", `/api/projects/${projectId}/generate`);
      toast({ ...text.toasts.started, variant: "success" });
      props.onStatus({ ...status, status: "generating" });
    } catch (err) {
      if (isUnauthorizedError(err)) return redirectToLogin(RETURN_TO);
      toast({ title: text.toasts.failed.title, description: errorMessage(err, text.toasts.failed.fallback), variant: "destructive" });
    } finally {
      setStarting(false);
    }
  }

  const headingId = `status-${projectId}`;
  return (
    <section className="rounded-xl border border-line bg-surface-50 p-4" aria-labelledby={headingId} data-testid="status-panel">
      <h4 id={headingId} className="sr-only">
        {text.heading}: {props.projectName}
      </h4>
      <div aria-live="polite">
        {missing ? (
          <p className="flex items-center gap-2 text-sm font-semibold text-danger-700">
            <TriangleAlert className="size-4" aria-hidden="true" />
            {text.notFound}
          </p>
        ) : state === "waiting-for-payment" ? (
          <p className="flex items-center gap-2 text-sm font-semibold text-muted">
            <Clock className="size-4" aria-hidden="true" />
            {text.states[state]}
          </p>
        ) : state === "ready" ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm font-semibold text-success-700">
              <CircleCheck className="size-4" aria-hidden="true" />
              {text.states[state]}
            </p>
            <button type="button" className="btn btn-primary btn-sm" onClick={generate} disabled={starting}>
              {starting ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Sparkles className="size-4" aria-hidden="true" />}
              {starting ? text.starting : text.generate}
            </button>
          </div>
        ) : state === "generating" ? (
          <div className="grid gap-2">
            <p className="flex items-center gap-2 text-sm font-semibold text-info-700">
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              {text.states[state]}
            </p>
            <div
              role="progressbar"
              aria-label={text.progressLabel}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={GENERATION_PROGRESS_PERCENT}
              className="h-2 overflow-hidden rounded-full bg-brand-100"
            >
              <div className="h-full rounded-full bg-brand-700" style={{ width: `${GENERATION_PROGRESS_PERCENT}%` }} />
            </div>
            <p className="hint text-xs">{text.generatingHint}</p>
          </div>
        ) : state === "completed" ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm font-semibold text-success-700">
              <CircleCheck className="size-4" aria-hidden="true" />
              {text.states[state]}
            </p>
            {status.generatedUrl && (
              <a className="btn btn-primary btn-sm" href={status.generatedUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink className="size-4" aria-hidden="true" />
                {text.viewWebsite}
              </a>
            )}
          </div>
        ) : state === "failed" ? (
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm font-semibold text-danger-700">
              <TriangleAlert className="size-4" aria-hidden="true" />
              {text.states[state]}
            </p>
            <button type="button" className="btn btn-secondary btn-sm" onClick={generate} disabled={starting}>
              {starting ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <RefreshCw className="size-4" aria-hidden="true" />}
              {starting ? text.starting : text.tryAgain}
            </button>
          </div>
        ) : null}
      </div>
    </section>
  );
}
