import { useCallback, useEffect, useMemo, useState } from "react";
import { Briefcase, CircleCheck, Clock, CreditCard, DollarSign, ExternalLink, FolderKanban, Plus, Rocket, Store } from "lucide-react";
import {
  api,
  answer,
  answerPage,
  isUnauthorizedError,
  type Answer,
  type ProjectAnswer as ProjectDto,
  type ProjectStatusAnswer as ProjectStatusDto,
} from "../../lib/api";
import { formatUsd, parseCents } from "../../../core/money";
import { dashboardStats, showPayNow, showPublish, showStatusPanel } from "../../../core/projects";
import { dashboardPage as text, statusPanel } from "../../content/projects";
import { toast } from "../../stores/toast";
import { redirectToLogin, useSignedInUser } from "./auth-gate";
import StatusPanel from "./StatusPanel";
import { useStatusPolling } from "./use-status-polling";
import PublishDialog from "./PublishDialog";
import SiteActions from "./SiteActions";
import { DisputeBadge, PaymentBadge, StatusBadge } from "./ProjectBadges";
import SiteTools from "./SiteTools";
import { ProjectPhotosPanel } from "./ProjectPhotos";
import TakedownNotice from "./TakedownNotice";
import { canUseCustomDomain } from "../../../core/roles";
import LoadMore from "../shared/LoadMore";
import { usePagedList } from "../shared/use-paged-list";

const RETURN_TO = "/dashboard";
/** With Stripe configured at build time, Pay Now opens the checkout instead of the spec's alert. */
const STRIPE_CONFIGURED = Boolean(import.meta.env.PUBLIC_STRIPE_PUBLISHABLE_KEY);

/** A project whose site was never generated (paid or not): its owner may still add a logo and photos. */
const picturesOpen = (p: Pick<ProjectDto, "status" | "generatedUrl">) => (p.status === "pending" || p.status === "failed") && !p.generatedUrl;

/** A generated site that is hosted: its card shows the site's tools (inbox, visitors, domain). */
const isLiveSite = (p: Pick<ProjectDto, "status" | "generatedUrl">) => p.status === "completed" && !!p.generatedUrl;

