import { and, asc, eq, sql } from 'drizzle-orm';
import type { Design } from '../../../common/api/assessment';
import type { QuizAttempt } from '../../../common/api/quiz';
import { attachedDesignId } from '../../../common/domain/assessment/design-attachment';
import {
  type ClassAssessmentSettings,
  classAssessmentOf,
  lateMark,
} from '../../../common/domain/class-assessment';
import { passes } from '../../../common/domain/quiz/attempts';
import { markOf } from '../../../common/domain/quiz/mark';
import type { Db } from '../../db/client';
import { assessmentDesigns, blocks, cohorts, pages, quizAttempts, users } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import type { RequestContext } from '../../rpc/context';
import { type LoadedClass, loadClass } from '../classes';
import { markBlockDone } from '../learning';
import { designOf } from './designs';
import { countedOf, quizSetupOf, settingsInClass } from './quiz-state';
import { type TeacherMarking, teacherScore } from './teacher-score';

/**
 * An attempt with its learner's name, its block (and page), the class it was made in with what the
 * caller is to that class, and the assessment design the block is marked by.
 */
export interface AttemptToMark {
  attempt: typeof quizAttempts.$inferSelect;
  learnerName: string;
  block: {
    blockId: string;
    widgetType: string;
    setupData: Record<string, unknown>;
    isProgressContributor: boolean;
    pageId: string;
    pageTitle: string;
    pagePath: string;
    courseId: string;
  };
  cohort: LoadedClass;
  /** The design the block names when it is one of its course's; null otherwise. */
  design: Design | null;
  /** The block names a design its course does not have (deleted, or of the course it was copied from). */
  designMissing: boolean;
  /** The class's assessment settings: its pass mark, and what a late answer's mark loses. */
  inClass: ClassAssessmentSettings;
}

/** The attempt `attemptId` with its learner, block and design, and its class with the caller's standing: two queries. */
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
      pageTitle: pages.title,
      pagePath: pages.path,
      courseId: pages.courseId,
      cohortPath: cohorts.path,
      learnerName: users.fullName,
      classAssessment: cohorts.assessmentSettings,
      design: assessmentDesigns,
    })
    .from(quizAttempts)
    .innerJoin(blocks, eq(blocks.id, quizAttempts.blockId))
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    .innerJoin(cohorts, eq(cohorts.id, quizAttempts.cohortId))
    .innerJoin(users, eq(users.id, quizAttempts.userId))
    // Compared as text: a setup is checked when saved, but a stored id is never cast blindly.
    .leftJoin(
      assessmentDesigns,
      and(
        sql`${assessmentDesigns.id}::text = ${blocks.setupData}->>'assessmentDesignId'`,
        eq(assessmentDesigns.courseId, pages.courseId),
      ),
    )
    .where(eq(quizAttempts.id, attemptId));
  if (!row) return undefined;
  const cohort = await loadClass(db, ctx, row.cohortPath);
  const { attempt, cohortPath: _path, learnerName, design, classAssessment, ...block } = row;
  const designMissing = design === null && attachedDesignId(block.setupData) !== null;
  const inClass = classAssessmentOf(classAssessment);
  return (
    cohort && {
      attempt,
      learnerName,
      block,
      cohort,
      design: design && designOf(design),
      designMissing,
      inClass,
    }
  );
}

/**
 * A teacher's mark of an attempt, or its return to the learner to submit again: the score (by the
 * block's design, else up to the question's points: teacher-score.ts) and feedback replace the
 * attempt's mark, with the levels chosen of a rubric. A quiz that counts towards progress is done
 * for the learner while their counted attempt passes. In the request's transaction.
 */
export async function markAttempt(
  db: Db,
  teacherId: string,
  { attempt, block, design, inClass }: AttemptToMark,
  input: TeacherMarking & { feedback: string },
): Promise<QuizAttempt> {
  const settings = settingsInClass(quizSetupOf(block.widgetType, block.setupData).settings, inClass);
  const given = teacherScore(design, settings.points, input);
  const mark = lateMark(
    {
      ...markOf(given.score / (given.maxScore || 1), given.maxScore, [input.feedback]),
      ...(given.rubric && { rubric: given.rubric }),
    },
    attempt.late && !input.returnForResubmission,
    inClass,
  );
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
