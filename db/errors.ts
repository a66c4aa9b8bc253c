/**
 * What a database failure means, from the error libSQL throws (its code, message or cause): the one
 * place that reads SQLite's error words.
 */
function describe(error: unknown): { code: string; rawCode: number | undefined; text: string } {
  const e = error as { code?: string; rawCode?: number; message?: string; cause?: unknown } | null;
  return { code: e?.code ?? "", rawCode: e?.rawCode, text: `${e?.code ?? ""} ${e?.message ?? ""} ${String(e?.cause ?? "")}` };
}

/** SQLITE_BUSY: another connection holds the write lock. */
export function isBusyError(error: unknown): boolean {
  const { code, rawCode } = describe(error);
  const message = (error as { message?: string } | null)?.message ?? "";
  return code === "SQLITE_BUSY" || rawCode === 5 || /database is locked/i.test(message);
}

/** SQLITE_READONLY: the database file, its directory or its file system cannot be written. */
export function isReadOnlyError(error: unknown): boolean {
  const { text } = describe(error);
  return /SQLITE_READONLY|readonly database/i.test(text);
}

/** The database cannot serve this request now (busy, locked, read-only, unreachable): a 503, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const { text } = describe(error);
  return /SQLITE_(BUSY|LOCKED|READONLY|CANTOPEN|IOERR)|database is locked|readonly database|ECONNREFUSED/i.test(text);
}
