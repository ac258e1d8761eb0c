import { and, eq, isNotNull } from 'drizzle-orm';
import { QuizSettings } from '../../../common/domain/quiz/quiz-settings';
import type { Db } from '../../db/client';
import { blockAlignments, blocks, courseOutcomes, pages, questionAlignments } from '../../db/schema';
import { answerableBlocks } from './answerable-blocks';
import { outcomesOf } from './course-outcomes';

/** A course's outcomes in order, with the quiz blocks and bank questions aligned to each. */
export interface AlignedItems {
  outcomes: { id: string; text: string }[];
  /** Each aligned quiz block with the settings its counted score needs (its points, which attempt counts). */
  blocks: { outcomeId: string; blockId: string; settings: Pick<QuizSettings, 'points' | 'attemptScoring'> }[];
  questions: { outcomeId: string; questionId: string }[];
}

/**
 * The course's outcomes and what is aligned to them: blocks learners answer (quizzes, submissions) on pages placed in a module (the
 * course's to assess, as in the gradebook) and bank questions. Three queries.
 */
export async function alignedItems(db: Db, courseId: string): Promise<AlignedItems> {
  const [outcomes, blockRows, questions] = await Promise.all([
    outcomesOf(db, courseId),
    db
      .select({ outcomeId: blockAlignments.outcomeId, blockId: blocks.id, setupData: blocks.setupData })
      .from(blockAlignments)
      .innerJoin(blocks, eq(blocks.id, blockAlignments.blockId))
      .innerJoin(pages, eq(pages.id, blocks.pageId))
      .where(and(eq(pages.courseId, courseId), isNotNull(pages.moduleId), answerableBlocks())),
    db
      .select({ outcomeId: questionAlignments.outcomeId, questionId: questionAlignments.questionId })
      .from(questionAlignments)
      .innerJoin(courseOutcomes, eq(courseOutcomes.id, questionAlignments.outcomeId))
      .where(eq(courseOutcomes.courseId, courseId)),
  ]);
  return {
    outcomes,
    blocks: blockRows.map(({ outcomeId, blockId, setupData }) => ({
      outcomeId,
      blockId,
      settings: QuizSettings.parse(setupData),
    })),
    questions,
  };
}

/** How many blocks and questions are aligned to `outcomeId`. */
export const itemCountOf = (aligned: AlignedItems, outcomeId: string) =>
  aligned.blocks.filter((block) => block.outcomeId === outcomeId).length +
  aligned.questions.filter((question) => question.outcomeId === outcomeId).length;
