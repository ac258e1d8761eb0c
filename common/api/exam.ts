import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import {
  EXAM_ATTEMPTS_MAX,
  EXAM_DRAW_MAX,
  EXAM_INSTRUCTIONS_MAX,
  EXAM_PARTS_MAX,
  EXAM_RELEASES,
  EXAM_TIME_LIMIT_MAX,
  EXAM_TITLE_MAX,
} from '../domain/exam/exam-rules';
import { ItemWeight } from '../domain/quiz/quiz-settings';
import { reasonText } from '../reasons';
import { contract } from './contract';
import { CohortPath, CoursePath } from './course-path';
import { QuizMark, RightAnswers } from './quiz';

const Instant = z.iso.datetime();

const EXAM_REASONS = {
  title: reasonText('exam.title', { max: EXAM_TITLE_MAX }),
  instructions: reasonText('exam.instructions', { max: EXAM_INSTRUCTIONS_MAX }),
  timeLimit: reasonText('exam.timeLimit', { max: EXAM_TIME_LIMIT_MAX }),
  attempts: reasonText('exam.attempts', { max: EXAM_ATTEMPTS_MAX }),
  wallClock: reasonText('date.notReal'),
  closesAfterOpens: reasonText('exam.closesAfterOpens'),
  parts: reasonText('exam.parts', { max: EXAM_PARTS_MAX }),
  question: reasonText('quiz.bankQuestion'),
  bank: reasonText('exam.bank'),
  drawCount: reasonText('exam.drawCount', { max: EXAM_DRAW_MAX }),
  tag: reasonText('exam.tag'),
  release: reasonText('exam.release'),
} as const;

const Title = z
  .string({ error: EXAM_REASONS.title })
  .trim()
  .min(1, { error: EXAM_REASONS.title })
  .max(EXAM_TITLE_MAX, { error: EXAM_REASONS.title });

/** A wall-clock time of the class's zone (`YYYY-MM-DDTHH:mm`, a `datetime-local` value), or null. */
const WallClock = z
  .string({ error: EXAM_REASONS.wallClock })
  .refine(
    (local) => {
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return false;
      try {
        Temporal.PlainDateTime.from(local, { overflow: 'reject' });
        return true;
      } catch {
        return false;
      }
    },
    { error: EXAM_REASONS.wallClock },
  )
  .nullable();

/** One part of an exam: a question of one of the course's banks, or `count` questions drawn from a bank for each learner. */
export const ExamPart = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('question'), questionId: z.uuid({ error: EXAM_REASONS.question }) }),
    z.object({
      kind: z.literal('draw'),
      bankId: z.uuid({ error: EXAM_REASONS.bank }),
      count: z
        .number({ error: EXAM_REASONS.drawCount })
        .int({ error: EXAM_REASONS.drawCount })
        .min(1, { error: EXAM_REASONS.drawCount })
        .max(EXAM_DRAW_MAX, { error: EXAM_REASONS.drawCount }),
      /** Only questions with every one of these tags (none: any). */
      tags: z
        .array(
          z
            .string({ error: EXAM_REASONS.tag })
            .trim()
            .min(1, { error: EXAM_REASONS.tag })
            .max(60, { error: EXAM_REASONS.tag }),
          { error: EXAM_REASONS.tag },
        )
        .max(10, { error: EXAM_REASONS.tag })
        .default([]),
      difficulty: z.enum(['easy', 'medium', 'hard']).nullable().default(null),
    }),
  ],
  { error: EXAM_REASONS.parts },
);
export type ExamPart = z.infer<typeof ExamPart>;

/** What the course team sets of an exam (resource `exam`). */
export const ExamSettings = z
  .object({
    title: Title,
    instructions: z
      .string({ error: EXAM_REASONS.instructions })
      .trim()
      .max(EXAM_INSTRUCTIONS_MAX, { error: EXAM_REASONS.instructions })
      .default(''),
    timeLimitMinutes: z
      .number({ error: EXAM_REASONS.timeLimit })
      .int({ error: EXAM_REASONS.timeLimit })
      .min(1, { error: EXAM_REASONS.timeLimit })
      .max(EXAM_TIME_LIMIT_MAX, { error: EXAM_REASONS.timeLimit }),
    /** The window, on the wall clock of each class's time zone. */
    opensAtLocal: WallClock,
    closesAtLocal: WallClock,
    maxAttempts: z
      .number({ error: EXAM_REASONS.attempts })
      .int({ error: EXAM_REASONS.attempts })
      .min(1, { error: EXAM_REASONS.attempts })
      .max(EXAM_ATTEMPTS_MAX, { error: EXAM_REASONS.attempts }),
    /** Each learner's questions in an order of their own (options shuffle as each question sets). */
    shuffleQuestions: z.boolean(),
    release: z.enum(EXAM_RELEASES, { error: EXAM_REASONS.release }),
    parts: z
      .array(ExamPart, { error: EXAM_REASONS.parts })
      .max(EXAM_PARTS_MAX, { error: EXAM_REASONS.parts }),
    /** How much it counts in the gradebook's weighted total (absent: left as it is). */
    weight: ItemWeight.optional(),
  })
  .refine((exam) => !exam.opensAtLocal || !exam.closesAtLocal || exam.closesAtLocal > exam.opensAtLocal, {
    error: EXAM_REASONS.closesAfterOpens,
    path: ['closesAtLocal'],
  });
export type ExamSettings = z.infer<typeof ExamSettings>;

