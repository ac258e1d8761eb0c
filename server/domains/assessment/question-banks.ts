import { asc, eq, sql } from 'drizzle-orm';
import type { BankDetail, BankSummary, ExportFormat, ExportResult } from '../../../common/api/questionbank';
import { exportQuestions } from '../../../common/domain/quiz/export/export-questions';
import { slugOf } from '../../../common/slug';
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

/** The columns of a LoadedBank, for a select joining `questionBanks` to its course. */
export const loadedBankColumns = (userId: string | null) => ({
  id: questionBanks.id,
  name: questionBanks.name,
  createdAt: questionBanks.createdAt,
  courseId: courses.id,
  coursePath: courses.path,
  myRole: sql<string | null>`(SELECT ${roleGrants.role} FROM ${roleGrants}
    WHERE ${roleGrants.userId} = ${userId} AND ${roleGrants.scope} = 'course'
      AND ${roleGrants.scopePath} = ${courses.path} LIMIT 1)`,
});

/** The bank `bankId` with its course and the caller's role in it, in one query. */
export async function loadBank(
  db: Db,
  userId: string | null,
  bankId: string,
): Promise<LoadedBank | undefined> {
  if (!isUuid(bankId)) return undefined;
  const [row] = await db
    .select(loadedBankColumns(userId))
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

const EXPORT_FILES: Readonly<Record<ExportFormat, { extension: string; contentType: string }>> = {
  gift: { extension: 'txt', contentType: 'text/plain; charset=utf-8' },
  moodle_xml: { extension: 'xml', contentType: 'application/xml' },
  qti: { extension: 'zip', contentType: 'application/zip' },
};

/**
 * The bank's questions in order as a file of `format` named after the bank (the extension Moodle's
 * own export gives; a QTI content package a .zip, sent as its bytes in base64), with the questions
 * the format could not hold: one query beside the load.
 */
export async function exportBank(db: Db, bank: LoadedBank, format: ExportFormat): Promise<ExportResult> {
  const questions = await db
    .select({
      name: bankQuestions.name,
      widgetType: bankQuestions.widgetType,
      setupData: bankQuestions.setupData,
      tags: bankQuestions.tags,
    })
    .from(bankQuestions)
    .where(eq(bankQuestions.bankId, bank.id))
    .orderBy(asc(bankQuestions.position));
  const { text, encoding, skipped } = exportQuestions(format, questions, { title: bank.name });
  const { extension, contentType } = EXPORT_FILES[format];
  const fileName = `${slugOf(bank.name, { maxLength: 80, fallback: 'question-bank' })}.${extension}`;
  return { fileName, contentType, text, encoding, skipped };
}

/** Take question `questionId` out of the bank (one of another bank is not found). */
export async function removeQuestion(db: Db, bank: LoadedBank, questionId: string): Promise<number> {
  const removed = await db
    .delete(bankQuestions)
    .where(sql`${bankQuestions.id} = ${questionId} AND ${bankQuestions.bankId} = ${bank.id}`)
    .returning({ id: bankQuestions.id });
  return removed.length;
}
