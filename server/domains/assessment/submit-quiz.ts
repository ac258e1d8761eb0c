import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { QuizState, SubmitQuizInput } from '../../../common/api/quiz';
import { classAssessmentOf, lateMark } from '../../../common/domain/class-assessment';
import { pageSchedule } from '../../../common/domain/page-schedule';
import { isLate, passes } from '../../../common/domain/quiz/attempts';
import type { SubmittedFile } from '../../../common/domain/quiz/submitted-file';
import { isSubmissionBlock } from '../../../common/domain/widgets';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { quizAttempts, quizScratchpads } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { validateArgs } from '../../rpc/validate';
import { sanitizeRichText } from '../../security/rich-text';
import { markBlockDone } from '../learning';
import { classStart } from './policy';
import { countedOf, quizSetupOf, quizStateOf, settingsInClass } from './quiz-state';
import type { QuizBlock } from './quiz-target';
import { blockAsDrawn } from './random-draw';
import { recordedSubmission } from './submission-files';

/** Answers as stored: a written answer's HTML sanitised, so nothing that runs script is kept. */
function storedAnswers(answers: unknown): unknown {
  const written = answers as { html?: unknown };
  return typeof written.html === 'string' ? { ...written, html: sanitizeRichText(written.html) } : answers;
}

/** The answers to keep: a file handed in to a submission block as its upload recorded it (submission-files.ts). */
async function checkedAnswers(db: Db, userId: string, block: QuizBlock, answers: unknown): Promise<unknown> {
  if (!isSubmissionBlock(block)) return answers;
  const { file } = answers as { file: SubmittedFile };
  return { file: await recordedSubmission(db, userId, block.blockId, file) };
}

/** When the block's page is due in the learner's class (ISO), or null. */
export const dueAtOf = (page: Pick<QuizBlock, 'cohort' | 'unlockAfterDays' | 'dueAfterDays'>) =>
  pageSchedule(classStart(page.cohort!), page.unlockAfterDays, page.dueAfterDays).dueAt;

/**
 * `submitQuiz` for learner `userId` of the block's named class (the answerQuiz rule let them
 * through): the answers are checked against the block's setup (400 with a reason per field), the
 * scratchpad kept, and a submission marked on the server and stored as the next attempt, unless
 * its submissionId was stored already (a submit sent twice counts once), or no attempt is left or
 * the right answers already show (409). A file handed in must be the learner's upload for the block.
 * A quiz that counts towards progress is done while its counted attempt passes. In the request's
 * transaction; the learner's scratchpad row is locked first, so their submissions to the block
 * are numbered one at a time while other learners' go on in parallel.
 */
export async function submitQuiz(
  db: Db,
  userId: string,
  loaded: QuizBlock,
  input: SubmitQuizInput,
  now = new Date(),
): Promise<QuizState> {
  // A random selector is answered and marked against the questions drawn for this learner.
  const block = await blockAsDrawn(db, userId, loaded);
  const parsed = quizSetupOf(block.widgetType, block.setupData);
  const { widget, setup } = parsed;
  const inClass = classAssessmentOf(block.cohort!.assessment);
  const settings = settingsInClass(parsed.settings, inClass);
  const answers = widget.answers(setup);
  const { submissionData, scratchpadData } = validateArgs(
    z.object({
      submissionData: z.object({ submissionId: z.string(), answers }).nullable(),
      scratchpadData: answers.nullable(),
    }),
    input,
  );
  const key = { blockId: block.blockId, userId, cohortId: block.cohort!.id };
  const scratchpad = submissionData ? null : scratchpadData;
  await db
    .insert(quizScratchpads)
    .values({ ...key, data: scratchpad, updatedAt: now })
    .onConflictDoUpdate({
      target: [quizScratchpads.blockId, quizScratchpads.userId, quizScratchpads.cohortId],
      set: { data: sql`excluded.data`, updatedAt: now },
    });
  const attempts = await db
    .select()
    .from(quizAttempts)
    .where(
      and(
        eq(quizAttempts.blockId, key.blockId),
        eq(quizAttempts.userId, userId),
        eq(quizAttempts.cohortId, key.cohortId),
      ),
    )
    .orderBy(asc(quizAttempts.number));
  const dueAt = dueAtOf(block);
  const isNew = submissionData && !attempts.some((a) => a.submissionId === submissionData.submissionId);
  if (submissionData && isNew) {
    // No attempt after the last, nor once the right answers show (the learner could copy them).
    const before = quizStateOf(block, attempts, null, dueAt, now, parsed, inClass);
    if (before.attemptsLeft === 0) {
      throw new AppError(
        'attempts_used',
        reasonText('quiz.attemptsUsed', { count: settings.maxAttempts ?? 0 }),
      );
    }
    if (before.rightAnswers !== null) throw new AppError('attempts_used', reasonText('quiz.answersShown'));
    const late = isLate(dueAt, now);
    if (late && inClass.latePolicy === 'refuse') throw new AppError('closed', reasonText('quiz.lateRefused'));
    const missing = widget.incomplete?.(setup, submissionData.answers);
    if (missing) {
      const field = `submissionData.answers.${missing.field}`;
      throw new AppError('invalid_input', missing.reason, { [field]: missing.reason });
    }
    const given = await checkedAnswers(db, userId, block, submissionData.answers);
    const mark = lateMark(widget.mark(setup, given), late, inClass);
    const [stored] = await db
      .insert(quizAttempts)
      .values({
        ...key,
        number: attempts.length + 1,
        submissionId: submissionData.submissionId,
        answers: storedAnswers(given),
        mark,
        status: widget.markedByPerson ? 'awaiting_marking' : 'marked',
        score: mark.score,
        maxScore: mark.maxScore,
        late,
        submittedAt: now,
      })
      .returning();
    attempts.push(stored!);
    // A quiz the server marks is done while its counted attempt passes; one a teacher marks, on
    // submission when any submission passes, else once a teacher's mark passes (mark-attempt.ts).
    if (block.isProgressContributor && (!widget.markedByPerson || settings.passPercent <= 0)) {
      const counted = countedOf(attempts, settings);
      const passed = counted ? passes(counted.score, counted.maxScore, settings.passPercent) : true;
      await markBlockDone(
        db,
        userId,
        { id: block.blockId, pageId: block.pageId, courseId: block.courseId },
        passed,
      );
    }
  }
  return quizStateOf(block, attempts, scratchpad, dueAt, now, parsed, inClass);
}
