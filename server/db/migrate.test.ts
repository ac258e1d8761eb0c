import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../modules';
import { emptyServerDatabase } from '../test/database';
import { type PgBouncer, pgBouncerBinary, startPgBouncer } from '../test/pgbouncer';
import { fromPool, rowsOf } from './client';
import { MIGRATIONS_FOLDER } from './migrate';

// Issue 10, reliability 4: starts that run at once take turns at the migrations, directly and
// behind PgBouncer in transaction mode, where a session-level lock went to another client (two
// starts both took it and one crashed; later starts hung). Only PostgreSQL has other sessions.
const SERVER_URL = process.env.TEST_DATABASE_URL;
const PGBOUNCER = pgBouncerBinary();
const MIGRATION_COUNT = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).length;

/** Start `count` processes' worth of database preparation at once on the empty database at `url`. */
async function startAtOnce(url: string, count: number) {
  const databases = Array.from({ length: count }, () =>
    fromPool(new pg.Pool({ connectionString: url, max: 3 })),
  );
  try {
    const outcomes = await Promise.allSettled(databases.map((database) => prepareDatabase(database)));
    const applied = rowsOf<{ hash: string }>(
      await databases[0]!.db.execute(sql`SELECT hash FROM drizzle.__drizzle_migrations`),
    );
    return { outcomes: outcomes.map((outcome) => outcome.status), applied: applied.map((row) => row.hash) };
  } finally {
    await Promise.all(databases.map((database) => database.close()));
  }
}

describe.skipIf(!SERVER_URL)('migrations on PostgreSQL', () => {
  it('lets two starts at once both succeed, each migration applied once', async () => {
    const empty = await emptyServerDatabase(SERVER_URL!);
    try {
      const { outcomes, applied } = await startAtOnce(empty.url, 2);
      expect(outcomes).toEqual(['fulfilled', 'fulfilled']);
      expect(applied).toHaveLength(MIGRATION_COUNT);
      expect(new Set(applied).size).toBe(MIGRATION_COUNT);
    } finally {
      await empty.drop();
    }
  }, 60_000);

  describe.skipIf(!PGBOUNCER)('behind PgBouncer in transaction mode', () => {
    let bouncer: PgBouncer;
    beforeAll(async () => {
      bouncer = await startPgBouncer(PGBOUNCER!, SERVER_URL!);
    });
    afterAll(() => bouncer?.stop());

    it('lets three starts at once all succeed, and a later start neither hangs nor applies anything again', async () => {
      const empty = await emptyServerDatabase(SERVER_URL!);
      try {
        const url = bouncer.urlOf(empty.url);
        const first = await startAtOnce(url, 3);
        expect(first.outcomes).toEqual(['fulfilled', 'fulfilled', 'fulfilled']);
        expect(first.applied).toHaveLength(MIGRATION_COUNT);
        const later = await startAtOnce(url, 1);
        expect(later.outcomes).toEqual(['fulfilled']);
        expect(later.applied).toHaveLength(MIGRATION_COUNT);
      } finally {
        await empty.drop();
      }
    }, 60_000);
  });
});
