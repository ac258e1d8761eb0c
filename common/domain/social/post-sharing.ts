/**
 * Who sees the posts of a post block and when (spec §3 Block sharing `scheme` and `condition`, beside
 * `accessType` and `revealAfter`, which decide who sees the block itself). Kept free of zod so a
 * reader's course page can read block settings without it (common/api/layout-settings.ts).
 */

/**
 * Who sees the posts: the learner's class; the class's staff only; or the members of the learner's
 * group of the type in `sharing.groups` (`group`). Each author sees their own, and teachers all.
 */
export const POST_SCHEMES = ['class', 'staff', 'group'] as const;
export type PostScheme = (typeof POST_SCHEMES)[number];

/**
 * When a learner sees the others' posts: at once, once they have posted themselves, or once the
 * page's due date in their schedule has passed.
 */
export const REVEAL_CONDITIONS = ['always', 'after_posting', 'after_due_date'] as const;
export type RevealCondition = (typeof REVEAL_CONDITIONS)[number];

/** Group types a block's `sharing.groups` holds at most, and the length of each (common/api/group.ts). */
export const SHARING_GROUPS_MAX = 10;
export const SHARING_GROUP_TYPE_MAX = 60;
