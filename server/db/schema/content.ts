import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { courses, pages } from './courses';

/** Sections of a page's layout, in order, each with its settings. */
export const pageSections = pgTable(
  'page_sections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [index('page_sections_page_position_idx').on(table.pageId, table.position)],
);

/** Blocks (widgets) in a section, in order: their type, setup data and per-tab settings. */
export const blocks = pgTable(
  'blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    sectionId: uuid('section_id')
      .notNull()
      .references(() => pageSections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    widgetType: text('widget_type').notNull(),
    setupData: jsonb('setup_data').$type<Record<string, unknown>>().notNull().default({}),
    /** Settings of the block tabs (display, layout, sharing, progress, exhibit). */
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
    isProgressContributor: boolean('is_progress_contributor').notNull().default(false),
    /**
     * The version of the rich-text sanitiser (server/security/rich-text.ts) the stored HTML went
     * through; 0 for a row written before it was recorded, or around the application. Older rows
     * are sanitised again at start-up (server/domains/content/rich-text-backfill.ts).
     */
    sanitizerVersion: smallint('sanitizer_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('blocks_page_idx').on(table.pageId),
    index('blocks_section_position_idx').on(table.sectionId, table.position),
    index('blocks_sanitizer_version_idx').on(table.sanitizerVersion),
  ],
);

/** Every saved change of a page: a snapshot of its sections and blocks, with author and time. */
export const pageRevisions = pgTable(
  'page_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: uuid('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot').notNull(),
    /** The revision this one restored, when it is a restore. */
    restoredFrom: uuid('restored_from'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The last save of the editing session this revision records (saves by one author close
     * together extend one revision); null for a revision of one save.
     */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    /** What the session changed (page-revision-changes.ts); null where it was not recorded. */
    changes: jsonb('changes'),
    /**
     * The version of the rich-text sanitiser (server/security/rich-text.ts) the snapshot's HTML went
     * through; 0 for a row written before it was recorded, or around the application. Older rows
     * are sanitised again at start-up (server/domains/content/rich-text-backfill.ts).
     */
    sanitizerVersion: smallint('sanitizer_version').notNull().default(0),
  },
  (table) => [
    index('page_revisions_page_created_idx').on(table.pageId, table.createdAt),
    index('page_revisions_sanitizer_version_idx').on(table.sanitizerVersion),
  ],
);

/** Page templates: the starter set (no owner) and those saved from a creator's own pages. */
export const pageTemplates = pgTable(
  'page_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    key: text('key'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    snapshot: jsonb('snapshot').notNull(),
    /**
     * The version of the rich-text sanitiser (server/security/rich-text.ts) the snapshot's HTML went
     * through; 0 for a row written before it was recorded, or around the application. Older rows
     * are sanitised again at start-up (server/domains/content/rich-text-backfill.ts).
     */
    sanitizerVersion: smallint('sanitizer_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('page_templates_key').on(table.key),
    index('page_templates_owner_idx').on(table.ownerId),
    index('page_templates_sanitizer_version_idx').on(table.sanitizerVersion),
  ],
);

/**
 * The other courses a course file reaches: a page or template copied into a course by someone who
 * could read the file's own course. Their readers receive the file too
 * (server/domains/content/course-file-links.ts).
 */
export const courseFileLinks = pgTable(
  'course_file_links',
  {
    storageKey: text('storage_key').notNull(),
    courseId: uuid('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.storageKey, table.courseId] })],
);
