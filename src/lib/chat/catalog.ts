/**
 * What the two builders understand: every choice they offer, with the keywords that select it.
 * A value is both the canonical config value and the clickable choice text.
 */
import { hasAnyKeyword, matchAll, matchFirst, type KeywordEntry } from "./keywords";

// ----------------------------------------------------------------------------------------------
// App builder

export interface AppTypeEntry extends KeywordEntry {
  /** Features suggested (offered as choices) for this type. */
  features: readonly string[];
}

export const APP_TYPES = [
  {
    value: "E-commerce",
    keywords: ["ecommerce", "e commerce", "shop*", "store", "retail", "marketplace", "sell*"],
    features: ["Product Catalog", "Shopping Cart", "Secure Checkout", "Order Tracking", "Customer Reviews", "Push Notifications"],
  },
  {
    value: "Social Network",
    keywords: ["social", "community", "communities", "network*", "friend*", "chat"],
    features: ["User Profiles", "News Feed", "Direct Messaging", "Photo Sharing", "Groups", "Push Notifications"],
  },
  {
    value: "Productivity",
    keywords: ["productiv*", "task", "todo", "to-do", "notes", "project management", "planner", "organizer"],
    features: ["Task Lists", "Reminders", "Calendar Sync", "Team Collaboration", "File Attachments", "Offline Mode"],
  },
  {
    value: "Fitness & Health",
    keywords: ["fitness", "workout", "health*", "gym", "exercise", "wellness", "training"],
    features: ["Workout Plans", "Activity Tracking", "Progress Charts", "Wearable Sync", "Nutrition Log", "Reminders"],
  },
  {
    value: "Booking & Appointments",
    keywords: ["booking", "appointment", "reservation", "schedul*", "salon", "clinic"],
    features: ["Online Booking", "Calendar Sync", "In-App Payments", "Reminders", "Staff Management", "Customer Reviews"],
  },
  {
    value: "Education",
    keywords: ["educat*", "learning", "course", "school", "tutor*", "study", "e-learning"],
    features: ["Video Lessons", "Quizzes", "Progress Tracking", "Certificates", "Discussion Forums", "Offline Mode"],
  },
  {
    value: "Smart Building",
    keywords: ["building", "facilit*", "property", "properties", "tenant", "iot", "occupancy"],
    features: ["Occupancy Dashboard", "Energy Monitoring", "Maintenance Requests", "Visitor Access", "Sensor Alerts", "Push Notifications"],
  },
] as const satisfies readonly AppTypeEntry[];

export type AppType = (typeof APP_TYPES)[number]["value"];

export const APP_FEATURES = [
  { value: "Product Catalog", keywords: ["catalog*", "catalogue", "products", "inventory"] },
  { value: "Shopping Cart", keywords: ["cart", "basket"] },
  { value: "Secure Checkout", keywords: ["checkout", "check-out"] },
  { value: "Order Tracking", keywords: ["order tracking", "track order*", "order status", "shipping", "delivery"] },
  { value: "Customer Reviews", keywords: ["review", "rating"] },
  { value: "Push Notifications", keywords: ["notification", "push"] },
  { value: "User Profiles", keywords: ["profile"] },
  { value: "News Feed", keywords: ["feed", "timeline"] },
  { value: "Direct Messaging", keywords: ["messag*", "dm", "inbox"] },
  { value: "Photo Sharing", keywords: ["photo", "image", "picture"] },
  { value: "Groups", keywords: ["group"] },
  { value: "Task Lists", keywords: ["task", "todo", "to-do", "checklist"] },
  { value: "Reminders", keywords: ["remind*"] },
  { value: "Calendar Sync", keywords: ["calendar"] },
  { value: "Team Collaboration", keywords: ["team", "collaborat*"] },
  { value: "File Attachments", keywords: ["file", "attachment", "upload*"] },
  { value: "Offline Mode", keywords: ["offline"] },
  { value: "Workout Plans", keywords: ["workout", "training plan", "exercise plan"] },
  { value: "Activity Tracking", keywords: ["activity", "activities", "step count*"] },
  { value: "Progress Charts", keywords: ["chart", "graph"] },
  { value: "Wearable Sync", keywords: ["wearable", "smartwatch", "fitbit", "apple watch"] },
  { value: "Nutrition Log", keywords: ["nutrition", "meal", "diet", "calorie"] },
  { value: "Online Booking", keywords: ["booking", "book online", "reservation"] },
  { value: "In-App Payments", keywords: ["payment", "pay", "billing"] },
  { value: "Staff Management", keywords: ["staff", "employee"] },
  { value: "Video Lessons", keywords: ["video", "lesson"] },
  { value: "Quizzes", keywords: ["quiz", "quizzes"] },
  { value: "Progress Tracking", keywords: ["progress tracking", "track progress"] },
  { value: "Certificates", keywords: ["certificat*"] },
  { value: "Discussion Forums", keywords: ["forum", "discussion"] },
  { value: "Occupancy Dashboard", keywords: ["occupancy", "dashboard"] },
  { value: "Energy Monitoring", keywords: ["energy"] },
  { value: "Maintenance Requests", keywords: ["maintenance", "work order", "repair"] },
  { value: "Visitor Access", keywords: ["visitor", "access control", "guest"] },
  { value: "Sensor Alerts", keywords: ["sensor", "alert"] },
] as const satisfies readonly KeywordEntry[];

