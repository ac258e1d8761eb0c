import { eq, inArray } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import {
  bankQuestions,
  blockAlignments,
  blocks,
  courses,
  pages,
  questionAlignments,
  questionBanks,
} from '../../db/schema';
import { DEMO_OPEN_COURSE } from '../learning';
import { outcomesOf } from './course-outcomes';

// The demo course's outcomes, in its order (content's demo-courses-content-b.ts): 0 the persona,
// 1 content for search, 2 a month of social posts, 3 measuring a campaign.

/** The outcomes each quiz of the demo course assesses, by its widget (one quiz of each there). */
const BLOCK_OUTCOMES: Readonly<Record<string, number[]>> = {
  multiple_choice: [0],
  short_answer: [0],
  fill_in_the_blanks: [1],
  crossword: [0, 1, 3],
  match_it: [1, 2],
  categorise: [3],
  long_form_response: [0, 2, 3],
};

/** The outcome each tag of the demo bank's questions assesses (demo-exam.ts). */
const TAG_OUTCOMES: Readonly<Record<string, number>> = { audience: 0, search: 1, measurement: 3 };

/**
 * The demo course's quizzes and bank questions aligned to its outcomes, and its learners shown
 * their attainment. Left alone once any of its blocks is aligned, so a second run changes nothing.
 */
export async function seedDemoOutcomes(db: Db, logger: Logger) {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.path, DEMO_OPEN_COURSE));
  if (!course) return;
  const outcomes = await outcomesOf(db, course.id);
  const quizzes = await db
    .select({ blockId: blocks.id, widgetType: blocks.widgetType })
    .from(blocks)
    .innerJoin(pages, eq(pages.id, blocks.pageId))
    .where(eq(pages.courseId, course.id));
  const [aligned] = await db
    .select({ blockId: blockAlignments.blockId })
    .from(blockAlignments)
    .where(
      inArray(
        blockAlignments.blockId,
        quizzes.map((quiz) => quiz.blockId),
      ),
    )
    .limit(1);
  if (aligned || outcomes.length < 4) return;
  const blockRows = quizzes.flatMap(({ blockId, widgetType }) =>
    (BLOCK_OUTCOMES[widgetType] ?? []).map((index) => ({ blockId, outcomeId: outcomes[index]!.id })),
  );
  const questions = await db
    .select({ questionId: bankQuestions.id, tags: bankQuestions.tags })
    .from(bankQuestions)
    .innerJoin(questionBanks, eq(questionBanks.id, bankQuestions.bankId))
    .where(eq(questionBanks.courseId, course.id));
  const questionRows = questions.flatMap(({ questionId, tags }) =>
    tags.flatMap((tag) =>
      tag in TAG_OUTCOMES ? [{ questionId, outcomeId: outcomes[TAG_OUTCOMES[tag]!]!.id }] : [],
    ),
  );
  if (blockRows.length > 0) await db.insert(blockAlignments).values(blockRows);
  if (questionRows.length > 0) await db.insert(questionAlignments).values(questionRows);
  await db.update(courses).set({ alignmentVisibility: true }).where(eq(courses.id, course.id));
  logger.info({ blocks: blockRows.length, questions: questionRows.length }, 'demo outcome alignments seeded');
}
