import { useState, type ReactNode } from "react";
import { CircleCheck, Clock, ExternalLink, LoaderCircle, RefreshCw, Sparkles, TriangleAlert, type LucideIcon } from "lucide-react";
import { answer, api, errorMessage, isUnauthorizedError, type ProjectStatusAnswer as ProjectStatusDto } from "../../lib/api";
import { GENERATION_PROGRESS_PERCENT, statusPanelState } from "../../../core/projects";
import { statusPanel as text } from "../../content/projects";
import { toast } from "../../stores/toast";
import { redirectToLogin } from "./auth-gate";

const RETURN_TO = "/dashboard";

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
      // The answer is the project's state after the click: "generating" when this click (or another
      // tab's) started it, "completed" when another tab already generated it (nothing is made then).
      const started = await answer(api.projects[":id"].generate.$post({ param: { id: String(projectId) }, json: {} }));
      props.onStatus({ status: started.status, paymentStatus: started.paymentStatus, generatedUrl: started.generatedUrl });
      if (started.status === "completed") toast({ ...text.toasts.alreadyGenerated, variant: "success" });
      else toast({ ...text.toasts.started, variant: "success" });
    } catch (err) {
      if (isUnauthorizedError(err)) return redirectToLogin(RETURN_TO);
      toast({ title: text.toasts.failed.title, description: errorMessage(err, text.toasts.failed.fallback), variant: "destructive" });
      // A refusal (409: the payment was undone meanwhile) means this panel was behind: show the true state.
      await answer(api.projects[":id"].status.$get({ param: { id: String(projectId) } }))
        .then((current) => props.onStatus(current))
        .catch((refresh: unknown) => console.error("project status:", refresh));
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
          <StateLine icon={TriangleAlert} tone="text-danger-700" text={text.notFound} />
        ) : state === "waiting-for-payment" ? (
          <StateLine icon={Clock} tone="text-muted" text={text.states[state]} />
        ) : state === "generating" ? (
          <div className="grid gap-2">
            <StateLine icon={LoaderCircle} spin tone="text-info-700" text={text.states[state]} />
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
          <StateLine icon={CircleCheck} tone="text-success-700" text={text.states[state]}>
            {status.generatedUrl && (
              <a className="btn btn-primary btn-sm" href={status.generatedUrl} target="_blank" rel="noopener noreferrer">
                <ExternalLink className="size-4" aria-hidden="true" />
                {text.viewWebsite}
              </a>
            )}
          </StateLine>
        ) : state === "ready" || state === "failed" ? (
          <StateLine
            icon={state === "ready" ? CircleCheck : TriangleAlert}
            tone={state === "ready" ? "text-success-700" : "text-danger-700"}
            text={text.states[state]}
          >
            <button type="button" className={`btn btn-sm ${state === "ready" ? "btn-primary" : "btn-secondary"}`} onClick={generate} disabled={starting}>
              {starting ? (
                <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
              ) : state === "ready" ? (
                <Sparkles className="size-4" aria-hidden="true" />
              ) : (
                <RefreshCw className="size-4" aria-hidden="true" />
              )}
              {starting ? text.starting : state === "ready" ? text.generate : text.tryAgain}
            </button>
          </StateLine>
        ) : null}
      </div>
    </section>
  );
}

/** One state of the panel: icon and text in the state's color, and the state's action beside it. */
function StateLine(props: { icon: LucideIcon; tone: string; text: string; spin?: boolean; children?: ReactNode }) {
  const Icon = props.icon;
  const line = (
    <p className={`flex items-center gap-2 text-sm font-semibold ${props.tone}`}>
      <Icon className={`size-4 shrink-0 ${props.spin ? "animate-spin" : ""}`} aria-hidden="true" />
      {props.text}
    </p>
  );
  if (!props.children) return line;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      {line}
      {props.children}
    </div>
  );
}
