import { and, asc, eq, inArray, or } from 'drizzle-orm';
import type { ExamPart } from '../../../common/api/exam';
import { markedWidgetOf } from '../../../common/domain/quiz/quiz-widgets';
import type { Db } from '../../db/client';
import { bankQuestions, questionBanks } from '../../db/schema';

/** A question of one of the course's banks, as an exam takes it. */
export interface PoolQuestion {
  id: string;
  bankId: string;
  widgetType: string;
  setupData: Record<string, unknown>;
  tags: string[];
  difficulty: 'easy' | 'medium' | 'hard' | null;
}

/**
 * The questions an exam's parts may take, of course `courseId`'s banks only: each fixed question
 * and every question of a bank drawn from, in bank order. One query whatever the parts.
 */
export async function loadPool(
  db: Db,
  courseId: string,
  parts: readonly ExamPart[],
): Promise<PoolQuestion[]> {
  const fixedIds = parts.flatMap((part) => (part.kind === 'question' ? [part.questionId] : []));
  const bankIds = [...new Set(parts.flatMap((part) => (part.kind === 'draw' ? [part.bankId] : [])))];
  if (fixedIds.length === 0 && bankIds.length === 0) return [];
  const taken = [
    ...(fixedIds.length > 0 ? [inArray(bankQuestions.id, fixedIds)] : []),
    ...(bankIds.length > 0 ? [inArray(bankQuestions.bankId, bankIds)] : []),
  ];
  return db
    .select({
      id: bankQuestions.id,
      bankId: bankQuestions.bankId,
      widgetType: bankQuestions.widgetType,
      setupData: bankQuestions.setupData,
      tags: bankQuestions.tags,
      difficulty: bankQuestions.difficulty,
    })
    .from(bankQuestions)
    .innerJoin(questionBanks, eq(questionBanks.id, bankQuestions.bankId))
    .where(and(eq(questionBanks.courseId, courseId), or(...taken)))
    .orderBy(asc(bankQuestions.bankId), asc(bankQuestions.position));
}

/** The bank ids of `courseId` among `bankIds`: one query. */
export async function courseBankIds(
  db: Db,
  courseId: string,
  bankIds: readonly string[],
): Promise<Set<string>> {
  if (bankIds.length === 0) return new Set();
  const rows = await db
    .select({ id: questionBanks.id })
    .from(questionBanks)
    .where(and(eq(questionBanks.courseId, courseId), inArray(questionBanks.id, [...bankIds])));
  return new Set(rows.map((row) => row.id));
}

/** An exam takes questions the server marks at once (a long form response waits for a person). */
export const isExamQuestion = (question: Pick<PoolQuestion, 'widgetType'>) => {
  const widget = markedWidgetOf(question.widgetType);
  return widget !== undefined && widget.markedByPerson !== true;
};

/** The questions of the pool a draw may take: of its bank, with all its tags and its difficulty, not in `taken`. */
export function drawCandidates(
  part: Extract<ExamPart, { kind: 'draw' }>,
  pool: readonly PoolQuestion[],
  taken: ReadonlySet<string>,
): PoolQuestion[] {
  const tags = part.tags.map((tag) => tag.toLowerCase());
  return pool.filter(
    (question) =>
      question.bankId === part.bankId &&
      !taken.has(question.id) &&
      isExamQuestion(question) &&
      (part.difficulty === null || question.difficulty === part.difficulty) &&
      tags.every((tag) => question.tags.some((own) => own.toLowerCase() === tag)),
  );
}
