import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { buildMailtoUrl, consultationBody, consultationMailtoUrl, toCrlf, COMPANY_NOT_PROVIDED } from "../../src/lib/mailto";
import { CONSULTATION_EMAIL, CONSULTATION_SUBJECT } from "../../src/content/advisory/contact";

/** What a mail client reads back out of a mailto URL. */
function parse(url: string) {
  expect(url.startsWith("mailto:")).toBe(true);
  const [to, query = ""] = url.slice("mailto:".length).split("?");
  const params: Record<string, string> = {};
  for (const pair of query.split("&").filter(Boolean)) {
    const [k, v = ""] = pair.split("=");
    params[k!] = decodeURIComponent(v);
  }
  return { to: decodeURIComponent(to!), params };
}

describe("buildMailtoUrl", () => {
  it("encodes subject and body so every character survives", () => {
    const url = buildMailtoUrl({ to: "hello@example.com", subject: "Q&A: 100% ready?", body: "a & b = c\n#1 + 2?" });
    expect(url).toBe("mailto:hello@example.com?subject=Q%26A%3A%20100%25%20ready%3F&body=a%20%26%20b%20%3D%20c%0D%0A%231%20%2B%202%3F");
    expect(parse(url).params).toEqual({ subject: "Q&A: 100% ready?", body: "a & b = c\r\n#1 + 2?" });
  });

  it("uses %20 for spaces, never '+'", () => {
    expect(buildMailtoUrl({ to: "a@b.co", subject: "two words" })).toBe("mailto:a@b.co?subject=two%20words");
  });

  it("turns every line break into CRLF", () => {
    expect(toCrlf("a\nb\r\nc\rd")).toBe("a\r\nb\r\nc\r\nd");
    expect(buildMailtoUrl({ to: "a@b.co", body: "x\ny" })).toBe("mailto:a@b.co?body=x%0D%0Ay");
  });

  it("keeps '@' in addresses, encodes the rest, joins several with commas, adds cc/bcc", () => {
    expect(buildMailtoUrl({ to: ["a@b.co", " c+d@e.co "], cc: "f@g.co", bcc: [] })).toBe("mailto:a@b.co,c%2Bd@e.co?cc=f@g.co");
  });

  it("omits the query when there is nothing to add", () => {
    expect(buildMailtoUrl({ to: "a@b.co" })).toBe("mailto:a@b.co");
  });

  it("encodes non-ASCII text as UTF-8", () => {
    expect(buildMailtoUrl({ to: "a@b.co", subject: "Café ✓" })).toBe("mailto:a@b.co?subject=Caf%C3%A9%20%E2%9C%93");
  });

  it("property: any subject and body decode back to themselves (line breaks as CRLF)", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string({ unit: "grapheme" }), (subject, body) => {
        const { params } = parse(buildMailtoUrl({ to: "x@y.z", subject, body }));
        expect(params.subject ?? "").toBe(subject);
        expect(params.body ?? "").toBe(toCrlf(body));
      }),
    );
  });
});

describe("the consultation draft (spec section 7)", () => {
  it("subject 'Free 30-Minute Consultation Request' and a body of the four fields", () => {
    expect(CONSULTATION_SUBJECT).toBe("Free 30-Minute Consultation Request");
    const url = consultationMailtoUrl(
      { name: "Ana Ruiz", email: "ana@acme.io", company: "Acme & Sons", message: "Line one\nLine two & more" },
      CONSULTATION_EMAIL,
      CONSULTATION_SUBJECT,
    );
    const { to, params } = parse(url);
    expect(to).toBe(CONSULTATION_EMAIL);
    expect(params.subject).toBe("Free 30-Minute Consultation Request");
    expect(params.body).toBe("Name: Ana Ruiz\r\nEmail: ana@acme.io\r\nCompany: Acme & Sons\r\n\r\nMessage:\r\nLine one\r\nLine two & more");
  });

  it("an empty company reads 'Not provided'; fields are trimmed", () => {
    expect(consultationBody({ name: " Bo ", email: "bo@x.io ", company: "  ", message: " Hi \n" })).toBe(
      `Name: Bo\nEmail: bo@x.io\nCompany: ${COMPANY_NOT_PROVIDED}\n\nMessage:\nHi`,
    );
  });
});
