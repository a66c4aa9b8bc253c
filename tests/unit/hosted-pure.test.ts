import { describe, expect, it } from "vitest";
import { cnameState, domainRecords, hostOfHeader, isPlatformHostname, normalizeHostname, txtState } from "../../core/domains";
import { contactValues, validateContact } from "../../core/contact-message";
import { siteSettings } from "../../core/site/settings";
import { contactFormSection, pageWithMain, withSection } from "../../core/site/contact-form";
import { CONTACT_FORM_WORDS, contactFormWords } from "../../core/content/contact-form";

describe("custom domain names", () => {
  it("normalises what owners paste and refuses what cannot be a public domain", () => {
    expect(normalizeHostname(" https://WWW.Example.com:8443/path?q#x ")).toBe("www.example.com");
    expect(normalizeHostname("shop.example.co.uk.")).toBe("shop.example.co.uk");
    expect(normalizeHostname("xn--bcher-kva.example")).toBeNull(); // .example is reserved
    expect(normalizeHostname("xn--bcher-kva.de")).toBe("xn--bcher-kva.de");
    for (const bad of [
      "",
      "com",
      "localhost",
      "a.localhost",
      "10.0.0.1",
      "1.2.3.4.5",
      "[::1]",
      "-x.com",
      "x-.com",
      "a_b.com",
      "a..com",
      "é.com",
      "x.test",
      `${"a".repeat(64)}.com`,
      `${"a.".repeat(130)}com`,
    ]) {
      expect(normalizeHostname(bad), bad).toBeNull();
    }
    expect(normalizeHostname("sites.lumen.dev", ["sites.lumen.dev"])).toBeNull();
    expect(normalizeHostname("x.sites.lumen.dev", ["sites.lumen.dev"])).toBeNull();
  });

  it("records and their states", () => {
    expect(domainRecords("a.example.com", "tok", "sites.x.dev")).toEqual([
      { type: "CNAME", name: "a.example.com", value: "sites.x.dev" },
      { type: "TXT", name: "_lumen-verify.a.example.com", value: "lumen-verify=tok" },
    ]);
    expect(cnameState([], "t.dev")).toBe("missing");
    expect(cnameState(["T.dev."], "t.dev")).toBe("ok");
    expect(cnameState(["other.dev"], "t.dev")).toBe("wrong");
    expect(txtState([["lumen-verify=", "tok"]], "tok")).toBe("ok");
    expect(txtState([["lumen-verify=toke"]], "tok")).toBe("wrong");
    expect(txtState([], "tok")).toBe("missing");
  });

  it("platform hosts and Host headers", () => {
    const own = { siteHost: "lumen.dev", cnameTarget: "sites.lumen.dev" };
    for (const h of ["lumen.dev", "sites.lumen.dev", "localhost", "127.0.0.9", "192.168.1.4", "[::1]", "app.workers.dev", "x.localhost"])
      expect(isPlatformHostname(h, own), h).toBe(true);
    for (const h of ["shop.example.com", "lumen.dev.evil.com"]) expect(isPlatformHostname(h, own), h).toBe(false);
    expect(hostOfHeader("Shop.Example.com:443")).toBe("shop.example.com");
    expect(hostOfHeader("[::1]:8080")).toBe("[::1]");
    expect(hostOfHeader(undefined)).toBe("");
  });
});

describe("contact messages", () => {
  it("cleans fields and validates them", () => {
    const v = contactValues({ name: "  Ada\u0000  Lovelace ", email: " ada@example.com ", phone: 42, message: "line 1\r\nline 2\u0007 ", extra: "x" });
    expect(v).toEqual({ name: "Ada Lovelace", email: "ada@example.com", phone: "", message: "line 1\nline 2" });
    expect(validateContact(v)).toEqual({});
    expect(validateContact({ name: "", email: "", phone: "", message: "" })).toEqual({
      name: "nameRequired",
      email: "emailRequired",
      message: "messageRequired",
    });
    expect(validateContact({ name: "a".repeat(101), email: "a@b", phone: "call me", message: "m".repeat(5001) })).toEqual({
      name: "nameTooLong",
      email: "emailInvalid",
      phone: "phoneInvalid",
      message: "messageTooLong",
    });
    expect(validateContact({ name: "A", email: "a@b.co", phone: "+1 (555) 010-0000", message: "hi" })).toEqual({});
  });

  it("settings default to the form on; an invalid ownerEmail is ignored", () => {
    expect(siteSettings(null)).toEqual({ contactForm: true, requests: {} });
    expect(siteSettings({ settings: { contactForm: false } })).toEqual({ contactForm: false, requests: {} });
    expect(siteSettings({ settings: { ownerEmail: "not-an-address" } })).toEqual({ contactForm: true, requests: {} });
    expect(siteSettings({ settings: { ownerEmail: " o@example.com " } })).toEqual({ contactForm: true, ownerEmail: "o@example.com", requests: {} });
  });
});

describe("the form markup", () => {
  const words = contactFormWords("en");
  it("has words for every language, escapes everything, labels every field", () => {
    for (const lang of ["en", "es", "fr", "de", "pt", "ja"]) expect(Object.keys(CONTACT_FORM_WORDS[lang]!.errors)).toEqual(Object.keys(words.errors));
    expect(contactFormWords("xx")).toBe(words);
    const html = contactFormSection({ words, action: '/sites/a"b/contact', token: "t<1>", values: { name: "<b>x</b>", message: "</textarea><script>" } });
    expect(html).toContain('action="/sites/a&quot;b/contact"');
    expect(html).toContain('value="&lt;b&gt;x&lt;/b&gt;"');
    expect(html).toContain("&lt;/textarea&gt;&lt;script&gt;</textarea>");
    expect(html).toContain('value="t&lt;1&gt;"');
    for (const f of ["name", "email", "phone", "message", "website"]) expect(html).toContain(`<label for="lf-${f}">`);
    expect(html).not.toContain('role="alert"');
  });

  it("goes into the page's main, and error pages replace main", () => {
    const page =
      '<html><head><title>Cafe</title><style>a{}</style></head><body><header><a href="#menu">Menu</a><a class="skip" href="#main">Skip</a></header><main id="main"><h1>Cafe</h1></main></body></html>';
    const withForm = withSection(page, "<section>FORM</section>");
    expect(withForm).toContain("<h1>Cafe</h1><section>FORM</section></main>");
    expect(withForm.match(/<style>/g)).toHaveLength(2);
    const errors = pageWithMain(page, '<section><a href="#lf-name">x</a></section>', "Please check", "/sites/cafe/");
    expect(errors).toContain('<main id="main"><section><a href="#lf-name">x</a></section></main>');
    expect(errors).toContain('href="/sites/cafe/#menu"');
    expect(errors).toContain('href="#main"');
    expect(errors).toContain("<title>Please check – Cafe</title>");
  });
});
