import { useId, useState } from "react";
import { Check, X } from "lucide-react";
import { api, errorMessage } from "../../lib/api";
import { requestInboxText as text } from "../../content/requests";
import { detailLines, ANSWER_NOTE_MAX, type RequestDetails, type RequestStatus } from "../../../core/site/requests";
import { toast } from "../../stores/toast";

export interface RequestRow {
  id: number;
  kind: string;
  status: RequestStatus | null;
  details: RequestDetails | null;
  answerNote: string | null;
}

/**
 * A booking, order or quote request in the inbox: its kind, details and status, and (while new) the
 * owner's one-click answer with an optional short note. The server changes the status once; the
 * visitor gets one mail.
 */
export default function RequestAnswer({ projectId, request, onAnswered }: { projectId: number; request: RequestRow; onAnswered: (row: RequestRow) => void }) {
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const noteId = useId();
  const status = request.status ?? "new";
  const { photo, ...details } = request.details ?? {};
  const lines = detailLines(details, text.details);
  const photoHref = photo ? api.projects[":id"].messages[":messageId"].photo.$path({ param: { id: String(projectId), messageId: String(request.id) } }) : null;

  async function answer(answer: "confirm" | "decline") {
    setBusy(true);
    try {
      const res = await api.projects[":id"].messages[":messageId"].answer.$post({
        param: { id: String(projectId), messageId: String(request.id) },
        json: { answer, ...(note.trim() ? { note: note.trim() } : {}) },
      });
      const row = (await res.json()) as RequestRow;
      onAnswered(row);
      toast({ variant: "success", ...text.done(text.status[row.status ?? "new"] ?? "") });
    } catch (err) {
      toast({ title: text.answerFailed.title, description: errorMessage(err, text.answerFailed.fallback), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-2" data-testid="site-request">
      <div className="flex flex-wrap items-center gap-2">
        <span className="badge badge-brand">{text.kind[request.kind] ?? request.kind}</span>
        <span
          className={status === "new" ? "badge badge-warning" : status === "confirmed" ? "badge badge-success" : "badge badge-info"}
          data-testid="request-status"
        >
          {text.statusLabel}: {text.status[status] ?? status}
        </span>
      </div>
      {lines.length > 0 && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {lines.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-ink">{label}</dt>
              <dd className="break-words text-ink">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {photoHref && (
        <a className="link text-sm" href={photoHref} target="_blank" rel="noopener noreferrer">
          {text.openPhoto}
        </a>
      )}
      {status === "new" ? (
        <div className="grid gap-2">
          <label className="text-sm font-semibold text-ink" htmlFor={noteId}>
            {text.note}
          </label>
          <textarea id={noteId} className="input min-h-16" maxLength={ANSWER_NOTE_MAX} value={note} onChange={(e) => setNote(e.target.value)} />
          <div className="flex flex-wrap gap-2">
            <button type="button" className="btn btn-primary btn-sm" disabled={busy} onClick={() => void answer("confirm")}>
              <Check className="size-4" aria-hidden="true" />
              {text.confirm}
            </button>
            <button type="button" className="btn btn-secondary btn-sm" disabled={busy} onClick={() => void answer("decline")}>
              <X className="size-4" aria-hidden="true" />
              {text.decline}
            </button>
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted">
          {text.answered(text.status[status] ?? status)}
          {request.answerNote ? ` “${request.answerNote}”` : ""}
        </p>
      )}
    </div>
  );
}
