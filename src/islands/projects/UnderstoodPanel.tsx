import { useEffect, useRef, useState } from "react";
import { Check, Languages, Pencil, RotateCcw, Sparkles, X } from "lucide-react";
import type { UnderstoodItem } from "../../lib/understood";
import { createPage } from "../../content/projects";

const text = createPage.understood;

/**
 * "What we understood" on /create: the facts read from the owner's text, each with Accept (copies it
 * into the Business details), Edit (accepts, then focuses the field) and Dismiss (never used). The
 * unsure ones are asked as questions. An enhancement: without JavaScript it is never shown.
 */
export default function UnderstoodPanel(props: {
  /** Null until the parsers first ran on some text: only the (empty) live region is rendered. */
  items: UnderstoodItem[] | null;
  dismissedCount: number;
  /** Shown above the facts while the brief is in a language the site has no fixed strings for. */
  languageNote?: string | undefined;
  onAccept: (item: UnderstoodItem, edit: boolean) => void;
  onDismiss: (item: UnderstoodItem) => void;
  onUndo: () => void;
  /** Another page's words for the heading and introduction (the editor's Facts panel), and its heading level there. */
  heading?: string;
  intro?: string;
  headingLevel?: 2 | 3;
}) {
  const items = props.items ?? [];
  const sure = items.filter((i) => !i.unsure);
  const unsure = items.filter((i) => i.unsure);
  const ordered = [...sure, ...unsure];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const Heading = props.headingLevel === 3 ? "h3" : "h2";
  const SubHeading = props.headingLevel === 3 ? "h4" : "h3";
  const listRef = useRef<HTMLDivElement>(null);
  // After Accept or Dismiss the item leaves the list: focus goes to the item now in its place.
  const [focusAt, setFocusAt] = useState<number | null>(null);

  useEffect(() => {
    if (focusAt === null) return;
    setFocusAt(null);
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("[data-first-action]") ?? [];
    const target = buttons[Math.min(focusAt, buttons.length - 1)];
    if (target) target.focus();
    else headingRef.current?.focus();
  }, [focusAt]);

  const act = (item: UnderstoodItem, action: "accept" | "edit" | "dismiss") => {
    const index = ordered.findIndex((i) => i.key === item.key);
    if (action === "dismiss") props.onDismiss(item);
    else props.onAccept(item, action === "edit");
    // Edit moves focus to the field itself.
    if (action !== "edit") setFocusAt(index);
  };

  const row = (item: UnderstoodItem) => {
    const kind = text.kinds[item.kind];
    const name = `${kind.toLowerCase()} ${item.value}`;
    return (
      <li
        key={item.key}
        className="flex flex-col gap-3 py-3 sm:flex-row sm:items-center sm:justify-between"
        data-testid="understood-item"
        data-kind={item.kind}
        data-unsure={item.unsure || undefined}
      >
        <div className="min-w-0">
          {item.unsure ? (
            <p className="font-semibold text-ink break-words">{text.questions[item.kind](item.value)}</p>
          ) : (
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-sm text-muted">{kind}</span>
              <span className="font-semibold text-ink break-words">{item.value}</span>
            </p>
          )}
          <p className="text-xs text-muted">{text.source}</p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <button
            type="button"
            data-first-action
            className="btn btn-primary btn-sm"
            aria-label={`${item.unsure ? text.yes : text.accept}: ${name}`}
            onClick={() => act(item, "accept")}
          >
            <Check className="size-4" aria-hidden="true" />
            {item.unsure ? text.yes : text.accept}
          </button>
          <button type="button" className="btn btn-secondary btn-sm" aria-label={`${text.edit}: ${name}`} onClick={() => act(item, "edit")}>
            <Pencil className="size-4" aria-hidden="true" />
            {text.edit}
          </button>
          <button type="button" className="btn btn-ghost btn-sm" aria-label={`${text.dismiss}: ${name}`} onClick={() => act(item, "dismiss")}>
            <X className="size-4" aria-hidden="true" />
            {text.dismiss}
          </button>
        </div>
      </li>
    );
  };

  // The live region is in the page before anything is found, so its first count is announced too.
  const status = (
    <p role="status" aria-live="polite" className="sr-only" data-testid="understood-count">
      {props.items ? [text.found(items.length), props.languageNote].filter(Boolean).join(" ") : ""}
    </p>
  );
  if (!props.items) return status;
  return (
    <>
      {status}
      <section className="card grid gap-3" aria-labelledby="understood-heading" data-testid="understood">
        <Heading id="understood-heading" ref={headingRef} tabIndex={-1} className="heading-3 flex items-center gap-2 outline-none">
          <Sparkles className="size-5 text-brand-700" aria-hidden="true" />
          {props.heading ?? text.heading}
        </Heading>
        <p className="hint">{props.intro ?? text.intro}</p>
        {props.languageNote && (
          <p className="flex items-start gap-2 rounded-lg border border-line bg-surface-50 px-4 py-3 text-sm text-ink" data-testid="language-note">
            <Languages className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
            <span>
              {props.languageNote} {text.languageChoice}
            </span>
          </p>
        )}
        <p className="text-sm font-medium text-ink" aria-hidden="true">
          {text.found(items.length)}
        </p>
        <div ref={listRef} className="grid gap-2">
          {items.length === 0 && <p className="hint">{text.none}</p>}
          {sure.length > 0 && <ul className="divide-y divide-line">{sure.map(row)}</ul>}
          {unsure.length > 0 && (
            <div className="grid gap-1 rounded-lg border border-amber-200 bg-warning-50 px-4 py-2">
              <SubHeading className="text-sm font-semibold text-warning-700">{text.unsureHeading}</SubHeading>
              <ul className="divide-y divide-amber-200">{unsure.map(row)}</ul>
            </div>
          )}
        </div>
        {props.dismissedCount > 0 && (
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            {text.dismissedCount(props.dismissedCount)}
            <button type="button" className="btn btn-ghost btn-sm" onClick={props.onUndo}>
              <RotateCcw className="size-4" aria-hidden="true" />
              {text.undo}
            </button>
          </p>
        )}
      </section>
    </>
  );
}
