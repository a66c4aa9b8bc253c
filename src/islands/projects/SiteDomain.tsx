import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from "react";
import { Globe } from "lucide-react";
import { answer, api, errorMessage } from "../../lib/api";
import { siteDomainText as text } from "../../content/site-tools";
import { toast } from "../../stores/toast";
import type { DomainView } from "../../../functions/services/sites/domains";
import { HOSTNAME_MAX_LENGTH } from "../../../core/domains";
import CharacterCount, { countProps, overLimit } from "../common/CharacterCount";

type Domain = Omit<DomainView, "verifiedAt" | "lastCheckedAt"> & { verifiedAt: string | null; lastCheckedAt: string | null };

/**
 * Connect a live site to the owner's own domain: the records to create, a DNS check, removal. An
 * account without the custom-domains power (`allowed`) is told how to get it instead of a form the
 * API would refuse.
 */
export default function SiteDomain({ projectId, allowed }: { projectId: number; allowed: boolean }) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<{ cnameTarget: string; domain: Domain | null } | null>(null);
  const [failed, setFailed] = useState(false);
  const [hostname, setHostname] = useState("");
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const param = useMemo(() => ({ id: String(projectId) }), [projectId]);

  const load = useCallback(async () => {
    try {
      setState((await answer(api.projects[":id"].domain.$get({ param }))) as { cnameTarget: string; domain: Domain | null });
      setFailed(false);
    } catch (err) {
      console.error("domain:", err);
      setFailed(true);
    }
  }, [param]);

  useEffect(() => {
    if (open && !state) void load();
  }, [open, state, load]);

  async function run<T>(request: () => Promise<T>, after: (result: T) => void) {
    setBusy(true);
    try {
      after(await request());
    } catch (err) {
      toast({ title: text.failed.title, description: errorMessage(err, text.failed.fallback), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  function add(e: FormEvent) {
    e.preventDefault();
    void run(
      async () => (await answer(api.projects[":id"].domain.$post({ param, json: { hostname } }))) as { domain: Domain },
      (r) => {
        setState((s) => (s ? { ...s, domain: r.domain } : s));
        toast({ variant: "success", ...text.added });
      },
    );
  }

  const domain = state?.domain;
  return (
    <details className="rounded-xl border border-line" data-testid="site-domain" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 font-semibold text-ink">
        <Globe className="size-4" aria-hidden="true" />
        {text.heading}
      </summary>
      <div className="grid gap-4 border-t border-line px-4 py-4">
        {failed && (
          <p className="text-sm text-danger-700" role="alert">
            {text.loadFailed}
          </p>
        )}
        {!state && !failed && (
          <p className="hint" role="status">
            {text.loading}
          </p>
        )}
        {state && !domain && !allowed && (
          <p className="text-sm text-muted" data-testid="domain-not-on-plan">
            {text.notOnPlan}{" "}
            <a className="link" href="/contact">
              {text.contact}
            </a>
          </p>
        )}
        {state && !domain && allowed && (
          <form className="grid gap-2" onSubmit={add}>
            <p className="text-sm text-muted">{text.intro}</p>
            <label htmlFor={inputId} className="text-sm font-medium text-ink">
              {text.label}
            </label>
            <div className="flex flex-wrap gap-2">
              <input
                id={inputId}
                className="input max-w-sm"
                required
                inputMode="url"
                autoComplete="off"
                placeholder="www.example.com"
                {...countProps(`${inputId}-count`, hostname, HOSTNAME_MAX_LENGTH, `${inputId}-hint`)}
                value={hostname}
                onChange={(e) => setHostname(e.target.value)}
              />
              <button type="submit" className="btn btn-primary btn-sm" disabled={busy || overLimit(hostname, HOSTNAME_MAX_LENGTH)}>
                {text.add}
              </button>
            </div>
            <CharacterCount id={`${inputId}-count`} value={hostname} limit={HOSTNAME_MAX_LENGTH} />
            <p id={`${inputId}-hint`} className="hint">
              {text.hint}
            </p>
          </form>
        )}
        {domain && (
          <>
            <p className="font-semibold text-ink" role="status">
              {domain.verified ? text.verified(domain.hostname) : text.pending}
            </p>
            {domain.lastError && <p className="text-sm text-danger-700">{domain.lastError}</p>}
            <p className="text-sm text-muted">{text.recordsIntro}</p>
            <div className="relative overflow-x-auto" tabIndex={0} role="region" aria-label={text.recordsIntro}>
              <table className="w-full min-w-[36rem] text-left text-sm">
                <thead>
                  <tr>
                    <th scope="col" className="py-1 pr-3">
                      {text.columns.type}
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      {text.columns.name}
                    </th>
                    <th scope="col" className="py-1 pr-3">
                      {text.columns.value}
                    </th>
                    <th scope="col" className="py-1">
                      {text.columns.state}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {domain.records.map((r) => (
                    <tr key={r.type} className="border-t border-line align-top">
                      <td className="py-2 pr-3 font-mono">{r.type}</td>
                      <td className="py-2 pr-3 font-mono break-all">{r.name}</td>
                      <td className="py-2 pr-3 font-mono break-all">{r.value}</td>
                      <td className="py-2">{r.state ? text.states[r.state] : domain.verified ? text.states.ok : "–"}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {domain.lastCheckedAt && (
              <p className="hint">
                {text.lastChecked}: {new Date(domain.lastCheckedAt).toLocaleString()}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={busy}
                onClick={() =>
                  void run(
                    async () => (await answer(api.projects[":id"].domain.verify.$post({ param }))) as { domain: Domain },
                    (r) => {
                      setState((s) => (s ? { ...s, domain: r.domain } : s));
                      toast(r.domain.verified ? { variant: "success", ...text.checkedOk } : { ...text.checkedPending });
                    },
                  )
                }
              >
                {text.verify}
              </button>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={busy}
                onClick={() => {
                  if (!window.confirm(text.confirmRemove)) return;
                  void run(
                    () => api.projects[":id"].domain.$delete({ param }),
                    () => {
                      setState((s) => (s ? { ...s, domain: null } : s));
                      setHostname("");
                      toast({ variant: "success", ...text.removed });
                    },
                  );
                }}
              >
                {text.remove}
              </button>
            </div>
          </>
        )}
      </div>
    </details>
  );
}
