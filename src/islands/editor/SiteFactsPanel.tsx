import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Check, Languages, Pencil, Trash2 } from "lucide-react";
import type { SiteContent } from "../../../core/site/content-ops";
import { LIMITS } from "../../../core/site/schema";
import { SITE_LANGUAGES, SITE_LANGUAGE_NAMES, type SiteLanguage } from "../../../core/intake";
import { unsupportedLanguageNote } from "../../../core/brief/language";
import { editorFacts as text } from "../../../core/content/editor-facts";
import { applyDraft, draftOf, newFactRows, siteFactRows, type SiteFactRow } from "../../lib/site-facts";
import { carryFactEdits } from "../../../core/site/fact-edits";
import type { UnderstoodItem } from "../../lib/understood";
import UnderstoodPanel from "../projects/UnderstoodPanel";
import CharacterCount, { countProps, overLimit } from "../common/CharacterCount";

type Change = (key: string | null, change: (c: SiteContent) => SiteContent) => void;

const LIMIT: Record<SiteFactRow["kind"], number> = {
  phone: LIMITS.phone,
  email: LIMITS.email,
  address: LIMITS.address,
  city: LIMITS.label,
  hours: LIMITS.time,
  offering: LIMITS.price,
  language: 3,
};

/**
 * The editor's "Facts" panel: what the generator understood (phone, email, address, hours per day,
 * prices, language, kind of business), each with Edit and Remove, and below it /create's "What we
 * understood" panel (the same component and parsers) for what the owner's brief says that the site
 * does not show yet: Accept, Edit, Dismiss. Every change is a change of the draft's content, saved
 * and undone like any other edit.
 */
