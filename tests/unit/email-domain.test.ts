import { describe, expect, it } from "vitest";
import { emailDomainProblem } from "../../core/email-domain";

describe("deceptive email domains", () => {
  it.each([
    ["billing@pаypal.com", "mixed_script"], // Cyrillic а among Latin letters
    ["billing@xn--pypal-4ve.com", "mixed_script"], // the same, as punycode
    ["help@gοogle.com", "mixed_script"], // Greek ο
    ["a@раура.com", "latin_lookalike"], // all Cyrillic, reads as "paypa"
    ["a@xn--80aa0cbo65f.com", "latin_lookalike"],
  ])("%s is refused (%s)", (email, problem) => expect(emailDomainProblem(email)).toBe(problem));

  it.each([
    "owner@bakery.example",
    "a@bücher.de",
    "a@xn--bcher-kva.de",
    "b@пекарня.рф",
    "c@例え.jp",
    "d@日本語テスト.jp",
    "e@ελληνικά.gr",
    "f@k-12.school.nz",
    "g@123.example",
  ])("%s is an honest address", (email) => expect(emailDomainProblem(email)).toBeNull());
});
