/**
 * "What changed" between two versions of a site's content, in a few words for the history list:
 * "Edited hero heading, 2 prices". Pure: compares data, knows nothing of storage.
 */
import type { Section, SiteContent } from "./schema";
import { SECTION_KIND_LABELS } from "../content/editor";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Every price a section shows, in order (offerings and pricing tiers). */
function pricesOf(section: Section | undefined): Array<string | undefined> {
  if (!section) return [];
  if (section.kind === "offerings") return section.groups.flatMap((g) => g.items.map((i) => i.price));
  if (section.kind === "pricing") return section.tiers.map((t) => t.price);
  return [];
}

const withoutPrices = (section: Section): unknown => {
  if (section.kind === "offerings")
    return { ...section, groups: section.groups.map((g) => ({ ...g, items: g.items.map((i) => ({ ...i, price: undefined })) })) };
  if (section.kind === "pricing") return { ...section, tiers: section.tiers.map((t) => ({ ...t, price: undefined })) };
  return section;
};

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** The list of changes, most visible first; empty when nothing changed. */
export function contentChanges(before: SiteContent, after: SiteContent): string[] {
  const changes: string[] = [];
  if (before.brandName !== after.brandName) changes.push("business name");
  if (before.hero.headline !== after.hero.headline) changes.push("hero heading");
  if (before.hero.subheadline !== after.hero.subheadline || before.hero.eyebrow !== after.hero.eyebrow) changes.push("hero text");
  if (!same(before.hero.image, after.hero.image)) changes.push("hero image");
  if (!same(before.logo, after.logo)) changes.push("logo");
  if (before.tagline !== after.tagline) changes.push("tagline");

  const beforeIds = before.sections.map((s) => s.id);
  const afterIds = after.sections.map((s) => s.id);
  const added = after.sections.filter((s) => !beforeIds.includes(s.id));
  const removed = before.sections.filter((s) => !afterIds.includes(s.id));
  const kept = after.sections.filter((s) => beforeIds.includes(s.id));
  const keptOrderBefore = beforeIds.filter((id) => afterIds.includes(id));
  if (
    !same(
      keptOrderBefore,
      kept.map((s) => s.id),
    )
  )
    changes.push("section order");

  let prices = 0;
  for (const now of kept) {
    const was = before.sections.find((s) => s.id === now.id)!;
    const label = SECTION_KIND_LABELS[now.kind].toLowerCase();
    if (was.hidden !== now.hidden) changes.push(`${now.hidden ? "hid" : "showed"} ${label}`);
    const a = pricesOf(was);
    const b = pricesOf(now);
    const length = Math.max(a.length, b.length);
    for (let i = 0; i < length; i++) if (a[i] !== b[i]) prices++;
    if (!same(was.images, now.images)) changes.push(`${label} images`);
    const rest = (s: Section) => ({ ...(withoutPrices(s) as object), hidden: undefined, images: undefined });
    if (!same(rest(was), rest(now))) changes.push(`${label} text`);
  }
  if (prices > 0) changes.push(plural(prices, "price"));
  for (const s of added) changes.push(`added ${SECTION_KIND_LABELS[s.kind].toLowerCase()}`);
  for (const s of removed) changes.push(`removed ${SECTION_KIND_LABELS[s.kind].toLowerCase()}`);

  if (!same(before.facts, after.facts)) changes.push("contact details and hours");
  if (!same(before.theme, after.theme)) changes.push("colours and layout");
  if (!same(before.seo, after.seo)) changes.push("search title and description");
  if (!same(before.settings, after.settings)) changes.push("settings");
  if (before.language !== after.language) changes.push("language");
  if (!same(before.aiFields ?? [], after.aiFields ?? [])) changes.push("AI-written text reviewed");
  return changes;
}

/** One line: "Edited hero heading, 2 prices"; "No changes" when there are none. */
export function summarizeChanges(before: SiteContent, after: SiteContent, maxItems = 4): string {
  const changes = contentChanges(before, after);
  if (changes.length === 0) return "No changes";
  const shown = changes.slice(0, maxItems);
  const more = changes.length - shown.length;
  const text = `Edited ${shown.join(", ")}${more > 0 ? ` and ${plural(more, "more change")}` : ""}`;
  return text.replace(/^Edited (added|removed|hid|showed)/, (_, verb: string) => verb[0]!.toUpperCase() + verb.slice(1));
}
