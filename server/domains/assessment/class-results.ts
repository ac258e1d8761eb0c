import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ClassResults, LearnerResult } from '../../../common/api/quiz';
import { passes } from '../../../common/domain/quiz/attempts';
import type { Mark } from '../../../common/domain/quiz/mark';
import type { Db } from '../../db/client';
import { blocks, enrolments, pages, quizAttempts, users } from '../../db/schema';
import type { RequestContext } from '../../rpc/context';
import { isActiveLearner, type LoadedClass, loadCourseClasses } from '../classes';
import { countedOf, quizSetupOf } from './quiz-state';

/** A quiz block with the classes of its course, each with what the caller is to it. */
export interface BlockWithClasses {
  block: { blockId: string; widgetType: string; setupData: Record<string, unknown> };
  classes: LoadedClass[];
}

/** The block `blockId` and its course's classes with the caller's standing: two queries. */
export async function loadBlockWithClasses(
  db: Db,
  ctx: Pick<RequestContext, 'actor'>,
  blockId: string,
): Promise<BlockWithClasses | undefined> {
  const [block] = await db
    .select({
      blockId: blocks.id,
      widgetType: blocks.widgetType,
      setupData: blocks.setupData,
      courseId: pages.courseId,
    })
    .from(blocks)
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    .where(eq(blocks.id, blockId));
  if (!block) return undefined;
  const { courseId, ...rest } = block;
  return { block: rest, classes: await loadCourseClasses(db, ctx, courseId) };
}

/**
 * The block's results in `taught` (the classes the caller teaches): every active learner of them,
 * with their attempts, the counted score and pass, and their latest attempt with its mark (a
 * teacher sees marks whatever the widget reveals to learners). Two queries, whatever the learners.
 */
export async function classResults(
  db: Db,
  { block }: BlockWithClasses,
  taught: readonly LoadedClass[],
): Promise<ClassResults> {
  const { settings } = quizSetupOf(block.widgetType, block.setupData);
  const cohortIds = taught.map((cohort) => cohort.id);
  const [learners, attempts] = await Promise.all([
    db
      .select({ userId: enrolments.userId, fullName: users.fullName, cohortId: enrolments.cohortId })
      .from(enrolments)
      .innerJoin(users, eq(users.id, enrolments.userId))
      .where(and(inArray(enrolments.cohortId, cohortIds), isActiveLearner()))
      .orderBy(asc(users.fullName), asc(users.id)),
    db
      .select()
      .from(quizAttempts)
      .where(and(eq(quizAttempts.blockId, block.blockId), inArray(quizAttempts.cohortId, cohortIds)))
      .orderBy(asc(quizAttempts.number)),
  ]);
  const classOf = new Map(taught.map((cohort) => [cohort.id, cohort]));
  const byLearner = new Map<string, typeof attempts>();
  for (const attempt of attempts) {
    const key = `${attempt.userId}:${attempt.cohortId}`;
    byLearner.set(key, [...(byLearner.get(key) ?? []), attempt]);
  }
  return {
    maxScore: settings.points,
    setupData: block.setupData,
    learners: learners.map((learner): LearnerResult => {
      const own = byLearner.get(`${learner.userId}:${learner.cohortId}`) ?? [];
      const counted = countedOf(own, settings);
      const last = own.at(-1);
      const cohort = classOf.get(learner.cohortId)!;
      return {
        userId: learner.userId,
        fullName: learner.fullName,
        cohortPath: cohort.path,
        cohortName: cohort.name,
        attempts: own.length,
        score: counted?.score ?? null,
        passed: counted ? passes(counted.score, counted.maxScore, settings.passPercent) : null,
        late: last?.late ?? false,
        lastSubmittedAt: last?.submittedAt.toISOString() ?? null,
        lastAttemptId: last?.id ?? null,
        lastAttempt: last
          ? {
              number: last.number,
              submittedAt: last.submittedAt.toISOString(),
              late: last.late,
              answers: last.answers,
              status: last.status,
              mark: last.status === 'awaiting_marking' ? null : (last.mark as Mark),
            }
          : null,
      };
    }),
  };
}