export type AppFeature = (typeof APP_FEATURES)[number]["value"];

export const APP_PLATFORMS = [
  { value: "iOS", keywords: ["ios", "iphone", "ipad", "apple"] },
  { value: "Android", keywords: ["android", "google play"] },
  {
    value: "iOS & Android",
    keywords: ["both", "cross-platform", "cross platform", "cross*", "hybrid", "react native", "flutter", "all platforms", "mobile"],
  },
  { value: "Web", keywords: ["web", "pwa", "browser", "desktop", "website"] },
] as const satisfies readonly KeywordEntry[];

export type AppPlatform = (typeof APP_PLATFORMS)[number]["value"];

export const APP_STYLES = [
  { value: "Modern", keywords: ["modern", "sleek", "contemporary"] },
  { value: "Minimal", keywords: ["minimal*", "clean", "simple"] },
  { value: "Playful", keywords: ["playful", "fun", "colorful", "colourful", "vibrant", "bright"] },
  { value: "Corporate", keywords: ["corporate", "professional", "business", "enterprise", "formal"] },
  { value: "Elegant", keywords: ["elegant", "luxury", "luxurious", "premium", "classy"] },
] as const satisfies readonly KeywordEntry[];

export type AppStyle = (typeof APP_STYLES)[number]["value"];

const ALL_WORDS = ["all", "everything", "all of them", "all of the above"];

export function detectAppType(input: string): AppType | null {
  return matchFirst(input, APP_TYPES)?.value ?? null;
}

/**
 * Platform: iOS and Android both mentioned (or "both", "cross-platform"...) is "iOS & Android";
 * otherwise the first platform mentioned in list order.
 */
export function detectPlatform(input: string): AppPlatform | null {
  const [ios, android, both, web] = APP_PLATFORMS;
  if (hasAnyKeyword(input, both.keywords) || hasAnyKeyword(input, [both.value])) return both.value;
  const saysIos = hasAnyKeyword(input, [ios.value, ...ios.keywords]);
  const saysAndroid = hasAnyKeyword(input, [android.value, ...android.keywords]);
  if (saysIos && saysAndroid) return both.value;
  if (saysIos) return ios.value;
  if (saysAndroid) return android.value;
  if (hasAnyKeyword(input, [web.value, ...web.keywords])) return web.value;
  return null;
}

export function detectStyle(input: string): AppStyle | null {
  return matchFirst(input, APP_STYLES)?.value ?? null;
}

export function appTypeEntry(type: string): AppTypeEntry | undefined {
  return APP_TYPES.find((t) => t.value === type);
}

/** Features mentioned in the input; "all"/"everything" means every feature suggested for `type`. */
export function detectFeatures(input: string, type: string | null): AppFeature[] {
  const suggested = (type ? appTypeEntry(type)?.features : undefined) ?? [];
  if (suggested.length > 0 && hasAnyKeyword(input, ALL_WORDS)) return [...suggested] as AppFeature[];
  return matchAll(input, APP_FEATURES).map((f) => f.value);
}

// ----------------------------------------------------------------------------------------------
// Agent builder

