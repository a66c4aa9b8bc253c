import type { SiteContent } from "../../core/site/schema";
import type { WriterPlan } from "./embedded-writer";
import { CHANNEL_WORD, type ReadAsk, asksSiteMaker, consumedByFacts, linesShownInSlots, requestSentences } from "./plan";
import { proseSentences } from "./text";

/**
 * Where each sentence of the owner's text ended, found by looking at what was built (not by trusting
 * the reader's own verdict): in the about prose (or the hero's line), in "Good to know", in the
 * dashboard's "Not built yet", in a fact slot, a section that was asked for, an instruction about the
 * site itself, or an aside to us. A sentence with no place was dropped silently; one with two places
 * is shown twice (or shown and listed as not built). Both are bugs: the corpus test requires one each.
 */
export type Destination = "about" | "notes" | "unbuilt" | "fact" | "section" | "instruction" | "aside";

export interface SentenceAccount {
  /** The sentence (description) or the ask (requirements, and request sentences of the description) as typed. */
  text: string;
  source: "description" | "requirements";
  /** Every place it was found; exactly one when all is well. */
  to: Destination[];
}

const squash = (s: string) =>
  s
    .normalize("NFC")
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim()
    .toLocaleLowerCase();

function publishedFactValues(content: SiteContent): string[] {
  const f = content.facts;
  const out: string[] = [...f.phones, ...f.emails, ...f.places, ...f.team.map((p) => p.name)];
  for (const x of f.social) out.push(x.url, ...(x.label ? [x.label] : []), ...(x.url.match(/[\w.]+$/) ?? []).map((h) => `@${h}`));
  if (f.address) out.push(f.address);
  if (f.city) out.push(f.city);
  if (f.meetingPoint) out.push(f.meetingPoint);
  if (f.hoursNote) out.push(f.hoursNote);
  if (f.since) out.push(f.since);
  for (const h of f.hours) for (const x of [h.time, h.label, h.for, h.season, h.note]) if (x) out.push(x);
  for (const s of content.sections) {
    if (s.kind === "offerings") for (const g of s.groups) for (const it of g.items) out.push(it.name, ...(it.price ? [it.price] : []));
    if (s.kind === "pricing") for (const t of s.tiers) out.push(t.name, t.price);
    if (s.kind === "timetable") for (const e of s.entries) out.push(e.name);
  }
  return out.filter((x) => x.length >= 2);
}

export function accountSentences(plan: WriterPlan, asks: readonly ReadAsk[], content: SiteContent, unbuilt: readonly string[]): SentenceAccount[] {
  const prose = squash(
    [content.hero.subheadline ?? "", ...content.sections.flatMap((s) => (s.kind === "about" || s.kind === "story" ? s.paragraphs : []))].join(" ¦ "),
  );
  const notes = content.sections.flatMap((s) => (s.kind === "notes" ? s.items.map(squash) : []));
  const published = publishedFactValues(content).sort((a, b) => b.length - a.length);
  const facts = published.map(squash);
  const listed = new Set(unbuilt);
  const inProse = (t: string) => prose.includes(squash(t).replace(/[.!?。।۔؟]+$/u, ""));
  const inNotes = (t: string) => {
    const q = squash(t);
    return notes.some((n) => n.includes(q) || (q.includes(n.replace(/[.!?。।۔؟]+$/u, "")) && n.length >= 8));
  };
  const holdsFact = (t: string) => {
    const q = squash(t);
    // "dirección Av. Chapultepec 480": the line without its leading label words is part of the fact.
    const named = squash(t.replace(/^[\p{Ll}\s:]+/u, ""));
    if (content.facts.social.some((x) => q.includes(x.network.toLowerCase()))) return true;
    return facts.some((f) => q.includes(f) || (q.length >= 5 && f.includes(q)) || (named.length >= 5 && f.includes(named)));
  };

  // Lines of the description the fact slots show whole: their sentences end there ("Adres: ul." and "Marszałkowska 10, ...").
  const shownLines = [...linesShownInSlots(plan.description, published)].map(squash);
  const inShownLine = (t: string) => shownLines.some((line) => line.includes(squash(t).replace(/[.!?。।۔؟]+$/u, "")));

  const out: SentenceAccount[] = [];
  const place = (text: string, source: SentenceAccount["source"], ask?: ReadAsk) => {
    const to: Destination[] = [];
    const o = ask?.outcome;
    if (!o || o.to === "about" || o.to === "fact" || (o.to === "section" && source === "description")) {
      // Prose, or a fact: in the about text (or the hero's line), else in a fact slot.
      if (inProse(text)) to.push("about");
      if (inNotes(text)) to.push("notes");
      // A line the fact slots show whole ("- Bridal bouquets from $180", "Tel: ...") ends there, not in the prose.
      if (to.length === 0 && (consumedByFacts(text, published) || inShownLine(text) || holdsFact(text))) to.push("fact");
    } else if (o.to === "notes") {
      // A statement whose line holds a price the slots do not show is kept whole in the about prose instead.
      if (inNotes(o.text)) to.push("notes");
      else if (inProse(o.text)) to.push("about");
    } else if (o.to === "unbuilt") {
      if (listed.has(o.label)) to.push("unbuilt");
      if (inNotes(text)) to.push("notes");
    } else to.push(o.to);
    out.push({ text, source, to });
  };

  // "Mention that we're registered tax agents": the words addressed to us are an instruction (followed),
  // the rest is the owner's statement, in "Good to know" as typed.
  const placeAsk = (a: ReadAsk) => {
    const o = a.outcome;
    // "A call button: (480) 555-0199", "List the areas we cover: Austin, Round Rock": an ask of the site maker
    // whose facts the slots show. The ask is a section built (the slot it asked for), its facts are in their slot.
    // Not when it names a way to reach them the page does not say ("Quero o WhatsApp …").
    if (o.to === "fact" && asksSiteMaker(a.ask) && !CHANNEL_WORD.test(a.ask) && !consumedByFacts(a.ask, published)) {
      const found = [...new Set(published.filter((f) => a.ask.includes(f)))];
      let rest = a.ask;
      for (const f of found) rest = rest.split(f).join(" ¦ ");
      const request = rest
        .split("¦")
        .map((x) => x.replace(/^[\s:：,،、;/·–—-]+|[\s:：,،、;/·–—-]+$/gu, ""))
        .filter((x) => /\p{L}/u.test(x));
      if (found.length && request.length === 1) {
        out.push({ text: request[0] as string, source: a.source, to: ["section"] });
        const facts = found.filter((f) => !found.some((g) => g !== f && g.includes(f))).sort((x, y) => a.ask.indexOf(x) - a.ask.indexOf(y));
        return place(facts.join(", "), a.source, a);
      }
    }
    if (o.to !== "notes" || o.text === a.ask || !a.ask.includes(o.text)) return place(a.ask, a.source, a);
    const wrapper = a.ask.replace(o.text, " ").trim();
    if (!/[\p{L}\p{N}]/u.test(wrapper)) return place(a.ask, a.source, a);
    out.push({ text: wrapper, source: a.source, to: ["instruction"] });
    place(o.text, a.source, a);
  };
  for (const a of asks) if (a.source === "requirements") placeAsk(a);
  const asked = new Set(requestSentences(plan.description));
  for (const s of proseSentences(plan.description)) {
    if (!asked.has(s)) {
      place(s, "description");
      continue;
    }
    for (const a of asks) if (a.source === "description" && a.sentence === s) placeAsk(a);
  }
  return out;
}
