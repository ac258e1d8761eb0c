import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ExamTaking } from '../../../common/api/exam';
import { attemptEndsAt, EXAM_GRACE_SECONDS, isTimeUp } from '../../../common/domain/exam/exam-rules';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { examAttempts } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { validateArgs } from '../../rpc/validate';
import { type AttemptQuestion, drawQuestions } from './exam-draw';
import { examQuestionSetup, markExamAnswers } from './exam-marking';
import { loadPool } from './exam-pool';
import type { ExamInClass } from './exam-target';
import { type AttemptRow, openAttemptOf, takingOf, windowIn } from './exam-view';
import { partsOf } from './exams';

/** The learner's attempts at the exam in the class, in order: one query. */
async function attemptsOf(db: Db, loaded: ExamInClass, userId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(examAttempts)
    .where(
      and(
        eq(examAttempts.examId, loaded.exam.id),
        eq(examAttempts.userId, userId),
        eq(examAttempts.cohortId, loaded.cohort!.id),
      ),
    )
    .orderBy(asc(examAttempts.number));
}

/**
 * Hand an attempt in with `answers`, marked on the server. The row is written only while it is
 * still under way, so a submission racing the time-up (or a second click) records it once; null
 * when another request handed it in first.
 */
export async function finishAttempt(
  db: Db,
  row: Pick<AttemptRow, 'id' | 'questions'>,
  answers: Record<string, unknown>,
  now: Date,
  autoSubmitted: boolean,
): Promise<AttemptRow | null> {
  const { marks, score, maxScore } = markExamAnswers(row.questions as AttemptQuestion[], answers);
  const [finished] = await db
    .update(examAttempts)
    .set({ answers, marks, score, maxScore, submittedAt: now, autoSubmitted })
    .where(and(eq(examAttempts.id, row.id), isNull(examAttempts.submittedAt)))
    .returning();
  return finished ?? null;
}

/**
 * The learner's attempts with one whose time ran out handed in by the server, with what was saved
 * (the clock ran on whether or not the browser was open). One query, and one more at time-up.
 */
async function settledAttempts(db: Db, loaded: ExamInClass, userId: string, now: Date) {
  const rows = await attemptsOf(db, loaded, userId);
  const open = openAttemptOf(rows);
  if (!open || !isTimeUp(open.endsAt, now)) return rows;
  await finishAttempt(db, open, open.answers, now, true);
  return attemptsOf(db, loaded, userId);
}

const timeZoneOf = (loaded: ExamInClass) => loaded.cohort!.timeZone;

/** `takeExam`: the learner's standing, the attempt under way (resumed with its saved answers), and their review once released. */
export async function takeExam(
  db: Db,
  loaded: ExamInClass,
  userId: string,
  now = new Date(),
): Promise<ExamTaking> {
  return takingOf(loaded.exam, timeZoneOf(loaded), await settledAttempts(db, loaded, userId, now), now);
}

const REFUSALS = {
  not_open: () => new AppError('not_open', reasonText('exam.notOpen')),
  closed: () => new AppError('closed', reasonText('exam.closed')),
  attempts_used: (count: number) => new AppError('attempts_used', reasonText('exam.attemptsUsed', { count })),
} as const;

/**
 * `startExam`: a new attempt, its questions drawn for this learner and copied in, its clock running
 * from now; or the attempt already under way (a start sent twice starts one). Refused before the
 * window opens, after it closes, and after the last attempt.
 */
