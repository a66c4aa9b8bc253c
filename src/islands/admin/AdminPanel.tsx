import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import * as Tabs from "@radix-ui/react-tabs";
import { LoaderCircle, Lock, LogOut, Users } from "lucide-react";
import { ApiRequestError, api, answer, errorMessage } from "../../lib/api";
import { ADMIN_TABS, adminPage as text, PANEL_ACCOUNT_REQUIRED_MESSAGE, type AdminTab } from "../../../core/content/admin";
import { loginUrl } from "../../lib/login-url";
import { LOGIN_REDIRECT_DELAY_MS } from "../../../core/projects";
import { toast } from "../../stores/toast";
import OverviewTab from "./OverviewTab";
import OverviewCharts from "./OverviewCharts";
import TemplatesTab from "./TemplatesTab";
import ProjectsTab from "./ProjectsTab";
import LeadsTab from "./LeadsTab";
import OutboxSection from "./OutboxSection";
import SettingsTab from "./SettingsTab";

/**
 * /admin (spec sections 2 and 4): the password screen, then the tabs. The signed-in state is an
 * HttpOnly admin-session cookie set by POST /api/admin/auth (the password is never kept in the page).
 */
export default function AdminPanel() {
  const [authenticated, setAuthenticated] = useState<boolean | null>(null);
  const [tab, setTab] = useState<AdminTab>("overview");

  useEffect(() => {
    answer(api.admin.session.$get())
      .then((r) => setAuthenticated(r.authenticated))
      .catch(() => setAuthenticated(false));
  }, []);

  const onSessionEnded = useCallback(() => {
    setAuthenticated((was) => {
      if (was) toast({ ...text.toasts.sessionEnded, variant: "destructive" });
      return false;
    });
  }, []);

  async function logout() {
    await api.admin.logout.$post().catch((err) => console.error("admin logout:", err));
    setAuthenticated(false);
    setTab("overview");
  }

  if (authenticated === null) {
    return (
      <p className="card mx-auto max-w-md text-center text-muted" role="status">
        {text.loading}
      </p>
    );
  }
  if (!authenticated) return <PasswordScreen onSignedIn={() => setAuthenticated(true)} />;

  return (
    <Tabs.Root value={tab} onValueChange={(v) => setTab(v as AdminTab)} className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="heading-2">{text.title}</h1>
        <button type="button" className="btn btn-secondary btn-sm" onClick={logout}>
          <LogOut className="size-4" aria-hidden="true" />
          {text.logout}
        </button>
      </div>
      <Tabs.List aria-label={text.title} className="flex flex-wrap gap-1 rounded-xl border border-line bg-surface-100 p-1">
        {ADMIN_TABS.map((t) => (
          <Tabs.Trigger
            key={t.value}
            value={t.value}
            className="min-h-10 shrink-0 rounded-lg px-4 py-2 text-sm font-semibold text-slate-700 hover:text-ink data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm"
          >
            {t.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="overview" className="grid gap-8">
        <OverviewTab onSessionEnded={onSessionEnded} />
        <OverviewCharts onSessionEnded={onSessionEnded} />
        <LeadsTab onSessionEnded={onSessionEnded} />
      </Tabs.Content>
      <Tabs.Content value="templates">
        <TemplatesTab onSessionEnded={onSessionEnded} />
      </Tabs.Content>
      <Tabs.Content value="projects">
        <ProjectsTab onSessionEnded={onSessionEnded} />
      </Tabs.Content>
      <Tabs.Content value="users">
        <section className="card grid max-w-2xl gap-4" aria-labelledby="admin-users-heading">
          <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
            <Users className="size-5" aria-hidden="true" />
          </span>
          <h2 id="admin-users-heading" className="heading-3">
            {text.users.heading}
          </h2>
          <p className="prose-body">{text.users.text}</p>
          <a className="btn btn-primary justify-self-start" href="/admin/users">
            {text.users.link}
          </a>
        </section>
      </Tabs.Content>
      <Tabs.Content value="settings">
        <SettingsTab onSessionEnded={onSessionEnded} />
        <OutboxSection onSessionEnded={onSessionEnded} />
      </Tabs.Content>
    </Tabs.Root>
  );
}

function PasswordScreen({ onSignedIn }: { onSignedIn: () => void }) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [checking, setChecking] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) return;
    setChecking(true);
    try {
      await api.admin.auth.$post({ json: { password } });
      setPassword("");
      toast({ ...text.toasts.loggedIn, variant: "success" });
      onSignedIn();
    } catch (err) {
      const throttled = err instanceof ApiRequestError && err.status === 429;
      const needsAccount = err instanceof ApiRequestError && err.status === 401 && err.message.includes(PANEL_ACCOUNT_REQUIRED_MESSAGE);
      if (needsAccount) {
        toast({ title: text.toasts.invalidPassword.title, description: PANEL_ACCOUNT_REQUIRED_MESSAGE, variant: "destructive" });
        window.setTimeout(() => window.location.assign(loginUrl("/admin")), LOGIN_REDIRECT_DELAY_MS);
        return;
      }
      toast({
        title: text.toasts.invalidPassword.title,
        description: throttled ? errorMessage(err, text.toasts.invalidPassword.description) : text.toasts.invalidPassword.description,
        variant: "destructive",
      });
    } finally {
      setChecking(false);
    }
  }

  return (
    <form onSubmit={onSubmit} className="card mx-auto grid w-full max-w-md gap-5">
      <div className="grid justify-items-center gap-3 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Lock className="size-5" aria-hidden="true" />
        </span>
        <h1 className="heading-3">{text.signIn.heading}</h1>
        <p className="hint">{text.signIn.text}</p>
      </div>
      <div className="field">
        <label className="label" htmlFor={id}>
          {text.signIn.password}
        </label>
        <input
          id={id}
          type="password"
          className="input"
          required
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <button type="submit" className="btn btn-primary" disabled={checking}>
        {checking && <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />}
        {checking ? text.signIn.submitting : text.signIn.submit}
      </button>
    </form>
  );
}
