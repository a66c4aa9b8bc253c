// Inputs of the redactor benchmark, all deterministic: a mixed corpus of building-management and
// HR text (seeded PRNG), pathological inputs, and a small labelled sample with known PII.

/** mulberry32: small, fast, seeded. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const FIRST = ["Maria", "James", "Aisha", "Wei", "Oliver", "Priya", "Tomasz", "Grace", "Diego", "Hannah", "Kwame", "Sofia", "Liam", "Yuki", "Fatima", "Noah"];
const LAST = [
  "Lopez",
  "Smith",
  "Okafor",
  "Chen",
  "Brown",
  "Patel",
  "Nowak",
  "Kim",
  "Garcia",
  "Muller",
  "Mensah",
  "Rossi",
  "Walsh",
  "Tanaka",
  "Haddad",
  "Evans",
];
const STREETS = [
  "Main Street",
  "Oak Avenue",
  "Harbor Road",
  "Maple Drive",
  "Lincoln Blvd",
  "Cedar Lane",
  "Market St",
  "Riverside Parkway",
  "Elm Court",
  "Summit Way",
];
const DOMAINS = ["acme-properties.com", "northtower.co.uk", "example.org", "bldg-mgmt.io", "cityfacilities.gov", "harborview.net"];
const PROSE = [
  "The quarterly facilities review covered preventive maintenance schedules, vendor performance and the roadmap for occupancy analytics across the portfolio.",
  "Chiller efficiency improved after the controls upgrade, and the operations team recommends extending the pilot to the remaining sites next year.",
  "Tenants reported that the new visitor management flow is faster, although badge printing at the front desk still causes short queues in the morning.",
  "Our energy strategy focuses on demand response, smarter setpoints and measured savings rather than one-off hardware purchases.",
  "Please review the attached playbook before the next steering meeting; it explains escalation paths, on-call rotations and handover notes.",
  "The landlord agreed to share sub-metering data monthly, which will let us compare floors and spot waste earlier.",
  "Security staff completed the annual fire drill in under twelve minutes, and the evacuation report lists three follow-up actions.",
  "Cleaning contracts will move to an output-based model so that crews focus on high-traffic areas during peak hours.",
  "Version 2.4 of the building app adds room booking, meal pre-orders and a simpler way to report faults from a phone.",
  "About 35 percent of desks were used on Fridays, so the hybrid work committee suggests consolidating two floors.",
];

/**
 * About `bytes` of ASCII text: ~40% plain prose, ~60% work orders, HR records and energy reports
 * carrying emails, phones, SSNs, addresses, dates of birth, temperatures, kWh and account numbers.
 */
export function mixedCorpus(bytes, seed = 11) {
  const rnd = prng(seed);
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  const int = (lo, hi) => lo + Math.floor(rnd() * (hi - lo + 1));
  const digits = (n) => Array.from({ length: n }, () => int(0, 9)).join("");
  const name = () => `${pick(FIRST)} ${pick(LAST)}`;
  const email = () => `${pick(FIRST).toLowerCase()}.${pick(LAST).toLowerCase()}${rnd() < 0.3 ? int(1, 99) : ""}@${pick(DOMAINS)}`;
  const phone = () =>
    pick([
      `(${int(201, 989)}) ${int(200, 999)}-${digits(4)}`,
      `${int(201, 989)}-${int(200, 999)}-${digits(4)}`,
      `+1 ${int(201, 989)} ${int(200, 999)} ${digits(4)}`,
    ]);
  const ssn = () => `${int(100, 665)}-${digits(2)}-${digits(4)}`;
  const address = () => `${int(10, 9999)} ${pick(STREETS)}`;
  const dob = () => `${String(int(1, 12)).padStart(2, "0")}/${String(int(1, 28)).padStart(2, "0")}/${int(1950, 2004)}`;
  const temp = () => `${int(16, 28)}.${int(0, 9)}°${pick(["C", "F"])}`;
  const kwh = () => `${int(1, 99)},${digits(3)} kWh`;
  const account = () => digits(int(9, 14));
  const blocks = [
    () => pick(PROSE),
    () => `${pick(PROSE)} ${pick(PROSE)}`,
    () =>
      `Work order ${int(1000, 9999)}: ${name()} (${email()}, ${phone()}) reported that HVAC-${int(1, 40)} in Building ${pick(["A", "B", "C", String(int(1, 12))])}, Unit ${int(100, 999)} at ${address()} read ${temp()} at ${int(6, 20)}:${int(10, 59)}. Sensor-${int(1, 500)} logged ${kwh()} over the last 24 hours; utility meter account ${account()}.`,
    () => `Employee record: ${name()}, SSN ${ssn()}, DOB: ${dob()}, home address ${address()}. Payroll account ${account()}. Contact ${email()} or ${phone()}.`,
    () =>
      `Monthly energy summary for Building ${int(1, 12)}: consumption ${kwh()} against ${kwh()} last month; average supply air ${temp()}; tenant contact ${name()} at ${email()}.`,
  ];
  const weights = [0.25, 0.15, 0.25, 0.2, 0.15];
  const parts = [];
  let size = 0;
  while (size < bytes) {
    let x = rnd();
    let i = 0;
    while (x > weights[i]) x -= weights[i++];
    const p = blocks[i]();
    parts.push(p);
    size += p.length + 2;
  }
  return parts.join("\n\n").slice(0, bytes);
}

