import { escapeHtml } from "../html";

/**
 * HTML built by construction: `html\`...\`` escapes every interpolated value (text and quoted
 * attribute values alike) unless it is already `Html` (made by `html` itself, or `raw` for markup
 * we generate: the stylesheet, the drawings' SVG). Arrays are joined; null, undefined and false
 * print nothing. A renderer written with it cannot forget to escape a new field: forgetting is the
 * safe default. Same idea as Hono's `html` helper, kept here because core/ imports no framework.
 */
export class Html {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

type Part = Html | string | number | null | undefined | false | ReadonlyArray<Part>;

function print(part: Part): string {
  if (part === null || part === undefined || part === false) return "";
  if (part instanceof Html) return part.value;
  if (Array.isArray(part)) return (part as ReadonlyArray<Part>).map(print).join("");
  return escapeHtml(part);
}

export function html(strings: TemplateStringsArray, ...values: Part[]): Html {
  let out = strings[0] as string;
  for (let i = 0; i < values.length; i++) out += print(values[i] as Part) + (strings[i + 1] as string);
  return new Html(out);
}

/** Markup that is ours and already safe (generated CSS, bundled SVG drawings): printed as is. */
export function raw(markup: string): Html {
  return new Html(markup);
}

export const EMPTY = raw("");
