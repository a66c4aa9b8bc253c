import { describe, expect, it } from "vitest";
import { allowedMethods } from "../../functions/lib/route-match";

const routes = [
  { method: "GET", path: "/api/projects" },
  { method: "POST", path: "/api/projects" },
  { method: "GET", path: "/api/projects/:id" },
  { method: "ALL", path: "/api/*" },
];

describe("allowedMethods", () => {
  it("lists the methods of matching routes, ignoring catch-all middleware", () => {
    expect(allowedMethods(routes, "/api/projects").sort()).toEqual(["GET", "POST"]);
    expect(allowedMethods(routes, "/api/projects/42")).toEqual(["GET"]);
    expect(allowedMethods(routes, "/api/projects/42/x")).toEqual([]);
    expect(allowedMethods(routes, "/api/other")).toEqual([]);
  });
});
