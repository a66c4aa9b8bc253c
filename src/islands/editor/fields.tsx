import { useId, type ReactNode } from "react";
import { Sparkles } from "lucide-react";
import CharacterCount, { countProps } from "../common/CharacterCount";
import { editorPage } from "../../../core/content/editor";

/** A field the AI writer wrote: the owner accepts it, or edits the field (either clears the mark). */
export interface AiMarkProps {
  onAccept: () => void;
}

/**
 * "Written by AI — review" over a field, with its Accept button. The field names the mark in its
 * aria-describedby, so a screen reader says it with the field's label.
 */
export function AiMark(props: AiMarkProps & { id: string; field: string }) {
  const w = editorPage.aiMark;
  return (
    <div className="flex flex-wrap items-center gap-2 rounded-lg border border-accent-300 bg-accent-50 px-3 py-2" data-testid="ai-mark">
      <Sparkles className="size-4 text-accent-800" aria-hidden="true" />
      <span id={props.id} className="text-sm font-semibold text-accent-800">
        {w.text}
      </span>
      <button type="button" className="btn btn-secondary btn-sm ml-auto" aria-label={w.acceptLabel(props.field)} onClick={props.onAccept}>
        {w.accept}
      </button>
    </div>
  );
}

/** Ids the control is described by: its hint, its AI mark, then its character count. */
function describedBy(id: string, hint: string | undefined, ai: AiMarkProps | undefined): string[] {
  return [hint ? `${id}-hint` : "", ai ? `${id}-ai` : ""].filter(Boolean);
}

/**
 * Labelled inputs of the editor: every control has a visible label tied to it. `maxLength` is the
 * field's limit, shown as a live count under it; what is typed is never cut (the save answers what is too long).
 */
export function TextField(props: {
  label: string;
  value: string | undefined;
  onChange: (v: string) => void;
  maxLength?: number;
  required?: boolean;
  type?: string;
  testId?: string;
  /** A line under the label (what happens with this value). */
  hint?: string;
  /** The AI writer wrote this field: marked until edited or accepted. */
  ai?: AiMarkProps;
}) {
  const id = useId();
  const countId = `${id}-count`;
  const described = describedBy(id, props.hint, props.ai);
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {props.label}
      </label>
      {props.hint ? (
        <p className="hint" id={`${id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.ai ? <AiMark id={`${id}-ai`} field={props.label} {...props.ai} /> : null}
      <input
        id={id}
        className="input"
        type={props.type ?? "text"}
        value={props.value ?? ""}
        {...(props.maxLength
          ? countProps(countId, props.value, props.maxLength, ...described)
          : described.length
            ? { "aria-describedby": described.join(" ") }
            : {})}
        required={props.required}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.maxLength ? <CharacterCount id={countId} value={props.value} limit={props.maxLength} /> : null}
    </div>
  );
}

export function TextArea(props: {
  label: string;
  value: string | undefined;
  onChange: (v: string) => void;
  maxLength?: number;
  rows?: number;
  testId?: string;
  /** The AI writer wrote this field: marked until edited or accepted. */
  ai?: AiMarkProps;
}) {
  const id = useId();
  const countId = `${id}-count`;
  const described = describedBy(id, undefined, props.ai);
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {props.label}
      </label>
      {props.ai ? <AiMark id={`${id}-ai`} field={props.label} {...props.ai} /> : null}
      <textarea
        id={id}
        className="input"
        rows={props.rows ?? 3}
        value={props.value ?? ""}
        {...(props.maxLength
          ? countProps(countId, props.value, props.maxLength, ...described)
          : described.length
            ? { "aria-describedby": described.join(" ") }
            : {})}
        data-testid={props.testId}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.maxLength ? <CharacterCount id={countId} value={props.value} limit={props.maxLength} /> : null}
    </div>
  );
}

/** A list of short texts edited one per line (places, phones, features). */
export function LinesField(props: { label: string; value: readonly string[]; onChange: (v: string[]) => void; rows?: number }) {
  return (
    <TextArea
      label={props.label}
      rows={props.rows ?? 3}
      value={props.value.join("\n")}
      onChange={(v) =>
        props.onChange(
          v
            .split("\n")
            .map((line) => line.trimStart())
            .filter((line, i, all) => line !== "" || i === all.length - 1),
        )
      }
    />
  );
}

export function Checkbox(props: { label: string; checked: boolean; onChange: (v: boolean) => void; testId?: string }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <input id={id} type="checkbox" className="size-4" checked={props.checked} data-testid={props.testId} onChange={(e) => props.onChange(e.target.checked)} />
      <label htmlFor={id} className="text-sm text-ink">
        {props.label}
      </label>
    </div>
  );
}

export function Select<T extends string>(props: {
  label: string;
  value: T;
  options: ReadonlyArray<readonly [T, string]>;
  onChange: (v: T) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {props.label}
      </label>
      <select id={id} className="input" value={props.value} data-testid={props.testId} onChange={(e) => props.onChange(e.target.value as T)}>
        {props.options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One row of a list (an item, a question...) with its remove button. */
export function Row(props: { legend: string; onRemove?: () => void; removeLabel: string; children: ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-xl border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-ink">{props.legend}</legend>
      {props.children}
      {props.onRemove && (
        <button
          type="button"
          className="btn btn-secondary btn-sm justify-self-start"
          onClick={props.onRemove}
          aria-label={`${props.removeLabel}: ${props.legend}`}
        >
          {props.removeLabel}
        </button>
      )}
    </fieldset>
  );
}
