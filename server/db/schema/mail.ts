import { index, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** Mail templates staff have edited, per key and language; defaults live in code. */
export const mailTemplates = pgTable(
  'mail_templates',
  {
    key: text('key').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html').notNull(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.key, table.language] })],
);

/** Every message the platform sends: delivered by SMTP when configured, otherwise kept here. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    templateKey: text('template_key').notNull(),
    language: text('language').notNull(),
    subject: text('subject').notNull(),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'kept', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_to_address_idx').on(table.toAddress, table.createdAt),
    // The outbox staff read, and its retention: kept mail by age.
    index('mail_outbox_status_created_at_idx').on(table.status, table.createdAt),
  ],
);
