/** `npm start` rebuilds when a PUBLIC_* value differs from the one the last build baked in. */
import { describe, expect, it } from "vitest";
import { changedPublicVars, publicVars } from "../../scripts/build-stamp.mjs";

describe("build stamp", () => {
  const built = { builtAt: 0, public: publicVars({ PUBLIC_SITE_URL: "https://a.example", OTHER: "x" }) };

  it("records only PUBLIC_* values", () => {
    expect(built.public.PUBLIC_SITE_URL).toBe("https://a.example");
    expect(built.public.OTHER).toBeUndefined();
  });

  it("names a PUBLIC_* value that changed, appeared or went away", () => {
    expect(changedPublicVars(built, { PUBLIC_SITE_URL: "https://a.example", OTHER: "y" })).toEqual([]);
    expect(changedPublicVars(built, { PUBLIC_SITE_URL: "https://b.example" })).toEqual(["PUBLIC_SITE_URL"]);
    expect(changedPublicVars(built, { PUBLIC_SITE_URL: "https://a.example", PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_1" })).toEqual([
      "PUBLIC_STRIPE_PUBLISHABLE_KEY",
    ]);
    expect(changedPublicVars(built, {})).toEqual(["PUBLIC_SITE_URL"]);
  });

  it("with PUBLIC_SITE_URL unset, the address is localhost on PORT: a new PORT rebuilds", () => {
    const onPort = { builtAt: 0, public: publicVars({ PORT: "5000" }) };
    expect(onPort.public.PUBLIC_SITE_URL).toBe("http://localhost:5000");
    expect(changedPublicVars(onPort, { PORT: "5000" })).toEqual([]);
    expect(changedPublicVars(onPort, { PORT: "5001" })).toEqual(["PUBLIC_SITE_URL"]);
    expect(publicVars({}).PUBLIC_SITE_URL).toBe("http://localhost:4321");
  });
});
