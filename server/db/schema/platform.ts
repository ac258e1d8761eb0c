import { doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Fixed-window counters of the rate limiter, shared by every process through the database. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_window_ends_at_idx').on(table.windowEndsAt)],
);

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
  (table) => [index('page_leave_metrics_path_idx').on(table.path)],
);
