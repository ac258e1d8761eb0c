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
import { courses } from './courses';

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
