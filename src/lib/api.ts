/**
 * The browser's one way to call our API (spec sections 7 and 8): `hono/client` typed by the API's
 * own routes (`AppType`), credentials always included, and any non-success answer thrown as an
 * `ApiRequestError` whose message is the spec's "{status}: {body text or status text}" and which
 * carries `status` and the envelope's `code`. Answer types come from the routes (InferResponseType),
 * never from hand-written copies. Only types are imported from functions/: nothing of the server
 * reaches the browser bundle.
 */
import { hc, type InferResponseType } from "hono/client";
import type { AppType } from "../../functions/app";
import { throwIfResNotOk } from "./api-error";
import { NEXT_CURSOR_HEADER } from "../../core/api-limits";

export { ApiRequestError, errorMessage, isNotFoundError, isUnauthorizedError, throwIfResNotOk } from "./api-error";

/** The fetch under the client: same-origin credentials, failures thrown. */
export const strictFetch: typeof fetch = async (input, init) => {
  const res = await fetch(input, { ...init, credentials: "include" });
  await throwIfResNotOk(res);
  return res;
};

/** `api.projects.$get()`, `api.projects[":id"].status.$get({ param: { id } })` ... */
export const api = hc<AppType>("/", { fetch: strictFetch }).api;

/** The success answer of a client call, parsed: `const list = await answer(api.projects.$get())`. */
export async function answer<R extends { json(): Promise<unknown> }>(call: Promise<R>): Promise<Awaited<ReturnType<R["json"]>>> {
  return (await (await call).json()) as Awaited<ReturnType<R["json"]>>;
}

/** The JSON a route answers with on success (200 or 201). */
export type Answer<F> = InferResponseType<F, 200 | 201>;

export type ProjectAnswer = Answer<(typeof api.projects)[":id"]["$get"]>;
export type ProjectStatusAnswer = Answer<(typeof api.projects)[":id"]["status"]["$get"]>;
export type TemplateAnswer = Answer<typeof api.templates.$get>[number];
export type PublishedAppAnswer = Answer<(typeof api)["published-apps"]["$get"]>[number];
export type AdminUserAnswer = Answer<typeof api.admin.users.$get>[number];
export type AdminProjectAnswer = Answer<typeof api.admin.projects.$get>[number];
/** (The CSV form of the same route answers text.) */
export type LeadAnswer = Exclude<Answer<typeof api.admin.leads.$get>, string>[number];
export type InviteInfoAnswer = Answer<(typeof api.invites)[":code"]["$get"]>;

/**
 * A page of a list route (core/api-limits.ts LIST_PAGE_*): its items and the cursor of the next
 * page (the `X-Next-Cursor` header), null on the last page. `const { items, next } = await answerPage(api.projects.$get({ query: {} }))`.
 */
export async function answerPage<R extends { json(): Promise<unknown>; headers: Headers }>(
  call: Promise<R>,
): Promise<{ items: Awaited<ReturnType<R["json"]>>; next: string | null }> {
  const res = await call;
  return { items: (await res.json()) as Awaited<ReturnType<R["json"]>>, next: res.headers.get(NEXT_CURSOR_HEADER) };
}
