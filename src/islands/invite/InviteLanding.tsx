import { useEffect, useState } from "react";
import { MailOpen, CircleCheck, Clock, CircleX, TriangleAlert, UserCog } from "lucide-react";
import { loadUser } from "../../stores/user";
import { displayName, type SessionUser } from "../../../core/session-user";
import { INVITE_PATH_PREFIX, INVITE_RETURN_TO, ROLE_LABELS } from "../../../core/accounts";
import { loginUrl } from "../../lib/login-url";
import { api, answer, isNotFoundError, type InviteInfoAnswer } from "../../lib/api";
import { formatDate } from "../../lib/admin-users";
import { invitePage as copy } from "../../../core/content/accounts";

type InviteInfo = InviteInfoAnswer;

type State = { kind: "loading" } | { kind: "invalid" } | { kind: "failed" } | { kind: "info"; info: InviteInfo };

/** The code is the last path segment of /invite/{code} (the server answers every such path with this page). */
export function inviteCodeFromPath(pathname: string): string | null {
  if (!pathname.startsWith(INVITE_PATH_PREFIX)) return null;
  const code = pathname.slice(INVITE_PATH_PREFIX.length).replace(/\/+$/, "");
  return /^[A-Za-z0-9_-]{1,100}$/.test(code) ? code : null;
}