/** Plain prose with no PII at all: the cost of scanning text where nothing matches. */
export function proseCorpus(bytes) {
  const text = PROSE.join(" ").replace(/\d/g, "").replace(/\s+/g, " ");
  return `${text} `.repeat(Math.ceil(bytes / text.length)).slice(0, bytes);
}

const rep = (unit, length) => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/**
 * Inputs built to trip backtracking regular expressions, each a function of the length `n`
 * (100k and 1M characters in a full run: the ratio of the two times shows the scaling, ~10 = linear).
 */
export const PATHOLOGICAL = [
  { name: "digits 0-9", make: (n) => rep("0123456789", n) },
  { name: "digit run 1111...", make: (n) => "1".repeat(n) },
  { name: "spaces", make: (n) => " ".repeat(n) },
  { name: "'@' run", make: (n) => "@".repeat(n) },
  { name: "'a@' repeated", make: (n) => rep("a@", n) },
  { name: "'a.' repeated", make: (n) => rep("a.", n) },
  { name: "'1.' repeated", make: (n) => rep("1.", n) },
  { name: "'1-' repeated", make: (n) => rep("1-", n) },
  { name: "dots", make: (n) => ".".repeat(n) },
  { name: "aaa...@aaa...", make: (n) => `${"a".repeat(n / 2)}@${"a".repeat(n / 2 - 1)}` },
  { name: "x@ then 'a.' labels", make: (n) => `x@${rep("a.", n - 2)}` },
  { name: "'12 ' repeated", make: (n) => rep("12 ", n) },
  { name: "12 then 'Main ' run", make: (n) => `12 ${rep("Main ", n - 3)}` },
  { name: "labels without values", make: (n) => rep("DOB Building Unit HVAC- Sensor- ", n) },
  { name: "'1.1°' repeated", make: (n) => rep("1.1°", n) },
  { name: "'(555) ' repeated", make: (n) => rep("(555) ", n) },
  { name: "'+1 ' repeated", make: (n) => rep("+1 ", n) },
];

/**
 * Labelled sample: each item is a value placed in a neutral sentence. A positive is found when
 * the tool changed the value (it is no longer in the output verbatim); a negative is a false
 * alarm when the tool changed it. Categories marked `spec: false` are not in our redaction
 * rules (spec section 5) and are listed to show what the other tool covers.
 */
export const LABELLED = [
  {
    category: "email",
    spec: true,
    values: ["maria.lopez@acme-properties.com", "j.smith+hr@example.org", "FACILITIES@northtower.co.uk", "ops_team@bldg-mgmt.io", "a.b@c.de"],
  },
  { category: "phone", spec: true, values: ["(555) 123-4567", "555-987-6543", "+1 415 555 0199", "555.222.3333", "1-800-555-0100"] },
  { category: "ssn", spec: true, values: ["123-45-6789", "078-05-1120", "219-09-9999", "536 22 1234"] },
  { category: "account number / card", spec: true, values: ["1234567890", "987654321012", "4111 1111 1111 1111", "000123456789"] },
  {
    category: "street address",
    spec: true,
    values: ["1234 Main Street", "56 Oak Avenue", "221B Baker Street", "9800 Northwest Industrial Blvd", "42 Elm St."],
  },
  { category: "date of birth", spec: true, values: ["DOB: 03/14/1985", "Date of Birth: 1990-07-22", "born on March 3, 1979", "D.O.B. 12/01/1962"] },
  { category: "temperature", spec: true, values: ["72.5°F", "21.5 °C", "68.0F", "19.5 degrees Celsius"] },
  { category: "energy (kWh)", spec: true, values: ["1,250 kWh", "340.5 kWh", "12 MWh", "87 kilowatt-hours"] },
  { category: "building id", spec: true, values: ["Building 7", "Building C", "Bldg. 12A"] },
  { category: "unit number", spec: true, values: ["Unit 305", "Unit 12B", "Unit #4"] },
  { category: "device id", spec: true, values: ["HVAC-12", "Sensor-0042", "HVAC-RTU-3"] },
  { category: "person name", spec: false, values: ["Jennifer Walsh", "Michael Chen", "Sarah O'Neil"] },
  { category: "IP address", spec: false, values: ["192.168.10.24", "10.0.0.5"] },
];

/** Look like PII to a careless pattern, but are not. */
export const NOT_PII = [
  "Floor 5F",
  "version 2.4.1",
  "$1,234,567.89",
  "room 101",
  "ISO 9001",
  "the year 2024",
  "3.14159",
  "at 10:30",
  "March 3, 2024",
  "on 2024-05-01",
  "35 percent",
  "order #4521",
  "2-4 weeks",
  "page 12 of 40",
  "the HVAC system",
  "a sensor array",
  "the building manager",
  "1,000 square feet",
  "24/7 support",
  "Q3 2025",
];

/** The sentence each value is placed in. */
export function inSentence(value) {
  return `the note mentions ${value} in passing.`;
}
