import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { type Database, rowsOf } from './client';

/** Where drizzle-kit writes the SQL migrations. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any 64-bit number unique to this purpose: processes starting together wait for one another.
const MIGRATION_LOCK_KEY = 7_310_052_001;

/**
 * Apply pending migrations (the domains' reference rows follow in `prepareDatabase` of
 * server/modules.ts). On PostgreSQL they run in one transaction that first takes a
 * transaction-level advisory lock, then reads what is applied: processes starting together take
 * turns, and the lock lives and dies with the transaction, so a pooler in transaction mode
 * (PgBouncer) cannot hand it to another client the way it would a session-level lock.
 */
export async function runMigrations(database: Database): Promise<void> {
  const { db } = database;
  if (database.kind === 'pglite') {
    // One connection: the lock is uncontended here, and the folder lock already excludes others.
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER });
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    // Drizzle's own bookkeeping, as its migrator keeps it (the embedded database shares it).
    await tx.execute(sql`CREATE SCHEMA IF NOT EXISTS drizzle`);
    await tx.execute(sql`
      CREATE TABLE IF NOT EXISTS drizzle.__drizzle_migrations (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)`);
    const [last] = rowsOf<{ created_at: string }>(
      await tx.execute(
        sql`SELECT created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
      ),
    );
    for (const migration of migrations) {
      if (last && Number(last.created_at) >= migration.folderMillis) continue;
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (hash, created_at) VALUES (${migration.hash}, ${migration.folderMillis})`,
      );
    }
  });
}
