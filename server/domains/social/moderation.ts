import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { REPORTS_LIST_MAX, type Report, type ReportInput } from '../../../common/api/moderation';
import { reasonText } from '../../../common/reasons';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import type { SignedInActor } from '../../rpc/actor';
import { AppError } from '../../rpc/app-error';
import { hitRateLimit } from '../../security/rate-limit';
import { plainTextOf } from '../../security/rich-text';
import type { SocialClass } from './class-standing';
import type { LoadedComment } from './comment-target';
import { SOCIAL_REPORTS_PER_USER } from './limits';
import { isCourseStaff, mayHideReported } from './policy';
import { personOf } from './post-rows';
import type { LoadedPost } from './post-target';
import type { LoadedReport } from './report-target';

/** How long a report's excerpt of its target may be. */
const REPORT_EXCERPT_LENGTH = 200;

/** A report's target: a post or a comment. */
type Target = { postId: string; commentId: null } | { postId: null; commentId: string };

const targetSql = (target: Target) =>
  target.postId !== null
    ? sql`r.post_id = ${target.postId}::uuid`
    : sql`r.comment_id = ${target.commentId}::uuid`;

/** Close the open reports of `target` (in `cohortId` alone, or everywhere) as `resolution`; answers how many. */
async function resolveReportsOf(
  db: Db,
  userId: string,
  target: Target,
  resolution: 'hidden' | 'dismissed',
  cohortId: string | null,
): Promise<number> {
  const inClass = cohortId === null ? sql`` : sql`AND r.cohort_id = ${cohortId}::uuid`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`UPDATE social_reports r SET resolved_at = now(), resolved_by = ${userId}::uuid,
        resolution = ${resolution}
      WHERE ${targetSql(target)} AND r.resolved_at IS NULL ${inClass}
      RETURNING r.id::text AS id`),
  );
  return rows.length;
}

/** Hide or unhide a post or comment (hidePost / hideComment let the caller in); hiding closes its open reports. */
export async function setHidden(
  db: Db,
  actor: SignedInActor,
  target: Target,
  hidden: boolean,
): Promise<{ hidden: boolean }> {
  const table = target.postId !== null ? sql`posts` : sql`comments`;
  const id = target.postId ?? target.commentId;
  await db.execute(
    sql`UPDATE ${table} SET hidden_at = ${
      hidden ? sql`coalesce(hidden_at, now())` : sql`NULL`
    } WHERE id = ${id}::uuid`,
  );
  if (hidden) await resolveReportsOf(db, actor.userId, target, 'hidden', null);
  return { hidden };
}

/** Hide or unhide a post. */
export const setPostHidden = (db: Db, actor: SignedInActor, post: LoadedPost, hidden: boolean) =>
  setHidden(db, actor, { postId: post.id, commentId: null }, hidden);

/** Hide or unhide a comment. */
export const setCommentHidden = (db: Db, actor: SignedInActor, comment: LoadedComment, hidden: boolean) =>
  setHidden(db, actor, { postId: null, commentId: comment.id }, hidden);

/**
 * Report a post or comment (reportPost / reportComment let the caller in), in the class the caller
 * reads it in, within the reporter's hourly limit; reporting it again while open changes the reason.
 */
async function report(
  db: Db,
  actor: SignedInActor,
  place: { courseId: string; cohortId: string },
  target: Target,
  input: z.output<typeof ReportInput>,
): Promise<{ reported: true }> {
  await hitRateLimit(db, SOCIAL_REPORTS_PER_USER, actor.userId);
  const conflict =
    target.postId !== null
      ? sql`(post_id, reporter_id) WHERE post_id IS NOT NULL AND resolved_at IS NULL`
      : sql`(comment_id, reporter_id) WHERE comment_id IS NOT NULL AND resolved_at IS NULL`;
  await db.execute(sql`INSERT INTO social_reports (course_id, cohort_id, post_id, comment_id, reporter_id, reason, note)
    VALUES (${place.courseId}::uuid, ${place.cohortId}::uuid, ${target.postId}::uuid, ${target.commentId}::uuid,
      ${actor.userId}::uuid, ${input.reason}, ${input.note})
    ON CONFLICT ${conflict} DO UPDATE SET reason = EXCLUDED.reason, note = EXCLUDED.note, created_at = now()`);
  return { reported: true };
}

/** Report a post, in the class the caller reads it in. */
export const reportPost = (
  db: Db,
  actor: SignedInActor,
  post: LoadedPost,
  input: z.output<typeof ReportInput>,
) =>
  report(
    db,
    actor,
    { courseId: post.courseId, cohortId: post.cohort!.id },
    { postId: post.id, commentId: null },
    input,
  );

