import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client';
import { isUuid } from '../../db/uuid';
import { classStandingSql, type SocialClass } from './class-standing';

/** An open report with the caller's standing in its class. */
export interface LoadedReport {
  id: string;
  postId: string | null;
  commentId: string | null;
  /** Its target is a course-wide announcement (only course staff hide it). */
  courseWide: boolean;
  cohort: SocialClass;
}

/** The open report `reportId` with the caller's standing in its class: one query. */
export async function loadOpenReport(
  db: Db,
  userId: string,
  reportId: string,
): Promise<LoadedReport | undefined> {
  if (!isUuid(reportId)) return undefined;
  const [row] = rowsOf<LoadedReport>(
    await db.execute(sql`
      SELECT r.id, r.post_id AS "postId", r.comment_id AS "commentId",
        coalesce(p.type = 'announcement' AND p.cohort_id IS NULL, false) AS "courseWide",
        ${classStandingSql(userId, sql`c.id = r.cohort_id`)} AS cohort
      FROM social_reports r LEFT JOIN posts p ON p.id = r.post_id
      WHERE r.id = ${reportId}::uuid AND r.resolved_at IS NULL`),
  );
  return row;
}
