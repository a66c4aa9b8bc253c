import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  REDACTION_CATEGORIES,
  REDACTION_CATEGORY_IDS,
  REDACTION_CATEGORY_LABELS,
  REDACTION_WORKER_THRESHOLD,
  hasRedactableContent,
  isSupportedRedactionFile,
  maskAccountNumber,
  maskPhone,
  redact,
  redactedFileName,
  shouldRedactInWorker,
  type RedactionCategory,
} from "../../src/lib/redact";
import { REDACTOR_MESSAGES } from "../../src/content/redactor";

/** Property-test runs; raise with FC_RUNS=200000 for a deeper search. */
const RUNS = Number(process.env.FC_RUNS ?? 3000);

const fixture = (name: string) => readFileSync(fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url)), "utf8");

/** Redacting `input` finds exactly one match, of `category`, and produces `output`. */
function expectOne(input: string, category: RedactionCategory, output: string) {
  const r = redact(input);
  expect(r.redactedText).toBe(output);
  expect(r.redactionCount).toBe(1);
  expect(r.categories).toEqual([category]);
  expect(r.countsByCategory[category]).toBe(1);
}

/** Redacting `input` finds nothing of `category` (and, unless other rules apply, nothing at all). */
function expectNone(input: string, category: RedactionCategory) {
  const r = redact(input);
  expect(r.countsByCategory[category]).toBe(0);
  expect(r.categories).not.toContain(category);
}

describe("result shape", () => {
  it("returns the original text, the redacted text, the count and the distinct categories", () => {
    const r = redact("Mail a@b.co or c@d.io, call 555-123-4567.");
    expect(r.originalText).toBe("Mail a@b.co or c@d.io, call 555-123-4567.");
    expect(r.redactedText).toBe("Mail {{EMAIL}} or {{EMAIL}}, call XXX-XXX-4567.");
    expect(r.redactionCount).toBe(3);
    expect(r.categories).toEqual(["email", "phone"]);
    expect(r.countsByCategory.email).toBe(2);
    expect(r.countsByCategory.phone).toBe(1);
    expect(r.countsByCategory.ssn).toBe(0);
  });

  it("is empty for empty text and for text without PII", () => {
    for (const text of ["", "   ", "Hello world, nothing to see here."]) {
      const r = redact(text);
      expect(r.redactedText).toBe(text);
      expect(r.redactionCount).toBe(0);
      expect(r.categories).toEqual([]);
      expect(r.matches).toEqual([]);
    }
  });

  it("reports match offsets into both texts", () => {
    const text = "SSN 123-45-6789, mail x@y.org";
    const r = redact(text);
    expect(r.matches).toHaveLength(2);
    for (const m of r.matches) {
      expect(r.redactedText.slice(m.start, m.end)).toBe(m.replacement);
    }
    expect(r.matches.map((m) => text.slice(m.originalStart, m.originalEnd))).toEqual(["123-45-6789", "x@y.org"]);
  });

  it("lists categories in the documented order with human labels", () => {
    expect(REDACTION_CATEGORY_IDS).toEqual([
      "email",
      "dob",
      "ssn",
      "phone",
      "temperature",
      "energy",
      "account_number",
      "address",
      "device",
      "building",
      "unit",
    ]);
    for (const c of REDACTION_CATEGORIES) expect(REDACTION_CATEGORY_LABELS[c.id]).toBe(c.label);
    const r = redact("Unit 5, x@y.org, Building A");
    expect(r.categories).toEqual(["email", "building", "unit"]);
  });
});

describe("emails -> {{EMAIL}}", () => {
  it.each([
    ["john@example.com", "{{EMAIL}}"],
    ["Write to jane.doe+tag@mail.example.co.uk today", "Write to {{EMAIL}} today"],
    ["UPPER_CASE@EXAMPLE.ORG", "{{EMAIL}}"],
    ["a.b-c_d%e@sub-domain.example.io", "{{EMAIL}}"],
    ["Contact: ops@acme.com.", "Contact: {{EMAIL}}."],
    ["<ops@acme.com>", "<{{EMAIL}}>"],
    ["jo.5551234567@x.com", "{{EMAIL}}"],
  ])("redacts %j", (input, output) => expectOne(input, "email", output));

  it.each(["john@localhost", "@example.com", "john@.com", "john at example dot com", "john@example.c", "john@example.123", "example.com", "user@@example.com"])(
    "leaves %j",
    (input) => {
      expectNone(input, "email");
      expect(redact(input).redactedText).toBe(input);
    },
  );
});