/** Report a comment, in its class. */
export const reportComment = (
  db: Db,
  actor: SignedInActor,
  comment: LoadedComment,
  input: z.output<typeof ReportInput>,
) =>
  report(
    db,
    actor,
    { courseId: comment.courseId, cohortId: comment.cohortId },
    { postId: null, commentId: comment.id },
    input,
  );

interface ReportRow {
  id: string;
  reason: Report['reason'];
  note: string;
  createdAt: string;
  reporterId: string;
  reporterName: string;
  reporterProfile: string | null;
  reporterAvatar: string | null;
  kind: 'post' | 'comment';
  postId: string | null;
  commentId: string | null;
  authorId: string;
  fullName: string;
  profileName: string | null;
  avatarKey: string | null;
  body: string;
  hidden: boolean;
  courseWide: boolean;
}

/**
 * A class's open reports, newest first (readClassReports let the caller in), each with its reporter
 * and its target's author, text and state: one query.
 */
export async function classReports(db: Db, actor: SignedInActor, cohort: SocialClass): Promise<Report[]> {
  const rows = rowsOf<ReportRow>(
    await db.execute(sql`
      SELECT r.id, r.reason, r.note, ${isoSql(sql`r.created_at`)} AS "createdAt",
        ru.id AS "reporterId", ru.full_name AS "reporterName", ru.profile_name AS "reporterProfile",
        ru.avatar_key AS "reporterAvatar",
        CASE WHEN r.post_id IS NULL THEN 'comment' ELSE 'post' END AS kind,
        coalesce(r.post_id, cm.post_id) AS "postId", r.comment_id AS "commentId",
        tu.id AS "authorId", tu.full_name AS "fullName", tu.profile_name AS "profileName",
        tu.avatar_key AS "avatarKey", coalesce(p.body, cm.body) AS body,
        coalesce(p.hidden_at, cm.hidden_at) IS NOT NULL AS hidden,
        coalesce(p.type = 'announcement' AND p.cohort_id IS NULL, false) AS "courseWide"
      FROM social_reports r
      JOIN users ru ON ru.id = r.reporter_id
      LEFT JOIN posts p ON p.id = r.post_id
      LEFT JOIN comments cm ON cm.id = r.comment_id
      JOIN users tu ON tu.id = coalesce(p.author_id, cm.author_id)
      WHERE r.cohort_id = ${cohort.id}::uuid AND r.resolved_at IS NULL
      ORDER BY r.created_at DESC, r.id DESC
      LIMIT ${REPORTS_LIST_MAX}`),
  );
  const courseStaff = isCourseStaff(actor, cohort.courseRole);
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    note: row.note,
    createdAt: row.createdAt,
    reporter: personOf({
      authorId: row.reporterId,
      fullName: row.reporterName,
      profileName: row.reporterProfile,
      avatarKey: row.reporterAvatar,
    }),
    target: {
      kind: row.kind,
      postId: row.postId,
      commentId: row.commentId,
      author: personOf(row),
      excerpt:
        row.kind === 'post'
          ? plainTextOf(row.body, REPORT_EXCERPT_LENGTH)
          : row.body.slice(0, REPORT_EXCERPT_LENGTH),
      hidden: row.hidden,
      canHide: !row.courseWide || courseStaff,
    },
  }));
}

/**
 * Resolve a report (resolveReport let the caller in): hiding its target closes every open report of
 * it; dismissing closes the target's open reports in the report's class. Answers how many closed.
 */
export async function resolveReport(
  db: Db,
  actor: SignedInActor,
  loaded: LoadedReport,
  action: 'hide' | 'dismiss',
): Promise<{ resolved: number }> {
  const target: Target =
    loaded.postId !== null
      ? { postId: loaded.postId, commentId: null }
      : { postId: null, commentId: loaded.commentId! };
  if (action === 'dismiss') {
    return { resolved: await resolveReportsOf(db, actor.userId, target, 'dismissed', loaded.cohort.id) };
  }
  if (!mayHideReported(actor, loaded)) {
    throw new AppError('forbidden', reasonText('social.moderatorsOnly'));
  }
  const table = target.postId !== null ? sql`posts` : sql`comments`;
  await db.execute(sql`UPDATE ${table} SET hidden_at = coalesce(hidden_at, now())
    WHERE id = ${target.postId ?? target.commentId}::uuid`);
  return { resolved: await resolveReportsOf(db, actor.userId, target, 'hidden', null) };
}
