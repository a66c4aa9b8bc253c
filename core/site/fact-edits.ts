/**
 * An edited fact wins everywhere. The page's words (the owner's about prose, "Good to know", the
 * price FAQ, the hero, the SEO description...) may hold a fact as the owner typed it; when the fact
 * slot changes (a phone, an email, the address, a day's hours, a price), the old string must not stay
 * published beside the new one. `carryFactEdits(before, after)` compares the two contents' facts and
 * rewrites every text of `after`:
 *
 * - a fact edited to a new value: the old string is replaced by the new one wherever it stands (a phone
 *   also when typed with other separators: same digits);
 * - a fact removed, or an hours time that no longer holds for every day it held for: the sentence (or
 *   the clause after a ";") that states it is dropped, since it is no longer true.
 *
 * Only values gone from every fact slot are carried ("$18" still the price of another item stays).
 * Pure, no React; used by the editor when a fact is applied and before each save, by the server on
 * every saved draft (idempotent: nothing to do once the old string is gone), and when a regenerated
 * site meets the owner's edited facts. Returns what changed so the editor can tell the owner.
 */
import { LIMITS, type Section, type SiteContent } from "./schema";

export type FactEditKind = "phone" | "email" | "address" | "hours" | "price";

export interface FactEdit {
  kind: FactEditKind;
  from: string;
  /** The new value; absent when the fact was removed (its sentence is dropped). */
  to?: string;
}

/** Where a carried edit changed the page's words: "about", "faq", "hero", "seo"... */
export interface FactEditChange extends FactEdit {
  places: string[];
}

/** Pairs an old list with a new one: positions when the lengths match, else removed with added in order. */
function pairLists(kind: FactEditKind, before: readonly string[], after: readonly string[]): FactEdit[] {
  const out: FactEdit[] = [];
  const gone = (v: string) => v.trim() !== "" && !after.includes(v);
  if (before.length === after.length) {
    before.forEach((v, i) => {
      if (!gone(v)) return;
      const next = after[i]!;
      out.push(before.includes(next) || !next.trim() ? { kind, from: v } : { kind, from: v, to: next });
    });
    return out;
  }
  const added = after.filter((v) => v.trim() && !before.includes(v));
  before.filter(gone).forEach((v, i) => out.push(added[i] ? { kind, from: v, to: added[i] } : { kind, from: v }));
  return out;
}

/** time -> the days (or row labels) it holds for. */
function hoursMap(c: SiteContent): Map<string, Set<string>> {
  const map = new Map<string, Set<string>>();
  for (const r of c.facts.hours) {
    if (r.closed || !r.time?.trim()) continue;
    const days = r.days.length ? r.days : [`label:${r.label ?? ""}`];
    const set = map.get(r.time) ?? new Set<string>();
    for (const d of days) set.add(d);
    map.set(r.time, set);
  }
  if (c.facts.hoursNote?.trim()) map.set(c.facts.hoursNote, new Set(["note"]));
  return map;
}

function hoursEdits(before: SiteContent, after: SiteContent): FactEdit[] {
  const b = hoursMap(before);
  const a = hoursMap(after);
  const same = (x: Set<string>, y: Set<string>) => x.size === y.size && [...x].every((d) => y.has(d));
  const added = [...a.entries()].filter(([t]) => !b.has(t));
  const out: FactEdit[] = [];
  for (const [time, days] of b) {
    const now = a.get(time);
    if (now && [...days].every((d) => now.has(d))) continue; // still true for every day it was said for
    // Gone: a new time for exactly the same days is its successor; else the sentence is no longer true.
    const successor = now ? undefined : added.find(([, d]) => same(d, days));
    out.push(successor ? { kind: "hours", from: time, to: successor[0] } : { kind: "hours", from: time });
  }
  return out;
}

/** Every priced item or tier: "sectionId.group.item" -> its price. */
function priceMap(c: SiteContent): Map<string, string> {
  const map = new Map<string, string>();
  for (const s of c.sections) {
    if (s.kind === "offerings") s.groups.forEach((g, gi) => g.items.forEach((it, ii) => it.price && map.set(`${s.id}.${gi}.${ii}`, it.price)));
    if (s.kind === "pricing") s.tiers.forEach((t, ti) => map.set(`${s.id}.t.${ti}`, t.price));
  }
  return map;
}