describe("US phone numbers keep their shape and last 4 digits", () => {
  it.each([
    ["(555) 123-4567", "(XXX) XXX-4567"],
    ["555-123-4567", "XXX-XXX-4567"],
    ["555.123.4567", "XXX.XXX.4567"],
    ["555 123 4567", "XXX XXX 4567"],
    ["+1 555 123 4567", "+X XXX XXX 4567"],
    ["+1 (555) 123-4567", "+X (XXX) XXX-4567"],
    ["1-555-123-4567", "X-XXX-XXX-4567"],
    ["(555)123-4567", "(XXX)XXX-4567"],
    ["+15551234567", "+XXXXXXX4567"],
    ["Call me at 555-123-4567.", "Call me at XXX-XXX-4567."],
    ["cell:(415) 555-0143,", "cell:(XXX) XXX-0143,"],
  ])("masks %j", (input, output) => expectOne(input, "phone", output));

  it.each(["555-1234", "555-123-45678", "1234-555-123-4567", "555-123-4567-8901", "v1.555.123.4567", "2024.01.15", "ISBN 978-3-16-148410-0"])(
    "leaves %j",
    (input) => {
      expectNone(input, "phone");
      expect(redact(input).redactedText).toBe(input);
    },
  );

  it("treats a contiguous 10-digit run as an account number, not a phone", () => {
    expectOne("5551234567", "account_number", "XXXX-XXXX-4567");
  });

  it("treats ###-##-#### as an SSN, not a phone", () => {
    expectOne("123-45-6789", "ssn", "XXX-XX-XXXX");
  });

  it("maskPhone keeps everything but the leading digits", () => {
    expect(maskPhone("+1 (555) 123-4567")).toBe("+X (XXX) XXX-4567");
    expect(maskPhone("(XXX) XXX-4567")).toBe("(XXX) XXX-4567");
  });
});

describe("SSNs -> XXX-XX-XXXX", () => {
  it.each([
    ["123-45-6789", "XXX-XX-XXXX"],
    ["SSN: 078-05-1120", "SSN: XXX-XX-XXXX"],
    ["(987-65-4321)", "(XXX-XX-XXXX)"],
    ["123 45 6789", "XXX-XX-XXXX"],
    ["ssn=123-45-6789;", "ssn=XXX-XX-XXXX;"],
  ])("redacts %j", (input, output) => expectOne(input, "ssn", output));

  it.each(["123-456-789", "1234-56-7890", "123-45-67890", "123-45 6789", "A123-45-6789", "123-45-6789-1", "12-345-6789"])("leaves %j", (input) => {
    expectNone(input, "ssn");
    expect(redact(input).redactedText).toBe(input);
  });

  it("an SSN is never also counted as a number of 9+ digits", () => {
    const r = redact("123-45-6789");
    expect(r.redactionCount).toBe(1);
    expect(r.countsByCategory.account_number).toBe(0);
  });
});

describe("numbers of 9+ digits -> XXXX-XXXX-last4", () => {
  it.each([
    ["123456789", "XXXX-XXXX-6789"],
    ["Account 000123456789 closed", "Account XXXX-XXXX-6789 closed"],
    ["ORD-9876543210", "ORD-XXXX-XXXX-3210"],
    ["4111 1111 1111 1111", "XXXX-XXXX-1111"],
    ["4111-1111-1111-1111", "XXXX-XXXX-1111"],
    ["3782 822463 10005", "XXXX-XXXX-0005"],
    ["12345678901234567890", "XXXX-XXXX-7890"],
    ["acct no.123456789", "acct no.XXXX-XXXX-6789"],
  ])("masks %j", (input, output) => expectOne(input, "account_number", output));

  it.each(["12345678", "123,456,789", "3.14159265358979", "4111 1111 1111", "1234 5678 9", "1,250,000"])("leaves %j", (input) => {
    expectNone(input, "account_number");
    expect(redact(input).redactedText).toBe(input);
  });

  it("maskAccountNumber uses the last four digits", () => {
    expect(maskAccountNumber("4111-1111-1111-1234")).toBe("XXXX-XXXX-1234");
  });
});

