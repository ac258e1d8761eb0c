import { z } from 'zod';
import type { QuizState, SubmitQuizInput } from '../../../common/api/quiz';
import {
  type ClassAssessmentSettings,
  classAssessmentOf,
  lateMark,
} from '../../../common/domain/class-assessment';
import { pageSchedule } from '../../../common/domain/page-schedule';
import { isLate, passes } from '../../../common/domain/quiz/attempts';
import type { QuizSettings } from '../../../common/domain/quiz/quiz-settings';
import type { SubmittedFile } from '../../../common/domain/quiz/submitted-file';
import { isSubmissionBlock } from '../../../common/domain/widgets';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { AppError } from '../../rpc/app-error';
import { validateArgs } from '../../rpc/validate';
import { sanitizeRichText } from '../../security/rich-text';
import { classStart } from './policy';
import { countedOf, quizSetupOf, quizStateOf, type StoredAttempt, settingsInClass } from './quiz-state';
import type { QuizBlock } from './quiz-target';
import { blockAsDrawn, RANDOM_SELECTOR } from './random-draw';
import { recordedSubmission } from './submission-files';

/** When the block's page is due in the learner's class (ISO), or null. */
export const dueAtOf = (page: Pick<QuizBlock, 'cohort' | 'unlockAfterDays' | 'dueAfterDays'>) =>
  pageSchedule(classStart(page.cohort!), page.unlockAfterDays, page.dueAfterDays).dueAt;

type ParsedQuiz = ReturnType<typeof quizSetupOf>;

/** A quiz block's setup parsed, and the schema of a submitQuiz input for it. */
interface QuizChecks {
  parsed: ParsedQuiz;
  input: z.ZodType<{
    submissionData: { submissionId: string; answers: unknown } | null;
    scratchpadData: unknown;
  }>;
}

const CHECKS_KEPT = 500;
// Parsing a setup and building its answers' schema cost far more than a submission's other work
// (zod builds the schema anew each time): kept per setup text, the most recent CHECKS_KEPT.
const checksBySetup = new Map<string, QuizChecks>();

function checksOf(widgetType: string, setupData: unknown): QuizChecks {
  const parsed = quizSetupOf(widgetType, setupData);
  const answers = parsed.widget.answers(parsed.setup);
  return {
    parsed,
    input: z.object({
      submissionData: z.object({ submissionId: z.string(), answers }).nullable(),
      scratchpadData: answers.nullable(),
    }),
  };
}

function keptChecksOf(widgetType: string, setupData: unknown): QuizChecks {
  const key = `${widgetType}\n${JSON.stringify(setupData)}`;
  let checks = checksBySetup.get(key);
  if (!checks) {
    checks = checksOf(widgetType, setupData);
    if (checksBySetup.size >= CHECKS_KEPT) checksBySetup.delete(checksBySetup.keys().next().value!);
    checksBySetup.set(key, checks);
  }
  return checks;
}

/** A submitQuiz call checked against its block: what its write needs. */
export interface QuizWrite {
  userId: string;
  /** The block as the learner answers it (a random selector's with their draw). */
  block: QuizBlock;
  parsed: ParsedQuiz;
  inClass: ClassAssessmentSettings;
  settings: QuizSettings;
  /** The answers submitted as an attempt, or null when only the scratchpad is kept. */
  submission: { submissionId: string; answers: unknown } | null;
  /** The scratchpad to keep: null once answers are submitted. */
  scratchpad: unknown;
  now: Date;
}

/** The learner, block and class a write is about (quiz_scratchpads' key). */
export const writeKeyOf = ({ userId, block }: Pick<QuizWrite, 'userId' | 'block'>) => ({
  blockId: block.blockId,
  userId,
  cohortId: block.cohort!.id,
});

/**
 * Check `input` of learner `userId` against the block's setup (400 with a reason per field): a
 * random selector is answered against the questions drawn for this learner.
 */
export async function quizWriteOf(
  db: Db,
  userId: string,
  loaded: QuizBlock,
  input: SubmitQuizInput,
  now: Date,
): Promise<QuizWrite> {
  const drawn = loaded.widgetType === RANDOM_SELECTOR;
  const block = drawn ? await blockAsDrawn(db, userId, loaded) : loaded;
  // A learner's draw is theirs alone: its checks are not worth keeping.
  const { parsed, input: schema } = (drawn ? checksOf : keptChecksOf)(block.widgetType, block.setupData);
  const { submissionData, scratchpadData } = validateArgs(schema, input);
  const inClass = classAssessmentOf(block.cohort!.assessment);
  return {
    userId,
    block,
    parsed,
    inClass,
    settings: settingsInClass(parsed.settings, inClass),
    submission: submissionData,
    scratchpad: submissionData ? null : scratchpadData,
    now,
  };
}

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

/** An attempt as stored, with the id its submission was sent under. */
export type KeptAttempt = StoredAttempt & { submissionId: string };

/** What a write decided: the learner's state after it, the attempt to store, whether the block is now done. */
export interface QuizDecision {
  state: QuizState;
  attempt: KeptAttempt | null;
  /** For a progress contributor the submission completes (or not), done or not; else null. */
  done: boolean | null;
}

/**
 * The rule of a submission, over the learner's `attempts` so far (read under the lock of their
 * scratchpad row, so theirs are numbered one at a time): answers sent under a submissionId already
 * stored count once; no attempt after the last, nor once the right answers show (409), nor late
 * where the class refuses late work; the server marks the answers (a file handed in must be the
 * learner's upload for the block). A quiz the server marks is done while its counted attempt
 * passes; one a teacher marks, on submission when any submission passes, else once a teacher's
 * mark passes (mark-attempt.ts).
 */
export async function decideQuizWrite(
  db: Db,
  write: QuizWrite,
  attempts: KeptAttempt[],
): Promise<QuizDecision> {
  const { block, parsed, inClass, settings, submission, now, userId } = write;
  const { widget, setup } = parsed;
  const dueAt = dueAtOf(block);
  const stateNow = () => quizStateOf(block, attempts, write.scratchpad, dueAt, now, parsed, inClass);
  if (!submission || attempts.some((a) => a.submissionId === submission.submissionId)) {
    return { state: stateNow(), attempt: null, done: null };
  }
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
  const missing = widget.incomplete?.(setup, submission.answers);
  if (missing) {
    const field = `submissionData.answers.${missing.field}`;
    throw new AppError('invalid_input', missing.reason, { [field]: missing.reason });
  }
  const given = await checkedAnswers(db, userId, block, submission.answers);
  const mark = lateMark(widget.mark(setup, given), late, inClass);
  const attempt: KeptAttempt = {
    number: attempts.length + 1,
    submissionId: submission.submissionId,
    answers: storedAnswers(given),
    mark,
    status: widget.markedByPerson ? 'awaiting_marking' : 'marked',
    score: mark.score,
    maxScore: mark.maxScore,
    late,
    submittedAt: now,
  };
  attempts.push(attempt);
  let done: boolean | null = null;
  if (block.isProgressContributor && (!widget.markedByPerson || settings.passPercent <= 0)) {
    const counted = countedOf(attempts, settings);
    done = counted ? passes(counted.score, counted.maxScore, settings.passPercent) : true;
  }
  return { state: stateNow(), attempt, done };
}
