import { DollarSign, FolderKanban, LayoutTemplate } from "lucide-react";
import { formatUsd, parseCents } from "../../../core/money";
import { adminPage as text } from "../../../core/content/admin";
import { api, answer } from "../../lib/api";
import { useAdminData } from "./use-admin-data";

const loadOverview = () => answer(api.admin.overview.$get());

export default function OverviewTab({ onSessionEnded }: { onSessionEnded: () => void }) {
  const { data, failed } = useAdminData(loadOverview, "admin overview", onSessionEnded);
  if (failed)
    return (
      <p className="card text-sm text-danger-700" role="alert">
        {text.loadFailed}
      </p>
    );
  const cards = [
    { label: text.overview.totalTemplates, value: data ? String(data.totalTemplates) : "–", icon: LayoutTemplate },
    { label: text.overview.totalProjects, value: data ? String(data.totalProjects) : "–", icon: FolderKanban },
    { label: text.overview.revenue, value: data ? formatUsd(parseCents(data.revenue)) : "–", icon: DollarSign, hint: text.overview.revenueHint },
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, value, icon: Icon, hint }) => (
        <div key={label} className="card flex items-center gap-4">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Icon className="size-5" aria-hidden="true" />
          </span>
          <div>
            <p className="text-sm font-medium text-muted">{label}</p>
            <p className="text-2xl font-bold text-ink tabular-nums" data-testid={`overview-${label.toLowerCase().replace(/\s+/g, "-")}`}>
              {value}
            </p>
            {hint && <p className="text-xs text-muted">{hint}</p>}
          </div>
        </div>
      ))}
    </div>
  );
}
