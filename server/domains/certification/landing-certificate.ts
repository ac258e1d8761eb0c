import { sql } from 'drizzle-orm';
import type { CourseLandingPage } from '../../../common/api/catalogue';
import { type Db, rowsOf } from '../../db/client';

/**
 * What the course landing page says of the course's certificate (the `landingPageRead` hook): its
 * rule and what it asks first, when certificates are on; one query.
 */
export async function addLandingCertificate(
  db: Db,
  _ctx: unknown,
  courseId: string,
  page: CourseLandingPage,
): Promise<void> {
  const [row] = rowsOf<NonNullable<CourseLandingPage['certificate']>>(
    await db.execute(sql`
      SELECT issue_rule AS "issueRule", CASE WHEN issue_rule = 'assessment' THEN pass_mark END AS "passMark",
        min_learning_minutes AS "minLearningMinutes"
      FROM certificate_designs WHERE course_id = ${courseId}::uuid AND enabled`),
  );
  page.certificate = row ?? null;
}
