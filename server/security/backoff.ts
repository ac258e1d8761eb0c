import { eq, lt, type SQL, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { backoffCounters } from '../db/schema';
import { AppError, REASONS } from '../rpc/app-error';

/**
 * Failures of one key allowed without delay (`freeFailures`), then a wait before the next attempt
 * that doubles with each failure from `baseDelaySeconds` up to `maxDelaySeconds`; the failures are
 * forgotten `forgetAfterSeconds` after the last one.
 */
export interface Backoff {
  name: string;
  freeFailures: number;
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

/**
 * Take one attempt of `key`, counted as a failure until `clearAttempts` says it succeeded, or
 * throw `rate_limited` while the key must wait. One statement checks and counts under the row's
 * lock, so parallel attempts cannot all pass the check before any of them is counted.
 */
export async function reserveAttempt(db: Db, backoff: Backoff, key: string): Promise<void> {
  const fullKey = `${backoff.name}:${key}`;
  const forget = `${backoff.forgetAfterSeconds} seconds`;
  const failures = sql`(CASE WHEN ${backoffCounters.forgetAt} <= now() THEN 1 ELSE ${backoffCounters.failures} + 1 END)`;
  const result = await db.execute(sql`
    INSERT INTO ${backoffCounters} (key, failures, blocked_until, forget_at)
    VALUES (${fullKey}, 1, now() + ${delay(backoff, sql`1`)}, now() + ${forget}::interval)
    ON CONFLICT (key) DO UPDATE SET
      failures = ${failures},
      blocked_until = now() + ${delay(backoff, failures)},
      forget_at = now() + ${forget}::interval
    WHERE ${backoffCounters.blockedUntil} <= now() OR ${backoffCounters.forgetAt} <= now()
    RETURNING failures`);
  if (rowsOf(result).length === 0) throw new AppError('rate_limited', REASONS.rateLimited);
}

/** The attempt of `key` succeeded: its failures are forgotten. */
export async function clearAttempts(db: Db, backoff: Backoff, key: string): Promise<void> {
  await db.delete(backoffCounters).where(eq(backoffCounters.key, `${backoff.name}:${key}`));
}

/** Remove counters whose failures are forgotten; returns how many. */
export async function purgeForgottenBackoffs(db: Db): Promise<number> {
  const purged = await db
    .delete(backoffCounters)
    .where(lt(backoffCounters.forgetAt, sql`now()`))
    .returning({ key: backoffCounters.key });
  return purged.length;
}

// The wait after `failures` failures, as an interval: none while they are free, then doubling.
// The figures are the code's own constants, written into the statement as numbers.
function delay(backoff: Backoff, failures: SQL) {
  const free = sql.raw(String(Math.trunc(backoff.freeFailures)));
  const base = sql.raw(String(Math.trunc(backoff.baseDelaySeconds)));
  const max = sql.raw(String(Math.trunc(backoff.maxDelaySeconds)));
  return sql`(CASE WHEN ${failures} < ${free} THEN 0
    ELSE least(${base} * power(2, ${failures} - ${free}), ${max}) END * interval '1 second')`;
}
