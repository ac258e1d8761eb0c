import { integer, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The columns every CSV export written by a job shares (spec §4 CSV export: a percentage, then a
 * download link): who asked, its state, how many rows of how many are written, where the finished
 * file is stored, and when.
 */
export const exportJobColumns = () => ({
  requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
  status: text('status', { enum: ['running', 'finished', 'failed'] })
    .notNull()
    .default('running'),
  processed: integer('processed').notNull().default(0),
  total: integer('total').notNull().default(0),
  storageKey: text('storage_key'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});
