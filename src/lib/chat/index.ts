/** The scripted chats: one engine, three scripts, their catalogs and the demo-page configs. */
export * from "./types";
export * from "./constants";
export * from "./engine";
export * from "./keywords";
export * from "./catalog";
export * from "./demo-config";
export * from "./builder";
export * from "./app-builder";
export * from "./agent-builder";
export * from "./self-resolving";
