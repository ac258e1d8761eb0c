import {
  boolean,
  date,
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
import { uploads, users } from './accounts';
import { cohorts } from './classes';
import { blocks } from './content';
import { courses, pages } from './courses';
import { exportJobColumns } from './export-columns';

/** A learner's progress on a page: when they first viewed it and when it became complete. */
export const pageProgress = pgTable(
  'page_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.pageId] }),
    index('page_progress_course_user_idx').on(table.courseId, table.userId),
  ],
);

/** A progress-contributing block a learner has done. */
export const blockCompletions = pgTable(
  'block_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockId: uuid('block_id')
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.blockId] })],
);

/** Course progress per course and user (spec §3 Progress): the share of completed pages. */
export const courseProgress = pgTable(
  'course_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    completedPages: integer('completed_pages').notNull().default(0),
    totalPages: integer('total_pages').notNull().default(0),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.courseId] })],
);

/** Learning-time events of spec §3 as received (forwarded to LEARNING_TIME_FORWARD_URL when set). */
export const learningTimeEvents = pgTable(
  'learning_time_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'set null' }),
    pagePath: text('page_path').notNull(),
    seconds: integer('seconds').notNull(),
    newView: boolean('new_view').notNull().default(false),
    ip: text('ip'),
    device: text('device').notNull().default('web'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true }),
  },
  (table) => [index('learning_time_events_user_idx').on(table.userId, table.occurredAt)],
);

/** Learning time summed per learner, course, page and day (the learner's time zone is not used: UTC days). */
export const learningTimeDaily = pgTable(
  'learning_time_daily',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    pagePath: text('page_path').notNull(),
    day: date('day').notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId, table.pagePath, table.day] }),
    index('learning_time_daily_course_idx').on(table.courseId, table.userId),
    // An institution's usage counts its courses' learners by day range.
    index('learning_time_daily_course_day_idx').on(table.courseId, table.day),
  ],
);

/** A CSV export of a class's students run as a job (spec §4 CSV export: percentage, then a download link). */
export const csvExports = pgTable('csv_exports', {
  id: uuid('id').primaryKey().defaultRandom(),
  cohortId: uuid('cohort_id')
    .notNull()
    .references(() => cohorts.id, { onDelete: 'cascade' }),
  ...exportJobColumns(),
});

/** The page-leave metric of spec §3: what a visitor did on a page before leaving it. */
export const pageLeaveMetrics = pgTable(
  'page_leave_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    hostname: text('hostname').notNull(),
    loadTime: doublePrecision('load_time').notNull(),
    unloadTime: doublePrecision('unload_time').notNull(),
    activeTime: doublePrecision('active_time').notNull(),
    inactiveTime: doublePrecision('inactive_time').notNull(),
    itemsClicked: jsonb('items_clicked').notNull(),
    scrollDistance: doublePrecision('scroll_distance').notNull(),
    windowSize: jsonb('window_size').notNull(),
    keysPressed: integer('keys_pressed').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('page_leave_metrics_path_idx').on(table.path),
    // The retention job deletes by age (server/domains/learning/page-leave-retention-job.ts).
    index('page_leave_metrics_recorded_at_idx').on(table.recordedAt),
  ],
);

/**
 * A learner's response to a media recording block: one per learner and block (recording again
 * replaces it), its file an upload kept apart from the course's files. Only the learner and the
 * teachers of a class they learn in read it.
 */
export const blockResponses = pgTable(
  'block_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    blockId: uuid('block_id')
      .notNull()
      .references(() => blocks.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key')
      .notNull()
      .references(() => uploads.storageKey, { onDelete: 'cascade' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('block_responses_block_user_idx').on(table.blockId, table.userId)],
);
