import { inArray, lt, sql } from 'drizzle-orm';
import type { PageLeaveMetric } from '../../../common/api/metrics';
import type { Db } from '../../db/client';
import { pageLeaveMetrics } from '../../db/schema';

/** Days a page-leave metric is kept; the retention job deletes older ones. */
export const PAGE_LEAVE_RETENTION_DAYS = 90;

// Rows deleted per statement, so that no transaction holds the (single, on PGlite) connection long.
const PURGE_BATCH = 5000;

/** Store one page-leave metric (spec §3), linked to the user when one is signed in. */
export async function savePageLeave(db: Db, userId: string | null, metric: PageLeaveMetric): Promise<void> {
  await db.insert(pageLeaveMetrics).values({ userId, ...metric });
}

/** Delete the metrics recorded more than PAGE_LEAVE_RETENTION_DAYS ago, in batches; returns how many. */
export async function purgeOldPageLeaves(db: Db): Promise<number> {
  const cutoff = sql`now() - ${`${PAGE_LEAVE_RETENTION_DAYS} days`}::interval`;
  let purged = 0;
  for (;;) {
    const batch = db
      .select({ id: pageLeaveMetrics.id })
      .from(pageLeaveMetrics)
      .where(lt(pageLeaveMetrics.recordedAt, cutoff))
      .limit(PURGE_BATCH);
    const deleted = await db
      .delete(pageLeaveMetrics)
      .where(inArray(pageLeaveMetrics.id, batch))
      .returning({ id: pageLeaveMetrics.id });
    purged += deleted.length;
    if (deleted.length < PURGE_BATCH) return purged;
  }
}
