import { fileURLToPath } from 'node:url';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Pool } from 'pg';
import type { Database } from './client';

/** Where drizzle-kit writes the SQL migrations. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

// Any 64-bit number unique to this purpose: processes starting together wait for one another.
const MIGRATION_LOCK_KEY = 7_310_052_001;

/**
 * Apply pending migrations, holding a session-level advisory lock while doing so (the domains'
 * reference rows follow in `prepareDatabase` of server/modules.ts).
 */
export async function runMigrations(database: Database): Promise<void> {
  const { db } = database;
  if (database.kind === 'pglite') {
    // One connection: the lock is uncontended here, and the folder lock already excludes others.
    await migratePglite(db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const pool = (db as unknown as NodePgDatabase & { $client: Pool }).$client;
  const connection = await pool.connect();
  try {
    await connection.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzle(connection), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await connection.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    connection.release();
  }
}
