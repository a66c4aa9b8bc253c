import { useId, useState, type FormEvent } from "react";
import * as Dialog from "@radix-ui/react-dialog";
import { LoaderCircle, Store, X } from "lucide-react";
import { api, errorMessage, isUnauthorizedError, type ProjectAnswer } from "../../lib/api";
import { APP_CATEGORIES, type AppCategory } from "../../../core/business-types";
import { PUBLISH_FIELD_LIMITS, publishPayload, publishPrefill, type PublishForm } from "../../../core/projects";
import { publishDialog as text } from "../../content/projects";
import { toast } from "../../stores/toast";
import { redirectToLogin } from "./auth-gate";
import { editorApi } from "../../lib/editor-api";
import { editListingDialog } from "../../../core/content/editor";
import { characterCountText as countWords } from "../../content/field-limits";
import CharacterCount, { countProps, overLimit } from "../common/CharacterCount";

/** 'Publish to App Store' (spec section 2): prefilled from the project, features comma-separated. */
export default function PublishDialog({ project, onPublished, edit = false }: { project: ProjectAnswer; onPublished: () => void; edit?: boolean }) {
  const words = edit ? { ...text, ...editListingDialog } : { ...text, trigger: text.submit, toasts: { ...text.toasts, saved: text.toasts.published } };
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<PublishForm>(() => publishPrefill(project));
  const [publishing, setPublishing] = useState(false);
  const ids = { name: useId(), description: useId(), category: useId(), features: useId() };

  function onOpenChange(next: boolean) {
    if (next) setForm(publishPrefill(project));
    // Editing starts from the listing as it is in the store.
    if (next && edit)
      editorApi.listing(project.id).then(
        (app) => setForm({ name: app.name, description: app.description, category: app.category as AppCategory, features: app.features.join(", ") }),
        (err: unknown) => console.error("listing:", err),
      );
    if (!publishing) setOpen(next);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Too long is said, never cut: the text stays as typed until the person shortens it.
    const tooLong = (["name", "description"] as const).find((key) => overLimit(form[key], PUBLISH_FIELD_LIMITS[key]));
    if (tooLong) {
      toast({ title: countWords.blocked.title, description: countWords.blocked.description(text.fields[tooLong]), variant: "destructive" });
      document.getElementById(ids[tooLong])?.focus();
      return;
    }
    setPublishing(true);
    try {
      if (edit) await editorApi.updateListing(project.id, publishPayload(form));
      else await api.projects[":id"].publish.$post({ param: { id: String(project.id) }, json: publishPayload(form) });
      toast({ ...words.toasts.saved, variant: "success" });
      setOpen(false);
      onPublished();
    } catch (err) {
      if (isUnauthorizedError(err)) return redirectToLogin("/dashboard");
      toast({ title: words.toasts.failed.title, description: errorMessage(err, words.toasts.failed.fallback), variant: "destructive" });
    } finally {
      setPublishing(false);
    }
  }

  const set = (key: keyof PublishForm) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button type="button" className="btn btn-secondary btn-sm">
          <Store className="size-4" aria-hidden="true" />
          {words.trigger}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-[var(--shadow-lift)]">
          <Dialog.Title className="heading-3 pr-8">{words.title}</Dialog.Title>
          <Dialog.Description className="hint mt-1">{words.description}</Dialog.Description>
          <form onSubmit={onSubmit} className="mt-5 grid gap-4">
            <div className="field">
              <label className="label" htmlFor={ids.name}>
                {text.fields.name}
              </label>
              <input
                id={ids.name}
                type="text"
                className="input"
                required
                {...countProps(`${ids.name}-count`, form.name, PUBLISH_FIELD_LIMITS.name)}
                value={form.name}
                onChange={set("name")}
              />
              <CharacterCount id={`${ids.name}-count`} value={form.name} limit={PUBLISH_FIELD_LIMITS.name} />
            </div>
            <div className="field">
              <label className="label" htmlFor={ids.description}>
                {text.fields.description}
              </label>
              <textarea
                id={ids.description}
                className="input"
                rows={3}
                required
                {...countProps(`${ids.description}-count`, form.description, PUBLISH_FIELD_LIMITS.description)}
                value={form.description}
                onChange={set("description")}
              />
              <CharacterCount id={`${ids.description}-count`} value={form.description} limit={PUBLISH_FIELD_LIMITS.description} />
            </div>
            <div className="field">
              <label className="label" htmlFor={ids.category}>
                {text.fields.category}
              </label>
              <select
                id={ids.category}
                className="input"
                value={form.category}
                onChange={(e) => setForm((f) => ({ ...f, category: e.target.value as AppCategory }))}
              >
                {APP_CATEGORIES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
            <div className="field">
              <label className="label" htmlFor={ids.features}>
                {text.fields.features}
              </label>
              <input id={ids.features} type="text" className="input" value={form.features} onChange={set("features")} />
            </div>
            <div className="mt-2 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className="btn btn-secondary" disabled={publishing}>
                  {text.cancel}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn btn-primary" disabled={publishing}>
                {publishing ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Store className="size-4" aria-hidden="true" />}
                {publishing ? words.submitting : words.submit}
              </button>
            </div>
          </form>
          <Dialog.Close className="absolute top-4 right-4 rounded-md p-1.5 text-muted hover:bg-surface-100 hover:text-ink" aria-label="Close">
            <X className="size-5" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
