import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DETAIL_LIMITS } from "../../core/intake";
import { createTestApp, jsonInit, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";

let t: TestApp;
let owner: { cookie: string; user: { id: string } };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { firstName: "Owner" });
});
afterAll(() => t.cleanup());

const brief = { name: "Pine Cuts", businessType: "Other", description: "Haircut $28, beard trim $15. Call 503-555-0142.", requirements: "", templateId: null };
/** Typed for a list of text; untyped on purpose for a list that is not text (the typed client would not compile it). */
const create = (dismissed: unknown[]) =>
  dismissed.every((d): d is string => typeof d === "string")
    ? apiAs(t, owner.cookie).projects.$post({ json: { ...brief, details: { dismissed } } })
    : t.app.request("/api/projects", jsonInit("POST", { ...brief, details: { dismissed } }, { Cookie: owner.cookie }));

/** What the owner dismissed on /create travels with the project's details, within limits. */
describe("POST /api/projects with dismissed facts", () => {
  it("stores the dismissed strings with the project", async () => {
    const res = await create(["503-555-0142", "$15"]);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { details: { dismissed?: string[] } | null };
    expect(body.details?.dismissed).toEqual(["503-555-0142", "$15"]);
  });

  it.each([
    ["too many", Array.from({ length: DETAIL_LIMITS.dismissed + 1 }, (_, i) => `item ${i}`)],
    ["too long", ["x".repeat(DETAIL_LIMITS.dismissedItem + 1)]],
    ["empty", ["  "]],
    ["not text", [42]],
  ])("refuses a dismissed list that is %s with a 400", async (_, dismissed) => {
    const res = await create(dismissed);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error?: { code?: string } };
    expect(body.error?.code).toBeTruthy();
  });
});
