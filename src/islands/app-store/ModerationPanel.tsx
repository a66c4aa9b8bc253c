import { useCallback, useEffect, useState } from "react";
import { api, answer, errorMessage, type Answer } from "../../lib/api";
import { toast } from "../../stores/toast";
import { moderationCopy as copy } from "../../content/app-store";
import LoadedList from "../common/LoadedList";
import { TAKEDOWN_REASON_MAX_LENGTH } from "../../../core/app-showcase";
import CharacterCount, { countProps, overLimit } from "../common/CharacterCount";

type ModeratedApp = Answer<(typeof api.moderation)["published-apps"]["$get"]>[number];

/** For moderators (and anyone holding `moderate_showcase`): every published app, with take down and restore. */
export default function ModerationPanel({ onChanged }: { onChanged: (id: number, takenDown: boolean) => void }) {
  const [apps, setApps] = useState<ModeratedApp[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [reasons, setReasons] = useState<Record<number, string>>({});
  const [busy, setBusy] = useState<number | null>(null);

  const load = useCallback(async () => {
    try {
      setApps(await answer(api.moderation["published-apps"].$get()));
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function act(app: ModeratedApp, takeDown: boolean) {
    setBusy(app.id);
    try {
      const param = { id: String(app.id) };
      if (takeDown) await answer(api.moderation["published-apps"][":id"].takedown.$post({ param, json: { reason: reasons[app.id]?.trim() || null } }));
      else await answer(api.moderation["published-apps"][":id"].restore.$post({ param }));
      toast({ title: takeDown ? copy.done.takenDown : copy.done.restored, description: app.name, variant: "success" });
      onChanged(app.id, takeDown);
      await load();
    } catch (err) {
      toast({ title: copy.failed, description: errorMessage(err, copy.failed), variant: "destructive" });
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="moderation-heading" className="card mt-12" data-testid="moderation-panel">
      <h2 id="moderation-heading" className="heading-3">
        {copy.heading}
      </h2>
      <p className="prose-body mt-1 text-sm">{copy.text}</p>
      <LoadedList items={apps} failed={failed} copy={copy} className="mt-4">
        {(apps) => (
          <ul className="mt-4 grid gap-3">
            {apps.map((app) => (
              <li key={app.id} className="flex flex-wrap items-end gap-3 rounded-xl border border-line p-4" data-testid="moderated-app">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-ink">
                    <a href={app.url} target="_blank" rel="noopener">
                      {app.name}
                    </a>{" "}
                    <span className={`badge ${app.takenDownAt ? "badge-danger" : "badge-success"}`}>{app.takenDownAt ? copy.takenDown : copy.live}</span>
                  </p>
                  {app.takedownReason && <p className="text-sm text-muted">{app.takedownReason}</p>}
                </div>
                {app.takenDownAt ? (
                  <button type="button" className="btn btn-secondary btn-sm" disabled={busy === app.id} onClick={() => void act(app, false)}>
                    {copy.restore}
                    <span className="sr-only"> {app.name}</span>
                  </button>
                ) : (
                  <>
                    <div className="field">
                      <label className="label text-xs" htmlFor={`reason-${app.id}`}>
                        {copy.reasonLabel(app.name)}
                      </label>
                      <input
                        id={`reason-${app.id}`}
                        className="input"
                        {...countProps(`reason-${app.id}-count`, reasons[app.id], TAKEDOWN_REASON_MAX_LENGTH)}
                        value={reasons[app.id] ?? ""}
                        onChange={(e) => setReasons((r) => ({ ...r, [app.id]: e.currentTarget.value }))}
                      />
                      <CharacterCount id={`reason-${app.id}-count`} value={reasons[app.id]} limit={TAKEDOWN_REASON_MAX_LENGTH} />
                    </div>
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm text-danger-700"
                      disabled={busy === app.id || overLimit(reasons[app.id], TAKEDOWN_REASON_MAX_LENGTH)}
                      onClick={() => void act(app, true)}
                    >
                      {copy.takeDown}
                      <span className="sr-only"> {app.name}</span>
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </LoadedList>
    </section>
  );
}
