import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { migrationsApplied } from '../db/migrations-applied';
import { retryOnLostConnection } from '../db/retry';
import type { JobQueue } from '../jobs/queue';

/** A check's outcome; `skipped` when an earlier check failed and this one could not be asked. */
export type CheckStatus = 'ok' | 'failing' | 'skipped';

/** What `GET /readyz` reports: each check by name, and whether all passed. */
export interface Readiness {
  ready: boolean;
  checks: { database: CheckStatus; migrations: CheckStatus; jobs?: CheckStatus };
}

/** Throws unless `database` answers `SELECT 1` (used by `/healthz` and `/readyz`). */
export async function pingDatabase(database: Database): Promise<void> {
  // A connection the server ended since its last use is not an outage: one more try, on a new one.
  await retryOnLostConnection(() => database.db.execute(sql`SELECT 1`));
}

/**
 * The readiness checks of one process: the database answers, every migration of the journal is
 * applied, and the job queue is up when this process runs jobs. Once the migrations have been
 * seen applied they stay so for this process (migrations only ever run before it serves), so a
 * ready process costs one `SELECT 1` per probe.
 */
export function readinessChecks(database: Database, jobs: JobQueue | undefined): () => Promise<Readiness> {
  let migrationsConfirmed = false;

  async function databaseAnswers(): Promise<boolean> {
    try {
      await pingDatabase(database);
      return true;
    } catch {
      return false;
    }
  }

  async function migrationsStatus(): Promise<CheckStatus> {
    if (migrationsConfirmed) return 'ok';
    try {
      migrationsConfirmed = await migrationsApplied(database);
    } catch {
      // The bookkeeping table is missing: this database was never migrated.
      return 'failing';
    }
    return migrationsConfirmed ? 'ok' : 'failing';
  }

  return async () => {
    const reachable = await databaseAnswers();
    const checks: Readiness['checks'] = {
      database: reachable ? 'ok' : 'failing',
      migrations: reachable ? await migrationsStatus() : 'skipped',
    };
    if (jobs) checks.jobs = jobs.running ? 'ok' : 'failing';
    return { ready: Object.values(checks).every((status) => status === 'ok'), checks };
  };
}