describe("street addresses: number -> XXXX, name and type kept", () => {
  it.each([
    ["1234 Main Street", "XXXX Main Street"],
    ["Ship to 42 Oak Ave. today", "Ship to XXXX Oak Ave. today"],
    ["500 North Michigan Avenue", "XXXX North Michigan Avenue"],
    ["221B Baker Street", "XXXX Baker Street"],
    ["300 W 42nd St", "XXXX W 42nd St"],
    ["1600 PENNSYLVANIA AVENUE", "XXXX PENNSYLVANIA AVENUE"],
    ["10 St. James Place", "XXXX St. James Place"],
    ["Address: 77 Martin Luther King Jr Blvd, Suite 4", "Address: XXXX Martin Luther King Jr Blvd, Suite 4"],
    ["12345 Old Mill Rd", "XXXX Old Mill Rd"],
  ])("redacts %j", (input, output) => expectOne(input, "address", output));

  it.each([
    "1 Infinite Loop",
    "123456 Main Street",
    "12 main street",
    "12 Main Streets",
    "In 2024 Revenue Grew",
    "12 Main",
    "12.5 Main Street",
    "Route 66 Street",
  ])("leaves %j", (input) => {
    expectNone(input, "address");
  });

  it("a phone number's last digits are not an address number", () => {
    const r = redact("+1 555 123 4567 Main Street");
    expect(r.redactedText).toBe("+X XXX XXX 4567 Main Street");
    expect(r.categories).toEqual(["phone"]);
  });
});

describe("dates of birth after a DOB label -> {{DOB}}", () => {
  it.each([
    ["DOB: 01/02/1990", "DOB: {{DOB}}"],
    ["Date of Birth - 1990-01-02", "Date of Birth - {{DOB}}"],
    ["D.O.B. March 3, 1985", "D.O.B. {{DOB}}"],
    ["born on 3rd of March 1985", "born on {{DOB}}"],
    ["Birthdate: 03-Mar-1985", "Birthdate: {{DOB}}"],
    ["dob 1/2/90", "dob {{DOB}}"],
    ["Her date of birth is 12.05.1985.", "Her date of birth is {{DOB}}."],
    ["DOB:\n01/02/1990", "DOB:\n{{DOB}}"],
    ["Birthday: Sept. 9th, 1979", "Birthday: {{DOB}}"],
  ])("redacts %j", (input, output) => expectOne(input, "dob", output));

  it.each(["Date: 01/02/1990", "DOB: unknown", "born in 1985", "Reborn 01/02/1990", "Doberman 01/02/1990", "Start date 01/02/1990", "DOB 01/02/19901"])(
    "leaves %j",
    (input) => {
      expectNone(input, "dob");
    },
  );

  it("the date is not read as a phone, number or address", () => {
    const r = redact("DOB: 1985-04-12 Main Street");
    expect(r.categories).toEqual(["dob"]);
  });
});

