/**
 * Cloudflare for SaaS: a verified custom domain becomes a custom hostname of our zone, so Cloudflare
 * issues its certificate and routes it to the Worker (https://developers.cloudflare.com/api/resources/custom_hostnames/).
 */
export interface CloudflareSaasConfig {
  apiToken: string;
  zoneId: string;
  baseUrl: string;
}

interface CloudflareEnvelope<T> {
  success: boolean;
  errors?: { code: number; message: string }[];
  result?: T;
}

async function call<T>(cfg: CloudflareSaasConfig, method: string, path: string, body?: unknown, doFetch: typeof fetch = fetch): Promise<T> {
  const response = await doFetch(`${cfg.baseUrl}/zones/${encodeURIComponent(cfg.zoneId)}${path}`, {
    method,
    headers: { Authorization: `Bearer ${cfg.apiToken}`, ...(body ? { "Content-Type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(15_000),
  });
  const parsed = (await response.json().catch(() => null)) as CloudflareEnvelope<T> | null;
  if (!response.ok || !parsed?.success) {
    const reason = parsed?.errors?.map((e) => `${e.code}: ${e.message}`).join("; ") || `HTTP ${response.status}`;
    throw new Error(`Cloudflare API: ${reason}`);
  }
  return parsed.result as T;
}

/** Creates the custom hostname (certificate validated over HTTP, DV) and returns its id. */
export async function createCustomHostname(cfg: CloudflareSaasConfig, hostname: string, doFetch?: typeof fetch): Promise<string> {
  const result = await call<{ id: string }>(cfg, "POST", "/custom_hostnames", { hostname, ssl: { method: "http", type: "dv" } }, doFetch);
  return result.id;
}

export async function deleteCustomHostname(cfg: CloudflareSaasConfig, id: string, doFetch?: typeof fetch): Promise<void> {
  await call(cfg, "DELETE", `/custom_hostnames/${encodeURIComponent(id)}`, undefined, doFetch);
}
