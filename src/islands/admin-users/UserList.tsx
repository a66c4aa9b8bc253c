import { ROLE_LABELS, STATUS_LABELS, USER_ROLES, USER_STATUSES, type UserRole, type UserStatus } from "../../../core/accounts";
import { formatDateTime, fullName } from "../../lib/admin-users";
import type { AdminUserAnswer as AdminUser } from "../../lib/api";
import { adminUsersPage as copy } from "../../../core/content/accounts";

type Update = { role: UserRole } | { status: UserStatus };

interface Props {
  users: AdminUser[];
  meId: string | null;
  busy: Record<string, boolean>;
  onChange(user: AdminUser, update: Update): void;
}

const STATUS_BADGE: Record<UserStatus, string> = { active: "badge-success", suspended: "badge-danger", pending: "badge-warning" };

/** The users as a table on wide screens and as cards on phones; the same dropdowns in both. */
export default function UserList({ users, meId, busy, onChange }: Props) {
  return (
    <>
      <div className="relative hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{copy.listHeading}</caption>
          <thead className="bg-surface-50 text-xs font-semibold tracking-wide text-muted uppercase">
            <tr>
              <th scope="col" className="px-6 py-3">
                {copy.columns.user}
              </th>
              <th scope="col" className="px-3 py-3">
                {copy.columns.role}
              </th>
              <th scope="col" className="px-3 py-3">
                {copy.columns.status}
              </th>
              <th scope="col" className="px-3 py-3">
                {copy.columns.permissions}
              </th>
              <th scope="col" className="px-3 py-3">
                {copy.columns.created}
              </th>
              <th scope="col" className="px-6 py-3">
                {copy.columns.lastLogin}
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {users.map((u) => (
              <tr key={u.id} data-testid="user-row" data-email={u.email} className="align-top">
                <td className="px-6 py-4">
                  <Identity user={u} me={u.id === meId} />
                </td>
                <td className="px-3 py-4">
                  <RoleSelect user={u} idPrefix="t" disabled={!!busy[u.id]} onChange={onChange} />
                </td>
                <td className="px-3 py-4">
                  <StatusSelect user={u} idPrefix="t" disabled={!!busy[u.id]} onChange={onChange} />
                </td>
                <td className="px-3 py-4">
                  <Permissions list={u.permissions} />
                </td>
                <td className="px-3 py-4 whitespace-nowrap text-muted">{formatDateTime(u.createdAt)}</td>
                <td className="px-6 py-4 whitespace-nowrap text-muted">{formatDateTime(u.lastLoginAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="divide-y divide-line lg:hidden">
        {users.map((u) => (
          <li key={u.id} data-testid="user-card" data-email={u.email} className="grid gap-4 px-5 py-5">
            <Identity user={u} me={u.id === meId} />
            <div className="grid grid-cols-2 gap-3">
              <div className="field">
                <label className="label" htmlFor={`c-role-${u.id}`}>
                  {copy.columns.role}
                </label>
                <RoleSelect user={u} idPrefix="c" disabled={!!busy[u.id]} onChange={onChange} labelled />
              </div>
              <div className="field">
                <label className="label" htmlFor={`c-status-${u.id}`}>
                  {copy.columns.status}
                </label>
                <StatusSelect user={u} idPrefix="c" disabled={!!busy[u.id]} onChange={onChange} labelled />
              </div>
            </div>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm sm:grid-cols-3">
              <div className="col-span-2 sm:col-span-1">
                <dt className="font-semibold text-ink">{copy.columns.permissions}</dt>
                <dd className="mt-1">
                  <Permissions list={u.permissions} />
                </dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{copy.columns.created}</dt>
                <dd className="mt-1 text-muted">{formatDateTime(u.createdAt)}</dd>
              </div>
              <div>
                <dt className="font-semibold text-ink">{copy.columns.lastLogin}</dt>
                <dd className="mt-1 text-muted">{formatDateTime(u.lastLoginAt)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}

function Identity({ user, me }: { user: AdminUser; me: boolean }) {
  const name = fullName(user);
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-center gap-2 font-semibold text-ink">
        <span className="truncate">{name ?? user.email}</span>
        {me && <span className="badge badge-brand">{copy.you}</span>}
        <span className={`badge ${STATUS_BADGE[user.status]}`}>{STATUS_LABELS[user.status]}</span>
      </p>
      {name && <p className="truncate text-sm text-muted">{user.email}</p>}
      <p className="mt-0.5 truncate font-mono text-xs text-muted" title={user.id}>
        ID {user.id}
      </p>
    </div>
  );
}

const selectClass = "input min-w-32 py-2 text-sm";

interface ChoiceProps {
  user: AdminUser;
  idPrefix: string;
  disabled: boolean;
  onChange: Props["onChange"];
  /** True when a visible <label> names it; otherwise an aria-label does. */
  labelled?: boolean;
}

function RoleSelect(props: ChoiceProps) {
  return <Choice {...props} field="role" options={USER_ROLES} labels={ROLE_LABELS} update={(role) => ({ role })} />;
}

function StatusSelect(props: ChoiceProps) {
  return <Choice {...props} field="status" options={USER_STATUSES} labels={STATUS_LABELS} update={(status) => ({ status })} />;
}

function Choice<T extends string>({
  user,
  idPrefix,
  disabled,
  onChange,
  labelled,
  field,
  options,
  labels,
  update,
}: ChoiceProps & { field: "role" | "status"; options: readonly T[]; labels: Record<T, string>; update(value: T): Update }) {
  return (
    <select
      id={`${idPrefix}-${field}-${user.id}`}
      className={selectClass}
      aria-label={labelled ? undefined : `${field === "role" ? "Role" : "Status"} of ${user.email}`}
      value={user[field]}
      disabled={disabled}
      onChange={(e) => onChange(user, update(e.currentTarget.value as T))}
    >
      {options.map((o) => (
        <option key={o} value={o}>
          {labels[o]}
        </option>
      ))}
    </select>
  );
}

function Permissions({ list }: { list: string[] }) {
  if (list.length === 0) return <span className="text-muted">{copy.noPermissions}</span>;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {list.map((p) => (
        <li key={p} className="badge badge-info font-mono">
          {p}
        </li>
      ))}
    </ul>
  );
}
