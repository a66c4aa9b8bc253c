/**
 * Content files (YAML, Markdown) may name a figure as `{name}` instead of repeating it, so every
 * figure of the spec is written once, in code. An unknown name fails the build instead of
 * shipping braces to readers.
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(/\{([a-zA-Z][a-zA-Z0-9]*)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {${name}} in: ${text.slice(0, 80)}`);
    return value;
  });
}