export function SiteFactsPanel(props: {
  content: SiteContent;
  change: Change;
  name: string;
  businessType: string;
  brief: { description: string; requirements: string; dismissed: string[] };
  /** Stores the project's whole dismissed list (the server's, shared with /create). */
  setDismissed: (dismissed: string[]) => void;
}) {
  const { content, change, brief } = props;
  const rows = useMemo(() => siteFactRows(content), [content]);
  const addable = useMemo(() => newFactRows(content), [content]);
  const [editing, setEditing] = useState<string | null>(null);
  const adding = addable.find((row) => row.key === editing);
  const [value, setValue] = useState("");
  const [announce, setAnnounce] = useState("");
  /** What the last applied or removed fact also changed in the page's words, said to the owner. */
  const [carried, setCarried] = useState<string[]>([]);
  const [suggested, setSuggested] = useState<UnderstoodItem[] | null>(null);
  const inputRef = useRef<HTMLInputElement & HTMLSelectElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const focusKey = useRef<string | null>(null);
  const id = useId();

  // The parsers of /create, on the owner's brief, against what the site already shows.
  const draft = useMemo(() => draftOf(content), [content]);
  useEffect(() => {
    if (!`${brief.description}${brief.requirements}`.trim()) return;
    let live = true;
    import("../../lib/understood")
      .then(({ understand }) => {
        if (live)
          setSuggested(
            understand({ name: props.name, businessType: props.businessType, description: brief.description, requirements: brief.requirements, draft }),
          );
      })
      .catch((err) => console.error("facts:", err));
    return () => {
      live = false;
    };
  }, [brief.description, brief.requirements, draft, props.name, props.businessType]);

  const dismissed = useMemo(() => new Set([...brief.dismissed, ...(content.facts.dismissed ?? [])]), [brief.dismissed, content.facts.dismissed]);
  // The kind of business is the project's, not the content's; the language is a fact row of its own.
  const shown = (suggested ?? []).filter((i) => i.kind !== "business" && i.kind !== "language" && !(i.dismissValue && dismissed.has(i.dismissValue)));

  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);
  useEffect(() => {
    const key = focusKey.current;
    if (!key) return;
    focusKey.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-fact-key="${key}"] [data-edit]`)?.focus();
  });

  const startEdit = (row: SiteFactRow) => {
    setEditing(row.key);
    setValue(row.value);
  };
  const stopEdit = (key: string) => {
    setEditing(null);
    focusKey.current = key;
  };
  /** A fact changed, and its old value carried into the page's words (replaced, or its sentence dropped). */
  const changeFact = (key: string, fn: (c: SiteContent) => SiteContent, said: string) => {
    const notes = carryFactEdits(content, fn(content)).changes.map(text.carried);
    change(key, (c) => carryFactEdits(c, fn(c)).content);
    setCarried(notes);
    setAnnounce([said, ...notes].join(" "));
  };
  const apply = (row: SiteFactRow) => {
    if (row.key.startsWith("new:")) {
      // A new fact: the list's row for it gets focus when it is there (nothing typed: back to the list).
      if (value.trim()) changeFact(`facts-panel.${row.key}`, (c) => row.set(c, value), text.added(text.kinds[row.kind]));
      setEditing(null);
      return;
    }
    if (value !== row.value)
      changeFact(`facts-panel.${row.key}`, (c) => row.set(c, value), value.trim() ? text.changed(text.kinds[row.kind]) : text.removed(text.kinds[row.kind]));
    stopEdit(row.key);
  };
  const remove = (row: SiteFactRow) => {
    const drop = row.remove;
    if (!drop) return;
    changeFact(`facts-panel.remove.${row.key}`, drop, text.removed(text.kinds[row.kind]));
    listRef.current?.closest("section")?.querySelector<HTMLElement>("h3")?.focus();
  };

  function accept(item: UnderstoodItem, edit: boolean) {
    let key: string | null = null;
    change(`facts-panel.accept.${item.key}`, (c) => {
      const before = draftOf(c);
      const result = applyDraft(c, before, item.accept(before));
      key = result.key;
      return result.content;
    });
    if (edit) {
      // After the accepted fact is in the list: open it for editing.
      window.setTimeout(() => {
        const row = key ? listRef.current?.querySelector<HTMLElement>(`[data-fact-key="${key}"] [data-edit]`) : null;
        row?.click();
      }, 0);
    }
  }
  // Dismissed strings go with the project, where /create's are: no generation ever uses them again.
  const dismiss = (item: UnderstoodItem) => {
    const v = item.dismissValue;
    if (v && !brief.dismissed.includes(v)) props.setDismissed([...brief.dismissed, v]);
  };
  const undoDismissed = () => {
    props.setDismissed([]);
    // Drafts saved before kept the editor's dismissals in the content.
    if (content.facts.dismissed?.length) change("facts-panel.undismiss", (c) => ({ ...c, facts: { ...c.facts, dismissed: undefined } }));
  };

  const business = content.hero.eyebrow;
  const note = unsupportedLanguageNote(content.lang);

  const valueText = (row: SiteFactRow) => (row.kind === "language" ? (SITE_LANGUAGE_NAMES[row.value as SiteLanguage] ?? row.value) : row.value);
  const hint = (row: SiteFactRow) => (row.kind === "hours" ? text.closedHint : row.kind === "language" ? text.languageHint : undefined);

  /** The labelled field of one fact (a fact shown, or a new one being added), with Apply and Cancel. */
  const editForm = (row: SiteFactRow) => {
    const kind = text.kinds[row.kind];
    const inputId = `${id}-${row.key}`;
    const hintText = hint(row);
    return (
      <form
        className="grid gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          apply(row);
        }}
        onKeyDown={(e) => {
          if (e.key === "Escape") {
            e.preventDefault();
            stopEdit(row.key);
          }
        }}
      >
        <label className="label" htmlFor={inputId}>
          {kind}
          {row.label ? `: ${row.label}` : ""}
        </label>
        {row.kind === "language" ? (
          <select id={inputId} ref={inputRef} className="input" value={value} onChange={(e) => setValue(e.target.value)} aria-describedby={`${inputId}-hint`}>
            {SITE_LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {SITE_LANGUAGE_NAMES[l]}
              </option>
            ))}
          </select>
        ) : (
          <input
            id={inputId}
            ref={inputRef}
            className="input"
            type={row.kind === "email" ? "email" : row.kind === "phone" ? "tel" : "text"}
            value={value}
            {...countProps(`${inputId}-count`, value, LIMIT[row.kind], hintText ? `${inputId}-hint` : undefined)}
            onChange={(e) => setValue(e.target.value)}
          />
        )}
        {row.kind !== "language" && <CharacterCount id={`${inputId}-count`} value={value} limit={LIMIT[row.kind]} />}
        {hintText && (
          <p id={`${inputId}-hint`} className="hint text-xs">
            {hintText}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn btn-primary btn-sm" disabled={row.kind !== "language" && overLimit(value, LIMIT[row.kind])}>
            <Check className="size-4" aria-hidden="true" />
            {text.apply}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => stopEdit(row.key)}>
            {text.cancel}
          </button>
        </div>
      </form>
    );
  };

  return (
    <section className="card grid gap-4" aria-labelledby={`${id}-h`} data-testid="site-facts">
      <h3 id={`${id}-h`} tabIndex={-1} className="sr-only">
        {text.listLabel}
      </h3>
      <p className="hint">{text.intro}</p>
      {note && (
        <p className="flex items-start gap-2 rounded-lg border border-line bg-surface-50 px-4 py-3 text-sm text-ink" data-testid="language-note">
          <Languages className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
          <span>{note}</span>
        </p>
      )}
      <p role="status" aria-live="polite" className="sr-only">
        {announce}
      </p>
      {carried.length > 0 && (
        <div className="rounded-lg border border-line bg-surface-50 px-4 py-3 text-sm text-ink" data-testid="carried-note">
          <p className="font-semibold">{text.carriedHeading}</p>
          <ul className="mt-1 grid gap-1">
            {carried.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
      {rows.length <= 1 && <p className="hint">{text.none}</p>}
      <ul ref={listRef} className="divide-y divide-line" aria-label={text.listLabel}>
        {rows.map((row) => {
          const kind = text.kinds[row.kind];
          const name = `${kind.toLowerCase()}${row.label ? ` ${row.label}` : ""} ${valueText(row)}`;
          return (
            <li key={row.key} className="grid gap-2 py-3" data-testid="fact-row" data-kind={row.kind} data-fact-key={row.key}>
              {editing === row.key ? (
                editForm(row)
              ) : (
                <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
                  <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                    <span className="text-sm text-muted">
                      {kind}
                      {row.label ? ` · ${row.label}` : ""}
                    </span>
                    <span className="font-semibold text-ink break-words" data-testid="fact-value">
                      {valueText(row)}
                    </span>
                  </p>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <button type="button" data-edit className="btn btn-secondary btn-sm" aria-label={`${text.edit}: ${name}`} onClick={() => startEdit(row)}>
                      <Pencil className="size-4" aria-hidden="true" />
                      {text.edit}
                    </button>
                    {row.remove && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        aria-label={`${row.kind === "offering" ? text.removePrice : text.remove}: ${name}`}
                        onClick={() => remove(row)}
                      >
                        <Trash2 className="size-4" aria-hidden="true" />
                        {row.kind === "offering" ? text.removePrice : text.remove}
                      </button>
                    )}
                  </div>
                </div>
              )}
            </li>
          );
        })}
        <li className="grid gap-1 py-3" data-testid="fact-row" data-kind="business">
          <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
            <span className="text-sm text-muted">{text.kinds.business}</span>
            <span className="font-semibold text-ink break-words">{business ? `${business} (${props.businessType})` : props.businessType}</span>
          </p>
          {business && <p className="hint text-xs">{text.businessHint}</p>}
        </li>
        {adding && (
          <li key={adding.key} className="grid gap-2 py-3" data-testid="fact-row" data-kind={adding.kind} data-fact-key={adding.key}>
            {editForm(adding)}
          </li>
        )}
      </ul>
      {addable.length > 0 && !adding && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={text.addLabel}>
          {addable.map((row) => (
            <button key={row.key} type="button" className="btn btn-secondary btn-sm" onClick={() => startEdit(row)}>
              {text.add(text.kinds[row.kind])}
            </button>
          ))}
        </div>
      )}
      {shown.length > 0 && (
        <UnderstoodPanel
          items={shown}
          dismissedCount={dismissed.size}
          onAccept={accept}
          onDismiss={dismiss}
          onUndo={undoDismissed}
          heading={text.suggestions.heading}
          intro={text.suggestions.intro}
          headingLevel={3}
        />
      )}
    </section>
  );
}
