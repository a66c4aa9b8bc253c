/**
 * Custom domains of hosted sites, the pure part: which names are acceptable, the DNS records an owner
 * creates, and whether what DNS answered matches them.
 */
/** The longest name DNS allows (RFC 1035), the domain field's limit. */
export const HOSTNAME_MAX_LENGTH = 253;
export const VERIFY_LABEL = "_lumen-verify";
export const VERIFY_PREFIX = "lumen-verify=";

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * The host name an owner typed, normalised (lower case, no scheme, path, port or trailing dot), or
 * null when it is not a public DNS name we can serve (an address, localhost, a single label, our own host).
 */
export function normalizeHostname(input: string, ownHosts: readonly string[] = []): string | null {
  let host = input.trim().toLowerCase();
  host = host
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, "")
    .replace(/[/?#].*$/, "")
    .replace(/:\d+$/, "")
    .replace(/\.$/, "");
  if (host.length < 4 || host.length > HOSTNAME_MAX_LENGTH) return null;
  const labels = host.split(".");
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l))) return null;
  if (!/^[a-z][a-z0-9-]*[a-z0-9]$/.test(labels.at(-1)!) || /^xn--$/.test(labels.at(-1)!)) return null;
  if (/^\d+$/.test(labels.at(-1)!)) return null;
  if (["localhost", "local", "internal", "test", "invalid", "example"].includes(labels.at(-1)!)) return null;
  if (ownHosts.some((own) => host === own || host.endsWith(`.${own}`))) return null;
  return host;
}

export interface DnsRecordSpec {
  type: "CNAME" | "TXT";
  name: string;
  value: string;
}

/** The two records to create: the site's host pointing at ours, and the proof of control. */
export function domainRecords(hostname: string, token: string, cnameTarget: string): DnsRecordSpec[] {
  return [
    { type: "CNAME", name: hostname, value: cnameTarget },
    { type: "TXT", name: `${VERIFY_LABEL}.${hostname}`, value: `${VERIFY_PREFIX}${token}` },
  ];
}

export type RecordState = "ok" | "missing" | "wrong";

const bare = (name: string) => name.trim().toLowerCase().replace(/\.$/, "");

export function cnameState(answers: readonly string[], target: string): RecordState {
  if (answers.length === 0) return "missing";
  return answers.some((a) => bare(a) === bare(target)) ? "ok" : "wrong";
}

/** TXT answers come as chunks of up to 255 bytes each; a record is its chunks joined. */
export function txtState(answers: readonly (readonly string[])[], token: string): RecordState {
  if (answers.length === 0) return "missing";
  return answers.some((chunks) => chunks.join("").trim() === `${VERIFY_PREFIX}${token}`) ? "ok" : "wrong";
}

/** Hosts that are the platform itself (its public host, the CNAME target, addresses, localhost, workers.dev), never a custom domain. */
export function isPlatformHostname(host: string, own: { siteHost: string; cnameTarget: string; bindHost?: string }): boolean {
  const h = host.toLowerCase().replace(/\.$/, "");
  if (h === own.siteHost || h === own.cnameTarget || h === own.bindHost) return true;
  // An address is never a custom domain (a server reached by its LAN or public address stays the platform).
  if (/^\d+\.\d+\.\d+\.\d+$/.test(h) || h.startsWith("[") || h.includes(":")) return true;
  return h === "" || h === "localhost" || h.endsWith(".localhost") || h.endsWith(".workers.dev");
}

/** The host name of a Host header ("Example.com:8080" -> "example.com", "[::1]:80" -> "[::1]"). */
export function hostOfHeader(header: string | undefined): string {
  const value = (header ?? "").trim().toLowerCase();
  if (value.startsWith("[")) return value.slice(0, value.indexOf("]") + 1);
  return value.replace(/:\d*$/, "");
}
