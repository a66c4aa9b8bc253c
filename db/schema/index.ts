/** The database's tables: the platform's (accounts, projects, payments, templates...) and those behind hosted sites. */
export * from "./platform.ts";
export * from "./sites.ts";
