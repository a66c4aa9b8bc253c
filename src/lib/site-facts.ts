/**
 * The editor's "Facts" panel, as data: the facts a generated site shows (phones, emails, address,
 * city, hours per day, offerings with prices, language), each with how to change or remove it in the
 * site's content, and the bridge that lets /create's "What we understood" logic (src/lib/understood.ts)
 * offer what the owner's brief says and the site does not show yet. Pure: no React.
 *
 * Every change goes into the content's own fields (facts, the offerings sections, `language`), so it
 * is saved, undone and published by the editor's usual path.
 */
import { WEEK_DAYS, type SiteLanguage, type WeekDay } from "../../core/intake";
import type { SiteContent } from "../../core/site/schema";
import { stringsFor } from "../../core/site/i18n";
import { emptyDetailsDraft, type DetailsDraft } from "./intake-form";

export type SiteFactKind = "phone" | "email" | "address" | "city" | "hours" | "offering" | "language";

export interface SiteFactRow {
  /** Stable while the fact exists: "phone:0", "hours:tue", "offering:s2.0.1". */
  key: string;
  kind: SiteFactKind;
  /** A sub-label: the day of an hours row, the item of a price. */
  label?: string;
  value: string;
  /** The content with this fact set to `value` (an empty value removes what may be removed). */
  set: (content: SiteContent, value: string) => SiteContent;
  /** The content without this fact; absent when it cannot be removed (the language). */
  remove?: (content: SiteContent) => SiteContent;
}

const DAY_NAMES: Record<WeekDay, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};
export const CLOSED_WORD = "closed";

const withFacts = (c: SiteContent, facts: Partial<SiteContent["facts"]>): SiteContent => ({ ...c, facts: { ...c.facts, ...facts } });

function setListItem(c: SiteContent, field: "phones" | "emails", index: number, value: string): SiteContent {
  const list = [...c.facts[field]];
  if (value.trim()) list[index] = value;
  else list.splice(index, 1);
  return withFacts(c, { [field]: list });
}

/**
 * One day of the hours set apart from its row: the day leaves the row it was in (whose label, written
 * for the whole row, is dropped when days remain: the day names are then shown), and gets a row of its own
 * with `time` ("closed" marks it closed, empty removes the day).
 */
export function setDayHours(c: SiteContent, day: WeekDay, time: string): SiteContent {
  const rows = c.facts.hours.flatMap((r) => {
    if (!r.days.includes(day)) return [r];
    const days = r.days.filter((d) => d !== day);
    if (!days.length) return [];
    const { label: _label, ...rest } = r;
    return [{ ...rest, days }];
  });
  const t = time.trim();
  if (t) {
    const closed = t.toLowerCase() === CLOSED_WORD;
    rows.push({ days: [day], ...(closed ? {} : { time: t }), closed });
  }
  // Week order, rows without days (a "24/7" line) first as the owner gave them.
  const first = (r: (typeof rows)[number]) => (r.days.length ? WEEK_DAYS.indexOf(r.days[0] as WeekDay) : -1);
  rows.sort((a, b) => first(a) - first(b));
  return withFacts(c, { hours: rows });
}

type OfferingsSection = Extract<SiteContent["sections"][number], { kind: "offerings" }>;

function updateItem(
  c: SiteContent,
  sectionId: string,
  g: number,
  i: number,
  fn: (item: { name: string; price?: string; note?: string }) => { name: string; price?: string; note?: string },
): SiteContent {
  return {
    ...c,
    sections: c.sections.map((s) =>
      s.id === sectionId && s.kind === "offerings"
        ? { ...s, groups: s.groups.map((grp, gi) => (gi === g ? { ...grp, items: grp.items.map((it, ii) => (ii === i ? fn(it) : it)) } : grp)) }
        : s,
    ),
  };
}

/** At most this many phones and emails (the content schema's own limit). */
export const MAX_LISTED_FACTS = 4;

/**
 * The facts the owner can add in the panel (its one place for phones, emails, address and city): a
 * phone or an email while there are fewer than four, the address and the city while there is none.
 * Each is an empty row whose `set` adds the value.
 */
