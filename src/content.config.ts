/**
 * Content collections: the lists of entries behind the informational pages and tools.
 * Data lives in src/content/data (YAML) and src/content/blog (Markdown); every entry is checked
 * against its schema at build time.
 */
import { defineCollection } from "astro:content";
import { file, glob } from "astro/loaders";
import { z } from "astro/zod";
import { BLOG_CATEGORIES } from "./lib/blog";
import { SERVICE_STATES } from "./lib/service-status";

const data = (name: string) => file(`src/content/data/${name}.yaml`);
const text = z.string().trim().min(1);
/** Position on the page: collections come back sorted by id, so lists say their order. */
const order = z.number().int().positive();

const blog = defineCollection({
  loader: glob({ pattern: "*.md", base: "src/content/blog" }),
  schema: ({ image }) =>
    z.object({
      title: text,
      excerpt: text,
      author: text,
      authorRole: text,
      date: z.coerce.date(),
      category: z.enum(BLOG_CATEGORIES),
      /** Minutes to read. */
      readTime: z.number().int().positive(),
      featured: z.boolean().default(false),
      /** A picture of the product the post is about (src/assets, optimised at build), with its description. */
      image: image().optional(),
      imageAlt: z.string().optional(),
    }),
});

/** Careers: open positions (spec section 3: title, department, location, type, description). */
const jobs = defineCollection({
  loader: data("jobs"),
  schema: z.object({
    order,
    title: text,
    department: text,
    location: text,
    type: z.enum(["Full-time", "Part-time", "Contract"]),
    description: text,
    highlights: z.array(text).min(1),
  }),
});

/** Help center FAQ. Answers may name figures as {placeholders} (src/content/figures.ts). */
const faq = defineCollection({
  loader: data("faq"),
  schema: z.object({ order, question: text, answer: text }),
});

const helpTopics = defineCollection({
  loader: data("help-topics"),
  schema: z.object({
    order,
    title: text,
    description: text,
    icon: z.enum(["rocket", "sparkles", "globe"]),
    articles: z.array(z.object({ title: text, href: z.string().startsWith("/").optional() })).min(1),
  }),
});

const statusServices = defineCollection({
  loader: data("status-services"),
  schema: z.object({
    order,
    name: text,
    status: z.enum(SERVICE_STATES),
    /** Percentage over the report period, e.g. "99.98%". */
    uptime: z.string().regex(/^\d{2,3}(\.\d+)?%$/),
    /** Median response time in milliseconds. */
    responseTime: z.number().int().positive(),
    description: text,
  }),
});

const incidents = defineCollection({
  loader: data("incidents"),
  schema: z.object({
    title: text,
    service: text,
    description: text,
    status: z.enum(["resolved", "monitoring"]),
    /** When it started (ISO 8601, UTC). */
    time: z.coerce.date(),
    /** Minutes of downtime. */
    duration: z.number().int().positive(),
  }),
});

const playbooks = defineCollection({
  loader: data("playbooks"),
  schema: z.object({
    order,
    title: text,
    description: text,
    category: text,
    duration: text,
    audience: text,
    status: z.enum(["Available", "Coming Soon"]),
    outline: z.array(text).min(1),
  }),
});

/** Tool catalogue (spec section 3: name, slug, status, description, features, useCase). */
const tools = defineCollection({
  loader: data("tools"),
  schema: z.object({
    order,
    name: text,
    slug: z.string().regex(/^[a-z0-9-]+$/),
    status: z.enum(["Live", "Demo", "Beta", "Docs", "Coming Soon"]),
    description: text,
    features: z.array(text).min(1),
    useCase: text,
    icon: z.enum(["shield", "users", "zap", "book"]),
  }),
});

/** Energy optimizer scenarios (spec section 3: scenario, kWhDelta, costDelta, comfortDelta), monthly. */
const energyScenarios = defineCollection({
  loader: data("energy-scenarios"),
  schema: z.object({
    order,
    scenario: text,
    measure: text,
    kWhDelta: z.number().int(),
    costDelta: z.number().int(),
    comfortDelta: z.number().int(),
  }),
});

/** Occupancy insights demo: hourly head counts per zone of one floor. */
const occupancyZones = defineCollection({
  loader: data("occupancy-zones"),
  schema: z.object({
    order,
    name: text,
    capacity: z.number().int().positive(),
    hourly: z.array(z.number().int().nonnegative()).min(1),
  }),
});

const registrars = defineCollection({
  loader: data("registrars"),
  schema: z.object({
    order,
    name: text,
    /** Yearly price range in whole dollars for a .com. */
    priceMin: z.number().int().positive(),
    priceMax: z.number().int().positive(),
    url: z.string().url().startsWith("https://"),
    note: text,
  }),
});

export const collections = {
  blog,
  jobs,
  faq,
  helpTopics,
  statusServices,
  incidents,
  playbooks,
  tools,
  energyScenarios,
  occupancyZones,
  registrars,
};
