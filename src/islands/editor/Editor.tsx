import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { ExternalLink, Redo2, Undo2 } from "lucide-react";
import { editorApi } from "../../lib/editor-api";
import { errorMessage, isUnauthorizedError } from "../../lib/api";
import { addSection, moveSection, removeSection, updateSection, type Section, type SectionKind, type SiteContent } from "../../../core/site/content-ops";
import { renderSite } from "../../../core/site/render";
import { type AiField, acceptAiField, markedFields, reconcileAiFields } from "../../../core/site/ai-fields";
import { SECTION_KINDS } from "../../../core/site/schema";
import { mediaPath, type EditableSiteDto, type SiteImageDto, type SiteVersionDto } from "../../../core/site/editor";
import { record, redo, startHistory, undo, type UndoHistory } from "../../lib/undo-history";
import { editorPage as text, EDITOR_MESSAGES, SECTION_KIND_LABELS } from "../../../core/content/editor";
import { toast } from "../../stores/toast";
import { redirectToLogin, useSignedInUser } from "../projects/auth-gate";
import { SectionForm } from "./SectionForm";
import { BusinessPanel, FactsPanel, LookPanel, SeoPanel } from "./SitePanels";
import { History } from "./History";
import { SiteFactsPanel } from "./SiteFactsPanel";
import { carryFactEdits } from "../../../core/site/fact-edits";
import { editorFacts } from "../../../core/content/editor-facts";
import CharacterCount, { countProps, overLimit } from "../common/CharacterCount";
import { PROJECT_FIELD_LIMITS } from "../../../core/projects";

function projectIdFromPath(pathname: string): number | null {
  const match = /^\/editor\/(\d{1,15})\/?$/.exec(pathname);
  return match ? Number(match[1]) : null;
}

/** Renders the preview with the hosted page's own renderer; the time it took is shown for the bench. */
function usePreview(content: SiteContent | null, slug: string) {
  return useMemo(() => {
    if (!content) return { html: "", ms: 0 };
    const started = performance.now();
    try {
      const html = renderSite(content, { mediaBase: mediaPath(slug, ""), contactForm: content.settings.contactForm });
      return { html, ms: performance.now() - started };
    } catch {
      return { html: "", ms: 0 };
    }
  }, [content, slug]);
}

/**
 * /editor/{projectId}: a form for every part of the site's content, a live preview
 * rendered in the browser by the same renderer as the hosted page (in a sandboxed frame), undo and
 * redo, drafts, "Publish changes", history with restore, and regeneration as a draft.
 */
