/**
 * The years of a copyright line: the year of first publication, then a range to the year the page
 * was built ("2025–2026"), so the line never goes stale while the spec's first year stays in it.
 */
export function copyrightYears(firstYear: number, builtIn: number): string {
  return builtIn > firstYear ? `${firstYear}–${builtIn}` : String(firstYear);
}
