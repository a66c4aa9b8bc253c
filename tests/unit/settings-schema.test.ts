/**
 * Every setting goes through one schema (functions/config.ts): a value that is set but malformed is
 * refused, never read as something else; every problem is reported at once, one line each, naming
 * the variable; production needs an identity provider.
 */
import { describe, expect, it } from "vitest";
import { BOOLEAN_WORDS, ConfigError, configProblems, loadConfig } from "../../functions/config";

const production = {
  NODE_ENV: "production",
  ADMIN_PASSWORD: "sixteen chars!!!",
  OIDC_ISSUER: "https://id.example",
  OIDC_CLIENT_ID: "c",
  OIDC_CLIENT_SECRET: "s",
};

describe("yes/no settings", () => {
  const flags = ["ADMIN_PANEL_REQUIRE_ACCOUNT", "LOG_REQUESTS", "AI_STRUCTURED_OUTPUTS", "EMBEDDED_IDP", "DEBUG_STARTUP"] as const;

  it("accept 1/0, true/false, yes/no, on/off in any case", () => {
    for (const [word, value] of Object.entries(BOOLEAN_WORDS)) {
      for (const spelled of [word, word.toUpperCase(), ` ${word} `]) {
        const config = loadConfig({ ADMIN_PANEL_REQUIRE_ACCOUNT: spelled, LOG_REQUESTS: spelled, AI_STRUCTURED_OUTPUTS: spelled });
        expect([config.adminPanelRequireAccount, config.logRequests, config.ai.structuredOutputs]).toEqual([value, value, value]);
      }
    }
    expect(Object.keys(BOOLEAN_WORDS).sort()).toEqual(["0", "1", "false", "no", "off", "on", "true", "yes"]);
  });

  it("ADMIN_PANEL_REQUIRE_ACCOUNT=yes turns the requirement on (it used to be silently off)", () => {
    expect(loadConfig({ ADMIN_PANEL_REQUIRE_ACCOUNT: "yes" }).adminPanelRequireAccount).toBe(true);
    expect(loadConfig({ ...production, ADMIN_PANEL_REQUIRE_ACCOUNT: "off" }).adminPanelRequireAccount).toBe(false);
  });

  it("refuse any other word, naming the variable and the value", () => {
    for (const name of flags) {
      expect(configProblems({ [name]: "maybe" })).toEqual([`${name} must be one of 1/0, true/false, yes/no, on/off, got "maybe".`]);
    }
    expect(() => loadConfig({ LOG_REQUESTS: "maybe" })).toThrow(ConfigError);
  });

  it("blank means unset (the documented default)", () => {
    expect(loadConfig({ LOG_REQUESTS: "", ADMIN_PANEL_REQUIRE_ACCOUNT: "  " })).toMatchObject({ logRequests: true, adminPanelRequireAccount: false });
  });
});

describe("NODE_ENV", () => {
  it("takes development, production or test, and refuses anything else (prod used to run as development)", () => {
    expect(loadConfig({ NODE_ENV: "development" }).production).toBe(false);
    expect(loadConfig({ NODE_ENV: "test" }).production).toBe(false);
    expect(loadConfig(production).production).toBe(true);
    expect(configProblems({ NODE_ENV: "prod" })).toEqual(['NODE_ENV must be one of development, production, test (unset means development), got "prod".']);
    expect(configProblems({ NODE_ENV: "Production" })).toHaveLength(1);
  });
});

describe("production", () => {
  it("is refused without an identity provider", () => {
    const { OIDC_ISSUER: _i, OIDC_CLIENT_ID: _c, OIDC_CLIENT_SECRET: _s, ...noProvider } = production;
    expect(configProblems(noProvider)).toEqual([expect.stringMatching(/^OIDC_ISSUER must be set in production .*EMBEDDED_IDP=1/)]);
    expect(configProblems({ ...noProvider, EMBEDDED_IDP: "yes" })).toEqual([]);
    expect(configProblems(production)).toEqual([]);
    // Outside production the embedded provider is the default.
    expect(loadConfig({}).embeddedIdp).toBe(true);
  });
});

describe("every problem at once", () => {
  it("one line each, naming the variable, cross-checks included", () => {
    const problems = configProblems({
      NODE_ENV: "production",
      PORT: "80x",
      LOG_REQUESTS: "maybe",
      ADMIN_PANEL_REQUIRE_ACCOUNT: "sure",
      PUBLIC_SITE_URL: "example.com",
      DATABASE_URL: "/srv/app.db",
      API_RATE_LIMIT_PER_DAY: "-1",
      CLIENT_IP_HEADER: "x forwarded",
      OIDC_ISSUER: "id.example",
      AI_BASE_URL: "localhost:1234",
      SMTP_URL: "mail.example:587",
    });
    const named = problems.map((p) => p.split(" ")[0]);
    expect(named).toEqual(
      expect.arrayContaining([
        "PORT",
        "LOG_REQUESTS",
        "ADMIN_PANEL_REQUIRE_ACCOUNT",
        "PUBLIC_SITE_URL",
        "DATABASE_URL",
        "API_RATE_LIMIT_PER_DAY",
        "CLIENT_IP_HEADER",
        "OIDC_ISSUER",
        "AI_BASE_URL",
        "SMTP_URL",
        "ADMIN_PASSWORD",
        "OIDC_CLIENT_ID",
      ]),
    );
    expect(problems.every((p) => !p.includes("\n"))).toBe(true);
    try {
      loadConfig({ PORT: "80x", LOG_REQUESTS: "maybe" });
      expect.unreachable();
    } catch (error) {
      expect((error as ConfigError).problems).toHaveLength(2);
    }
  });

  it("numbers are whole numbers in range", () => {
    expect(loadConfig({ PORT: "0" }).port).toBe(0);
    expect(loadConfig({ PORT: "65535" }).port).toBe(65535);
    for (const bad of ["65536", "-1", "1.5", "1e3", "0x10"]) expect(configProblems({ PORT: bad })).toHaveLength(1);
  });
});

describe("the site's address", () => {
  it("with only PORT set, it is localhost on that port (canonical links, sign-in redirect)", () => {
    expect(loadConfig({ PORT: "5000" }).siteUrl).toBe("http://localhost:5000");
    expect(loadConfig({}).siteUrl).toBe("http://localhost:4321");
    expect(loadConfig({ PORT: "5000", PUBLIC_SITE_URL: "https://lumen.example/" }).siteUrl).toBe("https://lumen.example");
  });
});
