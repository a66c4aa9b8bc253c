import { describe, expect, it } from "vitest";
import { logoutRequestKind } from "../../functions/lib/fetch-metadata";

describe("logoutRequestKind (Fetch Metadata for GET /api/logout)", () => {
  it("our own navigation, the address bar, and clients without Sec-Fetch-Site proceed", () => {
    expect(logoutRequestKind({ site: "same-origin", mode: "navigate", dest: "document" })).toBe("proceed");
    expect(logoutRequestKind({ site: "none", mode: "navigate", dest: "document" })).toBe("proceed");
    expect(logoutRequestKind({})).toBe("proceed");
    expect(logoutRequestKind({ mode: "cors" })).toBe("proceed");
  });
  it("another site's link is asked to confirm", () => {
    expect(logoutRequestKind({ site: "cross-site", mode: "navigate", dest: "document" })).toBe("confirm");
    expect(logoutRequestKind({ site: "same-site", mode: "navigate", dest: "document" })).toBe("confirm");
  });
  it("subresources and fetches are refused, even from this origin", () => {
    expect(logoutRequestKind({ site: "cross-site", mode: "no-cors", dest: "image" })).toBe("refuse");
    expect(logoutRequestKind({ site: "cross-site", mode: "navigate", dest: "iframe" })).toBe("refuse");
    expect(logoutRequestKind({ site: "same-origin", mode: "no-cors", dest: "image" })).toBe("refuse");
    expect(logoutRequestKind({ site: "cross-site", mode: "cors", dest: "empty" })).toBe("refuse");
  });
});
