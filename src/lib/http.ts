/**
 * The browser's way of talking to our API (spec sections 7 and 8): credentials always included,
 * a JSON body and content type only when there is a payload, and any non-success answer becomes
 * an Error whose message is "{status}: {body text or status text}".
 */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text().catch(() => "")) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
}

export async function apiRequest<T = unknown>(method: string, path: string, payload?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: "include",
    headers: payload === undefined ? {} : { "Content-Type": "application/json" },
    body: payload === undefined ? undefined : JSON.stringify(payload),
  });
  await throwIfResNotOk(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** A fetch for `hono/client` that follows the same rules. */
export const strictFetch: typeof fetch = async (input, init) => {
  const res = await fetch(input, { ...init, credentials: "include" });
  await throwIfResNotOk(res);
  return res;
};

/** The message a toast should show for a failed request: the server's own words when it sent the envelope. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof Error)) return fallback;
  const body = error.message.replace(/^\d{3}: /, "");
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } };
    if (typeof parsed.error?.message === "string") return parsed.error.message;
  } catch {
    /* not JSON: fall through */
  }
  return body || fallback;
}

/** True when a failure is the API's 401 (spec section 8). */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/.test(error.message);
}
