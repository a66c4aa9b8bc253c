import { characterCountText as text } from "../../content/field-limits";

/** Share of the limit from which the count is shown in the warning colour. */
const NEAR_LIMIT = 0.9;

/** Whether `value` is longer than a field with `limit` takes (the server's rule: its length, trimmed). */
export function overLimit(value: string | undefined, limit: number): boolean {
  return (value ?? "").trim().length > limit;
}

/**
 * The live count under a limited field: "120 / 300 characters", in the warning colour near the
 * limit and in red past it, with how much is over. The field itself never cuts what is typed or
 * pasted (no `maxLength`): the person sees the count and shortens the text; the form will not send it
 * as it is. Tie it to its field with `countProps(id, value, limit)`.
 */
export default function CharacterCount({ id, value, limit }: { id: string; value: string | undefined; limit: number }) {
  const length = (value ?? "").length;
  const over = overLimit(value, limit);
  const tone = over ? "text-danger-700 font-semibold" : length >= limit * NEAR_LIMIT ? "text-warning-700" : "text-muted";
  return (
    <p id={id} className={`text-xs tabular-nums ${tone}`} data-testid="character-count">
      {text.count(length, limit)}
      {over && (
        <span role="alert">
          {" · "}
          {text.over((value ?? "").trim().length - limit)}
        </span>
      )}
    </p>
  );
}

/** The attributes of a field with a character count under it (`countId`), plus any other description ids. */
export function countProps(countId: string, value: string | undefined, limit: number, ...describedBy: (string | undefined)[]) {
  return {
    "aria-describedby": [...describedBy.filter(Boolean), countId].join(" "),
    "aria-invalid": overLimit(value, limit) || undefined,
  } as const;
}
