import { Resolver } from "node:dns/promises";
import type { DnsResolver } from "../../services/sites/dns";

const NO_ANSWER = new Set(["ENOTFOUND", "ENODATA", "NXDOMAIN"]);

/** node:dns with the configured servers ("127.0.0.1:5353", "1.1.1.1"); none: the system's. Node only. */
export function nodeDnsResolver(servers: readonly string[] = []): DnsResolver {
  const resolver = new Resolver({ timeout: 4_000, tries: 2 });
  if (servers.length > 0) resolver.setServers([...servers]);
  const orEmpty = async <T>(lookup: () => Promise<T[]>): Promise<T[]> => {
    try {
      return await lookup();
    } catch (error) {
      if (NO_ANSWER.has((error as { code?: string }).code ?? "")) return [];
      throw error;
    }
  };
  return {
    resolveTxt: (name) => orEmpty(() => resolver.resolveTxt(name)),
    resolveCname: (name) => orEmpty(() => resolver.resolveCname(name)),
  };
}
