import { asc, eq, max, sql } from 'drizzle-orm';
import type { BankDetail, BankSummary, ImportResult } from '../../../common/api/questionbank';
import type { ImportReport } from '../../../common/domain/quiz/import/imported-question';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { bankQuestions, courses, questionBanks, roleGrants } from '../../db/schema';
import { isUuid } from '../../db/uuid';

/** A bank with its course and the caller's course role (the bank rule, policy.ts). */
export interface LoadedBank {
  id: string;
  name: string;
  createdAt: Date;
  courseId: string;
  coursePath: string;
  myRole: string | null;
}

/** The bank `bankId` with its course and the caller's role in it, in one query. */
export async function loadBank(
  db: Db,
  userId: string | null,
  bankId: string,
): Promise<LoadedBank | undefined> {
  if (!isUuid(bankId)) return undefined;
  const [row] = await db
    .select({
      id: questionBanks.id,
      name: questionBanks.name,
      createdAt: questionBanks.createdAt,
      courseId: courses.id,
      coursePath: courses.path,
      myRole: sql<string | null>`(SELECT ${roleGrants.role} FROM ${roleGrants}
        WHERE ${roleGrants.userId} = ${userId} AND ${roleGrants.scope} = 'course'
          AND ${roleGrants.scopePath} = ${courses.path} LIMIT 1)`,
    })
    .from(questionBanks)
    .innerJoin(courses, eq(courses.id, questionBanks.courseId))
    .where(eq(questionBanks.id, bankId));
  return row;
}

const summaryOf = (
  bank: { id: string; name: string; createdAt: Date },
  questionCount: number,
): BankSummary => ({
  id: bank.id,
  name: bank.name,
  questionCount,
  createdAt: bank.createdAt.toISOString(),
});

/** A course's banks, newest first, with their question counts: one query. */
export async function listBanks(db: Db, courseId: string): Promise<BankSummary[]> {
  const rows = await db
    .select({
      id: questionBanks.id,
      name: questionBanks.name,
      createdAt: questionBanks.createdAt,
      // `${questionBanks}.id`: a one-table select writes its columns unqualified, and a bare "id"
      // inside the subquery would be the question's own.
      questionCount: sql<number>`(SELECT count(*)::int FROM ${bankQuestions} q WHERE q.bank_id = ${questionBanks}.id)`,
    })
    .from(questionBanks)
    .where(eq(questionBanks.courseId, courseId))
    .orderBy(sql`${questionBanks.createdAt} DESC`, asc(questionBanks.id));
  return rows.map((row) => summaryOf(row, row.questionCount));
}

/** A new, empty bank of course `courseId`. */
export async function createBank(db: Db, courseId: string, name: string): Promise<BankSummary> {
  const [bank] = await db.insert(questionBanks).values({ courseId, name }).returning();
  return summaryOf(bank!, 0);
}

/** The bank with its questions in order: one query beside the load. */
export async function bankDetail(db: Db, bank: LoadedBank): Promise<BankDetail> {
  const questions = await db
    .select()
    .from(bankQuestions)
    .where(eq(bankQuestions.bankId, bank.id))
    .orderBy(asc(bankQuestions.position));
  return {
    ...summaryOf(bank, questions.length),
    coursePath: bank.coursePath,
    questions: questions.map((question) => ({
      id: question.id,
      name: question.name,
      widgetType: question.widgetType,
      question: typeof question.setupData.question === 'string' ? question.setupData.question : '',
      tags: question.tags,
      difficulty: question.difficulty,
    })),
  };
}

/**
 * Add what a file held to the bank, after its questions: all of them when every question fits, none
 * when any does not (the request's transaction holds the rows), with the report either way.
 */
export async function importIntoBank(db: Db, bank: LoadedBank, report: ImportReport): Promise<ImportResult> {
  const read = report.questions.length + report.problems.length;
  if (read === 0) {
    const reason = reasonText('quiz.import.empty');
    return {
      imported: 0,
      read,
      problems: [{ index: 0, line: null, name: null, code: 'quiz.import.empty', reason }],
    };
  }
  if (report.problems.length > 0) return { imported: 0, read, problems: report.problems };
  const [last] = await db
    .select({ position: max(bankQuestions.position) })
    .from(bankQuestions)
    .where(eq(bankQuestions.bankId, bank.id));
  const start = (last?.position ?? -1) + 1;
  await db.insert(bankQuestions).values(
    report.questions.map((question, offset) => ({
      bankId: bank.id,
      widgetType: question.widgetType,
      setupData: question.setupData,
      name: question.name,
      tags: question.tags,
      position: start + offset,
    })),
  );
  return { imported: report.questions.length, read, problems: [] };
}

/** Take question `questionId` out of the bank (one of another bank is not found). */
export async function removeQuestion(db: Db, bank: LoadedBank, questionId: string): Promise<number> {
  const removed = await db
    .delete(bankQuestions)
    .where(sql`${bankQuestions.id} = ${questionId} AND ${bankQuestions.bankId} = ${bank.id}`)
    .returning({ id: bankQuestions.id });
  return removed.length;
}