describe("Building X -> Building {{ID}}, Unit N -> Unit {{NUM}}", () => {
  it.each([
    ["Building A", "Building {{ID}}"],
    ["in Building 12, floor 3", "in Building {{ID}}, floor 3"],
    ["Bldg. C-3", "Bldg. {{ID}}"],
    ["BUILDING 7B", "BUILDING {{ID}}"],
    ["Building #4", "Building #{{ID}}"],
    ["Building HQ1's lobby", "Building {{ID}}'s lobby"],
  ])("redacts building %j", (input, output) => expectOne(input, "building", output));

  it.each(["building 5", "Building Blocks", "Buildings 5", "Building", "Rebuilding 5", "Building abc"])("leaves %j", (input) => {
    expectNone(input, "building");
    expect(redact(input).redactedText).toBe(input);
  });

  it.each([
    ["Unit 4", "Unit {{NUM}}"],
    ["Unit 12B", "Unit {{NUM}}"],
    ["Unit #305", "Unit #{{NUM}}"],
    ["UNIT A3", "UNIT {{NUM}}"],
    ["Unit 4-B.", "Unit {{NUM}}."],
  ])("redacts unit %j", (input, output) => expectOne(input, "unit", output));

  it.each(["Unit test", "unit 5", "Units 5", "Unit A", "Unit 1234567", "Community 5"])("leaves %j", (input) => {
    expectNone(input, "unit");
    expect(redact(input).redactedText).toBe(input);
  });

  it("an email that mentions a building is one email", () => {
    expectOne("Building.A@corp.com", "email", "{{EMAIL}}");
  });
});

describe("HVAC-n / Sensor-n -> {{ID}}", () => {
  it.each([
    ["HVAC-3", "HVAC-{{ID}}"],
    ["Sensor-12 offline", "Sensor-{{ID}} offline"],
    ["sensor-7A", "sensor-{{ID}}"],
    ["HVAC-RTU-3", "HVAC-{{ID}}"],
    ["SENSOR-T12", "SENSOR-{{ID}}"],
    ["(HVAC-14)", "(HVAC-{{ID}})"],
  ])("redacts %j", (input, output) => expectOne(input, "device", output));

  it.each(["HVAC 3", "HVAC-", "Sensor-abc", "HVAC3", "XHVAC-3", "Sensors-3"])("leaves %j", (input) => {
    expectNone(input, "device");
    expect(redact(input).redactedText).toBe(input);
  });
});

describe("temperatures -> {{TEMP}}", () => {
  it.each([
    ["72.5°F", "{{TEMP}}"],
    ["21.3 °C", "{{TEMP}}"],
    ["68.0F", "{{TEMP}}"],
    ["22.5 C in the lobby", "{{TEMP}} in the lobby"],
    ["set point 72°F", "set point {{TEMP}}"],
    ["-3.5 °C", "{{TEMP}}"],
    ["band 20.5-22.5°C", "band {{TEMP}}"],
    ["72.5 degrees F", "{{TEMP}}"],
    ["21℃", "{{TEMP}}"],
    ["18.2 Celsius", "{{TEMP}}"],
  ])("redacts %j", (input, output) => expectOne(input, "temperature", output));

  it.each(["Floor 5F", "72 F", "72.5", "72.5 Fridays", "v2.5C", "1234.5°F", "Apt 2C"])("leaves %j", (input) => {
    expectNone(input, "temperature");
    expect(redact(input).redactedText).toBe(input);
  });
});

describe("kWh amounts -> {{ENERGY}}", () => {
  it.each([
    ["1,234.5 kWh", "{{ENERGY}}"],
    ["850kWh", "{{ENERGY}}"],
    ["12 KWH", "{{ENERGY}}"],
    ["saved -7,800 kWh/month", "saved {{ENERGY}}/month"],
    ["3.2 MWh", "{{ENERGY}}"],
    ["450 kilowatt-hours", "{{ENERGY}}"],
    ["123456789 kWh", "{{ENERGY}}"],
  ])("redacts %j", (input, output) => expectOne(input, "energy", output));

  it.each(["$0.12/kWh", "kWh", "850 kW", "12 kWhr", "ab12 kWh", "12 kWh2"])("leaves %j", (input) => {
    expectNone(input, "energy");
    expect(redact(input).redactedText).toBe(input);
  });

  it("a 9-digit kWh amount is energy, not an account number", () => {
    expect(redact("123456789 kWh").countsByCategory.account_number).toBe(0);
  });
});

