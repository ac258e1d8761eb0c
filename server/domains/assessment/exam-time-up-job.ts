import { and, asc, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { EXAM_GRACE_SECONDS } from '../../../common/domain/exam/exam-rules';
import { examAttempts } from '../../db/schema';
import { defineJob } from '../../jobs/job';
import { finishAttempt } from './exam-attempts';

/** The most attempts one run hands in (the next minute's run takes the rest). */
const BATCH = 500;

/**
 * Every minute: hand in, with what was saved, each exam attempt whose time ran out while nobody
 * read it (its learner closed the tab), so teachers' results and gradebooks need no learner to
 * come back. A learner's own reads do the same at once for their attempt.
 */
export const examTimeUpJob = defineJob({
  name: 'submit-timed-out-exam-attempts',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 30,
  schedule: '* * * * *',
  handler: async (_payload, { db, logger }) => {
    const now = new Date();
    const due = await db
      .select({ id: examAttempts.id, questions: examAttempts.questions, answers: examAttempts.answers })
      .from(examAttempts)
      .where(
        and(
          isNull(examAttempts.submittedAt),
          lt(examAttempts.endsAt, new Date(now.getTime() - EXAM_GRACE_SECONDS * 1000)),
        ),
      )
      .orderBy(asc(examAttempts.endsAt))
      .limit(BATCH);
    let handedIn = 0;
    for (const attempt of due) {
      if (await finishAttempt(db, attempt, attempt.answers, now, true)) handedIn += 1;
    }
    if (handedIn > 0) logger.info({ handedIn }, 'handed in exam attempts whose time ran out');
  },
});
