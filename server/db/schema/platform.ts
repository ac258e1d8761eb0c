import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * Failures counted per key (sign-in: account and address) with an exponential delay before the
 * next attempt, instead of a hard lock: server/security/backoff.ts.
 */
export const backoffCounters = pgTable(
  'backoff_counters',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull(),
    /** No attempt of this key is taken before this time. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    /** After this the failures are forgotten (and the row may be purged). */
    forgetAt: timestamp('forget_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('backoff_counters_forget_at_idx').on(table.forgetAt)],
);