describe("overlaps: every match counts once", () => {
  it.each<[string, string, RedactionCategory[]]>([
    ["jo.555-123-4567@x.com", "{{EMAIL}}", ["email"]],
    ["Tel 555-123-4567 Oak Street", "Tel XXX-XXX-4567 Oak Street", ["phone"]],
    ["DOB 01/02/1990 123456789", "DOB {{DOB}} XXXX-XXXX-6789", ["dob", "account_number"]],
    ["Unit 12 Main Street", "Unit XXXX Main Street", ["address"]],
    ["HVAC-3 at 72.5°F using 850 kWh", "HVAC-{{ID}} at {{TEMP}} using {{ENERGY}}", ["temperature", "energy", "device"]],
    ["ssn 123-45-6789 acct 123456789", "ssn XXX-XX-XXXX acct XXXX-XXXX-6789", ["ssn", "account_number"]],
  ])("%j", (input, output, categories) => {
    const r = redact(input);
    expect(r.redactedText).toBe(output);
    expect(r.categories).toEqual(categories);
    expect(r.redactionCount).toBe(r.matches.length);
  });

  it("adjacent items are each redacted", () => {
    const r = redact("a@b.co(555) 123-4567");
    expect(r.redactedText).toBe("{{EMAIL}}(XXX) XXX-4567");
    expect(r.redactionCount).toBe(2);
  });
});

describe("idempotence", () => {
  const sample = fixture("redaction-sample.txt");

  it("redacting redacted text changes nothing and counts 0", () => {
    const once = redact(sample).redactedText;
    const twice = redact(once);
    expect(twice.redactedText).toBe(once);
    expect(twice.redactionCount).toBe(0);
  });

  it("already-present markers are kept and never counted", () => {
    const text = "{{EMAIL}} {{DOB}} Building {{ID}} Unit {{NUM}} {{TEMP}} {{ENERGY}} XXX-XX-XXXX (XXX) XXX-4567";
    const r = redact(text);
    expect(r.redactedText).toBe(text);
    expect(r.redactionCount).toBe(0);
  });

  it("holds for arbitrary strings", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (s) => {
        const once = redact(s);
        const twice = redact(once.redactedText);
        return twice.redactionCount === 0 && twice.redactedText === once.redactedText;
      }),
      { numRuns: RUNS },
    );
  });

  const digits = (min: number, max: number) => fc.stringMatching(new RegExp(`^[0-9]{${min},${max}}$`));
  const fragment = fc.oneof(
    fc.emailAddress(),
    fc.tuple(digits(3, 3), digits(3, 3), digits(4, 4), fc.constantFrom("-", ".", " ")).map(([a, b, c, s]) => `${a}${s}${b}${s}${c}`),
    fc.tuple(digits(3, 3), digits(3, 3), digits(4, 4)).map(([a, b, c]) => `+1 (${a}) ${b}-${c}`),
    fc.tuple(digits(3, 3), digits(2, 2), digits(4, 4)).map(([a, b, c]) => `${a}-${b}-${c}`),
    digits(1, 14),
    fc
      .tuple(digits(2, 5), fc.constantFrom("Main", "Oak Hill", "N 5th", "Baker"), fc.constantFrom("Street", "Ave.", "Rd", "LANE"))
      .map(([n, name, t]) => `${n} ${name} ${t}`),
    fc
      .tuple(fc.constantFrom("DOB: ", "Date of Birth - ", "born on ", "D.O.B. "), fc.constantFrom("01/02/1990", "1990-01-02", "March 3, 1985"))
      .map(([l, d]) => l + d),
    fc.tuple(fc.constantFrom("Building ", "Unit ", "HVAC-", "Sensor-", "Bldg. #"), fc.constantFrom("A", "12", "7B", "C-3", "RTU-3")).map(([l, c]) => l + c),
    fc.tuple(digits(1, 3), digits(1, 2), fc.constantFrom("°F", " °C", "F", " C", "°", "")).map(([a, b, u]) => `${a}.${b}${u}`),
    fc.tuple(fc.constantFrom("1,234", "850", "12.5", "-7,800"), fc.constantFrom(" kWh", "kWh", " KWH", " kw")).map(([n, u]) => n + u),
    fc.constantFrom("{{EMAIL}}", "{{ID}}", "XXXX", "X", "XXX-XX-XXXX", "Main Street", "kWh", "@", "°F", "(", ")", "+1", "-", "."),
    fc.string({ maxLength: 6 }),
  );
  const separator = fc.constantFrom("", "", " ", "  ", "-", ".", ",", "\n", "X", "a", "1", "(", "+", ":", "#", "{", "}", "@", "/");
  const fragmentText = fc.array(fc.tuple(fragment, separator), { maxLength: 12 }).map((parts) => parts.map(([f, s]) => f + s).join(""));
  /** Small tokens glued without separators: finds boundary effects between neighbouring rules. */
  const token = fc.constantFrom(
    "0",
    "1",
    "5",
    "9",
    "12",
    "555",
    "123",
    "4567",
    "X",
    "XX",
    "XXXX",
    "a",
    "B",
    "Main",
    "Street",
    "St",
    "Ave",
    " ",
    "  ",
    "-",
    ".",
    ",",
    "/",
    ":",
    "(",
    ")",
    "+",
    "+1",
    "@",
    "a@b.co",
    "{",
    "}",
    "{{ID}}",
    "°",
    "°F",
    "F",
    "C",
    " C",
    "kWh",
    " kWh",
    "DOB",
    "DOB: ",
    "born on ",
    "Building ",
    "Unit ",
    "HVAC-",
    "Sensor-",
    "#",
    "\n",
    "March 3, 1985",
    "01/02/1990",
    "Bldg.",
    "th",
  );
  const tokenText = fc.array(token, { maxLength: 40 }).map((t) => t.join(""));
  const piiText = fc.oneof(fragmentText, tokenText);

  it("holds for generated PII-ish strings", () => {
    fc.assert(
      fc.property(piiText, (s) => {
        const once = redact(s);
        const twice = redact(once.redactedText);
        return twice.redactionCount === 0 && twice.redactedText === once.redactedText;
      }),
      { numRuns: RUNS },
    );
  });

  it("matches always describe the output exactly (offsets, counts, reconstruction)", () => {
    fc.assert(
      fc.property(piiText, (s) => {
        const r = redact(s);
        let rebuilt = "";
        let cursor = 0;
        for (const m of r.matches) {
          if (r.redactedText.slice(m.start, m.end) !== m.replacement) return false;
          rebuilt += r.redactedText.slice(cursor, m.start) + s.slice(m.originalStart, m.originalEnd);
          cursor = m.end;
        }
        rebuilt += r.redactedText.slice(cursor);
        const total = Object.values(r.countsByCategory).reduce((a, b) => a + b, 0);
        return rebuilt === s && total === r.redactionCount && r.matches.length === r.redactionCount;
      }),
      { numRuns: RUNS },
    );
  });
});

