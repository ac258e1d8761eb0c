import { type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Db, rowsOf } from '../../db/client';
import { defineJob } from '../../jobs/job';
import type { JobQueue } from '../../jobs/queue';
import { isActiveLearner } from '../classes';
import type { Completion } from './completion-issuing';
import { issueByRule } from './issue';

/**
 * Which of the learners whose certificate is earned by passing the course's assessment (their
 * class's rule, else the course's) a sweep checks: those of one course (its team has just chosen
 * the rule, or grades were released), those whose work was handed in, marked or released in the
 * last minutes, or all of them.
 */
export type PassSweep = { courseId: string } | { changedWithinMinutes: number } | 'all';

/** What the ten-minute sweep and a listener back from a lost connection look at (with room to spare). */
export const RECENT_PASSES: PassSweep = { changedWithinMinutes: 30 };

// Learners checked per page; a sweep goes on page after page to the end.
const PAGE = 200;
const NO_ID = '00000000-0000-0000-0000-000000000000';

/** The learner `e` of class `k` has assessed work in it (changed since `since`, when given). */
function assessedWork(since: SQL | null): SQL {
  const quizChanged = since ? sql`AND greatest(q.submitted_at, q.marked_at) > ${since}` : sql``;
  const examChanged = since ? sql`AND (x.submitted_at > ${since} OR m.released_at > ${since})` : sql``;
  const released = since ? sql`OR (k.assessment_settings->>'releasedAt')::timestamptz > ${since}` : sql``;
  return sql`(EXISTS (SELECT 1 FROM quiz_attempts q WHERE q.cohort_id = k.id AND q.user_id = e.user_id ${quizChanged})
    OR EXISTS (SELECT 1 FROM exam_attempts x JOIN exams m ON m.id = x.exam_id
      WHERE x.cohort_id = k.id AND x.user_id = e.user_id AND x.submitted_at IS NOT NULL ${examChanged})
    ${released})`;
}

function scopeOf(sweep: PassSweep): SQL {
  if (sweep === 'all') return assessedWork(null);
  if ('courseId' in sweep) return sql`k.course_id = ${sweep.courseId}::uuid AND ${assessedWork(null)}`;
  return assessedWork(sql`now() - make_interval(mins => ${sweep.changedWithinMinutes})`);
}

/**
 * Issue the certificates earned by passing a course's assessment and not issued yet, to the
 * learners `sweep` names: passes no listener heard (announced while none listened), passes of
 * learners who had passed before the team chose the rule, and marks revealed by a due date going
 * by (announced by nothing). Each learner is checked through issue.ts (their grade as they see
 * it); returns how many were issued.
 */
export async function issuePassedCertificates(db: Db, sweep: PassSweep, jobs?: JobQueue): Promise<number> {
  let issued = 0;
  let after: Completion = { courseId: NO_ID, userId: NO_ID };
  for (;;) {
    const page = rowsOf<Completion>(
      await db.execute(sql`
        SELECT DISTINCT k.course_id AS "courseId", e.user_id AS "userId"
        FROM certificate_designs d
        JOIN cohorts k ON k.course_id = d.course_id
        JOIN enrolments e ON e.cohort_id = k.id AND ${isActiveLearner('e')}
        LEFT JOIN certificate_class_rules r ON r.cohort_id = k.id
        WHERE d.enabled AND coalesce(r.issue_rule, d.issue_rule) = 'assessment'
          AND (k.course_id, e.user_id) > (${after.courseId}::uuid, ${after.userId}::uuid)
          AND NOT EXISTS (SELECT 1 FROM certificates c WHERE c.user_id = e.user_id AND c.course_id = k.course_id)
          AND ${scopeOf(sweep)}
        ORDER BY 1, 2
        LIMIT ${PAGE}`),
    );
    for (const due of page) if (await issueByRule(db, due, jobs)) issued++;
    if (page.length < PAGE) return issued;
    after = page.at(-1)!;
  }
}

/** Every learner of every such course once a day: the marks a due date revealed to learners who did not look. */
export const issuePassedCertificatesJob = defineJob({
  name: 'issue-passed-certificates',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 300,
  schedule: '17 3 * * *',
  handler: async (_payload, { db, logger }) => {
    const issued = await issuePassedCertificates(db, 'all');
    if (issued > 0) logger.info({ issued }, 'certificates issued on passing the assessment');
  },
});
