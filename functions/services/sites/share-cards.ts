/**
 * Share cards: made from a site's published content when it is published (and, for a site published
 * before cards existed, on the first request for it), stored per site, made again only when what the
 * card draws changed (its key). No HTTP here.
 */
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/index";
import { generatedSites, siteCards } from "../../../db/schema";
import { siteContentSchema } from "../../../core/site/schema";
import { type ShareCardInput, shareCardInput, shareCardKey, shareCardSvg } from "../../../core/site/share-card";
import { blobOf } from "./images";

/** A host's SVG-to-PNG step: the card's SVG, and its input (the text decides which fonts to load). */
export type ShareCardRenderer = (svg: string, input: ShareCardInput) => Promise<Uint8Array>;

export interface ShareCard {
  key: string;
  png: Uint8Array;
}

/** The stored card if it matches the content; else a new one made and stored (null with no renderer or unreadable content). */
export async function ensureShareCard(
  db: Database,
  render: ShareCardRenderer | null | undefined,
  site: { projectId: number; content: unknown },
  opts: { now: number },
): Promise<ShareCard | null> {
  const parsed = siteContentSchema.safeParse(site.content);
  if (!parsed.success) return null;
  const key = shareCardKey(parsed.data);
  const [stored] = await db.select({ key: siteCards.key, png: siteCards.png }).from(siteCards).where(eq(siteCards.projectId, site.projectId)).limit(1);
  if (stored?.key === key) return { key, png: new Uint8Array(stored.png) };
  if (!render) return stored ? { key: stored.key, png: new Uint8Array(stored.png) } : null;
  const input = shareCardInput(parsed.data);
  const png = await render(shareCardSvg(input), input);
  await db
    .insert(siteCards)
    .values({ projectId: site.projectId, key, png: blobOf(png), createdAt: new Date(opts.now) })
    .onConflictDoUpdate({ target: siteCards.projectId, set: { key, png: blobOf(png), createdAt: new Date(opts.now) } });
  return { key, png };
}

/** After a publish: the site's card made again if what it draws changed (never throws; the card route makes it otherwise). */
export async function refreshShareCard(db: Database, render: ShareCardRenderer | null | undefined, projectId: number, now: number): Promise<void> {
  if (!render) return;
  const [site] = await db.select({ content: generatedSites.content }).from(generatedSites).where(eq(generatedSites.projectId, projectId)).limit(1);
  if (site) await ensureShareCard(db, render, { projectId, content: site.content }, { now });
}