/** /dashboard (spec sections 2 and 4): stats, the project list, payment, generation and publishing. */
export default function Dashboard() {
  const user = useSignedInUser(RETURN_TO);
  const fetchPage = useCallback((cursor: string | undefined) => answerPage(api.projects.$get({ query: cursor ? { cursor } : {} })), []);
  const { items: projects, next, busy, failed: moreFailed, reload, more } = usePagedList<ProjectDto>(fetchPage);
  const [loadFailed, setLoadFailed] = useState(false);
  const [live, setLive] = useState<Record<number, ProjectStatusDto>>({});
  const [missing, setMissing] = useState<Set<number>>(new Set());

  const [unread, setUnread] = useState<Record<string, number>>({});
  const [summary, setSummary] = useState<ProjectSummary | null>(null);

  const load = useCallback(async () => {
    try {
      // The stat cards count every project (the server's totals), not only the pages loaded.
      const totals = answer(api.projects.summary.$get()).catch((err: unknown) => {
        console.error("project totals:", err);
        return null;
      });
      const list = await reload();
      setSummary(await totals);
      setLive({});
      setLoadFailed(false);
      // Every live site's unread count in one request (not one per site: each counts toward the API limit).
      if (list.some(isLiveSite)) {
        answer(api.messages.unread.$get())
          .then((r) => setUnread(r.unread))
          .catch((err: unknown) => console.error("unread messages:", err));
      }
    } catch (err) {
      if (isUnauthorizedError(err)) return redirectToLogin(RETURN_TO);
      console.error("projects:", err);
      setLoadFailed(true);
    }
  }, [reload]);

  useEffect(() => {
    if (user) void load();
  }, [user, load]);

  // A generation that finishes while the page is open: reload, so the card shows what was not built.
  useEffect(() => {
    if (projects?.some((p) => p.status !== "completed" && live[p.id]?.status === "completed")) void load();
  }, [live, projects, load]);

  const merged = useMemo(() => (projects ?? []).map((p) => ({ ...p, ...live[p.id] })), [projects, live]);
  const stats = useMemo(() => (summary && projects ? liveTotals(summary, projects, merged) : null), [summary, projects, merged]);

  const onStatus = useCallback((id: number, status: ProjectStatusDto) => setLive((m) => ({ ...m, [id]: status })), []);
  const onMissing = useCallback((id: number) => {
    toast({ ...statusPanel.toasts.notFound, variant: "destructive" });
    setMissing((s) => new Set(s).add(id));
  }, []);
  useStatusPolling(merged, missing, onStatus, onMissing);

  return (
    <div className="grid gap-10">
      <section aria-label="Summary" className="grid gap-4 sm:grid-cols-3">
        <StatCard
          icon={<CircleCheck className="size-5" aria-hidden="true" />}
          label={text.stats.websitesGenerated}
          value={stats ? String(stats.websitesGenerated) : "–"}
        />
        <StatCard
          icon={<DollarSign className="size-5" aria-hidden="true" />}
          label={text.stats.totalSpent}
          value={stats ? formatUsd(stats.totalSpentCents) : "–"}
        />
        <StatCard
          icon={<Rocket className="size-5" aria-hidden="true" />}
          label={text.stats.activeProjects}
          value={stats ? String(stats.activeProjects) : "–"}
        />
      </section>

      <section aria-labelledby="projects-heading" className="grid gap-4">
        <h2 id="projects-heading" className="heading-3">
          {text.listHeading}
        </h2>
        {loadFailed && (
          <p className="card text-sm text-danger-700" role="alert">
            {text.loadFailed}
          </p>
        )}
        {!projects && !loadFailed && (
          <div className="grid gap-4" role="status" aria-label={text.loading}>
            {[0, 1].map((i) => (
              <div key={i} className="card h-36 animate-pulse bg-surface-50" />
            ))}
          </div>
        )}
        {projects && projects.length === 0 && (
          <div className="card grid justify-items-center gap-3 py-12 text-center">
            <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
              <FolderKanban className="size-6" aria-hidden="true" />
            </span>
            <h3 className="heading-3">{text.empty.heading}</h3>
            <p className="prose-body max-w-sm">{text.empty.text}</p>
            <a className="btn btn-primary mt-2" href="/create">
              <Plus className="size-4" aria-hidden="true" />
              {text.empty.link}
            </a>
          </div>
        )}
        {merged.length > 0 && (
          <ul className="grid gap-4">
            {merged.map((p) => (
              <ProjectCard
                key={p.id}
                project={p}
                missing={missing.has(p.id)}
                unreadMessages={unread[p.id] ?? 0}
                customDomains={canUseCustomDomain(user)}
                onStatus={onStatus}
                onPublished={load}
              />
            ))}
          </ul>
        )}
        <LoadMore next={next} busy={busy} failed={moreFailed} onMore={() => void more()} />
      </section>
    </div>
  );
}

type ProjectSummary = Answer<typeof api.projects.summary.$get>;

/**
 * The stat cards: the server's totals over every project, moved by what the status polls saw change
 * since (a generation that finished or failed on a loaded card) until the next reload.
 */
function liveTotals(summary: ProjectSummary, listed: readonly ProjectDto[], merged: readonly ProjectDto[]) {
  const before = dashboardStats(listed);
  const now = dashboardStats(merged);
  return {
    websitesGenerated: summary.websitesGenerated + now.websitesGenerated - before.websitesGenerated,
    totalSpentCents: summary.totalSpentCents + now.totalSpentCents - before.totalSpentCents,
    activeProjects: summary.activeProjects + now.activeProjects - before.activeProjects,
  };
}