export async function startExam(
  db: Db,
  loaded: ExamInClass,
  userId: string,
  now = new Date(),
): Promise<ExamTaking> {
  const { exam } = loaded;
  const rows = await settledAttempts(db, loaded, userId, now);
  const taking = takingOf(exam, timeZoneOf(loaded), rows, now);
  if (taking.attempt) return taking;
  const refusal = taking.standing.startRefusal;
  if (refusal) throw REFUSALS[refusal](exam.maxAttempts);
  const number = rows.length + 1;
  const parts = partsOf(exam);
  const questions = drawQuestions(
    { parts, shuffleQuestions: exam.shuffleQuestions },
    await loadPool(db, exam.courseId, parts),
    `${exam.id}:${userId}:${number}`,
  );
  if (questions.length === 0) throw new AppError('conflict', reasonText('exam.noQuestions'));
  const endsAt = attemptEndsAt(now, exam.timeLimitMinutes, windowIn(exam, timeZoneOf(loaded)).closesAt);
  // Two starts at once: the second finds the first's row (one attempt under way, numbered once).
  await db
    .insert(examAttempts)
    .values({
      examId: exam.id,
      userId,
      cohortId: loaded.cohort!.id,
      number,
      startedAt: now,
      endsAt,
      questions,
    })
    .onConflictDoNothing();
  return takingOf(exam, timeZoneOf(loaded), await attemptsOf(db, loaded, userId), now);
}

/**
 * The answers sent, checked against the attempt's questions: each by its widget's answer schema
 * (400 with a reason per field, `answers.{questionId}.selected.0`); a question not of the attempt
 * is refused. A scratchpad may be incomplete, as the quiz widgets' are.
 */
function checkedAnswers(row: AttemptRow, answers: Record<string, unknown>) {
  const shape = Object.fromEntries(
    (row.questions as AttemptQuestion[]).map((question) => {
      const { widget, setup } = examQuestionSetup(question);
      return [question.id, widget.answers(setup).optional()];
    }),
  );
  return validateArgs(z.object({ answers: z.strictObject(shape, { error: reasonText('quiz.part') }) }), {
    answers,
  }).answers as Record<string, unknown>;
}

/** The attempt under way, or why there is none to write to. */
async function openAttempt(db: Db, loaded: ExamInClass, userId: string) {
  const rows = await attemptsOf(db, loaded, userId);
  const open = openAttemptOf(rows);
  if (!open) throw new AppError('conflict', reasonText('exam.noAttempt'));
  return open;
}

/**
 * `saveExamAnswers` (autosave): the answers sent merged over those saved, in one statement that
 * writes only while the attempt is under way and its time (with the grace) not up. After time-up
 * it refuses (409 time_up); the next read hands the attempt in with what was saved.
 */
export async function saveExamAnswers(
  db: Db,
  loaded: ExamInClass,
  userId: string,
  answers: Record<string, unknown>,
  now = new Date(),
) {
  const open = await openAttempt(db, loaded, userId);
  const checked = checkedAnswers(open, answers);
  const [saved] = await db
    .update(examAttempts)
    .set({ answers: sql`${examAttempts.answers} || ${JSON.stringify(checked)}::jsonb`, savedAt: now })
    .where(
      and(
        eq(examAttempts.id, open.id),
        isNull(examAttempts.submittedAt),
        sql`${examAttempts.endsAt} + make_interval(secs => ${EXAM_GRACE_SECONDS}) >= ${now.toISOString()}::timestamptz`,
      ),
    )
    .returning({ endsAt: examAttempts.endsAt });
  if (!saved) throw new AppError('time_up', reasonText('exam.timeUp'));
  return { savedAt: now.toISOString(), endsAt: saved.endsAt.toISOString() };
}

/**
 * `submitExam`: the attempt handed in with these last answers over those saved, and marked. After
 * time-up the server hands in what was saved instead; a second submission finds it handed in
 * already. Either way the learner gets their standing.
 */
export async function submitExam(
  db: Db,
  loaded: ExamInClass,
  userId: string,
  answers: Record<string, unknown>,
  now = new Date(),
): Promise<ExamTaking> {
  const rows = await attemptsOf(db, loaded, userId);
  const open = openAttemptOf(rows);
  if (open) {
    const late = isTimeUp(open.endsAt, now);
    const given = late ? open.answers : { ...open.answers, ...checkedAnswers(open, answers) };
    await finishAttempt(db, open, given, now, late);
  } else if (rows.length === 0) {
    throw new AppError('conflict', reasonText('exam.noAttempt'));
  }
  return takeExam(db, loaded, userId, now);
}
