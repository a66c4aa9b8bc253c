/** A range of whole dollars, e.g. a registrar's yearly price. */
export interface DollarRange {
  min: number;
  max: number;
}

/** Sum of fixed yearly costs and ranged ones, as a range. */
export function addCosts(fixed: readonly number[], ranges: readonly DollarRange[]): DollarRange {
  const base = fixed.reduce((a, b) => a + b, 0);
  return ranges.reduce((sum, r) => ({ min: sum.min + r.min, max: sum.max + r.max }), { min: base, max: base });
}

/** The range as a reader says it: outward to whole tens ($321-327 is "about $320-330"). */
export function roundRangeToTens(range: DollarRange): DollarRange {
  return { min: Math.floor(range.min / 10) * 10, max: Math.ceil(range.max / 10) * 10 };
}

/** The envelope of several ranges (cheapest minimum to dearest maximum). */
export function spanOf(ranges: readonly DollarRange[]): DollarRange {
  if (ranges.length === 0) throw new RangeError("No ranges");
  return { min: Math.min(...ranges.map((r) => r.min)), max: Math.max(...ranges.map((r) => r.max)) };
}

/** "$9-15" or "$84" */
export function formatDollarRange(range: DollarRange): string {
  return range.min === range.max ? `$${range.min}` : `$${range.min}-${range.max}`;
}
