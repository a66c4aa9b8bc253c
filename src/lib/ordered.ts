/** Entries of a collection in the order their file gives (collections come back sorted by id). */
export function ordered<T extends { data: { order: number } }>(entries: readonly T[]): T[] {
  return [...entries].sort((a, b) => a.data.order - b.data.order);
}
