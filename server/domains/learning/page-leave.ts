import type { PageLeaveMetric } from '../../../common/api/metrics';
import type { Db } from '../../db/client';
import { pageLeaveMetrics } from '../../db/schema';

/** Store one page-leave metric (spec §3), linked to the user when one is signed in. */
export async function savePageLeave(db: Db, userId: string | null, metric: PageLeaveMetric): Promise<void> {
  await db.insert(pageLeaveMetrics).values({ userId, ...metric });
}
