import { z } from 'zod';
import { RubricLevelMark } from '../domain/assessment/design-schema';
import { MARK_FEEDBACK_MAX } from '../domain/quiz/answer-text';
import { ATTEMPT_SCORING } from '../domain/quiz/quiz-settings';
import { DrawnQuestion } from '../domain/quiz/random-selector-setup';
import { reasonText } from '../reasons';
import { contract } from './contract';
import { CohortPath, CoursePath } from './course-path';

const Instant = z.iso.datetime();

/** The browser's name for one submission, so that a submit sent twice is stored once. */
export const SubmissionId = z
  .string({ error: reasonText('quiz.submissionId') })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: reasonText('quiz.submissionId') });

/**
 * `update quiz submitQuiz/{blockId}` (spec §7): `submissionData` submits an attempt (the answers
 * the block's widget takes, checked against its setup on the server); without it, the call only
 * keeps `scratchpadData`, the learner's unsubmitted answers (autosave). A submission clears the
 * scratchpad.
 */
export const SubmitQuizInput = z.object({
  cohortPath: CohortPath,
  submissionData: z
    .object({ submissionId: SubmissionId, answers: z.unknown() }, { error: reasonText('quiz.answers') })
    .nullable()
    .default(null),
  scratchpadData: z.unknown().default(null),
});
export type SubmitQuizInput = z.infer<typeof SubmitQuizInput>;

/** The server's mark of one attempt (common/domain/quiz/mark.ts). */
export const QuizMark = z.object({
  score: z.number(),
  maxScore: z.number(),
  correct: z.boolean(),
  feedback: z.array(z.string()),
  /** Of a question in parts (gaps, items to match), those answered right. */
  rightParts: z.array(z.string()).optional(),
  /** Marked by a rubric: the level chosen of each criterion (common/domain/assessment/rubric-marks.ts). */
  rubric: z.array(RubricLevelMark).optional(),
  /** The share of the score taken off for lateness, by the class's late policy. */
  latePenaltyPercent: z.number().optional(),
  /** Of a random selector: each drawn question's share of the points and what it earned, by its id. */
  questionMarks: z.record(z.string(), z.object({ score: z.number(), maxScore: z.number() })).optional(),
});

/** One of the learner's attempts: their answers, and its mark once the widget reveals marks. */
/** Marked (by the server or a teacher), waiting for a teacher, or returned to submit again. */
export const ATTEMPT_STATUSES = ['marked', 'awaiting_marking', 'returned'] as const;

export const QuizAttempt = z.object({
  number: z.number().int(),
  submittedAt: Instant,
  late: z.boolean(),
  answers: z.unknown(),
  status: z.enum(ATTEMPT_STATUSES),
  mark: QuizMark.nullable(),
});
export type QuizAttempt = z.infer<typeof QuizAttempt>;

/** One question's right answers (common/domain/quiz/quiz-widgets.ts RevealedKey). */
const QuestionKey = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('options'), correctOptionIds: z.array(z.string()) }),
  z.object({ kind: z.literal('text'), answers: z.array(z.string()) }),
  z.object({
    kind: z.literal('numeric'),
    answers: z.array(z.object({ value: z.number(), tolerance: z.number() })),
  }),
  z.object({ kind: z.literal('gaps'), gaps: z.record(z.string(), z.array(z.string())) }),
  z.object({ kind: z.literal('matches'), matches: z.record(z.string(), z.string()) }),
  z.object({ kind: z.literal('categories'), categoryOf: z.record(z.string(), z.string()) }),
  z.object({ kind: z.literal('words'), words: z.record(z.string(), z.string()) }),
]);

/** The right answers, once a learner may see them: a question's, or each drawn question's of a random selector. */
export const RightAnswers = z.discriminatedUnion('kind', [
  ...QuestionKey.options,
  z.object({ kind: z.literal('questions'), keys: z.record(z.string(), QuestionKey.nullable()) }),
]);

/** A learner's standing on one quiz block of their class. */
export const QuizState = z.object({
  blockId: z.string(),
  attempts: z.array(QuizAttempt),
  /** Null: as many attempts as they like. */
  maxAttempts: z.number().int().nullable(),
  attemptsLeft: z.number().int().nullable(),
  attemptScoring: z.enum(ATTEMPT_SCORING),
  maxScore: z.number(),
  /** Whether marks and feedback are shown now (the widget's reveal setting). */
  revealed: z.boolean(),
  /** The counted attempt's score (best or last); null before an attempt or while marks are hidden. */
  score: z.number().nullable(),
  /** Whether the counted attempt reaches the pass mark; null as `score`. */
  passed: z.boolean().nullable(),
  rightAnswers: RightAnswers.nullable(),
  /** An attempt waits for a teacher to mark it. */
  awaitingMarking: z.boolean(),
  /** The unsubmitted answers kept for the learner, or null. */
  scratchpad: z.unknown(),
  /** When the page is due in the learner's class (ISO), or null. */
  dueAt: Instant.nullable(),
  /** A random selector's questions drawn for the learner's attempt (without keys); null for any other widget. */
  drawnQuestions: z.array(DrawnQuestion).nullable(),
});
export type QuizState = z.infer<typeof QuizState>;

