/**
 * "1 visit", "2 visits": a count with its noun in the right form, by the language's plural rules
 * (Intl.PluralRules). English nouns only so far: `one` and `other` forms.
 */
const rules = new Map<string, Intl.PluralRules>();

export function pluralRule(n: number, locale = "en"): Intl.LDMLPluralRule {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return r.select(n);
}

/** `count(1, "visit")` is "1 visit"; `count(3, "visit")` "3 visits"; `other` for irregular plurals. */
export function count(n: number, one: string, other = `${one}s`, format: (n: number) => string = String): string {
  return `${format(n)} ${pluralRule(n) === "one" ? one : other}`;
}
