/**
 * DNS lookups for custom-domain verification. Each host passes one: Node uses node:dns with the
 * configured servers (dns-node.ts); the Worker asks a DNS-over-HTTPS JSON endpoint over fetch.
 * A name that does not exist (or has no record of the type) answers an empty list; other failures throw.
 */
export interface DnsResolver {
  resolveTxt(name: string): Promise<string[][]>;
  resolveCname(name: string): Promise<string[]>;
}

interface DohAnswer {
  name: string;
  type: number;
  data: string;
}

const TYPE = { CNAME: 5, TXT: 16 } as const;

/** DNS-over-HTTPS, JSON flavour (Cloudflare's and Google's `?name=&type=` with `application/dns-json`). */
export function dohResolver(endpoint: string, doFetch: typeof fetch = fetch): DnsResolver {
  async function query(name: string, type: keyof typeof TYPE): Promise<DohAnswer[]> {
    const url = `${endpoint}?name=${encodeURIComponent(name)}&type=${type}`;
    const response = await doFetch(url, { headers: { Accept: "application/dns-json" }, signal: AbortSignal.timeout(8_000) });
    if (!response.ok) throw new Error(`DNS-over-HTTPS answered ${response.status}`);
    const body = (await response.json()) as { Status?: number; Answer?: DohAnswer[] };
    // 0 NOERROR, 3 NXDOMAIN: both are answers; anything else (SERVFAIL...) is a failed lookup.
    if (body.Status !== 0 && body.Status !== 3) throw new Error(`DNS lookup of ${name} failed (status ${body.Status})`);
    return (body.Answer ?? []).filter((a) => a.type === TYPE[type]);
  }
  return {
    async resolveTxt(name) {
      return (await query(name, "TXT")).map((a) => [...a.data.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\(.)/g, "$1")));
    },
    async resolveCname(name) {
      return (await query(name, "CNAME")).map((a) => a.data);
    },
  };
}
