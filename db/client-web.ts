import { createClient, type Client } from "@libsql/client/web";

/** Worker-safe libSQL client (HTTP/WebSocket only): Turso or any libSQL server. */
export function createWebClient(url: string, authToken?: string): Client {
  return createClient({ url, authToken: authToken || undefined });
}
