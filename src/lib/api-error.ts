/**
 * A failed API call as the browser sees it (spec section 8): the message is "{status}: {body text or
 * status text}", and the error carries the status and the envelope's code so callers test
 * `err.status === 401` instead of reading the message. Pure: no client, no React.
 */
export class ApiRequestError extends Error {
  override readonly name = "ApiRequestError";
  constructor(
    readonly status: number,
    /** The error envelope's code ("VALIDATION_ERROR", ...), null when the body was not the envelope. */
    readonly code: string | null,
    /** The envelope's message (the server's own words), or the body text. */
    readonly detail: string,
    message: string,
  ) {
    super(message);
  }
}

function envelopeOf(text: string): { code: string | null; message: string | null } {
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    return {
      code: typeof parsed.error?.code === "string" ? parsed.error.code : null,
      message: typeof parsed.error?.message === "string" ? parsed.error.message : null,
    };
  } catch {
    return { code: null, message: null };
  }
}

export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  const { code, message } = envelopeOf(text);
  throw new ApiRequestError(res.status, code, message ?? text, `${res.status}: ${text}`);
}

/** The message a toast should show for a failed request: the server's own words when it sent the envelope. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiRequestError) return error.detail || fallback;
  return (error instanceof Error && error.message) || fallback;
}

/** True when a failure is the API's 401 (spec section 8). */
export function isUnauthorizedError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 401;
}

/** True when a failure is a 404 (absent, or not the caller's). */
export function isNotFoundError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError && error.status === 404;
}
