import { Bot, Briefcase, Code, ExternalLink, Eye, Globe, Palette, Star, Users, Zap, type LucideIcon } from "lucide-react";
import { featuresOf, iconTypeOf, launchYear, type AppIconType } from "../../../core/app-showcase";
import type { ShowcaseApp } from "../../content/app-store";
import { count } from "../../../core/plural";

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

/**
 * One app of the showcase. Rendered to static HTML at build for the built-in apps (no client
 * directive: no JavaScript), and by the published-apps island for the apps users published.
 */
export default function AppCard({ app }: { app: ShowcaseApp }) {
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
