/**
 * The one site renderer, for the editor's live preview in the browser. The renderer is pure
 * TypeScript (no server, no database) and lives with the generator in functions/generator; this is
 * the single place src/ takes values (not only types) from functions/, so the preview can never
 * drift from the hosted page. If the generator moves to a shared folder, only this line changes.
 */
export { renderSite } from "../../functions/generator/render";
export { defaultStyleFor, normalizeStyle, LAYOUTS, FONTS, SECTION_KINDS, OFFERING_STYLES, LIMITS } from "../../functions/generator/schema";
