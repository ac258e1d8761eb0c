import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
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
    /** The author's reflection on it (spec §3 Block `reflectionSettings`), plain text, for them and the class's teachers. */
    reflection: text('reflection'),
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

/**
 * A reader's report of a post or a comment (moderation, common/api/moderation.ts): why (`reason`,
 * one of REPORT_REASON_CHOICES, and an optional `note`), in the class they read it in, open until staff
 * resolve it by hiding its target or dismissing it (`resolution`). One open report per reporter
 * and target: reporting again changes it.
 */
export const socialReports = pgTable(
  'social_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    postId: uuid('post_id').references(() => posts.id, { onDelete: 'cascade' }),
    commentId: uuid('comment_id').references(() => comments.id, { onDelete: 'cascade' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
  },
  (table) => [
    check('social_reports_target_check', sql`(${table.postId} IS NULL) <> (${table.commentId} IS NULL)`),
    check(
      'social_reports_reason_check',
      sql`${table.reason} IN ('spam', 'harassment', 'inappropriate', 'other')`,
    ),
    check(
      'social_reports_resolution_check',
      sql`(${table.resolvedAt} IS NULL) = (${table.resolution} IS NULL) AND (${table.resolution} IS NULL OR ${table.resolution} IN ('hidden', 'dismissed'))`,
    ),
    uniqueIndex('social_reports_open_post_idx')
      .on(table.postId, table.reporterId)
      .where(sql`${table.postId} IS NOT NULL AND ${table.resolvedAt} IS NULL`),
    uniqueIndex('social_reports_open_comment_idx')
      .on(table.commentId, table.reporterId)
      .where(sql`${table.commentId} IS NOT NULL AND ${table.resolvedAt} IS NULL`),
    index('social_reports_class_open_idx')
      .on(table.cohortId, table.createdAt.desc())
      .where(sql`${table.resolvedAt} IS NULL`),
  ],
);

/**
 * A group of a class (spec §3 Group: id, path, members with admins, groupType): open (anyone of the
 * class joins) or closed (joining is a request an admin of the group or a teacher approves). Made by
 * the class's staff, or by learners when the class allows it.
 */
export const socialGroups = pgTable(
  'social_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cohortId: uuid('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    /** Lowercase slug, unique in its class. */
    path: text('path').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The kind of group (spec §3 groupType, §6 'You must be in a "{{groupType}}" group'), e.g. "Project team". */
    groupType: text('group_type').notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('social_groups_cohort_path_idx').on(table.cohortId, table.path),
    index('social_groups_cohort_type_idx').on(table.cohortId, table.groupType),
  ],
);

/** A member of a group, an admin of it, or someone asking to join a closed one (`status` 'requested'). */
export const socialGroupMembers = pgTable(
  'social_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => socialGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isAdmin: boolean('is_admin').notNull().default(false),
    status: text('status').notNull().default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.userId] }),
    index('social_group_members_user_idx').on(table.userId),
    check('social_group_members_status_check', sql`${table.status} IN ('active', 'requested')`),
  ],
);

/**
 * A learner's portfolio: their posts collected (each shown or hidden by `posts.shown_in_portfolio`),
 * and whether its public page /u/{profileName}/portfolio/ is published, with a headline.
 */
export const portfolios = pgTable('portfolios', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  isPublic: boolean('is_public').notNull().default(false),
  headline: text('headline').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