/** /invite/{code}: explains the invitation and signs the visitor in to accept it. */
export default function InviteLanding() {
  const [state, setState] = useState<State>({ kind: "loading" });
  const [code, setCode] = useState<string | null>(null);
  const [me, setMe] = useState<SessionUser | null>(null);

  useEffect(() => {
    const found = inviteCodeFromPath(window.location.pathname);
    setCode(found);
    if (!found) return setState({ kind: "invalid" });
    void loadUser().then(setMe);
    answer(api.invites[":code"].$get({ param: { code: found } })).then(
      (info) => setState({ kind: "info", info }),
      (err: unknown) => setState({ kind: isNotFoundError(err) ? "invalid" : "failed" }),
    );
  }, []);

  if (state.kind === "loading") {
    return (
      <p className="card text-center text-muted" role="status">
        {copy.loading}
      </p>
    );
  }
  if (state.kind === "invalid") return <Problem icon={<CircleX className="size-7" aria-hidden="true" />} {...copy.invalid} />;
  if (state.kind === "failed") return <Problem icon={<TriangleAlert className="size-7" aria-hidden="true" />} {...copy.failed} />;
  const { info } = state;
  if (info.status === "valid" && me && info.forYou && info.change && code)
    return <Confirm code={code} change={info.change} permissions={info.permissions} who={displayName(me)} email={me.email} />;
  if (info.status === "used") return <Problem icon={<CircleCheck className="size-7" aria-hidden="true" />} {...copy.used} />;
  if (info.status === "expired") return <Problem icon={<Clock className="size-7" aria-hidden="true" />} {...copy.expired} />;
  if (info.status === "revoked") return <Problem icon={<CircleX className="size-7" aria-hidden="true" />} {...copy.revoked} />;

  return (
    <section className="card p-8 sm:p-10" aria-labelledby="invite-title">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <MailOpen className="size-7" aria-hidden="true" />
      </span>
      <p className="eyebrow mt-6">{copy.valid.eyebrow}</p>
      <h1 id="invite-title" className="heading-2 mt-2">
        {copy.valid.heading}
      </h1>
      <p className="lead mt-4">{copy.valid.role(ROLE_LABELS[info.role])}</p>
      {info.permissions.length > 0 && (
        <div className="mt-5">
          <p className="text-sm font-semibold text-ink">{copy.valid.permissionsIntro}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {info.permissions.map((p) => (
              <li key={p} className="badge badge-info font-mono">
                {p}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="prose-body mt-5 text-sm">{copy.valid.how}</p>
      {me && (
        <p className="mt-3 rounded-lg bg-surface-100 px-4 py-3 text-sm text-ink">
          {info.forYou === false ? copy.notForYou(displayName(me)) : copy.valid.signedInAs(displayName(me))}
        </p>
      )}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
        <a className="btn btn-primary btn-lg" href={loginUrl(INVITE_RETURN_TO, { invite: code ?? undefined })}>
          {copy.valid.accept}
        </a>
        <p className="text-sm text-muted">{copy.valid.expires(formatDate(info.expiresAt))}</p>
      </div>
    </section>
  );
}

type Change = NonNullable<InviteInfo["change"]>;

/**
 * The invited account's own decision (an existing account's role changes only here): what changes,
 * Accept and Decline. Nothing is applied by merely opening the link or signing in.
 */
function Confirm({ code, change, who, email }: { code: string; change: Change; permissions: string[]; who: string; email: string }) {
  const [done, setDone] = useState<"accepted" | "declined" | "failed" | null>(null);
  const [busy, setBusy] = useState(false);
  async function decide(kind: "accept" | "decline") {
    setBusy(true);
    const call: Promise<unknown> =
      kind === "accept" ? answer(api.invites[":code"].accept.$post({ param: { code } })) : answer(api.invites[":code"].decline.$post({ param: { code } }));
    await call.then(
      () => setDone(kind === "accept" ? "accepted" : "declined"),
      () => setDone("failed"),
    );
    setBusy(false);
  }
  return (
    <section className="card p-8 sm:p-10" aria-labelledby="invite-title">
      <span className="grid size-14 place-items-center rounded-2xl bg-brand-50 text-brand-700">
        <UserCog className="size-7" aria-hidden="true" />
      </span>
      <p className="eyebrow mt-6">{copy.confirm.eyebrow}</p>
      <h1 id="invite-title" className="heading-2 mt-2">
        {copy.confirm.heading}
      </h1>
      <p className="mt-4 rounded-lg bg-surface-100 px-4 py-3 text-sm break-words text-ink">{copy.confirm.signedInAs(who, email)}</p>
      <p className="lead mt-4">{copy.confirm.change(ROLE_LABELS[change.fromRole], ROLE_LABELS[change.toRole])}</p>
      {change.addedPermissions.length > 0 && (
        <div className="mt-5">
          <p className="text-sm font-semibold text-ink">{copy.confirm.added}</p>
          <ul className="mt-2 flex flex-wrap gap-2">
            {change.addedPermissions.map((p) => (
              <li key={p} className="badge badge-info font-mono">
                {p}
              </li>
            ))}
          </ul>
        </div>
      )}
      {done ? (
        <div className="mt-8" role="status">
          <p className="text-ink">{copy.confirm[done]}</p>
          {done !== "failed" && (
            <a className="btn btn-primary mt-4" href={copy.confirm.dashboard.href}>
              {copy.confirm.dashboard.label}
            </a>
          )}
        </div>
      ) : (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <button type="button" className="btn btn-primary btn-lg" disabled={busy} onClick={() => void decide("accept")}>
            {copy.confirm.accept}
          </button>
          <button type="button" className="btn btn-secondary btn-lg" disabled={busy} onClick={() => void decide("decline")}>
            {copy.confirm.decline}
          </button>
        </div>
      )}
    </section>
  );
}

function Problem({ icon, heading, text }: { icon: React.ReactNode; heading: string; text: string }) {
  return (
    <section className="card p-8 text-center sm:p-10" aria-labelledby="invite-title">
      <span className="mx-auto grid size-14 place-items-center rounded-2xl bg-surface-100 text-muted">{icon}</span>
      <h1 id="invite-title" className="heading-3 mt-5">
        {heading}
      </h1>
      <p className="prose-body mx-auto mt-3 max-w-md">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a className="btn btn-primary" href={copy.home.href}>
          {copy.home.label}
        </a>
        <a className="btn btn-secondary" href={copy.contact.href}>
          {copy.contact.label}
        </a>
      </div>
    </section>
  );
}
