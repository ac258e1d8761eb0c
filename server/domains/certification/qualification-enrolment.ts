import { sql } from 'drizzle-orm';
import type { QualificationLanding } from '../../../common/api/qualification';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/queue';
import { issueQualificationCertificate } from './qualification-issue';
import { enrolmentOf, loadEnrolmentProgress } from './qualification-progress';
import type { QualificationRecord } from './qualification-record';

/** The landing page of `qualification`, with `callerId`'s enrolment and progress: one query more than its load. */
export async function readLanding(
  db: Db,
  qualification: QualificationRecord,
  callerId: string | null,
): Promise<QualificationLanding> {
  const [progress] =
    callerId && qualification.callerEnrolled
      ? await loadEnrolmentProgress(db, callerId, sql`q.id = ${qualification.id}::uuid`)
      : [];
  return {
    code: qualification.code,
    name: qualification.name,
    description: qualification.description,
    published: qualification.published,
    courses: qualification.courses,
    electivesRequired: qualification.electivesRequired,
    coreLearningHours: qualification.courses
      .filter((course) => course.kind === 'core')
      .reduce((total, course) => total + (course.learningHours ?? 0), 0),
    enrolment: progress ? enrolmentOf(progress) : null,
  };
}

/**
 * Enrol `userId` (again: nothing changes). One who already completed its courses is issued the
 * qualification's certificate at once.
 */
export async function enrolLearner(
  db: Db,
  qualificationId: string,
  userId: string,
  jobs?: JobQueue,
): Promise<void> {
  await db.execute(sql`INSERT INTO qualification_enrolments (user_id, qualification_id)
    VALUES (${userId}::uuid, ${qualificationId}::uuid) ON CONFLICT DO NOTHING`);
  await issueQualificationCertificate(db, qualificationId, userId, jobs);
}

/** Withdraw `userId` from the qualification; a certificate issued stays theirs. */
export async function withdrawLearner(db: Db, qualificationId: string, userId: string): Promise<void> {
  await db.execute(sql`DELETE FROM qualification_enrolments
    WHERE user_id = ${userId}::uuid AND qualification_id = ${qualificationId}::uuid`);
}