/** `lookup quiz pageQuizzes`: the signed-in learner's quiz blocks of a page, in their class. */
export const PageQuizzesInput = z.object({
  pageId: z.uuid({ error: reasonText('progress.page') }),
  cohortPath: CohortPath,
});

export const PageQuizzes = z.object({ quizzes: z.array(QuizState) });
export type PageQuizzes = z.infer<typeof PageQuizzes>;

/** `lookup quiz classResults`: a quiz block's results in the classes the caller teaches. */
export const ClassResultsInput = z.object({ blockId: z.uuid({ error: reasonText('progress.block') }) });

/** A learner of a taught class with their attempts at the block: the counted one and the latest. */
export const LearnerResult = z.object({
  userId: z.string(),
  fullName: z.string(),
  cohortPath: z.string(),
  cohortName: z.string(),
  attempts: z.number().int(),
  /** The counted attempt's score (best or last), or null before an attempt. */
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  late: z.boolean(),
  lastSubmittedAt: Instant.nullable(),
  /** The latest attempt's answers and mark, for the teacher to look at (and to mark: its id). */
  lastAttemptId: z.string().nullable(),
  lastAttempt: QuizAttempt.nullable(),
});
export type LearnerResult = z.infer<typeof LearnerResult>;

export const ClassResults = z.object({
  maxScore: z.number(),
  /** The block's setup with its answer key, as the teacher reads the learners' answers against it. */
  setupData: z.record(z.string(), z.unknown()),
  learners: z.array(LearnerResult),
});
export type ClassResults = z.infer<typeof ClassResults>;

/**
 * `update quiz markAttempt/{attemptId}`: a teacher's mark of an attempt (a long form response waits
 * for one; any other they may mark again), with feedback; or the attempt returned to the learner to
 * submit again (it then takes none of their attempts). A question marked by a rubric takes a level
 * of each criterion (`rubric`, criterion id → level id) and its score is theirs added up; any
 * other takes a `score`.
 */
export const MarkAttemptInput = z.object({
  score: z
    .number({ error: reasonText('quiz.markScoreNumber') })
    .min(0, { error: reasonText('quiz.markScoreNumber') })
    .optional(),
  rubric: z.record(z.string(), z.string(), { error: reasonText('assessment.criterion') }).optional(),
  feedback: z
    .string({ error: reasonText('quiz.markFeedback', { max: MARK_FEEDBACK_MAX }) })
    .trim()
    .max(MARK_FEEDBACK_MAX, { error: reasonText('quiz.markFeedback', { max: MARK_FEEDBACK_MAX }) })
    .default(''),
  returnForResubmission: z.boolean().default(false),
});

/** `lookup quiz myGrades`: the signed-in learner's grades in their class of a course. */
export const MyGradesInput = z.object({ coursePath: CoursePath });

/** One quiz of the course as its learner sees their standing on it. */
export const MyGradeItem = z.object({
  blockId: z.string(),
  pageTitle: z.string(),
  pagePath: z.string(),
  question: z.string(),
  maxScore: z.number(),
  attempts: z.number().int(),
  /** The counted score once the quiz reveals marks; null before an attempt or while hidden. */
  score: z.number().nullable(),
  passed: z.boolean().nullable(),
  awaitingMarking: z.boolean(),
  /** The learner's last attempt came back to them to improve and submit again. */
  returned: z.boolean(),
  /** How much it counts in the weighted total. */
  weight: z.number(),
});
export type MyGradeItem = z.infer<typeof MyGradeItem>;

/** One exam of the course as its learner sees their standing on it. */
export const MyExamGrade = z.object({
  examId: z.string(),
  title: z.string(),
  /** Finished attempts. */
  attempts: z.number().int(),
  inProgress: z.boolean(),
  released: z.boolean(),
  /** The best finished attempt's score and what it was out of, once results are released; else null. */
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  weight: z.number(),
});
export type MyExamGrade = z.infer<typeof MyExamGrade>;

export const MyGrades = z.object({
  cohortPath: z.string(),
  items: z.array(MyGradeItem),
  /** The course's exams, oldest first. */
  exams: z.array(MyExamGrade),
  /** The scores shown added up, out of every quiz's points and each shown exam score's out of. */
  total: z.number(),
  maxTotal: z.number(),
  /** The weighted total of the scores shown, in percent (one decimal); null before any. */
  weightedPercent: z.number().min(0).max(100).nullable(),
});
export type MyGrades = z.infer<typeof MyGrades>;

export const quizCalls = {
  submitQuiz: contract('quiz', 'update', 'submitQuiz', { input: SubmitQuizInput, output: QuizState }),
  pageQuizzes: contract('quiz', 'lookup', 'pageQuizzes', { input: PageQuizzesInput, output: PageQuizzes }),
  classResults: contract('quiz', 'lookup', 'classResults', {
    input: ClassResultsInput,
    output: ClassResults,
  }),
  markAttempt: contract('quiz', 'update', 'markAttempt', { input: MarkAttemptInput, output: QuizAttempt }),
  myGrades: contract('quiz', 'lookup', 'myGrades', { input: MyGradesInput, output: MyGrades }),
};
