import { useState } from "react";
import { ShieldAlert } from "lucide-react";
import { api, answer, type ProjectAnswer } from "../../lib/api";
import { takedownNotice as text } from "../../content/projects";

/** Why the listing is down, and the owner's one request for a review. */
export default function TakedownNotice({ project }: { project: ProjectAnswer }) {
  const takedown = project.takedown;
  const [asked, setAsked] = useState(takedown?.reviewRequestedAt != null);
  const [failed, setFailed] = useState(false);
  const [message, setMessage] = useState("");
  if (!takedown) return null;
  const id = `takedown-message-${project.id}`;
  async function ask() {
    setFailed(false);
    await answer(
      api.projects[":id"].takedown.review.$post({ param: { id: String(project.id) }, json: message.trim() ? { message: message.trim() } : {} }),
    ).then(
      () => setAsked(true),
      () => setFailed(true),
    );
  }
  return (
    <div className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-ink" role="note" data-testid="takedown-notice">
      <p className="flex items-center gap-2 font-semibold">
        <ShieldAlert className="size-4" aria-hidden="true" />
        {text.title}
      </p>
      <p>{text.text}</p>
      <p>{takedown.reason ? text.reason(takedown.reason) : text.noReason}</p>
      {asked ? (
        <p role="status">{text.asked}</p>
      ) : (
        <div className="grid gap-2">
          <label htmlFor={id} className="text-xs font-medium">
            {text.messageLabel}
          </label>
          <textarea id={id} className="input min-h-16" maxLength={1000} value={message} onChange={(e) => setMessage(e.target.value)} />
          <button type="button" className="btn btn-secondary btn-sm justify-self-start" onClick={() => void ask()}>
            {text.ask}
          </button>
          {failed && (
            <p role="alert" className="text-danger-700">
              {text.failed}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