export function newFactRows(c: SiteContent): SiteFactRow[] {
  const rows: SiteFactRow[] = [];
  if (c.facts.phones.length < MAX_LISTED_FACTS)
    rows.push({ key: "new:phone", kind: "phone", value: "", set: (x, v) => setListItem(x, "phones", x.facts.phones.length, v.trim()) });
  if (c.facts.emails.length < MAX_LISTED_FACTS)
    rows.push({ key: "new:email", kind: "email", value: "", set: (x, v) => setListItem(x, "emails", x.facts.emails.length, v.trim()) });
  if (!c.facts.address) rows.push({ key: "new:address", kind: "address", value: "", set: (x, v) => withFacts(x, { address: v.trim() || undefined }) });
  if (!c.facts.city) rows.push({ key: "new:city", kind: "city", value: "", set: (x, v) => withFacts(x, { city: v.trim() || undefined }) });
  return rows;
}

/** Every fact the site shows, in the order of the panel. */
export function siteFactRows(c: SiteContent): SiteFactRow[] {
  const rows: SiteFactRow[] = [];
  c.facts.phones.forEach((p, i) =>
    rows.push({ key: `phone:${i}`, kind: "phone", value: p, set: (x, v) => setListItem(x, "phones", i, v), remove: (x) => setListItem(x, "phones", i, "") }),
  );
  c.facts.emails.forEach((e, i) =>
    rows.push({ key: `email:${i}`, kind: "email", value: e, set: (x, v) => setListItem(x, "emails", i, v), remove: (x) => setListItem(x, "emails", i, "") }),
  );
  if (c.facts.address)
    rows.push({
      key: "address",
      kind: "address",
      value: c.facts.address,
      set: (x, v) => withFacts(x, { address: v.trim() ? v : undefined }),
      remove: (x) => withFacts(x, { address: undefined }),
    });
  if (c.facts.city)
    rows.push({
      key: "city",
      kind: "city",
      value: c.facts.city,
      set: (x, v) => withFacts(x, { city: v.trim() ? v : undefined }),
      remove: (x) => withFacts(x, { city: undefined }),
    });
  for (const day of WEEK_DAYS) {
    const row = c.facts.hours.find((r) => r.days.includes(day));
    if (!row) continue;
    rows.push({
      key: `hours:${day}`,
      kind: "hours",
      label: DAY_NAMES[day],
      value: row.closed ? CLOSED_WORD : (row.time ?? ""),
      set: (x, v) => setDayHours(x, day, v),
      remove: (x) => setDayHours(x, day, ""),
    });
  }
  if (c.facts.hoursNote)
    rows.push({
      key: "hours:note",
      kind: "hours",
      value: c.facts.hoursNote,
      set: (x, v) => withFacts(x, { hoursNote: v.trim() ? v : undefined }),
      remove: (x) => withFacts(x, { hoursNote: undefined }),
    });
  // Rows the owner gave without days ("Open by appointment 9-5"): shown under their own label.
  c.facts.hours.forEach((r, i) => {
    if (r.days.length) return;
    const setRow = (x: SiteContent, v: string) =>
      withFacts(x, {
        hours: v.trim() ? x.facts.hours.map((row, j) => (j === i ? { ...row, time: v, closed: false } : row)) : x.facts.hours.filter((_, j) => j !== i),
      });
    rows.push({
      key: `hours:row${i}`,
      kind: "hours",
      ...(r.label ? { label: r.label } : {}),
      value: r.closed ? CLOSED_WORD : (r.time ?? ""),
      set: setRow,
      remove: (x) => setRow(x, ""),
    });
  });
  for (const s of c.sections) {
    if (s.kind !== "offerings") continue;
    (s as OfferingsSection).groups.forEach((grp, g) =>
      grp.items.forEach((item, i) => {
        if (!item.price) return;
        rows.push({
          key: `offering:${s.id}.${g}.${i}`,
          kind: "offering",
          label: item.name,
          value: item.price,
          set: (x, v) => updateItem(x, s.id, g, i, (it) => ({ ...it, price: v.trim() ? v : undefined })),
          remove: (x) => updateItem(x, s.id, g, i, ({ price: _price, ...rest }) => rest),
        });
      }),
    );
  }
  rows.push({ key: "language", kind: "language", value: c.language, set: (x, v) => ({ ...x, language: v as SiteLanguage }) });
  return rows;
}

