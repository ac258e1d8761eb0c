import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PageQuizzes } from '../../../common/api/quiz';
import { MARKED_WIDGETS } from '../../../common/domain/quiz/quiz-widgets';
import type { Db } from '../../db/client';
import { blocks, quizAttempts, quizScratchpads } from '../../db/schema';
import { isSharedWithReaders } from '../content';
import { quizStateOf } from './quiz-state';
import type { QuizPage } from './quiz-target';
import { dueAtOf } from './submit-quiz';

const QUIZ_TYPES = Object.keys(MARKED_WIDGETS);

/**
 * The learner's standing on every quiz block of the page shared with learners, in their named
 * class: three queries whatever the number of blocks or attempts.
 */
export async function pageQuizzes(
  db: Db,
  userId: string,
  page: QuizPage,
  now = new Date(),
): Promise<PageQuizzes> {
  const cohortId = page.cohort!.id;
  const onPage = and(eq(blocks.pageId, page.pageId), inArray(blocks.widgetType, QUIZ_TYPES));
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
      .select({ blockId: quizScratchpads.blockId, data: quizScratchpads.data })
      .from(quizScratchpads)
      .innerJoin(blocks, eq(blocks.id, quizScratchpads.blockId))
      .where(and(onPage, eq(quizScratchpads.userId, userId), eq(quizScratchpads.cohortId, cohortId))),
  ]);
  const dueAt = dueAtOf(page);
  const kept = new Map(scratchpads.map((row) => [row.blockId, row.data]));
  return {
    quizzes: quizBlocks
      .filter((block) => isSharedWithReaders(block, now))
      .map((block) =>
        quizStateOf(
          block,
          attempts.filter(({ attempt }) => attempt.blockId === block.blockId).map(({ attempt }) => attempt),
          kept.get(block.blockId) ?? null,
          dueAt,
          now,
        ),
      ),
  };
}
