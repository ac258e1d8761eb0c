import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, rowsOf } from './client';
import { MIGRATIONS_FOLDER } from './migrate';
import { retryOnLostConnection } from './retry';

/** The migrations this build ships, by the `when` drizzle-kit gave each in its journal. */
function journalMillis(): number[] {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return journal.entries.map((entry) => entry.when);
}

/**
 * Has `database` every migration of the journal? Drizzle's migrators record each applied one in
 * drizzle.__drizzle_migrations with the journal's `when` as created_at (server/db/migrate.ts).
 * Throws when that table cannot be read (a database never migrated, or unreachable).
 */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const rows = rowsOf<{ created_at: string | number }>(
    await retryOnLostConnection(() =>
      database.db.execute(sql`SELECT created_at FROM drizzle.__drizzle_migrations`),
    ),
  );
  const applied = new Set(rows.map((row) => Number(row.created_at)));
  return journalMillis().every((when) => applied.has(when));
}
