import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { type Db, rowsOf } from '../../db/client';
import { defineJob } from '../../jobs/job';
import { isActiveLearner } from '../classes';
import { issueCertificate } from './issue';

/** The channel the database announces a learner's course progress reaching 100% on (migration 0024). */
export const COURSE_COMPLETED_CHANNEL = 'kelas_course_completed';

const Completion = z.object({ userId: z.uuid(), courseId: z.uuid() });
export type Completion = z.infer<typeof Completion>;

/** The learner and course a completion payload names; null for anything else. */
export function completionOf(payload: string): Completion | null {
  try {
    return Completion.parse(JSON.parse(payload));
  } catch {
    return null;
  }
}

/** Issue the course's certificate to a learner who completed it, when its rule says so; true when one was issued. */
export async function issueOnCompletion(db: Db, completion: Completion): Promise<boolean> {
  const issued = await db.transaction((tx) =>
    issueCertificate(tx as unknown as Db, completion.courseId, completion.userId, { by: 'rule' }),
  );
  return issued.outcome === 'issued';
}

// Learners a sweep takes at a time; the next sweep takes the rest.
const SWEEP_BATCH = 500;

/**
 * Issue every certificate due by the completion rule and not yet issued (of one course, or of all):
 * learners whose completion was announced while no process listened, and those who had completed
 * a course before its team turned the rule on. Returns how many were issued.
 */
export async function issueDueCertificates(db: Db, courseId: string | null = null): Promise<number> {
  const due = rowsOf<Completion>(
    await db.execute(sql`
      SELECT DISTINCT p.user_id AS "userId", p.course_id AS "courseId"
      FROM course_progress p
      JOIN certificate_designs d ON d.course_id = p.course_id AND d.enabled AND d.issue_rule = 'completion'
      JOIN cohorts k ON k.course_id = p.course_id
      JOIN enrolments e ON e.cohort_id = k.id AND e.user_id = p.user_id AND ${isActiveLearner('e')}
      WHERE p.total_pages > 0 AND p.completed_pages >= p.total_pages
        ${courseId ? sql`AND p.course_id = ${courseId}::uuid` : sql``}
        AND NOT EXISTS (SELECT 1 FROM certificates c WHERE c.user_id = p.user_id AND c.course_id = p.course_id)
      LIMIT ${SWEEP_BATCH}`),
  );
  let issued = 0;
  for (const completion of due) if (await issueOnCompletion(db, completion)) issued++;
  return issued;
}

/** The sweep as a job: every 10 minutes, and for a course whose team has just turned the completion rule on. */
export const issueDueCertificatesJob = defineJob({
  name: 'issue-due-certificates',
  payload: z.object({ courseId: z.uuid().nullable().default(null) }),
  retryLimit: 2,
  retryDelaySeconds: 60,
  schedule: '*/10 * * * *',
  handler: async ({ courseId }, { db, logger }) => {
    const issued = await issueDueCertificates(db, courseId);
    if (issued > 0) logger.info({ issued }, 'certificates issued on completion');
  },
});

/** Log a failed issue without letting it end anything else. */
export const logIssueFailure = (logger: Logger, completion: Completion) => (error: unknown) =>
  logger.error({ err: error, ...completion }, 'certification: could not issue a certificate on completion');