export const AGENT_PURPOSES = [
  { value: "Customer Support", keywords: ["support", "customer service", "help desk", "helpdesk", "ticket*", "complaint"] },
  { value: "Sales & Lead Generation", keywords: ["sales", "sale", "lead", "prospect*", "convert*", "upsell*"] },
  { value: "Appointment Scheduling", keywords: ["appointment", "schedul*", "booking", "reservation"] },
  { value: "Internal Knowledge Base", keywords: ["knowledge", "faq", "internal", "documentation", "docs", "hr", "polic*", "onboarding"] },
  { value: "Facilities Assistant", keywords: ["facilit*", "building", "maintenance", "work order", "tenant", "hvac"] },
] as const satisfies readonly KeywordEntry[];

export type AgentPurpose = (typeof AGENT_PURPOSES)[number]["value"];

export const AGENT_INDUSTRIES = [
  { value: "Real Estate & Property", keywords: ["real estate", "real-estate", "property", "properties", "realty", "rental", "landlord"] },
  { value: "Healthcare", keywords: ["health*", "medical", "clinic", "hospital", "dental", "patient"] },
  { value: "Retail & E-commerce", keywords: ["retail", "e-commerce", "ecommerce", "shop*", "store"] },
  { value: "Technology & SaaS", keywords: ["tech*", "saas", "software", "startup"] },
  { value: "Education", keywords: ["educat*", "school", "university", "learning", "course", "student"] },
  { value: "Finance & Insurance", keywords: ["financ*", "bank*", "insurance", "accounting", "fintech"] },
  { value: "Hospitality & Travel", keywords: ["hospitality", "hotel", "restaurant", "travel", "touris*"] },
  { value: "Facilities Management", keywords: ["facilit*", "building*", "smart building", "hvac", "maintenance", "workplace"] },
] as const satisfies readonly KeywordEntry[];

export type AgentIndustry = (typeof AGENT_INDUSTRIES)[number]["value"];

export const AGENT_PERSONALITIES = [
  { value: "Professional", keywords: ["professional", "formal", "polished", "business*"] },
  { value: "Friendly", keywords: ["friendly", "warm", "casual", "approachable", "kind"] },
  { value: "Concise", keywords: ["concise", "direct", "efficient", "brief", "short", "to the point"] },
  { value: "Enthusiastic", keywords: ["enthusias*", "energetic", "upbeat", "excited", "cheerful"] },
  { value: "Empathetic", keywords: ["empath*", "caring", "patient", "compassion*", "supportive"] },
] as const satisfies readonly KeywordEntry[];

export type AgentPersonality = (typeof AGENT_PERSONALITIES)[number]["value"];

export const AGENT_INTEGRATIONS = [
  { value: "Website Chat Widget", keywords: ["website", "widget", "web chat", "web", "live chat", "site"] },
  { value: "Slack", keywords: ["slack"] },
  { value: "Microsoft Teams", keywords: ["teams", "microsoft"] },
  { value: "Email", keywords: ["email", "e-mail", "mail", "inbox"] },
  { value: "SMS", keywords: ["sms", "text messag*", "texting"] },
  { value: "WhatsApp", keywords: ["whatsapp", "whats app"] },
  { value: "CRM", keywords: ["crm", "salesforce", "hubspot"] },
  { value: "Calendar", keywords: ["calendar", "outlook", "calendly"] },
] as const satisfies readonly KeywordEntry[];

export type AgentIntegration = (typeof AGENT_INTEGRATIONS)[number]["value"];

/** Words that answer the integrations question with "no integrations". */
export const NO_INTEGRATION_WORDS = ["none", "no integrations", "no integration", "skip", "standalone", "nothing", "not now"];

export function detectPurpose(input: string): AgentPurpose | null {
  return matchFirst(input, AGENT_PURPOSES)?.value ?? null;
}

export function detectIndustry(input: string): AgentIndustry | null {
  return matchFirst(input, AGENT_INDUSTRIES)?.value ?? null;
}

export function detectPersonality(input: string): AgentPersonality | null {
  return matchFirst(input, AGENT_PERSONALITIES)?.value ?? null;
}

/** Integrations mentioned; [] for an explicit "none"; null when the answer is not understood. */
export function detectIntegrations(input: string): AgentIntegration[] | null {
  const found = matchAll(input, AGENT_INTEGRATIONS).map((i) => i.value);
  if (found.length > 0) return found;
  if (hasAnyKeyword(input, NO_INTEGRATION_WORDS)) return [];
  if (hasAnyKeyword(input, ALL_WORDS)) return AGENT_INTEGRATIONS.map((i) => i.value);
  return null;
}
