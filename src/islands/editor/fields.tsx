import { useId, type ReactNode } from "react";
import CharacterCount, { countProps } from "../common/CharacterCount";

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
}) {
  const id = useId();
  const countId = `${id}-count`;
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        className="input"
        type={props.type ?? "text"}
        value={props.value ?? ""}
        {...(props.maxLength ? countProps(countId, props.value, props.maxLength) : {})}
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
}) {
  const id = useId();
  const countId = `${id}-count`;
  return (
    <div className="field">
      <label className="label" htmlFor={id}>
        {props.label}
      </label>
      <textarea
        id={id}
        className="input"
        rows={props.rows ?? 3}
        value={props.value ?? ""}
        {...(props.maxLength ? countProps(countId, props.value, props.maxLength) : {})}
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
