import { useCallback, useEffect, useState } from "react";
import LoadMore from "../shared/LoadMore";
import { usePagedList } from "../shared/use-paged-list";
import { ShieldAlert, Users, UserCheck, Clock, Ban, LogIn, RefreshCw } from "lucide-react";
import { loginUrl } from "../../lib/login-url";
import { loadUser } from "../../stores/user";
import { toast } from "../../stores/toast";
import { ApiRequestError, api, answer, answerPage, type AdminUserAnswer as AdminUser } from "../../lib/api";
import { ACCESS_DENIED_MESSAGE, type UserRole, type UserStatus } from "../../../core/accounts";
import { userActionErrorToast, userUpdatedToast } from "../../lib/admin-users";
import { adminUsersPage as copy } from "../../../core/content/accounts";
import UserList from "./UserList";
import InviteGenerator from "./InviteGenerator";
import InviteList from "./InviteList";
import ActivityLog from "./ActivityLog";

/** How long the access-denied message shows before the visitor is sent home. */
export const ACCESS_DENIED_REDIRECT_MS = 1500;

type Phase = "checking" | "denied" | "needsAccount" | "loading" | "ready" | "failed";

/**
 * /admin/users: only for admins (isAdmin from GET /api/auth/user); everyone else is sent to /, except
 * someone with an admin panel session (the panel's password): they are told that user management
 * needs a signed-in admin account and offered that sign-in, which brings them back here.
 */
