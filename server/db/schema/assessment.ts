import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cohorts } from './classes';
import { blocks } from './content';
import { courseOutcomes, courses } from './courses';
import { exportJobColumns } from './export-columns';

/**
 * One submitted attempt at a quiz block by a learner of a class (spec §7 submitQuiz): the answers
 * as sent, the server's mark, and whether it came after the page's due date. `submissionId` is the
 * browser's name for the submission, so a submit sent twice is stored once.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blockId: uuid('block_id')
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    /** 1 for the first attempt, then 2, 3… per learner, block and class. */
    number: integer('number').notNull(),
    submissionId: text('submission_id').notNull(),
    answers: jsonb('answers').notNull(),
    /** The mark (common/domain/quiz/mark.ts): score, maxScore, correct, feedback. */
    mark: jsonb('mark').notNull(),
    score: doublePrecision('score').notNull(),
    maxScore: doublePrecision('max_score').notNull(),
    late: boolean('late').notNull().default(false),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * 'marked' by the server at once or by a teacher; 'awaiting_marking' by a teacher (a long form
     * response); 'returned' to the learner to submit again (it then takes no attempt of theirs).
     */
    status: text('status', { enum: ['marked', 'awaiting_marking', 'returned'] })
      .notNull()
      .default('marked'),
    markedBy: uuid('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('quiz_attempts_number_idx').on(table.blockId, table.userId, table.cohortId, table.number),
    uniqueIndex('quiz_attempts_submission_idx').on(table.blockId, table.userId, table.submissionId),
    index('quiz_attempts_cohort_block_idx').on(table.cohortId, table.blockId),
    // The gradebook reads a page of learners' attempts from this index alone (an index-only scan:
    // every column a cell needs is in it), never visiting the rows scattered over the table.
    index('quiz_attempts_learner_idx').on(
      table.cohortId,
      table.userId,
      table.blockId,
      table.number,
      table.score,
      table.maxScore,
      table.status,
      table.late,
    ),
  ],
);

/**
 * A learner's unsubmitted answers to a quiz block, autosaved while they answer (spec §7
 * scratchpadData). The row is also what a learner's submissions to the block lock in turn.
 */
export const quizScratchpads = pgTable(
  'quiz_scratchpads',
  {
    blockId: uuid('block_id')
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    /** The answers as the learner left them; null once submitted. */
    data: jsonb('data'),
    /**
     * A random selector's questions drawn for the learner's next attempt (number and questions,
     * copied from the bank with their keys), kept so the draw stays put until they submit it.
     */
    drawn: jsonb('drawn'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.blockId, table.userId, table.cohortId] })],
);

/** A course's question bank (spec §3 resource `questionbank`): questions kept apart from its pages, for reuse. */
export const questionBanks = pgTable(
  'question_banks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('question_banks_course_idx').on(table.courseId)],
);

/**
 * A question of a bank: a quiz widget and its setup as a block would store it (answer key
 * included), with its name, tags and difficulty for drawing questions from the bank.
 */
export const bankQuestions = pgTable(
  'bank_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bankId: uuid('bank_id')
      .notNull()
      .references(() => questionBanks.id, { onDelete: 'cascade' }),
    widgetType: text('widget_type').notNull(),
    setupData: jsonb('setup_data').$type<Record<string, unknown>>().notNull(),
    name: text('name'),
    tags: text('tags').array().notNull().default([]),
    difficulty: text('difficulty', { enum: ['easy', 'medium', 'hard'] }),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bank_questions_bank_idx').on(table.bankId, table.position)],
);

/**
 * An exam of a course (spec §3 resource `exam`): questions fixed or drawn from the course's banks
 * (`parts`, common/api/exam.ts ExamPart), a window on the wall clock of each class's time zone, a
 * time limit the server keeps, attempts, and when learners see their results.
 */
export const exams = pgTable(
  'exams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    instructions: text('instructions').notNull().default(''),
    timeLimitMinutes: integer('time_limit_minutes').notNull().default(30),
    /** `YYYY-MM-DDTHH:mm` on the class's wall clock, or null (no bound). */
    opensAtLocal: text('opens_at_local'),
    closesAtLocal: text('closes_at_local'),
    maxAttempts: integer('max_attempts').notNull().default(1),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(true),
    release: text('release', { enum: ['immediately', 'after_close', 'manual'] })
      .notNull()
      .default('immediately'),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    parts: jsonb('parts').$type<unknown[]>().notNull().default([]),
    /** How much the exam counts in the gradebook's weighted total, beside the quiz blocks' weights. */
    weight: doublePrecision('weight').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('exams_course_idx').on(table.courseId)],
);

/**
 * A learner's attempt at an exam in their class. Its questions are drawn and copied in when it
 * starts (`questions`: id, widget, setup with the key, points), so a bank edited meanwhile changes
 * nothing of it; `answers` are autosaved until it is submitted, by the learner or, at time-up, by
 * the server. At most one attempt of a learner is under way (submitted_at null) per exam and class.
 */
