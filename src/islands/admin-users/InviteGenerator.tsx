import { useRef, useState } from "react";
import { Copy, Check, Link2 } from "lucide-react";
import { toast } from "../../stores/toast";
import { api, answer } from "../../lib/api";
import { parsePermissions, ROLE_LABELS, USER_ROLES, type UserRole } from "../../../core/accounts";
import { COPY_FAILED_TOAST, INVITE_COPIED_TOAST, INVITE_GENERATED_TITLE, userActionErrorToast } from "../../lib/admin-users";
import { adminUsersPage } from "../../../core/content/accounts";
import { MAX_EMAIL_LENGTH } from "../../lib/email";
import CharacterCount, { countProps } from "../common/CharacterCount";

const copy = adminUsersPage.invite;
/** How long the copy button reads 'Copied'. */
const COPIED_LABEL_MS = 2000;

/** Generates invite links with a role and comma-separated permissions, and copies them. */
export default function InviteGenerator({ onCreated }: { onCreated?: () => void } = {}) {
  const [role, setRole] = useState<UserRole>("user");
  const [permissions, setPermissions] = useState("");
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const [inviteUrl, setInviteUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);

  async function generate(e: React.FormEvent) {
    e.preventDefault();
    setPending(true);
    try {
      const res = await answer(api.admin.invite.$post({ json: { role, permissions: parsePermissions(permissions), email: email.trim() || null } }));
      setInviteUrl(res.inviteUrl);
      onCreated?.();
      setCopied(false);
      toast({ title: INVITE_GENERATED_TITLE, description: copy.generatedDescription, variant: "success" });
    } catch (err) {
      toast(userActionErrorToast("invite", err));
    } finally {
      setPending(false);
    }
  }

  async function copyLink() {
    if (!inviteUrl) return;
    try {
      await navigator.clipboard.writeText(inviteUrl);
      setCopied(true);
      window.setTimeout(() => setCopied(false), COPIED_LABEL_MS);
      toast(INVITE_COPIED_TOAST);
    } catch {
      linkRef.current?.select();
      toast(COPY_FAILED_TOAST);
    }
  }

  return (
    <section aria-labelledby="invite-heading" className="card">
      <div className="flex items-start gap-4">
        <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
          <Link2 className="size-5" aria-hidden="true" />
        </span>
        <div>
          <h2 id="invite-heading" className="heading-3">
            {copy.heading}
          </h2>
          <p className="prose-body mt-1 text-sm">{copy.text}</p>
        </div>
      </div>
      <form className="mt-6 grid gap-4 md:grid-cols-[12rem_1fr_1fr_auto] md:items-start" onSubmit={(e) => void generate(e)}>
        <div className="field">
          <label className="label" htmlFor="invite-role">
            {copy.roleLabel}
          </label>
          <select id="invite-role" className="input" value={role} onChange={(e) => setRole(e.currentTarget.value as UserRole)}>
            {USER_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label className="label" htmlFor="invite-permissions">
            {copy.permissionsLabel}
          </label>
          <input
            id="invite-permissions"
            className="input"
            value={permissions}
            onChange={(e) => setPermissions(e.currentTarget.value)}
            placeholder="create_templates, manage_users"
            aria-describedby="invite-permissions-hint"
            autoComplete="off"
            spellCheck={false}
          />
          <p id="invite-permissions-hint" className="hint">
            {copy.permissionsHint}
          </p>
        </div>
        <div className="field">
          <label className="label" htmlFor="invite-email">
            {copy.emailLabel}
          </label>
          <input
            id="invite-email"
            type="email"
            className="input"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            {...countProps("invite-email-count", email, MAX_EMAIL_LENGTH, "invite-email-hint")}
            autoComplete="off"
          />
          <p id="invite-email-hint" className="hint">
            {copy.emailHint}
          </p>
          <CharacterCount id="invite-email-count" value={email} limit={MAX_EMAIL_LENGTH} />
        </div>
        <button type="submit" className="btn btn-primary md:mt-7" disabled={pending}>
          {pending ? copy.pending : copy.submit}
        </button>
      </form>
      {inviteUrl && (
        <div className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4">
          <label className="label" htmlFor="invite-link">
            {copy.linkLabel}
          </label>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row">
            <input id="invite-link" ref={linkRef} className="input font-mono text-sm" value={inviteUrl} readOnly onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="btn btn-secondary shrink-0" onClick={() => void copyLink()}>
              {copied ? <Check className="size-4" aria-hidden="true" /> : <Copy className="size-4" aria-hidden="true" />}
              {copied ? copy.copied : copy.copy}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
