import { useCallback, useEffect, useState } from "react";
import { Download, Mail, MailOpen, Trash2 } from "lucide-react";
import { answerPage, api, errorMessage, type Answer } from "../../lib/api";
import { siteInboxText as text } from "../../content/site-tools";
import { replyMailto } from "../../../core/contact-message";
import { toast } from "../../stores/toast";
import LoadMore from "../shared/LoadMore";
import { usePagedList } from "../shared/use-paged-list";
import RequestAnswer, { type RequestRow } from "./RequestAnswer";

type Message = Exclude<Answer<(typeof api.projects)[":id"]["messages"]["$get"]>, string>[number];

/**
 * A live site's inbox on its project card: the unread count always visible (the dashboard asks for
 * every site's at once, `unreadCount`, and each change here moves it), the messages loaded on
 * opening, newest first, a page at a time ("Load more").
 */
export default function SiteInbox({ projectId, unreadCount }: { projectId: number; unreadCount: number }) {
  const [open, setOpen] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [unread, setUnread] = useState(unreadCount);
  useEffect(() => setUnread(unreadCount), [unreadCount]);
  const param = { id: String(projectId) };
  const csvHref = api.projects[":id"].messages.$path({ param, query: { format: "csv" } });

  const fetchPage = useCallback(
    async (cursor: string | undefined) => {
      const page = await answerPage(api.projects[":id"].messages.$get({ param: { id: String(projectId) }, query: cursor ? { cursor } : {} }));
      return { items: page.items as Message[], next: page.next };
    },
    [projectId],
  );
  const { items: messages, setItems, next, busy, failed: moreFailed, reload, more } = usePagedList<Message>(fetchPage);

  const load = useCallback(async () => {
    try {
      await reload();
      setLoadFailed(false);
    } catch (err) {
      console.error("messages:", err);
      setLoadFailed(true);
    }
  }, [reload]);

  useEffect(() => {
    if (open && !messages) void load();
  }, [open, messages, load]);

  async function setRead(m: Message) {
    try {
      const row = await (
        await api.projects[":id"].messages[":messageId"].read.$post({ param: { ...param, messageId: String(m.id) }, json: { read: !m.readAt } })
      ).json();
      setItems((list) => (list === null ? null : list.map((x) => (x.id === m.id ? { ...x, readAt: row.readAt } : x))));
      setUnread((n) => Math.max(0, n + (m.readAt ? 1 : -1)));
    } catch (err) {
      toast({ title: text.actionFailed.title, description: errorMessage(err, text.actionFailed.fallback), variant: "destructive" });
    }
  }

  async function remove(m: Message) {
    try {
      await api.projects[":id"].messages[":messageId"].$delete({ param: { ...param, messageId: String(m.id) } });
      setItems((list) => (list === null ? null : list.filter((x) => x.id !== m.id)));
      if (!m.readAt) setUnread((n) => Math.max(0, n - 1));
      toast({ variant: "success", ...text.deleted });
    } catch (err) {
      toast({ title: text.actionFailed.title, description: errorMessage(err, text.actionFailed.fallback), variant: "destructive" });
    }
  }

  const failed = loadFailed;
  return (
    <details className="rounded-xl border border-line" data-testid="site-inbox" onToggle={(e) => setOpen((e.target as HTMLDetailsElement).open)}>
      <summary className="flex cursor-pointer items-center gap-2 px-4 py-3 font-semibold text-ink">
        <Mail className="size-4" aria-hidden="true" />
        {text.heading}
        {unread > 0 && (
          <span className="badge badge-brand" data-testid="unread-count">
            {text.unread(unread)}
          </span>
        )}
      </summary>
      <div className="grid gap-3 border-t border-line px-4 py-4">
        {failed && (
          <p className="text-sm text-danger-700" role="alert">
            {text.loadFailed}
          </p>
        )}
        {!messages && !failed && (
          <p className="hint" role="status">
            {text.loading}
          </p>
        )}
        {messages && messages.length === 0 && <p className="text-sm text-muted">{text.empty}</p>}
        {messages && messages.length > 0 && (
          <>
            <a className="btn btn-secondary btn-sm justify-self-start" href={csvHref} download>
              <Download className="size-4" aria-hidden="true" />
              {text.export}
            </a>
            <ul className="grid gap-3">
              {messages.map((m) => (
                <li key={m.id} className="grid gap-2 rounded-lg bg-surface-50 p-4" data-testid="site-message">
                  <div className="flex flex-wrap items-center gap-2">
                    {!m.readAt && <span className="badge badge-warning">{text.newBadge}</span>}
                    <p className={m.readAt ? "text-ink" : "font-semibold text-ink"}>{m.name}</p>
                    {m.held && (
                      <span className="badge badge-info" title={text.heldNote}>
                        {text.heldBadge}
                      </span>
                    )}
                    {replyMailto(m.email) ? (
                      <a className="link text-sm break-all" href={replyMailto(m.email)!}>
                        {m.email}
                      </a>
                    ) : (
                      <span className="text-sm break-all text-muted">{m.email}</span>
                    )}
                    {m.phone && (
                      <span className="text-sm text-muted">
                        {text.phone}: {m.phone}
                      </span>
                    )}
                    <time className="ml-auto text-sm text-muted" dateTime={m.createdAt}>
                      {new Date(m.createdAt).toLocaleString()}
                    </time>
                  </div>
                  {m.held && <p className="text-xs text-muted">{text.heldNote}</p>}
                  {m.kind !== "message" && (
                    <RequestAnswer
                      projectId={projectId}
                      request={m as RequestRow}
                      onAnswered={(row) => setItems((list) => (list === null ? null : list.map((x) => (x.id === m.id ? { ...x, ...row } : x))))}
                    />
                  )}
                  {m.message && <p className="text-sm break-words whitespace-pre-wrap text-ink">{m.message}</p>}
                  <div className="flex flex-wrap gap-2">
                    <button type="button" className="btn btn-secondary btn-sm" onClick={() => void setRead(m)}>
                      <MailOpen className="size-4" aria-hidden="true" />
                      {m.readAt ? text.markUnread : text.markRead}
                    </button>
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      onClick={() => {
                        if (window.confirm(text.confirmDelete)) void remove(m);
                      }}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      {text.delete}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
            <LoadMore next={next} busy={busy} failed={moreFailed} onMore={() => void more()} />
          </>
        )}
      </div>
    </details>
  );
}