export default function Editor() {
  const user = useSignedInUser();
  const [projectId] = useState(() => (typeof window === "undefined" ? null : projectIdFromPath(window.location.pathname)));
  const [site, setSite] = useState<EditableSiteDto | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [history, setHistory] = useState<UndoHistory<SiteContent> | null>(null);
  const [saved, setSaved] = useState<SiteContent | null>(null);
  const [headNumber, setHeadNumber] = useState(0);
  const [publishedNumber, setPublishedNumber] = useState<number | null>(null);
  const [live, setLive] = useState(true);
  const [versions, setVersions] = useState<SiteVersionDto[]>([]);
  const [busy, setBusy] = useState<null | "save" | "publish" | "regenerate" | "live">(null);
  const [stale, setStale] = useState(false);
  const [newKind, setNewKind] = useState<SectionKind>("faq");
  const [siteInstruction, setSiteInstruction] = useState("");
  /** Below `lg` only one of the two columns shows: the form or the preview. */
  const [view, setView] = useState<"edit" | "preview">("edit");
  const viewsId = useId();
  const kindId = useId();
  const instructionId = useId();

  const content = history?.present ?? null;
  const dirty = content !== null && content !== saved;
  // The preview shows what a save will store: a fact typed under "Contact details and hours" (hours)
  // already replaced in the words that state it, from the last saved version, as the save does.
  const previewContent = useMemo(() => (content && saved && content !== saved ? carryFactEdits(saved, content).content : content), [content, saved]);
  const preview = usePreview(previewContent, site?.slug ?? "");
  const previewRef = useRef<HTMLIFrameElement>(null);
  /** What the last save also changed in the page's words (an edited fact's old value), for its toast. */
  const carriedNote = useRef("");
  const editorTop = useRef<HTMLDivElement>(null);
  /** Switch the phone view; from further down the page, back to the top of the editor. */
  const showView = (v: "edit" | "preview") => {
    setView(v);
    const top = editorTop.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) editorTop.current?.scrollIntoView({ block: "start" });
  };

  const fail = useCallback((err: unknown) => {
    if (isUnauthorizedError(err)) return redirectToLogin(window.location.pathname);
    const message = errorMessage(err, text.toasts.failed.fallback);
    if (message === EDITOR_MESSAGES.staleSave) {
      setStale(true);
      toast({ title: text.toasts.stale.title, description: message, variant: "destructive" });
    } else toast({ title: text.toasts.failed.title, description: message, variant: "destructive" });
  }, []);

  const load = useCallback(async () => {
    if (projectId === null) return setFailed(text.loadFailed);
    try {
      const loaded = await editorApi.load(projectId);
      setSite(loaded);
      setHistory(startHistory(loaded.head.content));
      setSaved(loaded.head.content);
      setHeadNumber(loaded.head.number);
      setPublishedNumber(loaded.publishedNumber);
      setLive(loaded.live);
      setStale(false);
      setVersions(await editorApi.versions(projectId));
    } catch (err) {
      if (isUnauthorizedError(err)) return redirectToLogin(window.location.pathname);
      setFailed(errorMessage(err, text.loadFailed));
    }
  }, [projectId]);

  useEffect(() => {
    if (user) void load();
  }, [user, load]);

  const change = useCallback((key: string | null, fn: (c: SiteContent) => SiteContent) => {
    // Editing a field the AI writer wrote clears its mark (saved with the content).
    setHistory((h) => (h ? record(h, reconcileAiFields(h.present, fn(h.present)), key, performance.now()) : h));
  }, []);
  const changeSection = useCallback(
    (id: string) => (key: string, fn: (s: Section) => Section) =>
      change(`section.${key}`, (c) => updateSection(c, id, fn(c.sections.find((s) => s.id === id)!))),
    [change],
  );

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== "z") return;
      const target = e.target as HTMLElement | null;
      // Inside a text field the browser's own undo handles the characters typed.
      if (target && /^(INPUT|TEXTAREA)$/.test(target.tagName) && (target as HTMLInputElement).type !== "checkbox") return;
      e.preventDefault();
      setHistory((h) => (h ? (e.shiftKey ? redo(h) : undo(h)) : h));
    }
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  async function refreshVersions() {
    if (projectId !== null) setVersions(await editorApi.versions(projectId));
  }

  /** Saves the draft when there are changes; the version number the page now shows. */
  async function save(): Promise<number | null> {
    if (!content || projectId === null) return null;
    if (!dirty) return headNumber;
    // A fact changed since the last save (in "Contact details and hours", typed live) wins in the words too.
    const carried = saved ? carryFactEdits(saved, content) : { content, changes: [] };
    if (carried.changes.length) {
      setHistory((h) => (h ? record(h, carried.content, null, performance.now()) : h));
      carriedNote.current = carried.changes.map(editorFacts.carried).join(" ");
    }
    const version = await editorApi.save(projectId, headNumber, carried.content);
    setSaved(carried.content);
    setHeadNumber(version.number);
    await refreshVersions();
    return version.number;
  }

  /** Runs one server action with the toolbar busy; failures become toasts (a stale base shows "Reload"). */
  async function act(kind: NonNullable<typeof busy>, action: () => Promise<void>) {
    if (projectId === null) return;
    setBusy(kind);
    try {
      await action();
    } catch (err) {
      fail(err);
    } finally {
      setBusy(null);
    }
  }

  const onSave = () =>
    act("save", async () => {
      carriedNote.current = "";
      if ((await save()) === null) return;
      // One toast at a time: what the save also changed in the words goes with "Saved".
      const also = carriedNote.current;
      toast({ ...text.toasts.saved, ...(also ? { description: `${text.toasts.saved.description} ${also}` } : {}), variant: "success" });
    });

  const publish = (number?: number) =>
    act("publish", async () => {
      const target = number ?? (await save());
      if (target === null) return;
      await editorApi.publish(projectId!, target);
      setPublishedNumber(target);
      await refreshVersions();
      toast({ ...text.toasts.published, variant: "success" });
    });

  /** Takes a version made on the server (restore, regenerate) as the new draft. */
  function adopt(version: SiteVersionDto & { content: SiteContent }) {
    setHistory((h) => (h ? record(h, version.content, null, performance.now()) : startHistory(version.content)));
    setSaved(version.content);
    setHeadNumber(version.number);
  }

  /** The project's dismissed strings (the Facts panel's Dismiss and "Bring back"): saved at once, not a draft change. */
  const setDismissed = (dismissed: string[]) =>
    act("save", async () => {
      const stored = await editorApi.setDismissed(projectId!, dismissed);
      setSite((s) => (s ? { ...s, brief: { ...s.brief, dismissed: stored.dismissed } } : s));
    });

  const restore = (number: number) =>
    act("save", async () => {
      const base = dirty ? await save() : headNumber;
      if (base === null) return;
      adopt(await editorApi.restore(projectId!, number, base));
      await refreshVersions();
      toast({ ...text.toasts.restored, variant: "success" });
    });

  const regenerate = (sectionId: string | null, instruction: string) =>
    act("regenerate", async () => {
      const base = dirty ? await save() : headNumber;
      if (base === null) return;
      adopt(await editorApi.regenerate(projectId!, { baseVersion: base, sectionId, instruction: instruction.trim() || null }));
      await refreshVersions();
      toast({ ...text.toasts.regenerated, variant: "success" });
    });

  const toggleLive = () =>
    act("live", async () => {
      const result = await editorApi.setLive(projectId!, !live);
      setLive(result.live);
      toast({ ...(result.live ? text.toasts.online : text.toasts.offline), variant: "success" });
    });

  async function upload(file: File, alt: string): Promise<SiteImageDto | null> {
    if (projectId === null) return null;
    if (!alt.trim()) {
      toast({ ...text.toasts.altRequired, variant: "destructive" });
      return null;
    }
    try {
      const image = await editorApi.uploadImage(projectId, file, alt.trim());
      toast({ ...text.toasts.uploaded, variant: "success" });
      return image;
    } catch (err) {
      fail(err);
      return null;
    }
  }

  if (failed)
    return (
      <p role="alert" className="text-ink">
        {failed}
      </p>
    );
  if (!site || !content || !history)
    return (
      <p aria-live="polite" className="text-muted">
        {text.loading}
      </p>
    );

  const images = { slug: site.slug, busy: busy !== null, onUpload: upload };
  const marked = markedFields(content);
  const ai = (field: AiField) => (marked.includes(field) ? { onAccept: () => change(null, (c) => acceptAiField(c, field)) } : undefined);
  const aboutId = content.sections.find((s) => s.kind === "about")?.id;
  const status = `${text.status.draft(headNumber)} · ${dirty ? text.status.unsaved : text.status.saved} · ${live ? text.status.published(publishedNumber) : text.status.offline}`;

  return (
    <div className="grid gap-6" ref={editorTop}>
      {/* Below the site header (sticky, h-16, z-40) at every scroll position; on phones one scrolling row of actions. */}
      <div className="sticky top-16 z-30 grid gap-2 rounded-xl border border-slate-200 bg-white/95 p-2 shadow-sm sm:p-3" data-testid="editor-toolbar">
        <div className="grid grid-cols-2 gap-1 rounded-lg bg-surface-100 p-1 lg:hidden" role="tablist" aria-label={text.views.label}>
          {(["edit", "preview"] as const).map((v) => (
            <button
              key={v}
              type="button"
              role="tab"
              id={`${viewsId}-${v}-tab`}
              aria-controls={`${viewsId}-${v}`}
              aria-selected={view === v}
              className={`rounded-md px-3 py-1.5 text-sm font-semibold ${view === v ? "bg-white text-ink shadow-sm" : "text-slate-700"}`}
              onClick={() => showView(v)}
            >
              {text.views[v]}
            </button>
          ))}
        </div>
        <div className="-mx-1 flex items-center gap-2 overflow-x-auto px-1 sm:flex-wrap sm:overflow-visible" role="toolbar" aria-label="Editor">
          {/* Save and Publish first: on a phone they are in view without scrolling the row. */}
          <button type="button" className="btn btn-secondary btn-sm shrink-0" disabled={!dirty || busy !== null || stale} onClick={() => void onSave()}>
            {busy === "save" ? text.toolbar.saving : text.toolbar.save}
          </button>
          <button
            type="button"
            className="btn btn-primary btn-sm shrink-0"
            disabled={busy !== null || stale || (!dirty && publishedNumber === headNumber)}
            onClick={() => void publish()}
          >
            {busy === "publish" ? text.toolbar.publishing : text.toolbar.publish}
          </button>
          <button type="button" className="btn btn-secondary btn-sm shrink-0" disabled={!history.past.length} onClick={() => setHistory(undo(history))}>
            <Undo2 className="size-4" aria-hidden="true" />
            {text.toolbar.undo}
          </button>
          <button type="button" className="btn btn-secondary btn-sm shrink-0" disabled={!history.future.length} onClick={() => setHistory(redo(history))}>
            <Redo2 className="size-4" aria-hidden="true" />
            {text.toolbar.redo}
          </button>
          <a className="btn btn-secondary btn-sm shrink-0" href={site.url} target="_blank" rel="noopener noreferrer">
            <ExternalLink className="size-4" aria-hidden="true" />
            {text.toolbar.viewLive}
          </a>
          <button type="button" className="btn btn-secondary btn-sm shrink-0" disabled={busy !== null} onClick={() => void toggleLive()}>
            {live ? text.toolbar.takeOffline : text.toolbar.putOnline}
          </button>
          {stale && (
            <button type="button" className="btn btn-primary btn-sm shrink-0" onClick={() => void load()}>
              {text.toolbar.reload}
            </button>
          )}
        </div>
        <p className="px-1 text-xs text-muted sm:text-sm" aria-live="polite" data-testid="editor-status">
          {status}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div
          className={`${view === "edit" ? "grid" : "hidden"} content-start gap-6 lg:grid`}
          id={`${viewsId}-edit`}
          role="tabpanel"
          aria-labelledby={`${viewsId}-edit-tab`}
        >
          <h2 className="heading-3">{text.panels.business}</h2>
          <BusinessPanel content={content} change={change} images={images} ai={ai} />

          <h2 className="heading-3">{text.panels.sections}</h2>
          {content.sections.map((s, i) => (
            <SectionForm
              key={s.id}
              section={s}
              index={i}
              count={content.sections.length}
              slug={site.slug}
              busy={busy !== null}
              update={changeSection(s.id)}
              onMove={(delta) => change(`move.${s.id}.${i}`, (c) => moveSection(c, i, delta))}
              onRemove={() => change(`remove.${s.id}`, (c) => removeSection(c, s.id))}
              onRewrite={(instruction) => void regenerate(s.id, instruction)}
              onUpload={upload}
              ai={s.id === aboutId ? ai("about") : undefined}
            />
          ))}
          <div className="card flex flex-wrap items-end gap-3">
            <div className="field">
              <label className="label" htmlFor={kindId}>
                {text.fields.addKind}
              </label>
              <select id={kindId} className="input" value={newKind} onChange={(e) => setNewKind(e.target.value as SectionKind)}>
                {SECTION_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {SECTION_KIND_LABELS[k]}
                  </option>
                ))}
              </select>
            </div>
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              disabled={content.sections.length >= 16}
              onClick={() => change(null, (c) => addSection(c, newKind))}
            >
              {text.actions.addSection}
            </button>
          </div>

          <h2 className="heading-3">{editorFacts.heading}</h2>
          <SiteFactsPanel
            content={content}
            change={change}
            name={content.brandName}
            businessType={site.businessType}
            brief={site.brief}
            setDismissed={setDismissed}
          />
          <h2 className="heading-3">{text.panels.facts}</h2>
          <FactsPanel content={content} change={change} />
          <h2 className="heading-3">{text.panels.look}</h2>
          <LookPanel content={content} businessType={site.businessType} change={change} images={images} />
          <h2 className="heading-3">{text.panels.seo}</h2>
          <SeoPanel content={content} change={change} ai={ai} />

          <h2 className="heading-3">{text.panels.regenerate}</h2>
          <div className="card grid gap-3">
            <p className="hint">{text.regenerateHint}</p>
            <label className="label" htmlFor={instructionId}>
              {text.fields.instruction}
            </label>
            <textarea
              id={instructionId}
              className="input"
              rows={3}
              value={siteInstruction}
              {...countProps(`${instructionId}-count`, siteInstruction, PROJECT_FIELD_LIMITS.requirements)}
              onChange={(e) => setSiteInstruction(e.target.value)}
            />
            <CharacterCount id={`${instructionId}-count`} value={siteInstruction} limit={PROJECT_FIELD_LIMITS.requirements} />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                disabled={busy !== null || stale || overLimit(siteInstruction, PROJECT_FIELD_LIMITS.requirements)}
                onClick={() => void regenerate(null, siteInstruction)}
              >
                {text.actions.regenerateSite}
              </button>
              <button type="button" className="btn btn-secondary btn-sm" disabled={busy !== null || stale} onClick={() => void regenerate(null, "")}>
                {text.actions.variation}
              </button>
            </div>
          </div>

          <h2 className="heading-3">{text.panels.history}</h2>
          <History
            versions={versions}
            previewUrl={(n) => editorApi.previewUrl(site.projectId, n)}
            busy={busy !== null || stale}
            onRestore={(n) => void restore(n)}
            onPublish={(n) => void publish(n)}
          />
        </div>

        <div
          className={`${view === "preview" ? "block" : "hidden"} lg:sticky lg:top-40 lg:block lg:self-start`}
          id={`${viewsId}-preview`}
          role="tabpanel"
          aria-labelledby={`${viewsId}-preview-tab`}
        >
          <h2 className="heading-3 mb-3">{text.panels.preview}</h2>
          <iframe
            ref={previewRef}
            title={`${text.panels.preview}: ${content.brandName}`}
            sandbox=""
            srcDoc={preview.html}
            data-render-ms={preview.ms.toFixed(2)}
            data-testid="editor-preview"
            className="h-[70vh] w-full rounded-xl border border-slate-200 bg-white lg:h-[calc(100vh-12rem)]"
          />
        </div>
      </div>
    </div>
  );
}
