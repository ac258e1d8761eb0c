import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { type Db, rowsOf } from '../../db/client';
import { defineJob } from '../../jobs/job';
import type { JobQueue } from '../../jobs/queue';
import { isActiveLearner } from '../classes';
import { issueByRule } from './issue';
import { issuePassedCertificates, RECENT_PASSES } from './pass-issuing';

/** The channel the database announces a learner's course progress reaching 100% on (migration 0024). */
export const COURSE_COMPLETED_CHANNEL = 'kelas_course_completed';

const Completion = z.object({ userId: z.uuid(), courseId: z.uuid() });
export type Completion = z.infer<typeof Completion>;
// A course whose every completer is due a certificate (its team has just turned the rule on).
const CourseDue = z.object({ courseId: z.uuid() });
// A qualification just published, or whose courses changed (qualification-sweep.ts).
const QualificationDue = z.object({ qualificationId: z.uuid() });

/** What the channel carries: one learner's certificate, or a course's or a qualification's sweep. */
export type Announcement = Completion | z.infer<typeof CourseDue> | z.infer<typeof QualificationDue>;

/** What a payload on the channel asks, or null for none of those. */
export function announcementOf(payload: string): Announcement | null {
  try {
    const parsed: unknown = JSON.parse(payload);
    return (
      Completion.safeParse(parsed).data ??
      CourseDue.safeParse(parsed).data ??
      QualificationDue.safeParse(parsed).data ??
      null
    );
  } catch {
    return null;
  }
}

/**
 * Ask the listening processes, on commit, for `asked` (completion-listener.ts): a learner's
 * certificate their rule may now issue, or a sweep of a course (its team has just chosen a rule)
 * or of a qualification (just published, or its courses changed). What makes them due is visible
 * by then, whichever process hears it.
 */
export async function announce(db: Db, asked: Announcement): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${COURSE_COMPLETED_CHANNEL}, ${JSON.stringify(asked)})`);
}

// Learners a sweep takes at a time; the next sweep takes the rest.
const SWEEP_BATCH = 500;

/**
 * Issue every free certificate due by the completion rule (a learner's class's, else the course's)
 * and not yet issued (of one course, or of all):
 * learners whose completion was announced while no process listened, and those who had completed
 * a course before its team turned the rule on. Returns how many were issued.
 */
export async function issueDueCertificates(
  db: Db,
  courseId: string | null = null,
  jobs?: JobQueue,
): Promise<number> {
  const due = rowsOf<Completion>(
    await db.execute(sql`
      SELECT DISTINCT p.user_id AS "userId", p.course_id AS "courseId"
      FROM course_progress p
      JOIN certificate_designs d ON d.course_id = p.course_id AND d.enabled
      JOIN cohorts k ON k.course_id = p.course_id
      JOIN enrolments e ON e.cohort_id = k.id AND e.user_id = p.user_id AND ${isActiveLearner('e')}
      LEFT JOIN certificate_class_rules r ON r.cohort_id = k.id
      WHERE coalesce(r.issue_rule, d.issue_rule) = 'completion'
        -- A sold certificate is bought, never swept (its learners would fill every batch).
        AND d.price_minor IS NULL
        AND p.total_pages > 0 AND p.completed_pages >= p.total_pages
        ${courseId ? sql`AND p.course_id = ${courseId}::uuid` : sql``}
        AND NOT EXISTS (SELECT 1 FROM certificates c WHERE c.user_id = p.user_id AND c.course_id = p.course_id)
      LIMIT ${SWEEP_BATCH}`),
  );
  let issued = 0;
  for (const completion of due) if (await issueByRule(db, completion, jobs)) issued++;
  return issued;
}

/** The sweep as a job, every 10 minutes. */
export const issueDueCertificatesJob = defineJob({
  name: 'issue-due-certificates',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 60,
  schedule: '*/10 * * * *',
  handler: async (_payload, { db, logger }) => {
    const issued = (await issueDueCertificates(db)) + (await issuePassedCertificates(db, RECENT_PASSES));
    if (issued > 0) logger.info({ issued }, 'certificates issued by their courses’ rules');
  },
});

/** Log a failed issue or sweep (of a learner, a course, a qualification, or all) without letting it end anything else. */
export const logIssueFailure =
  (logger: Logger, of: Partial<Completion> | { qualificationId?: string }) => (error: unknown) =>
    logger.error({ err: error, ...of }, 'certification: could not issue certificates on completion');
