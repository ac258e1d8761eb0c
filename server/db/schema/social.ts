import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { cohorts } from './classes';
import { blocks } from './content';
import { courses, pages } from './courses';

/**
 * A post (spec §3 Post): a learner's share or submission on a post block in their class, or an
 * announcement by course or class staff (no block; `cohortId` null for the whole course). `body` is
 * rich text sanitised on write; `attachments` are images, files, videos and embeds
 * (common/api/feed.ts PostAttachment). `shownInPortfolio` is the author's portfolio toggle;
 * `hiddenAt` is set when staff hide it (moderation).
 */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id').references(() => cohorts.id, { onDelete: 'cascade' }),
    blockId: uuid('block_id').references(() => blocks.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    attachments: jsonb('attachments').notNull().default([]),
    shownInPortfolio: boolean('shown_in_portfolio').notNull().default(true),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    check('posts_type_check', sql`${table.type} IN ('share', 'submit', 'announcement')`),
    check(
      'posts_block_check',
      sql`(${table.type} = 'announcement') = (${table.blockId} IS NULL) AND (${table.blockId} IS NULL OR ${table.cohortId} IS NOT NULL)`,
    ),
    index('posts_block_feed_idx').on(table.blockId, table.cohortId, table.createdAt.desc(), table.id),
    index('posts_author_idx').on(table.authorId, table.createdAt.desc()),
    index('posts_course_idx').on(table.courseId, table.createdAt.desc()),
  ],
);

/**
 * What a class feed shows, newest first (spec §3 feed item): each post of the class, and each
 * announcement once per class it reaches. Removing a post removes its feed items (spec §4).
 */
export const feedItems = pgTable(
  'feed_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('feed_items_cohort_post_idx').on(table.cohortId, table.postId),
    index('feed_items_cohort_feed_idx').on(table.cohortId, table.createdAt.desc(), table.id),
  ],
);

/**
 * A comment (spec §3 comment): on a post, or on a page in a class (Page `canPostComments`), with an
 * optional parent comment for a threaded reply. `body` is sanitised on write; `mentions` the users
 * it @mentions. A removed comment with replies keeps its row with `removedAt` set, so the thread
 * stays whole and shows a "removed" placeholder; `hiddenAt` is set when staff hide it.
 */
export const comments = pgTable(
  'comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    pageId: uuid('page_id').references(() => pages.id, { onDelete: 'cascade' }),
    // biome-ignore lint/suspicious/noExplicitAny: a self reference needs the column's type left open.
    parentId: uuid('parent_id').references((): any => comments.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    mentions: uuid('mentions').array().notNull().default(sql`'{}'::uuid[]`),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    editedAt: timestamp('edited_at', { withTimezone: true }),
  },
  (table) => [
    check('comments_target_check', sql`(${table.postId} IS NULL) <> (${table.pageId} IS NULL)`),
    index('comments_post_idx').on(table.postId, table.createdAt),
    index('comments_page_idx').on(table.pageId, table.cohortId, table.createdAt),
    index('comments_author_idx').on(table.authorId, table.courseId),
    index('comments_course_idx').on(table.courseId, table.createdAt.desc()),
  ],
);

/** Kudos (a like) on a post or a comment, once per person and target. */
export const kudos = pgTable(
  'kudos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('kudos_target_check', sql`(${table.postId} IS NULL) <> (${table.commentId} IS NULL)`),
    uniqueIndex('kudos_post_user_idx').on(table.postId, table.userId).where(sql`${table.postId} IS NOT NULL`),
    uniqueIndex('kudos_comment_user_idx')
      .on(table.commentId, table.userId)
      .where(sql`${table.commentId} IS NOT NULL`),
  ],
);
