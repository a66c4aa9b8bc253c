import { useCallback, useEffect, useState } from "react";
import { Download, Mail, MailOpen, Trash2 } from "lucide-react";
import { answer, api, errorMessage, type Answer } from "../../lib/api";
import { siteInboxText as text } from "../../content/site-tools";
import { replyMailto } from "../../../core/contact-message";
import { toast } from "../../stores/toast";

type Message = Exclude<Answer<(typeof api.projects)[":id"]["messages"]["$get"]>, string>[number];

/**
 * A live site's inbox on its project card: the unread count always visible (the dashboard asks for
 * every site's at once, `unreadCount`), the messages loaded on opening.
 */
export default function SiteInbox({ projectId, unreadCount }: { projectId: number; unreadCount: number }) {
  const [open, setOpen] = useState(false);
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [failed, setFailed] = useState(false);
  const param = { id: String(projectId) };
  const csvHref = api.projects[":id"].messages.$path({ param, query: { format: "csv" } });

  const load = useCallback(async () => {
    try {
      setMessages((await answer(api.projects[":id"].messages.$get({ param: { id: String(projectId) }, query: {} }))) as Message[]);
      setFailed(false);
    } catch (err) {
      console.error("messages:", err);
      setFailed(true);
    }
  }, [projectId]);

  useEffect(() => {
    if (open && !messages) void load();
  }, [open, messages, load]);

  async function act(request: () => Promise<unknown>, success?: { title: string }) {
    try {
      await request();
      if (success) toast({ variant: "success", ...success });
    } catch (err) {
      toast({ title: text.actionFailed.title, description: errorMessage(err, text.actionFailed.fallback), variant: "destructive" });
    }
    await load();
  }

  const unread = messages ? messages.filter((m) => !m.readAt).length : unreadCount;
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
                  <p className="text-sm break-words whitespace-pre-wrap text-ink">{m.message}</p>
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      onClick={() =>
                        void act(() =>
                          api.projects[":id"].messages[":messageId"].read.$post({ param: { ...param, messageId: String(m.id) }, json: { read: !m.readAt } }),
                        )
                      }
                    >
                      <MailOpen className="size-4" aria-hidden="true" />
                      {m.readAt ? text.markUnread : text.markRead}
                    </button>
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      onClick={() => {
                        if (window.confirm(text.confirmDelete))
                          void act(() => api.projects[":id"].messages[":messageId"].$delete({ param: { ...param, messageId: String(m.id) } }), text.deleted);
                      }}
                    >
                      <Trash2 className="size-4" aria-hidden="true" />
                      {text.delete}
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>
    </details>
  );
}
