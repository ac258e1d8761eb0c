import { and, asc, eq } from 'drizzle-orm';
import type { QuizAttempt } from '../../../common/api/quiz';
import { passes } from '../../../common/domain/quiz/attempts';
import { markOf } from '../../../common/domain/quiz/mark';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { blocks, cohorts, pages, quizAttempts } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { type LoadedClass, loadClass } from '../classes';
import { markBlockDone } from '../learning';
import { countedOf, quizSetupOf } from './quiz-state';

/** An attempt with its block and the class it was made in, with what the caller is to that class. */
export interface AttemptToMark {
  attempt: typeof quizAttempts.$inferSelect;
  block: {
    blockId: string;
    widgetType: string;
    setupData: Record<string, unknown>;
    isProgressContributor: boolean;
    pageId: string;
    courseId: string;
  };
  cohort: LoadedClass;
}

/** The attempt `attemptId` with its block, and its class with the caller's standing: two queries. */
export async function loadAttemptToMark(
  db: Db,
  ctx: Pick<RequestContext, 'actor'>,
  attemptId: string,
): Promise<AttemptToMark | undefined> {
  if (!isUuid(attemptId)) return undefined;
  const [row] = await db
    .select({
      attempt: quizAttempts,
      blockId: blocks.id,
      widgetType: blocks.widgetType,
      setupData: blocks.setupData,
      isProgressContributor: blocks.isProgressContributor,
      pageId: blocks.pageId,
      courseId: pages.courseId,
      cohortPath: cohorts.path,
    })
    .from(quizAttempts)
    .innerJoin(blocks, eq(blocks.id, quizAttempts.blockId))
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    .innerJoin(cohorts, eq(cohorts.id, quizAttempts.cohortId))
    .where(eq(quizAttempts.id, attemptId));
  if (!row) return undefined;
  const cohort = await loadClass(db, ctx, row.cohortPath);
  const { attempt, cohortPath: _path, ...block } = row;
  return cohort && { attempt, block, cohort };
}

/**
 * A teacher's mark of an attempt, or its return to the learner to submit again: the score (up to
 * the question's points) and feedback replace the attempt's mark. A quiz that counts towards
 * progress is done for the learner while their counted attempt passes. In the request's transaction.
 */
export async function markAttempt(
  db: Db,
  teacherId: string,
  { attempt, block }: AttemptToMark,
  input: { score: number; feedback: string; returnForResubmission: boolean },
): Promise<QuizAttempt> {
  const { settings } = quizSetupOf(block.widgetType, block.setupData);
  if (input.score > settings.points) {
    const reason = reasonText('quiz.markScore', { max: settings.points });
    throw new AppError('invalid_input', reason, { score: reason });
  }
  const mark = markOf(input.score / (settings.points || 1), settings.points, [input.feedback]);
  const [marked] = await db
    .update(quizAttempts)
    .set({
      mark,
      score: mark.score,
      maxScore: mark.maxScore,
      status: input.returnForResubmission ? 'returned' : 'marked',
      markedBy: teacherId,
      markedAt: new Date(),
    })
    .where(eq(quizAttempts.id, attempt.id))
    .returning();
  if (block.isProgressContributor && !input.returnForResubmission) {
    const attempts = await db
      .select()
      .from(quizAttempts)
      .where(
        and(
          eq(quizAttempts.blockId, block.blockId),
          eq(quizAttempts.userId, attempt.userId),
          eq(quizAttempts.cohortId, attempt.cohortId),
        ),
      )
      .orderBy(asc(quizAttempts.number));
    const counted = countedOf(attempts, settings)!;
    const done = passes(counted.score, counted.maxScore, settings.passPercent);
    await markBlockDone(
      db,
      attempt.userId,
      { id: block.blockId, pageId: block.pageId, courseId: block.courseId },
      done,
    );
  }
  return {
    number: marked!.number,
    submittedAt: marked!.submittedAt.toISOString(),
    late: marked!.late,
    answers: marked!.answers,
    status: marked!.status,
    mark,
  };
}
