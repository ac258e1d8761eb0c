import { sql } from 'drizzle-orm';
import { check, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * An institution (spec §3 Institution; common/api/institution.ts): its address `path` (unique,
 * lowercase; its portal's prefix later), name, country and region, status, colours, and owner. Its
 * team is in role_grants (scope 'institution', this path, role 'owner' or 'administrator').
 */
export const institutions = pgTable(
  'institutions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    path: text('path').notNull(),
    name: text('name').notNull(),
    country: text('country').notNull(),
    region: text('region').notNull().default('au'),
    status: text('status').notNull().default('active'),
    /** `{ primary, accent }`, '#rrggbb' each. */
    colours: jsonb('colours').notNull(),
    /** Who created it; null once their account is erased (platform staff name another). */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('institutions_path_key').on(table.path),
    check('institutions_country_check', sql`${table.country} IN ('au', 'us', 'in')`),
    check('institutions_region_check', sql`${table.region} IN ('au', 'us')`),
    check('institutions_status_check', sql`${table.status} IN ('active', 'inactive')`),
  ],
);