/** An exam as the course team reads it. */
export const ExamDetail = z.object({
  id: z.string(),
  coursePath: z.string(),
  title: z.string(),
  instructions: z.string(),
  timeLimitMinutes: z.number().int(),
  opensAtLocal: z.string().nullable(),
  closesAtLocal: z.string().nullable(),
  maxAttempts: z.number().int(),
  shuffleQuestions: z.boolean(),
  release: z.enum(EXAM_RELEASES),
  releasedAt: Instant.nullable(),
  parts: z.array(ExamPart),
  weight: z.number(),
  /** Questions each learner answers: the fixed ones and every draw's count. */
  questionCount: z.number().int(),
  attemptCount: z.number().int(),
});
export type ExamDetail = z.infer<typeof ExamDetail>;

/** One of a learner's finished attempts; its score only once results are released. */
export const ExamAttemptResult = z.object({
  number: z.number().int(),
  startedAt: Instant,
  submittedAt: Instant,
  /** The time ran out and the server submitted what was saved. */
  autoSubmitted: z.boolean(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
});
export type ExamAttemptResult = z.infer<typeof ExamAttemptResult>;

/** An exam as a learner of a class sees it: its window in their class, their attempts, and whether they may start. */
export const ExamStanding = z.object({
  id: z.string(),
  title: z.string(),
  instructions: z.string(),
  timeLimitMinutes: z.number().int(),
  questionCount: z.number().int(),
  opensAt: Instant.nullable(),
  closesAt: Instant.nullable(),
  timeZone: z.string(),
  maxAttempts: z.number().int(),
  attempts: z.array(ExamAttemptResult),
  released: z.boolean(),
  /** When the attempt under way ends, or null. */
  inProgressEndsAt: Instant.nullable(),
  /** Why no attempt may start now (null: one may, or one is under way). */
  startRefusal: z.enum(['not_open', 'closed', 'attempts_used']).nullable(),
});
export type ExamStanding = z.infer<typeof ExamStanding>;

/** A question of an attempt, without its answer key. */
export const ExamQuestion = z.object({
  id: z.string(),
  widgetType: z.string(),
  setupData: z.record(z.string(), z.unknown()),
  points: z.number(),
});

/** The attempt under way: its questions in the learner's order, the answers saved, and the server's clock. */
export const ExamAttempt = z.object({
  number: z.number().int(),
  startedAt: Instant,
  endsAt: Instant,
  /** The server's time when it answered, so the browser's countdown does not trust its own clock. */
  serverNow: Instant,
  questions: z.array(ExamQuestion),
  answers: z.record(z.string(), z.unknown()),
});
export type ExamAttempt = z.infer<typeof ExamAttempt>;

/** A question of a finished attempt as its learner reviews it once results are released. */
export const ReviewedQuestion = ExamQuestion.extend({
  answers: z.unknown(),
  mark: QuizMark,
  rightAnswers: RightAnswers.nullable(),
});

/** `takeExam`: the standing, the attempt under way if any, and the latest attempt's review once released. */
export const ExamTaking = z.object({
  standing: ExamStanding,
  attempt: ExamAttempt.nullable(),
  review: z.array(ReviewedQuestion).nullable(),
});
export type ExamTaking = z.infer<typeof ExamTaking>;

/** A learner's answers to the attempt's questions, by question id (each as its widget takes it). */
const Answers = z.record(z.string(), z.unknown(), { error: reasonText('quiz.answers') });

/** A learner of a taught class and their standing in an exam. */
export const ExamLearnerResult = z.object({
  userId: z.string(),
  fullName: z.string(),
  cohortName: z.string(),
  attempts: z.number().int(),
  inProgress: z.boolean(),
  /** The best finished attempt's score, or null before one. */
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  lastSubmittedAt: Instant.nullable(),
  autoSubmitted: z.boolean(),
});

export const ExamResults = z.object({
  released: z.boolean(),
  learners: z.array(ExamLearnerResult),
});
export type ExamResults = z.infer<typeof ExamResults>;

export const examCalls = {
  listExams: contract('exam', 'lookup', 'listExams', {
    input: z.object({ coursePath: CoursePath }),
    output: z.array(ExamDetail),
  }),
  createExam: contract('exam', 'create', undefined, {
    input: z.object({ coursePath: CoursePath, title: Title }),
    output: ExamDetail,
  }),
  getExam: contract('exam', 'read', 'getExam', { input: z.object({}), output: ExamDetail }),
  updateExam: contract('exam', 'update', 'updateExam', { input: ExamSettings, output: ExamDetail }),
  removeExam: contract('exam', 'delete', 'removeExam', {
    input: z.object({}),
    output: z.object({ removed: z.literal(true) }),
  }),
  releaseResults: contract('exam', 'update', 'releaseResults', { input: z.object({}), output: ExamDetail }),
  examResults: contract('exam', 'read', 'examResults', { input: z.object({}), output: ExamResults }),
  myExams: contract('exam', 'lookup', 'myExams', {
    input: z.object({ coursePath: CoursePath }),
    output: z.object({ cohortPath: z.string(), exams: z.array(ExamStanding) }),
  }),
  takeExam: contract('exam', 'read', 'takeExam', {
    input: z.object({ cohortPath: CohortPath }),
    output: ExamTaking,
  }),
  startExam: contract('exam', 'update', 'startExam', {
    input: z.object({ cohortPath: CohortPath }),
    output: ExamTaking,
  }),
  /** Autosave: the answers so far (a question left out keeps what was saved). */
  saveExamAnswers: contract('exam', 'update', 'saveExamAnswers', {
    input: z.object({ cohortPath: CohortPath, answers: Answers }),
    output: z.object({ savedAt: Instant, endsAt: Instant }),
  }),
  /** Hand the attempt in with these last answers (saved first); after time-up, what was saved is submitted. */
  submitExam: contract('exam', 'update', 'submitExam', {
    input: z.object({ cohortPath: CohortPath, answers: Answers }),
    output: ExamTaking,
  }),
};
