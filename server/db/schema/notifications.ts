import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cohorts } from './classes';
import { courses, pages } from './courses';

/**
 * A notification to one person (spec §3 notification event and subscription, as one row per
 * recipient): what happened (`event`, of the settings' `kind`), who did it, where, and where its link
 * goes (through /redirects/ol_notification/). `data` keeps what the text needs as it was then (an
 * excerpt, a course's name). `emailDueAt` is when it is to be mailed (now, or the next daily
 * digest, `emailDigest`), null when it is not; `emailedAt` when it was.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    event: text('event').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: uuid('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'cascade' }),
    targetUrl: text('target_url').notNull(),
    data: jsonb('data').notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailDueAt: timestamp('email_due_at', { withTimezone: true }),
    /** Mailed in its recipient's daily digest (true) or in a mail of its own when due (false). */
    emailDigest: boolean('email_digest').notNull().default(false),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_feed_idx').on(table.userId, table.createdAt.desc(), table.id),
    index('notifications_user_unread_idx')
      .on(table.userId, table.createdAt.desc(), table.id)
      .where(sql`NOT ${table.isRead}`),
    index('notifications_email_due_idx')
      .on(table.emailDueAt)
      .where(sql`${table.emailDueAt} IS NOT NULL AND ${table.emailedAt} IS NULL`),
  ],
);

/** Someone following a page in a class (spec resource `pagesubscriber`): new posts there notify them. */
export const pageSubscribers = pgTable(
  'page_subscribers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.pageId, table.cohortId] }),
    index('page_subscribers_page_idx').on(table.pageId, table.cohortId),
  ],
);