export const examAttempts = pgTable(
  'exam_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    examId: uuid('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    questions: jsonb('questions').$type<unknown[]>().notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull().default({}),
    savedAt: timestamp('saved_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    autoSubmitted: boolean('auto_submitted').notNull().default(false),
    /** Per question id, the server's mark (common/domain/quiz/mark.ts); null while under way. */
    marks: jsonb('marks').$type<Record<string, unknown>>(),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score'),
  },
  (table) => [
    uniqueIndex('exam_attempts_number_idx').on(table.examId, table.userId, table.cohortId, table.number),
    uniqueIndex('exam_attempts_open_idx')
      .on(table.examId, table.userId, table.cohortId)
      .where(sql`submitted_at IS NULL`),
    index('exam_attempts_due_idx').on(table.endsAt).where(sql`submitted_at IS NULL`),
  ],
);

/**
 * An assessment design of a course (resource `assessment`): how a person marks a submission block
 * that names it: a score out of `max_points`, or a rubric of `criteria` (each with its levels, their
 * descriptions and points; common/domain/assessment/design-rules.ts RubricCriterion).
 */
export const assessmentDesigns = pgTable(
  'assessment_designs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['points', 'rubric'] }).notNull(),
    /** A points design's maximum; null for a rubric. */
    maxPoints: doublePrecision('max_points'),
    criteria: jsonb('criteria').$type<unknown[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('assessment_designs_course_idx').on(table.courseId)],
);

/**
 * A file of questions being read into a bank as a background job (spec §4 job progress): the text
 * until it is read, how many of its questions are done, and the report once finished. The import
 * is still one transaction: a file with any problem imports nothing.
 */
export const questionImports = pgTable('question_imports', {
  id: uuid('id').primaryKey().defaultRandom(),
  bankId: uuid('bank_id')
    .notNull()
    .references(() => questionBanks.id, { onDelete: 'cascade' }),
  requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
  format: text('format').notNull(),
  /** The file as sent; emptied once read. */
  text: text('text').notNull(),
  status: text('status', { enum: ['running', 'finished', 'failed'] })
    .notNull()
    .default('running'),
  processed: integer('processed').notNull().default(0),
  total: integer('total').notNull().default(0),
  /** What the import did (common/api/questionbank.ts ImportResult), once finished. */
  report: jsonb('report'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/**
 * The questions an import read from its file, written a chunk at a time before they go into the
 * bank together in one statement (server/domains/assessment/question-import-job.ts): each chunk
 * commits, so a status read sees the import's progress on PGlite's one connection too, while the
 * bank gets all of a file's questions or none. Emptied when the import finishes or fails.
 */
export const questionImportRows = pgTable(
  'question_import_rows',
  {
    importId: uuid('import_id')
      .notNull()
      .references(() => questionImports.id, { onDelete: 'cascade' }),
    /** Its place in the file, from 0. */
    ordinal: integer('ordinal').notNull(),
    widgetType: text('widget_type').notNull(),
    setupData: jsonb('setup_data').$type<Record<string, unknown>>().notNull(),
    name: text('name'),
    tags: text('tags').array().notNull().default([]),
  },
  (table) => [primaryKey({ columns: [table.importId, table.ordinal] })],
);

/**
 * A course's gradebook written as CSV by a background job (spec §4 CSV export: a percentage, then
 * a download link): every learner the requester sees, or one class's.
 */
export const gradebookExports = pgTable('gradebook_exports', {
  id: uuid('id').primaryKey().defaultRandom(),
  courseId: uuid('course_id')
    .notNull()
    .references(() => courses.id, { onDelete: 'cascade' }),
  /** The class asked for, or null for every class the requester sees. */
  cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'cascade' }),
  ...exportJobColumns(),
});

/**
 * A quiz block aligned to an outcome of its course (the block's `alignment` tab): its counted
 * attempts are evidence of the learner's attainment of the outcome.
 */
export const blockAlignments = pgTable(
  'block_alignments',
  {
    blockId: uuid('block_id')
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    outcomeId: uuid('outcome_id')
      .notNull()
      .references(() => courseOutcomes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.blockId, table.outcomeId] }),
    index('block_alignments_outcome_idx').on(table.outcomeId),
  ],
);

/**
 * A bank question aligned to an outcome of its course: its marks in exam attempts are evidence of
 * the learner's attainment of the outcome.
 */
export const questionAlignments = pgTable(
  'question_alignments',
  {
    questionId: uuid('question_id')
      .notNull()
      .references(() => bankQuestions.id, { onDelete: 'cascade' }),
    outcomeId: uuid('outcome_id')
      .notNull()
      .references(() => courseOutcomes.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.questionId, table.outcomeId] }),
    index('question_alignments_outcome_idx').on(table.outcomeId),
  ],
);
