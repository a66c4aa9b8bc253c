import { useEffect, useState } from "react";
import { Bot, Briefcase, Code, ExternalLink, Eye, Globe, Palette, Star, Users, Zap, type LucideIcon } from "lucide-react";
import { loadUser } from "../../stores/user";
import { useSessionUser } from "../common/use-session-user";
import { api, answer } from "../../lib/api";
import { featuresOf, iconTypeOf, launchYear, type AppIconType } from "../../../core/app-showcase";
import type { ShowcaseApp } from "../../content/app-store";
import { LOGIN_PATH } from "../../config/site";
import { hasPower } from "../../../core/roles";
import ModerationPanel from "./ModerationPanel";
import LoadMore from "../shared/LoadMore";
import { count } from "../../../core/plural";
import { LIST_PAGE_DEFAULT as SHOWCASE_PAGE_SIZE } from "../../../core/api-limits";

const ICONS: Record<AppIconType, LucideIcon> = {
  users: Users,
  zap: Zap,
  bot: Bot,
  globe: Globe,
  star: Star,
  briefcase: Briefcase,
  code: Code,
  palette: Palette,
};
const numberFormat = new Intl.NumberFormat("en-US");

interface Props {
  builtIn: ShowcaseApp[];
}

/** The showcase: built-in apps always, then the apps users published (spec section 2, App showcase). */
export default function AppShowcase({ builtIn }: Props) {
  const [published, setPublished] = useState<ShowcaseApp[]>([]);
  // A full page means another may follow: "Load more" asks for the page after the last app shown.
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  const user = useSessionUser();

  const firstPage = () =>
    answer(api["published-apps"].$get({ query: {} })).then((apps) => {
      const list = Array.isArray(apps) ? apps : [];
      setPublished(list);
      setHasMore(list.length >= SHOWCASE_PAGE_SIZE);
    });

  useEffect(() => {
    void loadUser();
    firstPage().catch((error: unknown) => console.error("published apps could not be loaded", error));
  }, []);

  async function loadMore() {
    const last = published.at(-1)?.id;
    if (last === undefined || loadingMore) return;
    setLoadingMore(true);
    try {
      const page = await answer(api["published-apps"].$get({ query: { after: String(last) } }));
      const list = Array.isArray(page) ? page : [];
      setPublished((p) => [...p, ...list]);
      setHasMore(list.length >= SHOWCASE_PAGE_SIZE);
      setMoreFailed(false);
    } catch (error) {
      console.error("more published apps could not be loaded", error);
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  }

  const [hidden, setHidden] = useState<ReadonlySet<number>>(new Set());
  const apps = [...builtIn, ...published.filter((a) => a.id === undefined || !hidden.has(a.id))];
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2 xl:grid-cols-3" aria-label="Apps" data-testid="app-list">
        {apps.map((app, index) => (
          <AppCard key={`${app.name}-${index}`} app={app} />
        ))}
      </ul>
      <LoadMore className="mt-8 justify-center" next={hasMore ? "more" : null} busy={loadingMore} failed={moreFailed} onMore={() => void loadMore()} />
      {hasPower(user, "moderate_showcase") && (
        <ModerationPanel
          onChanged={(id, takenDown) => {
            setHidden((h) => {
              const next = new Set(h);
              if (takenDown) next.add(id);
              else next.delete(id);
              return next;
            });
            if (!takenDown) void firstPage();
          }}
        />
      )}
      <div className="mt-16 rounded-2xl bg-brand-900 px-6 py-12 text-center text-white sm:px-12">
        <h2 className="text-2xl font-bold text-white sm:text-3xl">Build the next app in this showcase</h2>
        <p className="mx-auto mt-3 max-w-2xl text-brand-100">Describe your business, pick a template and publish a finished website here in minutes.</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {user ? (
            <a className="btn btn-inverse btn-lg" href="/create">
              Start Building Now
            </a>
          ) : (
            <a className="btn btn-inverse btn-lg" href={LOGIN_PATH}>
              Get Started
            </a>
          )}
          <a className="btn btn-outline-inverse btn-lg" href="/#templates">
            Browse templates
          </a>
        </div>
      </div>
    </>
  );
}

function AppCard({ app }: { app: ShowcaseApp }) {
  const Icon = ICONS[iconTypeOf(app.iconType)];
  const features = featuresOf(app.features);
  const year = launchYear(app.createdAt);
  return (
    <li className="card card-hover flex flex-col">
      <div className="flex items-start gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl text-white" style={{ backgroundColor: app.color }} aria-hidden="true">
          <Icon className="size-6" />
        </span>
        <div className="min-w-0">
          <h3 className="text-lg font-semibold text-ink">{app.name}</h3>
          <p className="mt-1">
            <span className="badge badge-brand">{app.category}</span>
          </p>
        </div>
      </div>
      <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted">
        <div className="flex items-center gap-1">
          <dt className="sr-only">Rating</dt>
          <Star className="size-4 fill-accent-500 text-accent-500" aria-hidden="true" />
          <dd>
            <span className="font-semibold text-ink">{Number(app.rating || 0).toFixed(1)}</span>
            <span className="sr-only"> out of 5</span>
          </dd>
        </div>
        <div className="flex items-center gap-1">
          <dt className="sr-only">Users</dt>
          <Users className="size-4" aria-hidden="true" />
          <dd>{count(app.userCount || 0, "user", "users", (n) => numberFormat.format(n))}</dd>
        </div>
        {year && (
          <div>
            <dt className="sr-only">Launched</dt>
            <dd>Since {year}</dd>
          </div>
        )}
      </dl>
      <p className="mt-4 text-sm leading-relaxed text-muted">{app.longDescription || app.description}</p>
      <ul className="mt-4 flex flex-wrap gap-2" aria-label={`${app.name} features`}>
        {features.map((f) => (
          <li key={f} className="badge badge-neutral">
            {f}
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-wrap gap-2 pt-6">
        <a className="btn btn-primary btn-sm" href={app.url} target="_blank" rel="noopener">
          <ExternalLink className="size-4" aria-hidden="true" /> Visit Live Site<span className="sr-only"> of {app.name} (opens in a new tab)</span>
        </a>
        <a className="btn btn-secondary btn-sm" href={app.url} target="_blank" rel="noopener">
          <Eye className="size-4" aria-hidden="true" /> Preview<span className="sr-only"> {app.name} (opens in a new tab)</span>
        </a>
      </div>
    </li>
  );
}