function StatCard({ icon, label, value }: { icon: React.ReactNode; label: string; value: string }) {
  return (
    <div className="card flex items-center gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">{icon}</span>
      <div>
        <p className="text-sm font-medium text-muted">{label}</p>
        <p className="text-2xl font-bold text-ink tabular-nums">{value}</p>
      </div>
    </div>
  );
}

function ProjectCard(props: {
  project: ProjectDto;
  missing: boolean;
  unreadMessages: number;
  customDomains: boolean;
  onStatus: (id: number, s: ProjectStatusDto) => void;
  onPublished: () => void;
}) {
  const { project: p, missing } = props;
  const status: ProjectStatusDto = { status: p.status, paymentStatus: p.paymentStatus, generatedUrl: p.generatedUrl };
  const onStatus = useCallback((s: ProjectStatusDto) => props.onStatus(p.id, s), [props.onStatus, p.id]);

  function payNow() {
    if (STRIPE_CONFIGURED) window.location.href = `/checkout/${p.id}`;
    else window.alert(text.payNowAlert);
  }

  return (
    <li className="card grid gap-4" data-testid="project-card" data-project-id={p.id}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 grid gap-1">
          <h3 className="text-lg font-semibold break-words text-ink">{p.name}</h3>
          {p.description && <p className="text-sm break-words text-muted">{p.description}</p>}
          <p className="flex items-center gap-1.5 text-sm text-muted">
            <Briefcase className="size-4" aria-hidden="true" />
            {p.businessType}
          </p>
        </div>
        <p className="text-xl font-bold text-ink tabular-nums">
          <span className="sr-only">Price </span>
          {formatUsd(parseCents(p.totalPrice))}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={p.status} />
        <PaymentBadge paymentStatus={p.paymentStatus} />
        <DisputeBadge disputedAt={p.disputedAt} />
        {p.isPublishedToStore && (
          <span className="badge badge-brand">
            <Store className="size-3" aria-hidden="true" />
            {text.published}
          </span>
        )}
      </div>
      <TakedownNotice project={p} />
      {(showPayNow(p) || p.generatedUrl || showPublish(p)) && (
        <div className="flex flex-wrap items-center gap-3">
          {showPayNow(p) && (
            <>
              <button type="button" className="btn btn-primary btn-sm" onClick={payNow}>
                <CreditCard className="size-4" aria-hidden="true" />
                {text.payNow}
              </button>
              {!missing && (
                <span className="flex items-center gap-1.5 text-sm text-muted">
                  <Clock className="size-4" aria-hidden="true" />
                  {/* The panel's 'pending / pending' state, shown inline until the payment arrives. */}
                  {statusPanel.states["waiting-for-payment"]}
                </span>
              )}
            </>
          )}
          {p.generatedUrl && (
            <a className="btn btn-secondary btn-sm" href={p.generatedUrl} target="_blank" rel="noopener noreferrer">
              <ExternalLink className="size-4" aria-hidden="true" />
              {text.viewSite}
            </a>
          )}
          {showPublish(p) && <PublishDialog project={p} onPublished={props.onPublished} />}
        </div>
      )}
      {p.status === "completed" && p.unbuilt.length > 0 && (
        <p className="text-sm text-muted" data-testid="not-built">
          <span className="font-semibold text-ink">{text.notBuilt}</span> {p.unbuilt.join(", ")}
        </p>
      )}
      {p.status === "completed" && p.generationNote && (
        <p className="text-sm text-muted" data-testid="generation-note">
          {p.generationNote}
        </p>
      )}
      {picturesOpen(p) && <ProjectPhotosPanel projectId={p.id} />}
      <div className="flex flex-wrap items-center gap-3">
        <SiteActions project={p} onChanged={props.onPublished} />
      </div>
      {isLiveSite(p) && <SiteTools projectId={p.id} unreadMessages={props.unreadMessages} customDomains={props.customDomains} />}
      {(showStatusPanel(p) || missing) && <StatusPanel projectId={p.id} projectName={p.name} status={status} missing={missing} onStatus={onStatus} />}
    </li>
  );
}
