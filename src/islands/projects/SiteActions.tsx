import { useState } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { Download, PencilLine, Trash2 } from "lucide-react";
import { editorApi } from "../../lib/editor-api";
import { api, errorMessage, isUnauthorizedError } from "../../lib/api";
import type { ProjectAnswer } from "../../lib/api";
import PublishDialog from "./PublishDialog";
import { dashboardSiteActions as text } from "../../../core/content/editor";
import { toast } from "../../stores/toast";
import { redirectToLogin } from "./auth-gate";

/** A project's site actions on the dashboard: edit, download, withdraw from the store, delete. */
export default function SiteActions({ project: p, onChanged }: { project: ProjectAnswer; onChanged: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const [working, setWorking] = useState(false);

  async function run(action: () => Promise<unknown>, done: { title: string }) {
    setWorking(true);
    try {
      await action();
      toast({ ...done, variant: "success" });
      setConfirming(false);
      onChanged();
    } catch (err) {
      if (isUnauthorizedError(err)) return redirectToLogin("/dashboard");
      toast({ title: text.toasts.failed.title, description: errorMessage(err, text.toasts.failed.fallback), variant: "destructive" });
    } finally {
      setWorking(false);
    }
  }

  return (
    <>
      {p.status === "completed" && p.generatedUrl && (
        <>
          <a className="btn btn-secondary btn-sm" href={`/editor/${p.id}`}>
            <PencilLine className="size-4" aria-hidden="true" />
            {text.edit}
          </a>
          <a className="btn btn-secondary btn-sm" href={api.projects[":id"].download.$path({ param: { id: String(p.id) } })} download>
            <Download className="size-4" aria-hidden="true" />
            {text.download}
          </a>
        </>
      )}
      {p.isPublishedToStore && <PublishDialog project={p} onPublished={onChanged} edit />}
      {p.isPublishedToStore && (
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          disabled={working}
          onClick={() => void run(() => editorApi.withdrawListing(p.id), text.toasts.withdrawn)}
        >
          {text.withdraw}
        </button>
      )}
      <Dialog.Root open={confirming} onOpenChange={(open) => !working && setConfirming(open)}>
        <Dialog.Trigger asChild>
          <button type="button" className="btn btn-secondary btn-sm" aria-label={`${text.delete}: ${p.name}`}>
            <Trash2 className="size-4" aria-hidden="true" />
            {text.delete}
          </button>
        </Dialog.Trigger>
        <Dialog.Portal>
          <Dialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-slate-900/50" />
          <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-[var(--shadow-lift)]">
            <Dialog.Title className="heading-3">{text.deleteTitle}</Dialog.Title>
            <Dialog.Description className="mt-2 text-sm text-ink">{text.deleteText(p.name)}</Dialog.Description>
            <div className="mt-5 flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <button type="button" className="btn btn-secondary btn-sm" disabled={working}>
                  {text.cancel}
                </button>
              </Dialog.Close>
              <button
                type="button"
                className="btn btn-primary btn-sm"
                disabled={working}
                onClick={() => void run(() => editorApi.deleteProject(p.id), text.toasts.deleted)}
              >
                {text.deleteConfirm}
              </button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
