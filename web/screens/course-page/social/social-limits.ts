// The limits of common/api/feed.ts and comment.ts, restated here because importing those modules
// would bring zod (their schemas) into the social chunk; social-limits.test.ts holds them equal.

/** A post's text, as stored HTML (POST_BODY_MAX). */
export const POST_BODY_MAX = 20_000;
/** A post's attachments (POST_ATTACHMENTS_MAX). */
export const POST_ATTACHMENTS_MAX = 10;
/** A post's reflection, as plain text (REFLECTION_MAX). */
export const REFLECTION_MAX = 2_000;
/** A comment's text (COMMENT_BODY_MAX). */
export const COMMENT_BODY_MAX = 5_000;
/** The mentions a comment may name (the contract's `mentions` array). */
export const MENTIONS_MAX = 20;
/** Why a post or comment is reported (common/api/moderation.ts REPORT_REASON_CHOICES). */
export const REPORT_REASON_CHOICES = ['spam', 'harassment', 'inappropriate', 'other'] as const;
/** A report's note (REPORT_NOTE_MAX). */
export const REPORT_NOTE_MAX = 500;
