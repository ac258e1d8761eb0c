import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { MarkingQueue } from '../../../common/api/assessment';
import type { QuizAttempt } from '../../../common/api/quiz';
import { MARKING_PAGE_SIZE } from '../../../common/domain/assessment/queue-limits';
import { MARKED_WIDGETS } from '../../../common/domain/quiz/quiz-widgets';
import type { Db } from '../../db/client';
import { blocks, pages, quizAttempts, users } from '../../db/schema';
import { answerableBlocks, questionTextColumn } from './answerable-blocks';
import { markedByDesign } from './design-uses';
import { taughtClassesOf } from './taught-classes';

/** The quiz widgets whose attempts wait for a person: with the submission blocks, what the queue lists. */
const PERSON_MARKED = Object.entries(MARKED_WIDGETS)
  .filter(([, widget]) => widget?.markedByPerson)
  .map(([type]) => type);

export interface QueueFilters {
  cohortPath?: string;
  status?: QuizAttempt['status'];
  learner?: string;
  designId?: string;
  learnerId?: string;
  page: number;
}

/**
 * One page of the attempts at questions a person marks in the classes `userId` teaches
 * (taught-classes.ts), narrowed to a class, a status, a learner's name, an assessment design
 * (the blocks it marks) and a learner: what is to mark oldest
 * first (a queue), anything else newest first. Three queries, whatever the attempts or classes.
 */
export async function markingQueue(db: Db, userId: string, filters: QueueFilters): Promise<MarkingQueue> {
  const classes = await taughtClassesOf(db, userId);
  const wanted = filters.cohortPath
    ? classes.filter((cohort) => cohort.path === filters.cohortPath)
    : classes;
  const empty = { items: [], page: filters.page, pageSize: MARKING_PAGE_SIZE, total: 0 };
  const listed = classes.map(({ path, name, courseName }) => ({ path, name, courseName }));
  if (wanted.length === 0) return { ...empty, classes: listed };
  const conditions: SQL[] = [
    inArray(
      quizAttempts.cohortId,
      wanted.map((cohort) => cohort.id),
    ),
    answerableBlocks(PERSON_MARKED),
  ];
  if (filters.status) conditions.push(eq(quizAttempts.status, filters.status));
  if (filters.learner) {
    conditions.push(sql`strpos(lower(${users.fullName}), lower(${filters.learner})) > 0`);
  }
  if (filters.designId) conditions.push(markedByDesign(filters.designId));
  if (filters.learnerId) conditions.push(eq(quizAttempts.userId, filters.learnerId));
  const where = and(...conditions);
  const order =
    filters.status === 'awaiting_marking' ? asc(quizAttempts.submittedAt) : desc(quizAttempts.submittedAt);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        attemptId: quizAttempts.id,
        cohortId: quizAttempts.cohortId,
        learnerId: quizAttempts.userId,
        learnerName: users.fullName,
        pageTitle: pages.title,
        question: questionTextColumn,
        number: quizAttempts.number,
        submittedAt: quizAttempts.submittedAt,
        late: quizAttempts.late,
        status: quizAttempts.status,
        score: quizAttempts.score,
        maxScore: quizAttempts.maxScore,
      })
      .from(quizAttempts)
      .innerJoin(blocks, eq(blocks.id, quizAttempts.blockId))
      .innerJoin(pages, eq(pages.id, blocks.pageId))
      .innerJoin(users, eq(users.id, quizAttempts.userId))
      .where(where)
      .orderBy(order, asc(quizAttempts.id))
      .limit(MARKING_PAGE_SIZE)
      .offset((filters.page - 1) * MARKING_PAGE_SIZE),
    db
      .select({ n: count() })
      .from(quizAttempts)
      .innerJoin(blocks, eq(blocks.id, quizAttempts.blockId))
      .innerJoin(users, eq(users.id, quizAttempts.userId))
      .where(where),
  ]);
  const classOf = new Map(classes.map((cohort) => [cohort.id, cohort]));
  return {
    ...empty,
    classes: listed,
    total: total?.n ?? 0,
    items: rows.map(({ cohortId, submittedAt, score, ...row }) => {
      const cohort = classOf.get(cohortId)!;
      return {
        ...row,
        cohortPath: cohort.path,
        cohortName: cohort.name,
        courseName: cohort.courseName,
        submittedAt: submittedAt.toISOString(),
        score: row.status === 'awaiting_marking' ? null : score,
      };
    }),
  };
}