describe("realistic fixture", () => {
  it("matches the expected counts by category", () => {
    const expected = JSON.parse(fixture("redaction-sample.expected.json")) as {
      redactionCount: number;
      categories: RedactionCategory[];
      countsByCategory: Record<RedactionCategory, number>;
    };
    const r = redact(fixture("redaction-sample.txt"));
    expect(r.countsByCategory).toEqual(expected.countsByCategory);
    expect(r.categories).toEqual(expected.categories);
    expect(r.redactionCount).toBe(expected.redactionCount);
  });

  it("produces the reviewed redacted text", () => {
    expect(redact(fixture("redaction-sample.txt")).redactedText).toBe(fixture("redaction-sample.redacted.txt"));
  });

  it("leaves no obvious PII behind", () => {
    const out = redact(fixture("redaction-sample.txt")).redactedText;
    expect(out).not.toMatch(/@[a-z-]+\.(com|net)/);
    expect(out).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    expect(out).not.toMatch(/555[-. )]/);
    expect(out).not.toMatch(/07\/14\/1988|1992-03-05/);
  });
});

/** CPU milliseconds of this worker process while `fn` runs (robust when other work shares the machine). */
function cpuMs(fn: () => void): number {
  const start = process.cpuUsage();
  fn();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

describe("performance on hostile input (safety net; real numbers in bench/redact.ts)", () => {
  const N = 100_000;
  const cases: [string, string][] = [
    ["digit run", "1".repeat(N)],
    ["whitespace run", " ".repeat(N)],
    ["tab/newline run", "\t\n".repeat(N / 2)],
    ["long local part", `${"a".repeat(N)}@${"a".repeat(N)}`],
    ["a@ repeated", "a@".repeat(N / 2)],
    ["dots", ".".repeat(N)],
    ["a. repeated", "a.".repeat(N / 2)],
    ["label dots after @", `x@${"a.".repeat(N / 2)}`],
    ["digit dashes", "1-".repeat(N / 2)],
    ["digit dots", "1.".repeat(N / 2)],
    ["digit spaces", "12 ".repeat(N / 3)],
    ["thousands", "1,".repeat(N / 2)],
    ["capitalised words", `12 ${"Main ".repeat(N / 5)}`],
    ["address starts", "12 Aa ".repeat(N / 6)],
    ["labels without values", "DOB Building Unit HVAC- Sensor- ".repeat(N / 32)],
    ["degree signs", "1.1°".repeat(N / 4)],
    ["parentheses", "(555) ".repeat(N / 6)],
    ["plus ones", "+1 ".repeat(N / 3)],
    ["braces", "{{".repeat(N / 2)],
    ["Xs", "XXXX-".repeat(N / 5)],
  ];
  it.each(cases)("%s (100k chars) finishes fast", (_name, input) => {
    expect(cpuMs(() => redact(input))).toBeLessThan(2000);
  });

  it("a 5-million-digit run neither overflows the regex stack nor leaks", () => {
    // `\d{9,}` throws RangeError (Maximum call stack size exceeded) in V8 on runs this long.
    const r = redact(`acct ${"7".repeat(5_000_000)}1234 end`);
    expect(r.redactedText).toBe("acct XXXX-XXXX-1234 end");
    expect(r.redactionCount).toBe(1);
  });

  it("a 5 MB mixed text redacts in a few seconds at most", () => {
    const chunk = fixture("redaction-sample.txt");
    const big = chunk.repeat(Math.ceil(5_000_000 / chunk.length));
    let r = redact("");
    expect(cpuMs(() => (r = redact(big)))).toBeLessThan(5000);
    expect(r.redactionCount).toBe(43 * Math.ceil(5_000_000 / chunk.length));
  });
});

describe("redactor screen helpers", () => {
  it("accepts only plain-text uploads", () => {
    expect(isSupportedRedactionFile({ name: "notes.txt", type: "" })).toBe(true);
    expect(isSupportedRedactionFile({ name: "NOTES.TXT", type: "application/octet-stream" })).toBe(true);
    expect(isSupportedRedactionFile({ name: "notes", type: "text/plain; charset=utf-8" })).toBe(true);
    expect(isSupportedRedactionFile({ name: "notes.pdf", type: "application/pdf" })).toBe(false);
    expect(isSupportedRedactionFile({ name: "notes.txt.exe", type: "" })).toBe(false);
    expect(isSupportedRedactionFile({ name: "data.csv", type: "text/csv" })).toBe(false);
  });

  it("refuses empty or whitespace-only text", () => {
    expect(hasRedactableContent("")).toBe(false);
    expect(hasRedactableContent(" \n\t ")).toBe(false);
    expect(hasRedactableContent(" x ")).toBe(true);
  });

  it("names downloads redacted_<original>", () => {
    expect(redactedFileName("report.txt")).toBe("redacted_report.txt");
    expect(redactedFileName()).toBe("redacted_text.txt");
  });

  it("has the spec's toasts", () => {
    expect(REDACTOR_MESSAGES.unsupportedFile).toEqual({ title: "Unsupported File Type", description: "Please upload a .txt file" });
    expect(REDACTOR_MESSAGES.noContent).toEqual({ title: "No Content", description: "Please enter text or upload a file to redact" });
    expect(REDACTOR_MESSAGES.complete(3)).toEqual({ title: "Redaction Complete", description: "Successfully redacted 3 sensitive items" });
  });

  it("routes large inputs to the worker", () => {
    expect(shouldRedactInWorker("x".repeat(REDACTION_WORKER_THRESHOLD))).toBe(false);
    expect(shouldRedactInWorker("x".repeat(REDACTION_WORKER_THRESHOLD + 1))).toBe(true);
  });
});
