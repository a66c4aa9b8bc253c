/**
 * Visitor counting for hosted sites, the pure part: which requests count, the UTC day, the referrer
 * kept (host and path, never the query), and the 30-day series the dashboard charts.
 */
export const VISIT_DAYS = 30;
/** One visit per visitor hash per site in this long: reloads and floods from one client count once. */
export const VISIT_REPEAT_MS = 30 * 60 * 1000;
/**
 * Visitors counted per address per site in VISIT_REPEAT_MS: a household or an office shares one
 * address, but a client rotating its user agent adds no more than this.
 */
export const VISIT_AGENTS_PER_ADDRESS = 4;
/** A referring host that this many addresses (a day's hash each) came through is listed even when one of them sent a burst. */
export const REFERRER_MIN_SOURCES = 2;
/** A referrer is kept as its host only, lower case, at most this long (the longest DNS name). */
export const REFERRER_HOST_MAX = 253;
/** Path of a visit as stored (hosted pages are served at a few known paths). */
export const VISIT_PATH_MAX = 300;

/** User agents of crawlers, link previews, monitors, HTTP libraries and headless browsers. */
const BOT_UA =
  /bot\b|bot\/|crawl|spider|slurp|archiver|preview|facebookexternalhit|embedly|quora link|whatsapp|telegram|discord|skype|bitlyurl|vkshare|pinterest|monitor|uptime|pingdom|statuscake|lighthouse|pagespeed|headless|phantomjs|puppeteer|playwright|selenium|curl\/|wget\/|python|httpie|http-client|httpclient|okhttp|axios|node-fetch|undici|go-http|java\/|libwww|perl|ruby|php\/|scrapy|feed|rss|validator|check_http|nagios|zgrab|masscan|nmap/i;

export interface VisitRequest {
  method: string;
  userAgent: string | undefined;
  /** Header values of Purpose, Sec-Purpose, X-Moz, X-Purpose (prefetch and prerender hints). */
  purpose: (string | undefined)[];
}

/** A page view by a person: GET, a browser-like user agent, not a prefetch. */
export function isCountableVisit(r: VisitRequest): boolean {
  return r.method === "GET" && isPersonAgent(r.userAgent, r.purpose);
}

/** A browser-like user agent, not a known bot, and not a prefetch or prerender. */
export function isPersonAgent(userAgent: string | undefined, purpose: readonly (string | undefined)[]): boolean {
  const ua = userAgent?.trim() ?? "";
  if (ua.length < 10 || !/mozilla|opera/i.test(ua) || BOT_UA.test(ua)) return false;
  return !purpose.some((p) => p && /prefetch|preview|prerender/i.test(p));
}

/** The UTC day of a time, YYYY-MM-DD. */
export function dayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The external referrer's host only (never its path or query), or null for none, our own host, or not a host name. */
export function referrerOf(referrer: string | undefined, ownHost: string): string | null {
  if (!referrer) return null;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname.toLowerCase();
  if (host === ownHost.toLowerCase()) return null;
  if (host.length > REFERRER_HOST_MAX || !/^[a-z0-9.-]+$|^\[[0-9a-f:.]+\]$/.test(host)) return null;
  return host;
}

export interface DayCount {
  day: string;
  visits: number;
  visitors: number;
}

/** The last `days` UTC days ending today, oldest first, zero where nothing was counted. */
export function lastDays(rows: readonly DayCount[], now: number, days = VISIT_DAYS): DayCount[] {
  const byDay = new Map(rows.map((r) => [r.day, r]));
  const out: DayCount[] = [];
  for (let i = days - 1; i >= 0; i--) {
    const day = dayOf(now - i * 86_400_000);
    out.push(byDay.get(day) ?? { day, visits: 0, visitors: 0 });
  }
  return out;
}

/** Bar chart geometry: one slot per day, bars scaled to the largest figure (at least 1). */
export function barLayout(values: readonly number[], width: number, height: number): { x: number; y: number; w: number; h: number }[] {
  const max = Math.max(1, ...values);
  const slot = width / Math.max(1, values.length);
  const w = Math.max(1, slot * 0.7);
  return values.map((v, i) => {
    const h = (v / max) * height;
    return { x: i * slot + (slot - w) / 2, y: height - h, w, h };
  });
}