export default function AdminUsers() {
  const [phase, setPhase] = useState<Phase>("checking");
  const fetchPage = useCallback((cursor: string | undefined) => answerPage(api.admin.users.$get({ query: cursor ? { cursor } : {} })), []);
  const paged = usePagedList<AdminUser>(fetchPage);
  const users = paged.items ?? [];
  const setUsers = paged.setItems;
  const reload = paged.reload;
  const [meId, setMeId] = useState<string | null>(null);
  /** A signed-in account that is not an admin, when the panel session sent its holder here. */
  const [signedInAs, setSignedInAs] = useState<string | null>(null);
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [invitesVersion, setInvitesVersion] = useState(0);

  const deny = useCallback(() => {
    setPhase("denied");
    toast({ title: ACCESS_DENIED_MESSAGE, variant: "destructive" });
    window.setTimeout(() => window.location.replace("/"), ACCESS_DENIED_REDIRECT_MS);
  }, []);

  const fetchUsers = useCallback(async () => {
    setPhase("loading");
    try {
      await reload();
      setPhase("ready");
    } catch (err) {
      if (err instanceof ApiRequestError && (err.status === 401 || err.status === 403)) deny();
      else setPhase("failed");
    }
  }, [deny, reload]);

  useEffect(() => {
    void loadUser().then(async (me) => {
      if (me?.isAdmin) {
        setMeId(me.id);
        return void fetchUsers();
      }
      const panel = await answer(api.admin.session.$get()).catch(() => null);
      if (!panel?.authenticated) return deny();
      setSignedInAs(me?.email ?? null);
      setPhase("needsAccount");
    });
  }, [deny, fetchUsers]);

  async function change(user: AdminUser, update: { role: UserRole } | { status: UserStatus }) {
    const action = "role" in update ? "role" : "status";
    setBusy((b) => ({ ...b, [user.id]: true }));
    try {
      const updated =
        "role" in update
          ? await answer(
              api.admin.users[":userId"].role.$post({
                param: { userId: encodeURIComponent(user.id) },
                json: { role: update.role, permissions: user.permissions },
              }),
            )
          : await answer(api.admin.users[":userId"].status.$post({ param: { userId: encodeURIComponent(user.id) }, json: { status: update.status } }));
      setUsers((list) => (list ?? []).map((u) => (u.id === user.id ? { ...u, ...updated, createdAt: u.createdAt, lastLoginAt: u.lastLoginAt } : u)));
      toast(userUpdatedToast(user, update));
    } catch (err) {
      toast(userActionErrorToast(action, err));
    } finally {
      setBusy((b) => ({ ...b, [user.id]: false }));
    }
  }

  if (phase === "checking") return <Notice>{copy.checking}</Notice>;
  if (phase === "needsAccount") {
    const words = copy.needsAccount;
    return (
      <section className="card grid max-w-2xl gap-4" aria-labelledby="needs-account-heading" data-testid="needs-admin-account">
        <span className="flex size-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <LogIn className="size-5" aria-hidden="true" />
        </span>
        <h2 id="needs-account-heading" className="heading-3">
          {words.heading}
        </h2>
        <p className="prose-body">{words.text}</p>
        {signedInAs && <p className="text-sm text-ink">{words.signedInAs(signedInAs)}</p>}
        <div className="flex flex-wrap gap-3">
          {/* A signed-in non-admin is asked for the provider's form again, to sign in with another account. */}
          <a className="btn btn-primary" href={loginUrl("/admin/users", signedInAs ? { prompt: "login" } : {})}>
            {words.signIn}
          </a>
          <a className="btn btn-secondary" href={copy.backToPanel.href}>
            {words.back}
          </a>
        </div>
      </section>
    );
  }
  if (phase === "denied") {
    return (
      <div role="alert" className="card flex items-start gap-4 border-red-200 bg-danger-50">
        <ShieldAlert className="mt-0.5 size-6 shrink-0 text-danger-700" aria-hidden="true" />
        <div>
          <p className="font-semibold text-danger-700">{ACCESS_DENIED_MESSAGE}</p>
          <p className="mt-1 text-sm text-ink">{copy.redirecting}</p>
        </div>
      </div>
    );
  }

  const counts = {
    total: users.length,
    admins: users.filter((u) => u.role === "admin").length,
    pending: users.filter((u) => u.status === "pending").length,
    suspended: users.filter((u) => u.status === "suspended").length,
  };

  return (
    // One column whose tracks may shrink below their content: a wide table scrolls inside its card.
    <div className="grid grid-cols-1 gap-8">
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label="Summary">
        <Stat icon={<Users className="size-5" aria-hidden="true" />} label={copy.stats.total} value={counts.total} />
        <Stat icon={<UserCheck className="size-5" aria-hidden="true" />} label={copy.stats.admins} value={counts.admins} />
        <Stat icon={<Clock className="size-5" aria-hidden="true" />} label={copy.stats.pending} value={counts.pending} />
        <Stat icon={<Ban className="size-5" aria-hidden="true" />} label={copy.stats.suspended} value={counts.suspended} />
      </ul>

      <InviteGenerator onCreated={() => setInvitesVersion((v) => v + 1)} />
      <InviteList reloadKey={invitesVersion} />

      <section aria-labelledby="users-heading" className="card p-0">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-6 py-4">
          <h2 id="users-heading" className="heading-3">
            {copy.listHeading}
            {phase === "ready" && <span className="ml-2 align-middle badge badge-neutral">{users.length}</span>}
          </h2>
          {phase === "ready" && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => void fetchUsers()}>
              <RefreshCw className="size-4" aria-hidden="true" />
              Refresh
            </button>
          )}
        </div>
        {phase === "loading" && (
          <p className="px-6 py-10 text-center text-muted" role="status">
            {copy.loading}
          </p>
        )}
        {phase === "failed" && (
          <div className="px-6 py-10 text-center" role="alert">
            <p className="text-danger-700 font-medium">{copy.loadFailed}</p>
            <button type="button" className="btn btn-secondary btn-sm mt-4" onClick={() => void fetchUsers()}>
              {copy.retry}
            </button>
          </div>
        )}
        {phase === "ready" &&
          (users.length === 0 ? (
            <p className="px-6 py-10 text-center text-muted">{copy.empty}</p>
          ) : (
            <>
              <UserList users={users} meId={meId} busy={busy} onChange={(u, update) => void change(u, update)} />
              <LoadMore className="px-6 py-4" next={paged.next} busy={paged.busy} failed={paged.failed} onMore={() => void paged.more()} />
            </>
          ))}
      </section>

      <ActivityLog />
    </div>
  );
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p className="card text-center text-muted" role="status">
      {children}
    </p>
  );
}

function Stat({ icon, label, value }: { icon: React.ReactNode; label: string; value: number }) {
  return (
    <li className="card flex items-center gap-4 p-5">
      <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">{icon}</span>
      <p className="grid">
        <span className="text-sm text-muted">{label}</span>
        <span className="text-2xl font-bold text-ink">{value}</span>
      </p>
    </li>
  );
}