function priceEdits(before: SiteContent, after: SiteContent): FactEdit[] {
  const b = priceMap(before);
  const a = priceMap(after);
  const afterValues = new Set(a.values());
  const afterKeys = new Set(
    after.sections.flatMap((s) =>
      s.kind === "offerings"
        ? s.groups.flatMap((g, gi) => g.items.map((_, ii) => `${s.id}.${gi}.${ii}`))
        : s.kind === "pricing"
          ? s.tiers.map((_, ti) => `${s.id}.t.${ti}`)
          : [],
    ),
  );
  const out: FactEdit[] = [];
  const seen = new Set<string>();
  for (const [key, price] of b) {
    // An item or a section deleted as a whole is no edit of a price: only items that are still there.
    if (afterValues.has(price) || !afterKeys.has(key) || seen.has(price)) continue;
    seen.add(price);
    const next = a.get(key);
    out.push(next ? { kind: "price", from: price, to: next } : { kind: "price", from: price });
  }
  return out;
}

/** What changed among the facts from `before` to `after`, as edits to carry into the page's words. */
export function factEdits(before: SiteContent, after: SiteContent): FactEdit[] {
  const edits: FactEdit[] = [
    ...pairLists("phone", before.facts.phones, after.facts.phones),
    ...pairLists("email", before.facts.emails, after.facts.emails),
    ...pairLists("address", before.facts.address ? [before.facts.address] : [], after.facts.address ? [after.facts.address] : []),
    ...hoursEdits(before, after),
    ...priceEdits(before, after),
  ];
  // A value too short to find safely in prose (a lone digit, "9") is left alone.
  return edits.filter((e) => e.from.replace(/\s/g, "").length >= 3);
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Where `edit.from` stands in a text: exact (emails in any case), a phone by its digits whatever the separators. */
export function factPattern(edit: FactEdit): RegExp {
  const from = edit.from.trim();
  const digits = from.replace(/\D/g, "");
  if (edit.kind === "phone" && digits.length >= 6) {
    const body = [...digits].map((d) => d).join("[\\s.()\\-/\\u2010-\\u2015]{0,3}");
    return new RegExp(`(?<![\\p{N}])(?:\\+[\\s]?)?\\(?${body}(?![\\p{N}])`, "gu");
  }
  const head = /^[\p{L}\p{N}]/u.test(from) ? "(?<![\\p{L}\\p{N}])" : "";
  const tail = /[\p{L}\p{N}]$/u.test(from) ? "(?![\\p{L}\\p{N}]|[.,'’]\\p{N})" : "";
  return new RegExp(`${head}${escape(from)}${tail}`, edit.kind === "email" ? "giu" : "gu");
}

/**
 * Sentence and clause ends: ".", "!", "?" and their full-width forms followed by a space or the end, a
 * ";" before a space, a line break. A full stop after a short word ("Dr.", "St.") ends nothing.
 */
function boundaries(text: string): number[] {
  const ends: number[] = [];
  const re = /[.!?。！？]+(?=\s|$)|;(?=\s)|\n+|[。！？]/gu;
  for (const m of text.matchAll(re)) {
    if (m[0].startsWith(".")) {
      const word = /([\p{L}]+)$/u.exec(text.slice(Math.max(0, m.index - 12), m.index))?.[1];
      if (word && word.length < 3 && /^\p{Lu}/u.test(word)) continue;
    }
    ends.push(m.index + m[0].length);
  }
  return ends;
}

/** `text` without the sentences (or clauses) that hold a match of `re`; null when nothing is left. */
export function dropSentencesWith(text: string, re: RegExp): string | null {
  let out = text;
  for (let guard = 0; guard < 50; guard++) {
    re.lastIndex = 0;
    const m = re.exec(out);
    if (!m) break;
    const ends = boundaries(out);
    const start = [0, ...ends].filter((e) => e <= m.index).pop() ?? 0;
    const end = ends.find((e) => e >= m.index + m[0].length) ?? out.length;
    const semicolonBefore = out.slice(0, start).trimEnd().endsWith(";");
    out = `${out.slice(0, start)}${out.slice(end)}`;
    if (semicolonBefore && end >= out.length) out = out.trimEnd().replace(/;$/, ".");
  }
  out = out
    .replace(/[ \t]{2,}/g, " ")
    .replace(/ +([,.;:!?])/g, "$1")
    .replace(/^[\s;,:]+/, "")
    .trim();
  return /[\p{L}\p{N}]/u.test(out) ? out : null;
}

/** A text with `edit` carried in: replaced, or its sentence dropped (also when the replacement would not fit `max`). */
function carry(text: string, edit: FactEdit, max: number): string | null {
  const re = factPattern(edit);
  re.lastIndex = 0;
  if (!re.test(text)) return text;
  if (edit.to) {
    const to = edit.to;
    const replaced = text.replace(re, () => to);
    if (replaced.length <= max) return replaced;
  }
  return dropSentencesWith(text, re);
}

type Rewrite = (text: string, max: number) => string | null;

/** `section` with every text rewritten; null when a section that needs its text has none left. */
function rewriteSection(s: Section, fn: Rewrite): Section | null {
  const opt = (v: string | undefined, max: number) => (v === undefined ? undefined : (fn(v, max) ?? undefined));
  const base = { ...s, heading: fn(s.heading, LIMITS.heading) ?? s.heading, intro: opt(s.intro, LIMITS.intro) };
  if (base.intro === undefined) delete (base as { intro?: string }).intro;
  const list = (items: string[], max: number) => items.map((p) => fn(p, max)).filter((p): p is string => p !== null);
  switch (s.kind) {
    case "about":
    case "story": {
      const paragraphs = list(s.paragraphs, LIMITS.paragraph);
      return paragraphs.length ? { ...base, kind: s.kind, paragraphs } : null;
    }
    case "notes": {
      const items = list(s.items, LIMITS.paragraph);
      return items.length ? { ...base, kind: "notes", items } : null;
    }
    case "faq": {
      const items = s.items.flatMap((it) => {
        const question = fn(it.question, LIMITS.question);
        const answer = fn(it.answer, LIMITS.answer);
        return question && answer ? [{ question, answer }] : [];
      });
      return items.length ? { ...base, kind: "faq", items } : null;
    }
    case "offerings":
      return {
        ...base,
        kind: "offerings",
        groups: s.groups.map((g) => {
          const name = opt(g.name, LIMITS.itemName);
          return {
            ...(name ? { name } : {}),
            items: g.items.map((it) => {
              const { note: _note, ...rest } = it;
              const note = opt(it.note, LIMITS.itemText);
              return { ...rest, name: fn(it.name, LIMITS.itemName) ?? it.name, ...(note ? { note } : {}) };
            }),
          };
        }),
      } as Section;
    case "pricing":
      return { ...base, kind: "pricing", tiers: s.tiers.map((t) => ({ ...t, features: list(t.features, LIMITS.itemText) })) };
    case "reviews": {
      const items = s.items.flatMap((r) => {
        const quote = fn(r.quote, LIMITS.quote);
        return quote ? [{ ...r, quote }] : [];
      });
      return items.length ? { ...base, kind: "reviews", items } : null;
    }
    default:
      return base as Section;
  }
}

/** Every text of the page's words rewritten by `fn` (the facts themselves are not words). */
function rewriteTexts(c: SiteContent, fn: Rewrite, touched: (place: string) => void): SiteContent {
  const watch =
    (place: string): Rewrite =>
    (text, max) => {
      const out = fn(text, max);
      if (out !== text) touched(place);
      return out;
    };
  const hero = watch("hero");
  const { eyebrow, subheadline, ...heroRest } = c.hero;
  const nextEyebrow = eyebrow === undefined ? undefined : (hero(eyebrow, LIMITS.eyebrow) ?? undefined);
  const nextSub = subheadline === undefined ? undefined : (hero(subheadline, LIMITS.subheadline) ?? undefined);
  const seo = watch("seo");
  const tagline = c.tagline === undefined ? undefined : (watch("tagline")(c.tagline, LIMITS.tagline) ?? undefined);
  const sections = c.sections.flatMap((s) => {
    const next = rewriteSection(s, watch(s.kind));
    return next ? [next] : [];
  });
  const { tagline: _t, ...rest } = c;
  return {
    ...rest,
    ...(tagline ? { tagline } : {}),
    hero: {
      ...heroRest,
      headline: hero(c.hero.headline, LIMITS.headline) ?? c.brandName,
      ...(nextEyebrow ? { eyebrow: nextEyebrow } : {}),
      ...(nextSub ? { subheadline: nextSub } : {}),
    },
    seo: {
      title: seo(c.seo.title, LIMITS.seoTitle) ?? c.brandName.slice(0, LIMITS.seoTitle),
      description: seo(c.seo.description, LIMITS.seoDescription) ?? c.brandName.slice(0, LIMITS.seoDescription),
    },
    sections,
  };
}

/**
 * `after` with the facts edited since `before` carried into its words, and what changed where.
 * Unchanged (the same object) when no edited fact's old string is in the words.
 */
export function carryFactEdits(before: SiteContent, after: SiteContent): { content: SiteContent; changes: FactEditChange[] } {
  const edits = factEdits(before, after);
  if (!edits.length) return { content: after, changes: [] };
  let content = after;
  const changes: FactEditChange[] = [];
  for (const edit of edits) {
    const places = new Set<string>();
    const next = rewriteTexts(
      content,
      (text, max) => carry(text, edit, max),
      (p) => places.add(p),
    );
    if (!places.size) continue;
    content = next;
    changes.push({ ...edit, places: [...places] });
  }
  return { content: changes.length ? content : after, changes };
}
