import { lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { rateLimitCounters } from '../db/schema';
import { AppError, REASONS } from '../rpc/app-error';

/** A limit: at most `max` hits per `windowSeconds`, counted per key. */
export interface RateLimit {
  name: string;
  max: number;
  windowSeconds: number;
}

/**
 * Count one hit of `key` against `limit` and throw `rate_limited` when it goes over. The counters
 * live in the database, so every web process shares them.
 */
export async function hitRateLimit(db: Db, limit: RateLimit, key: string): Promise<void> {
  const count = await countHit(db, `${limit.name}:${key}`, limit.windowSeconds);
  if (count > limit.max) throw new AppError('rate_limited', REASONS.rateLimited);
}

/**
 * Count one hit of `key` (or `weight` hits at once, as a list of addresses counts each), starting a
 * new window when the last one has ended; returns the count.
 */
export async function countHit(db: Db, key: string, windowSeconds: number, weight = 1): Promise<number> {
  const window = `${windowSeconds} seconds`;
  const result = await db.execute(sql`
    INSERT INTO ${rateLimitCounters} (key, count, window_ends_at)
    VALUES (${key}, ${weight}::int, now() + ${window}::interval)
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN ${rateLimitCounters.windowEndsAt} <= now() THEN ${weight}::int
        ELSE ${rateLimitCounters.count} + ${weight}::int END,
      window_ends_at = CASE WHEN ${rateLimitCounters.windowEndsAt} <= now()
        THEN now() + ${window}::interval ELSE ${rateLimitCounters.windowEndsAt} END
    RETURNING count`);
  return Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
}

/**
 * countHit for several keys at once, in one statement: each key counted `weight` times (keys taken
 * in order, so two callers lock their rows alike); returns each key's count after.
 */
export async function countHits(
  db: Db,
  weights: ReadonlyMap<string, number>,
  windowSeconds: number,
): Promise<Map<string, number>> {
  if (weights.size === 0) return new Map();
  const window = `${windowSeconds} seconds`;
  const rows = [...weights]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, weight]) => ({ key, weight }));
  const result = await db.execute(sql`
    INSERT INTO ${rateLimitCounters} (key, count, window_ends_at)
    SELECT hit.key, hit.weight, now() + ${window}::interval
    FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS hit (key text, weight int)
    ORDER BY hit.key
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN ${rateLimitCounters.windowEndsAt} <= now() THEN excluded.count
        ELSE ${rateLimitCounters.count} + excluded.count END,
      window_ends_at = CASE WHEN ${rateLimitCounters.windowEndsAt} <= now()
        THEN excluded.window_ends_at ELSE ${rateLimitCounters.windowEndsAt} END
    RETURNING key, count`);
  return new Map(rowsOf<{ key: string; count: number }>(result).map((row) => [row.key, Number(row.count)]));
}

/**
 * Run `attempt`, a guess at a secret (a code, a password), under `limits`, each with its key: the
 * attempt is counted against each before it runs, so parallel guesses cannot all pass the check
 * before any of them is counted, and given back when it succeeds (returns), so only failures stay
 * counted. Call it outside the attempt's transaction: a failure rolls back its own writes, never
 * its count.
 */
export async function underFailureLimits<T>(
  db: Db,
  limits: ReadonlyArray<readonly [RateLimit, string]>,
  attempt: () => Promise<T>,
): Promise<T> {
  for (const [limit, key] of limits) await hitRateLimit(db, limit, key);
  const result = await attempt();
  for (const [limit, key] of limits) await refundHit(db, limit, key);
  return result;
}

/** Give back one hit of `key` under `limit`: the attempt it counted turned out allowed. */
async function refundHit(db: Db, limit: RateLimit, key: string): Promise<void> {
  await db.execute(sql`
    UPDATE ${rateLimitCounters} SET count = greatest(${rateLimitCounters.count} - 1, 0)
    WHERE key = ${`${limit.name}:${key}`} AND window_ends_at > now()`);
}

/** Remove counters whose window has ended; returns how many. */
export async function purgeExpiredCounters(db: Db): Promise<number> {
  const purged = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowEndsAt, sql`now()`))
    .returning({ key: rateLimitCounters.key });
  return purged.length;
}