/** The site's facts as /create's Business details draft, so "What we understood" offers only what is missing. */
export function draftOf(c: SiteContent): DetailsDraft {
  const draft = emptyDetailsDraft();
  draft.phone = c.facts.phones[0] ?? "";
  draft.email = c.facts.emails[0] ?? "";
  draft.address = c.facts.address ?? "";
  draft.city = c.facts.city ?? "";
  for (const r of c.facts.hours) for (const d of r.days) draft.hours[d as WeekDay] = { time: r.time ?? "", closed: r.closed };
  draft.offerings = c.sections.flatMap((s) =>
    s.kind === "offerings" ? s.groups.flatMap((g) => g.items.map((i) => ({ name: i.name, price: i.price ?? "", note: i.note ?? "" }))) : [],
  );
  if (!draft.offerings.length) draft.offerings = [{ name: "", price: "", note: "" }];
  draft.language = c.language;
  return draft;
}

/**
 * The content with what an accepted suggestion changed in the draft (`before` to `after`): a phone,
 * email, address or city, days of hours, offerings added (to the first offerings section, or a new
 * one), the language. Returns the key of the fact to edit next (for "Edit").
 */
export function applyDraft(c: SiteContent, before: DetailsDraft, after: DetailsDraft): { content: SiteContent; key: string | null } {
  let next = c;
  let key: string | null = null;
  if (after.phone !== before.phone && after.phone.trim()) {
    next = withFacts(next, { phones: [after.phone, ...next.facts.phones.filter((p) => p !== after.phone)].slice(0, 4) });
    key = "phone:0";
  }
  if (after.email !== before.email && after.email.trim()) {
    next = withFacts(next, { emails: [after.email, ...next.facts.emails.filter((e) => e !== after.email)].slice(0, 4) });
    key = "email:0";
  }
  if (after.address !== before.address && after.address.trim()) {
    next = withFacts(next, { address: after.address });
    key = "address";
  }
  if (after.city !== before.city && after.city.trim()) {
    next = withFacts(next, { city: after.city });
    key = "city";
  }
  for (const day of WEEK_DAYS) {
    const a = after.hours[day];
    const b = before.hours[day];
    if (a.time === b.time && a.closed === b.closed) continue;
    next = setDayHours(next, day, a.closed ? CLOSED_WORD : a.time);
    key ??= `hours:${day}`;
  }
  const added = after.offerings.filter((o) => (o.name.trim() || o.price.trim()) && !before.offerings.some((b) => b.name === o.name && b.price === o.price));
  if (added.length) {
    const items = added.map((o) => ({ name: o.name.trim() || o.price, ...(o.price.trim() ? { price: o.price } : {}) }));
    const existing = next.sections.find((s): s is OfferingsSection => s.kind === "offerings");
    if (existing) {
      const g = existing.groups.length - 1;
      const start = existing.groups[g]?.items.length ?? 0;
      next = {
        ...next,
        sections: next.sections.map((s) =>
          s.id === existing.id && s.kind === "offerings"
            ? { ...s, groups: s.groups.map((grp, gi) => (gi === g ? { ...grp, items: [...grp.items, ...items] } : grp)) }
            : s,
        ),
      };
      key = `offering:${existing.id}.${g}.${start}`;
    } else {
      const ids = new Set(next.sections.map((s) => s.id));
      let id = "offerings";
      for (let n = 2; ids.has(id); n++) id = `offerings-${n}`;
      const section: OfferingsSection = {
        kind: "offerings",
        id,
        heading: stringsFor(next.language).headings.offerings.services,
        hidden: false,
        images: [],
        style: "services",
        groups: [{ items }],
      };
      // Before the contact section when there is one: where a visitor looks for prices.
      const at = next.sections.findIndex((s) => s.kind === "contact");
      const sections = [...next.sections];
      sections.splice(at >= 0 ? at : sections.length, 0, section);
      next = { ...next, sections };
      key = `offering:${id}.0.0`;
    }
  }
  if (after.language && after.language !== before.language) {
    next = { ...next, language: after.language };
    key ??= "language";
  }
  return { content: next, key };
}
