/** Timings and counts of the scripted chats (spec section 9 "Builders", section 4). Defined once here. */

/** Typing indicator before each builder reply. */
export const BUILDER_TYPING_MS = 1500;
/** Typing indicator before each self-resolving chat reply (default delay). */
export const CHAT_TYPING_MS = 1000;

/** Number of build status messages a builder cycles through. */
export const BUILD_STEPS = 8;
/** Time between two build status messages, and between the last one and the completion message. */
export const BUILD_STEP_MS = 2000;

/** Deploy action: delay before the success message. */
export const DEPLOY_MS = 3000;
/** Download action: delay before the ready message. */
export const DOWNLOAD_MS = 2000;

/** Self-resolving chat: duration of each resolution phase. */
export const RESOLUTION_PHASE_MS = 2000;
/** Self-resolving chat: progress after each of the five phases. */
export const RESOLUTION_PROGRESS = [20, 40, 70, 90, 100] as const;
/** Self-resolving chat: the new average is the old one averaged with this (minutes). */
export const RESOLUTION_SAMPLE_MINUTES = 6.2;

/** Self-resolving chat: reply delays of the keyword replies (measured from the user's message). */
export const OPTIMIZE_REPLY_MS = 4000;
export const API_REPLY_MS = 3500;
export const UX_REPLY_MS = 4500;
/** The status reply is immediate. */
export const STATUS_REPLY_MS = 0;

/** Demo pages: at most this many features / integrations are read from a query string. */
export const MAX_DEMO_LIST_ITEMS = 8;
