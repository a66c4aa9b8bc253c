const LONG = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
const DATE_TIME = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC", hour12: false });

/** "January 20, 2025" (dates in content are UTC calendar dates). */
export function formatLongDate(date: Date): string {
  return LONG.format(date);
}

/** "Jan 28, 2025, 14:05 UTC" */
export function formatUtcDateTime(date: Date): string {
  return `${DATE_TIME.format(date)} UTC`;
}

/** ISO calendar date for <time datetime>: "2025-01-20". */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
