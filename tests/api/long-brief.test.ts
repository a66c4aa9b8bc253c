import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROJECT_FIELD_LIMITS } from "../../core/projects";
import { createTestApp, signedInUser, type TestApp } from "../helpers/test-app";
import { apiAs } from "../helpers/api-client";

let t: TestApp;
let owner: { cookie: string; user: { id: string } };

beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInUser(t, { firstName: "Owner" });
});
afterAll(() => t.cleanup());

/** Real owners write long: a brief of several thousand characters is accepted whole, and kept. */
describe("POST /api/projects with a long brief", () => {
  it("accepts a 5,000-character description and 5,000-character requirements and stores them whole", async () => {
    expect(PROJECT_FIELD_LIMITS.description).toBe(5000);
    expect(PROJECT_FIELD_LIMITS.requirements).toBe(5000);
    const description = "We run a small campsite near the coast. ".repeat(125).slice(0, 5000);
    const requirements = "Show our seasons and check-in times. ".repeat(140).slice(0, 5000);
    const res = await apiAs(t, owner.cookie).projects.$post({
      json: { name: "Cwm Derw Camping", businessType: "Other", description, requirements, templateId: null },
    });
    expect(res.status).toBe(201);
    const body = (await res.json()) as { data?: { description: string; requirements: string }; description?: string; requirements?: string };
    const project = body.data ?? body;
    expect(project.description).toBe(description.trim());
    expect(project.requirements).toBe(requirements.trim());
  });
});
