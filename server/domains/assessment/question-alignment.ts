import { and, eq } from 'drizzle-orm';
import type { BankAlignment } from '../../../common/api/outcomes';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { bankQuestions, questionAlignments } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { outcomesOf } from './course-outcomes';
import { checkOutcomeIds } from './outcome-ids';
import type { LoadedBank } from './question-banks';

/** The course's outcomes and, by question, those each question of the bank is aligned to: two queries. */
export async function bankAlignment(db: Db, bank: LoadedBank): Promise<BankAlignment> {
  const [outcomes, aligned] = await Promise.all([
    outcomesOf(db, bank.courseId),
    db
      .select({ questionId: questionAlignments.questionId, outcomeId: questionAlignments.outcomeId })
      .from(questionAlignments)
      .innerJoin(bankQuestions, eq(bankQuestions.id, questionAlignments.questionId))
      .where(eq(bankQuestions.bankId, bank.id)),
  ]);
  // Each question's outcomes in the course's order.
  const questions: Record<string, string[]> = {};
  for (const outcome of outcomes) {
    for (const row of aligned) {
      if (row.outcomeId === outcome.id)
        questions[row.questionId] = [...(questions[row.questionId] ?? []), outcome.id];
    }
  }
  return { outcomes, questions };
}

/**
 * Align question `questionId` of the bank to exactly `outcomeIds` (outcomes of the bank's course):
 * 404 for a question of another bank, 400 for an outcome of another course.
 */
export async function alignQuestion(
  db: Db,
  bank: LoadedBank,
  questionId: string,
  outcomeIds: readonly string[],
): Promise<BankAlignment> {
  const [[question], outcomes] = await Promise.all([
    db
      .select({ id: bankQuestions.id })
      .from(bankQuestions)
      .where(and(eq(bankQuestions.id, questionId), eq(bankQuestions.bankId, bank.id))),
    outcomesOf(db, bank.courseId),
  ]);
  if (!question) {
    const reason = reasonText('quiz.bankQuestion');
    throw new AppError('not_found', reason, { questionId: reason });
  }
  checkOutcomeIds(outcomes, outcomeIds);
  await db.delete(questionAlignments).where(eq(questionAlignments.questionId, questionId));
  if (outcomeIds.length > 0) {
    await db
      .insert(questionAlignments)
      .values(outcomeIds.map((outcomeId) => ({ questionId, outcomeId })))
      .onConflictDoNothing();
  }
  return bankAlignment(db, bank);
}
