import { z } from 'zod';
import { contract } from './contract';
import { SocialPerson } from './feed';

/**
 * Moderation of posts and comments: the staff of a class (its teachers, the course's
 * administrators, platform staff) hide and unhide a post or comment (a hidden one reaches only its
 * author and staff; others see a comment's "hidden" placeholder); any reader reports one with a
 * reason, at most `REPORTS_PER_HOUR` an hour; staff read a class's open reports and resolve each by
 * hiding its target or dismissing it (every open report of the same target goes with it).
 */

export const REPORT_REASON_CHOICES = ['spam', 'harassment', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASON_CHOICES)[number];
export const REPORT_NOTE_MAX = 500;
/** Reports one person may make per hour. */
export const REPORTS_PER_HOUR = 20;
/** Open reports a class's list shows at most (newest first). */
export const REPORTS_LIST_MAX = 100;

export const SetHiddenInput = z.object({ hidden: z.boolean({ error: 'Choose on or off.' }) });
export const ReportInput = z.object({
  reason: z.enum(REPORT_REASON_CHOICES, { error: 'Choose a reason.' }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, { error: `Use at most ${REPORT_NOTE_MAX} characters.` })
    .default(''),
});
export const ResolveReportInput = z.object({
  action: z.enum(['hide', 'dismiss'], { error: 'Choose hide or dismiss.' }),
});

/** An open report as the class's staff read it, with what it is about. */
export const Report = z.object({
  id: z.string(),
  reason: z.enum(REPORT_REASON_CHOICES),
  note: z.string(),
  createdAt: z.string(),
  reporter: SocialPerson,
  target: z.object({
    kind: z.enum(['post', 'comment']),
    /** The post it is, or is on (null for a comment on a page). */
    postId: z.string().nullable(),
    commentId: z.string().nullable(),
    author: SocialPerson,
    /** The target's text without markup, shortened. */
    excerpt: z.string(),
    hidden: z.boolean(),
    /** May the caller hide it (a course-wide announcement: course staff only)? */
    canHide: z.boolean(),
  }),
});
export type Report = z.infer<typeof Report>;

/** The calls of moderation, on the `feed` and `comment` resources. */
export const moderationCalls = {
  /** Hide or unhide a post (id: the post). */
  setPostHidden: contract('feed', 'update', 'setPostHidden', {
    input: SetHiddenInput,
    output: z.object({ hidden: z.boolean() }),
  }),
  /** Report a post (id: the post). */
  reportPost: contract('feed', 'update', 'reportPost', {
    input: ReportInput,
    output: z.object({ reported: z.literal(true) }),
  }),
  /** A class's open reports (id: the class path), newest first. */
  getClassReports: contract('feed', 'read', 'getClassReports', {
    input: z.object({}),
    output: z.array(Report),
  }),
  /** Resolve a report (id: the report) by hiding its target or dismissing it. */
  resolveReport: contract('feed', 'update', 'resolveReport', {
    input: ResolveReportInput,
    output: z.object({ resolved: z.number().int() }),
  }),
  /** Hide or unhide a comment (id: the comment). */
  setCommentHidden: contract('comment', 'update', 'setCommentHidden', {
    input: SetHiddenInput,
    output: z.object({ hidden: z.boolean() }),
  }),
  /** Report a comment (id: the comment). */
  reportComment: contract('comment', 'update', 'reportComment', {
    input: ReportInput,
    output: z.object({ reported: z.literal(true) }),
  }),
};
