/**
 * The islands' download links (LeadsTab, SiteInbox, SiteActions) are built by the typed client's
 * `$path()` (a renamed route fails to compile): the paths it builds are the API's.
 */
import { describe, expect, it } from "vitest";
import { api } from "../../src/lib/api";

describe("download links from the typed client", () => {
  it("builds the paths and queries the routes answer", () => {
    expect(api.projects[":id"].download.$path({ param: { id: "42" } })).toBe("/api/projects/42/download");
    expect(api.projects[":id"].messages.$path({ param: { id: "42" }, query: { format: "csv" } })).toBe("/api/projects/42/messages?format=csv");
    expect(api.admin.leads.$path({ query: { format: "csv" } })).toBe("/api/admin/leads?format=csv");
  });
});
