/**
 * Who sees the posts of a post block and when (spec §3 Block sharing `scheme` and `condition`, beside
 * `accessType` and `revealAfter`, which decide who sees the block itself). Kept free of zod so a
 * reader's course page can read block settings without it (common/api/layout-settings.ts).
 */

/** Who sees the posts: the learner's class, or the class's staff only (and each author their own). */
export const POST_SCHEMES = ['class', 'staff'] as const;
export type PostScheme = (typeof POST_SCHEMES)[number];

/**
 * When a learner sees the others' posts: at once, once they have posted themselves, or once the
 * page's due date in their schedule has passed.
 */
export const REVEAL_CONDITIONS = ['always', 'after_posting', 'after_due_date'] as const;
export type RevealCondition = (typeof REVEAL_CONDITIONS)[number];
