/**
 * The key a caller's network address is counted under: an IPv4 address as it is (an IPv4-mapped
 * IPv6 address such as `::ffff:127.0.0.2` is the IPv4 address), an IPv6 address by its /64 prefix,
 * because one subscriber usually holds a whole /64 and could otherwise take a fresh address for
 * every request. Anything unparsable is counted as itself, trimmed and bounded.
 */
export function addressKey(raw: string | undefined | null): string {
  const address = (raw ?? "")
    .trim()
    .replace(/^\[|\]$/g, "")
    .split("%")[0]!
    .toLowerCase();
  if (!address) return "unknown";
  const mapped = /^(?:0{0,4}:){0,5}ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address) ?? /^::(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped) return mapped[1]!;
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(address)) return address;
  const groups = expandIpv6(address);
  if (!groups) return address.slice(0, 64);
  return `${groups.slice(0, 4).join(":")}::/64`;
}

/**
 * Which address a request comes from: the last entry of the trusted proxy's header when the
 * configuration names one (CLIENT_IP_HEADER) and the request has it, else the socket's peer.
 */
export function callerAddress(proxyHeaderValue: string | undefined, socketAddress: string | undefined): string {
  const fromProxy = proxyHeaderValue?.split(",").at(-1)?.trim();
  return addressKey(fromProxy || socketAddress);
}

/** The eight 16-bit groups of an IPv6 address (no leading zeros), or null when it is not one. */
function expandIpv6(address: string): string[] | null {
  if (!/^[0-9a-f:]+$/.test(address) || address.split("::").length > 2) return null;
  const [head, tail] = address.includes("::") ? address.split("::") : [address, undefined];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array<string>(Math.max(0, missing)).fill("0"), ...right];
  if (groups.some((g) => g.length === 0 || g.length > 4)) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ""));
}
