/** Longest accepted text per field of a template (the admin form and the API share these). */
export const TEMPLATE_FIELD_LIMITS = { name: 100, description: 1000, imageUrl: 500 } as const;
/** File endings a template image may have (shown only in <img>, where even SVG runs no script). */
export const TEMPLATE_IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "gif", "webp", "avif", "svg"] as const;
