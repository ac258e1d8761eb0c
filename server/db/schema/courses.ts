import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Courses, addressed by their lowercase path (the course code). Administrators and other course
 * roles are role_grants with scope 'course' and this path.
 */
export const courses = pgTable(
  'courses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    name: text('name').notNull(),
    objective: text('objective').notNull().default(''),
    /** The learning outcomes, in order. */
    outcomes: jsonb('outcomes').$type<string[]>().notNull().default([]),
    description: text('description').notNull().default(''),
    language: text('language').notNull().default('en'),
    category: text('category').notNull(),
    courseType: text('course_type').notNull(),
    sectorTypes: jsonb('sector_types').$type<string[]>().notNull().default([]),
    classifications: jsonb('classifications').$type<string[]>().notNull().default([]),
    learningHours: doublePrecision('learning_hours'),
    /** An OpenCreds course's credential framework, whose list its learning hours come from; null for other types. */
    credentialFramework: text('credential_framework'),
    /** Listed in the catalogue. */
    displayed: boolean('displayed').notNull().default(false),
    /** Anyone may read the course's pages without enrolling (spec: access for guests). */
    guestAccess: boolean('guest_access').notNull().default(false),
    themeData: jsonb('theme_data').$type<Record<string, string>>().notNull().default({}),
    /** Learners' posts in this course go into their portfolios (course admin action `portfolio`). */
    portfolioEnabled: boolean('portfolio_enabled').notNull().default(true),
    imageKey: text('image_key'),
    bannerKey: text('banner_key'),
    defaultCohort: text('default_cohort'),
    facialCheckEnabled: boolean('facial_check_enabled').notNull().default(false),
    keystrokeEnabled: boolean('keystroke_enabled').notNull().default(false),
    alignmentVisibility: boolean('alignment_visibility').notNull().default(false),
    /** Spec §3 instalmentPlan: a priced class of the course may be paid in this many monthly parts (null: in full only). */
    instalmentParts: integer('instalment_parts'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Full-text search over name, objective, outcomes and description ('simple': any language). */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce(objective, '')), 'B') ||
        setweight(to_tsvector('simple', coalesce(outcomes::text, '')), 'C') ||
        setweight(to_tsvector('simple', coalesce(description, '')), 'D')`,
    ),
  },
  (table) => [
    uniqueIndex('courses_path_key').on(table.path),
    index('courses_search_idx').using('gin', table.searchVector),
    // Typo-tolerant catalogue search on names (pg_trgm, created by migration 0004_search_trigrams).
    index('courses_name_trgm_idx').using('gin', table.name.op('gin_trgm_ops')),
    index('courses_displayed_created_idx').on(table.displayed, table.createdAt),
    index('courses_created_by_idx').on(table.createdBy),
    check(
      'courses_credential_framework_check',
      sql`${table.credentialFramework} IN ('AUSTRALIA', 'MALAYSIA')`,
    ),
  ],
);

/**
 * The course's learning outcomes with ids of their own, in order: what blocks and questions are
 * aligned to (assessment's block_alignments, question_alignments), so an outcome keeps its
 * alignments when its text is edited or it moves. `courses.outcomes` stays the list the landing
 * page, the outline and search read; the database keeps these rows following it whatever writes it
 * (migration 0015's trigger: an unchanged text keeps its id wherever it moved, a text rewritten in
 * place keeps the id of the outcome it replaced), and the outcome methods write both.
 */
export const courseOutcomes = pgTable(
  'course_outcomes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    text: text('text').notNull(),
  },
  (table) => [index('course_outcomes_course_position_idx').on(table.courseId, table.position)],
);

/** Modules of a course, in order. */
export const modules = pgTable(
  'modules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('modules_course_position_idx').on(table.courseId, table.position)],
);

/** Versions of page content (pages.content_version): one number per change, never reused. */
export const pageContentVersions = pgSequence('page_content_versions');

/** Pages of a course, in order inside their module; the path is unique within the course. */
export const pages = pgTable(
  'pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    moduleId: uuid('module_id').references(() => modules.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    title: text('title').notNull(),
    position: integer('position').notNull(),
    thumbnailKey: text('thumbnail_key'),
    /** The revision the page shows now. */
    revisionId: uuid('revision_id'),
    /** Page scheduling: the page opens this many days after its class starts (null: at once). */
    unlockAfterDays: integer('unlock_after_days'),
    /** The page is due this many days after its class starts (null: no due date). */
    dueAfterDays: integer('due_after_days'),
    /** Learners may comment on the page in their class (spec §3 Page `canPostComments`). */
    canPostComments: boolean('can_post_comments').notNull().default(false),
    /** The page is complete for a learner only once they have commented (spec §3 Page `isCommentRequired`). */
    isCommentRequired: boolean('is_comment_required').notNull().default(false),
    /** Only members of a group of this type in their class may open the page (spec §3 pageGroupType, §6). */
    groupType: text('group_type'),
    /**
     * A number drawn from page_content_versions whenever the page's sections or blocks change (set
     * by database triggers, migration 0007), so it names one content of one page: readers keep
     * the content they read and ask again only when it changed (content/page-content-cache.ts).
     */
    contentVersion: bigint('content_version', { mode: 'number' })
      .notNull()
      .default(sql`nextval('page_content_versions')`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('pages_course_path_key').on(table.courseId, table.path),
    index('pages_module_position_idx').on(table.moduleId, table.position),
  ],
);

/** The courses a user visited last (one row per user and course). */
export const courseVisits = pgTable(
  'course_visits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.courseId] }),
    index('course_visits_user_visited_idx').on(table.userId, table.visitedAt),
  ],
);

/** The pages of a course a user visited last (one row per user and page). */
export const pageVisits = pgTable(
  'page_visits',
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
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.pageId] }),
    index('page_visits_user_course_visited_idx').on(table.userId, table.courseId, table.visitedAt),
  ],
);
