import { and, asc, eq } from 'drizzle-orm';
import type { PageQuizzes } from '../../../common/api/quiz';
import { classAssessmentOf } from '../../../common/domain/class-assessment';
import { RandomSelectorSetup } from '../../../common/domain/quiz/random-selector-setup';
import type { Db } from '../../db/client';
import { blocks, quizAttempts, quizScratchpads } from '../../db/schema';
import { isSharedWithReaders } from '../content';
import { answerableBlocks } from './answerable-blocks';
import { quizStateOf, takenAttempts } from './quiz-state';
import { dueAtOf } from './quiz-submission';
import type { QuizPage } from './quiz-target';
import { type Draw, drawAttemptOf, drawnQuestions, RANDOM_SELECTOR, withDraw } from './random-draw';

/**
 * The learner's standing on every block of the page that learners answer (answerable-blocks.ts)
 * and that is shared with learners, in their named class: three queries whatever the number of
 * blocks or attempts, and two more when random selectors draw questions.
 */
export async function pageQuizzes(
  db: Db,
  userId: string,
  page: QuizPage,
  now = new Date(),
): Promise<PageQuizzes> {
  const cohortId = page.cohort!.id;
  const onPage = and(eq(blocks.pageId, page.pageId), answerableBlocks());
  const [quizBlocks, attempts, scratchpads] = await Promise.all([
    db
      .select({
        blockId: blocks.id,
        widgetType: blocks.widgetType,
        setupData: blocks.setupData,
        settings: blocks.settings,
      })
      .from(blocks)
      .where(onPage),
    db
      .select({ attempt: quizAttempts })
      .from(quizAttempts)
      .innerJoin(blocks, eq(blocks.id, quizAttempts.blockId))
      .where(and(onPage, eq(quizAttempts.userId, userId), eq(quizAttempts.cohortId, cohortId)))
      .orderBy(asc(quizAttempts.number)),
    db
      .select({ blockId: quizScratchpads.blockId, data: quizScratchpads.data, drawn: quizScratchpads.drawn })
      .from(quizScratchpads)
      .innerJoin(blocks, eq(blocks.id, quizScratchpads.blockId))
      .where(and(onPage, eq(quizScratchpads.userId, userId), eq(quizScratchpads.cohortId, cohortId))),
  ]);
  const dueAt = dueAtOf(page);
  const inClass = classAssessmentOf(page.cohort!.assessment);
  const kept = new Map(scratchpads.map((row) => [row.blockId, row]));
  const shown = quizBlocks.filter((block) => isSharedWithReaders(block, now));
  const attemptsAt = (blockId: string) =>
    attempts.filter(({ attempt }) => attempt.blockId === blockId).map(({ attempt }) => attempt);
  // Random selectors show the questions drawn for the learner's attempt (drawn now if need be).
  const draws = await drawnQuestions(
    db,
    { userId, cohortId, courseId: page.courseId },
    shown
      .filter((block) => block.widgetType === RANDOM_SELECTOR)
      .map((block) => ({
        blockId: block.blockId,
        setupData: block.setupData,
        attempt: drawAttemptOf(
          takenAttempts(attemptsAt(block.blockId)).length,
          RandomSelectorSetup.parse(block.setupData).maxAttempts,
        ),
        kept: (kept.get(block.blockId)?.drawn as Draw | null) ?? null,
      })),
  );
  return {
    quizzes: shown.map((block) => {
      const draw = draws.get(block.blockId);
      return quizStateOf(
        draw ? { ...block, setupData: withDraw(block.setupData, draw) } : block,
        attemptsAt(block.blockId),
        kept.get(block.blockId)?.data ?? null,
        dueAt,
        now,
        undefined,
        inClass,
      );
    }),
  };
}
