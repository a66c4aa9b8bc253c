import { describe, expect, it } from "vitest";
import { addressKey } from "../../functions/lib/client-address";

describe("addressKey", () => {
  it("keeps IPv4 addresses and unwraps IPv4-mapped IPv6", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:127.0.0.2")).toBe("127.0.0.2");
    expect(addressKey("0:0:0:0:0:ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(addressKey(" 198.51.100.1 ")).toBe("198.51.100.1");
  });

  it("counts IPv6 callers by their /64", () => {
    const a = addressKey("2001:db8:1234:5678:aaaa:bbbb:cccc:dddd");
    expect(a).toBe("2001:db8:1234:5678::/64");
    expect(addressKey("2001:0db8:1234:5678::1")).toBe(a);
    expect(addressKey("[2001:db8:1234:5678::ffff]")).toBe(a);
    expect(addressKey("2001:db8:1234:5678::1%eth0")).toBe(a);
    expect(addressKey("2001:DB8:1234:5678::2")).toBe(a);
    expect(addressKey("2001:db8:1234:5679::1")).not.toBe(a);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1")).toBe("fe80:0:0:0::/64");
  });

  it("never throws on junk and bounds what it keeps", () => {
    expect(addressKey(undefined)).toBe("unknown");
    expect(addressKey("")).toBe("unknown");
    expect(addressKey("1:2:3")).toBe("1:2:3");
    expect(addressKey("1::2::3")).toBe("1::2::3");
    expect(addressKey("x".repeat(500))).toHaveLength(64);
  });
});
