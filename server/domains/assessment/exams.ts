import { asc, eq, sql } from 'drizzle-orm';
import { type ExamDetail, ExamPart, type ExamSettings } from '../../../common/api/exam';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { examAttempts, exams } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { courseBankIds, drawCandidates, isExamQuestion, loadPool } from './exam-pool';
import type { DesignedExam, ExamRow } from './exam-target';

/** An exam's parts as stored (checked when saved, so read back as they were written). */
export const partsOf = (exam: Pick<ExamRow, 'parts'>): ExamPart[] => ExamPart.array().parse(exam.parts);

/** Questions each learner answers: the fixed ones and every draw's count. */
export const questionCountOf = (parts: readonly ExamPart[]) =>
  parts.reduce((count, part) => count + (part.kind === 'question' ? 1 : part.count), 0);

function detailOf(exam: ExamRow, coursePath: string, attemptCount: number): ExamDetail {
  const parts = partsOf(exam);
  return {
    id: exam.id,
    coursePath,
    title: exam.title,
    instructions: exam.instructions,
    timeLimitMinutes: exam.timeLimitMinutes,
    opensAtLocal: exam.opensAtLocal,
    closesAtLocal: exam.closesAtLocal,
    maxAttempts: exam.maxAttempts,
    shuffleQuestions: exam.shuffleQuestions,
    release: exam.release,
    releasedAt: exam.releasedAt?.toISOString() ?? null,
    parts,
    weight: exam.weight,
    questionCount: questionCountOf(parts),
    attemptCount,
  };
}

const attemptCount = sql<number>`(SELECT count(*)::int FROM ${examAttempts} a WHERE a.exam_id = ${exams}.id)`;

/** A course's exams, oldest first, with how many attempts each has had: one query. */
export async function listExams(db: Db, course: { id: string; path: string }): Promise<ExamDetail[]> {
  const rows = await db
    .select({ exam: exams, attemptCount })
    .from(exams)
    .where(eq(exams.courseId, course.id))
    .orderBy(asc(exams.createdAt), asc(exams.id));
  return rows.map((row) => detailOf(row.exam, course.path, row.attemptCount));
}

/** A new exam of the course, with nothing in it yet: 30 minutes, one attempt, results at once. */
export async function createExam(db: Db, course: { id: string; path: string }, title: string) {
  const [exam] = await db.insert(exams).values({ courseId: course.id, title }).returning();
  return detailOf(exam!, course.path, 0);
}

/** The exam as its course team reads it: one query beside the load. */
export async function examDetail(db: Db, loaded: DesignedExam): Promise<ExamDetail> {
  const [row] = await db.select({ attemptCount }).from(exams).where(eq(exams.id, loaded.exam.id));
  return detailOf(loaded.exam, loaded.coursePath, row?.attemptCount ?? 0);
}

/**
 * Why each part cannot be taken, by field (`parts.2.count`): a question that is not of the course's
 * banks, is there twice, or is marked by a person; a draw from a bank of another course, or of more
 * questions than fit it. Two queries whatever the parts.
 */
async function partProblems(db: Db, courseId: string, parts: readonly ExamPart[]) {
  const pool = await loadPool(db, courseId, parts);
  const banks = await courseBankIds(
    db,
    courseId,
    parts.flatMap((part) => (part.kind === 'draw' ? [part.bankId] : [])),
  );
  const byId = new Map(pool.map((question) => [question.id, question]));
  const fixed = new Set<string>();
  const problems: Record<string, string> = {};
  parts.forEach((part, index) => {
    if (part.kind === 'question') {
      const question = byId.get(part.questionId);
      const field = `parts.${index}.questionId`;
      if (!question) problems[field] = reasonText('quiz.bankQuestion');
      else if (fixed.has(question.id)) problems[field] = reasonText('exam.sameQuestion');
      else if (!isExamQuestion(question)) problems[field] = reasonText('exam.personMarked');
      fixed.add(part.questionId);
      return;
    }
    if (!banks.has(part.bankId)) {
      problems[`parts.${index}.bankId`] = reasonText('exam.bank');
      return;
    }
    const available = drawCandidates(part, pool, fixed).length;
    if (available < part.count)
      problems[`parts.${index}.count`] = reasonText('exam.notEnough', { count: available });
  });
  return problems;
}

/** Save the exam's settings, once every part can be taken (else 400 with a reason per part). */
export async function updateExam(db: Db, loaded: DesignedExam, settings: ExamSettings): Promise<ExamDetail> {
  const problems = await partProblems(db, loaded.exam.courseId, settings.parts);
  const [first] = Object.values(problems);
  if (first) throw new AppError('invalid_input', first, problems);
  const [exam] = await db.update(exams).set(settings).where(eq(exams.id, loaded.exam.id)).returning();
  return examDetail(db, { ...loaded, exam: exam! });
}

/** Take the exam away, with its attempts. */
export async function removeExam(db: Db, loaded: DesignedExam) {
  await db.delete(exams).where(eq(exams.id, loaded.exam.id));
  return { removed: true as const };
}

/** Let learners see their results now (an exam released later by hand, or sooner than it would). */
export async function releaseResults(db: Db, loaded: DesignedExam, now = new Date()): Promise<ExamDetail> {
  const [exam] = await db
    .update(exams)
    .set({ releasedAt: loaded.exam.releasedAt ?? now })
    .where(eq(exams.id, loaded.exam.id))
    .returning();
  return examDetail(db, { ...loaded, exam: exam! });
}
