import { useCallback, useState } from "react";
import { RotateCw } from "lucide-react";
import { api, answerPage, type Answer } from "../../lib/api";
import { outboxText as text } from "../../content/mail-admin";
import LoadMore from "../shared/LoadMore";
import { runAdminAction, useAdminPages } from "./use-admin-data";
import LoadState from "./LoadState";

type Outbox = Answer<typeof api.admin.outbox.$get>;

/** The mail outbox: every mail with its status, attempts and last error, newest first, a page at a time; failed ones can be retried. */
export default function OutboxSection({ onSessionEnded }: { onSessionEnded: () => void }) {
  const [transport, setTransport] = useState<Outbox["transport"] | null>(null);
  const outboxPage = useCallback(async (cursor: string | undefined) => {
    const page = await answerPage(api.admin.outbox.$get({ query: cursor ? { cursor } : {} }));
    setTransport(page.items.transport);
    return { items: page.items.mails, next: page.next };
  }, []);
  const { data: mails, failed, reload, next, busy, moreFailed, more } = useAdminPages(outboxPage, "outbox", onSessionEnded);
  const c = text.columns;
  const retry = (id: number) =>
    runAdminAction({
      request: () => api.admin.outbox[":id"].retry.$post({ param: { id: String(id) } }),
      success: text.retried,
      failure: text.retryFailed,
      onSessionEnded,
      after: reload,
    });
  return (
    <section className="mt-6 grid gap-4" aria-labelledby="admin-outbox-heading">
      <div>
        <h2 id="admin-outbox-heading" className="heading-3">
          {text.heading}
        </h2>
        <p className="hint">{text.intro}</p>
        {transport && <p className="text-sm text-muted">{text.transport[transport as keyof typeof text.transport]}</p>}
      </div>
      <LoadState data={mails} failed={failed} empty={<p>{text.empty}</p>} />
      {mails && mails.length > 0 && (
        <div className="card relative overflow-x-auto p-0" tabIndex={0} role="region" aria-label={text.tableLabel}>
          <table className="w-full min-w-[48rem] text-left text-sm">
            <thead className="border-b border-line bg-surface-50 text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="px-4 py-3">
                  {c.createdAt}
                </th>
                <th scope="col" className="px-4 py-3">
                  {c.kind}
                </th>
                <th scope="col" className="px-4 py-3">
                  {c.to}
                </th>
                <th scope="col" className="px-4 py-3">
                  {c.subject}
                </th>
                <th scope="col" className="px-4 py-3">
                  {c.status}
                </th>
                <th scope="col" className="px-4 py-3 text-right">
                  {c.attempts}
                </th>
                <th scope="col" className="px-4 py-3">
                  {c.lastError}
                </th>
                <th scope="col" className="px-4 py-3">
                  {c.action}
                </th>
              </tr>
            </thead>
            <tbody>
              {mails.map((m) => (
                <tr key={m.id} className="border-b border-line align-top last:border-0">
                  <td className="px-4 py-3 whitespace-nowrap">{new Date(m.createdAt).toLocaleString()}</td>
                  <td className="px-4 py-3">{text.kinds[m.kind] ?? m.kind}</td>
                  <td className="px-4 py-3 break-all">{m.to}</td>
                  <td className="px-4 py-3">
                    <details>
                      <summary className="cursor-pointer">{m.subject}</summary>
                      <pre className="mt-2 max-w-prose text-xs whitespace-pre-wrap">{m.text}</pre>
                    </details>
                  </td>
                  <td className="px-4 py-3">
                    {text.statuses[m.status] ?? m.status}
                    {m.status === "queued" && m.nextAttemptAt && (
                      <span className="block text-xs text-muted">
                        {text.nextAttempt} {new Date(m.nextAttemptAt).toLocaleTimeString()}
                      </span>
                    )}
                  </td>
                  <td className="px-4 py-3 text-right tabular-nums">{m.attempts}</td>
                  <td className="px-4 py-3 text-xs break-all">{m.lastError}</td>
                  <td className="px-4 py-3">
                    {m.status === "failed" && (
                      <button type="button" className="btn btn-secondary btn-sm" onClick={() => void retry(m.id)}>
                        <RotateCw className="size-4" aria-hidden="true" />
                        {text.retry}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore next={next} busy={busy} failed={moreFailed} onMore={() => void more()} />
    </section>
  );
}
