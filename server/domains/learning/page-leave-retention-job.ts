import { z } from 'zod';
import { defineJob } from '../../jobs/job';
import { PAGE_LEAVE_RETENTION_DAYS, purgeOldPageLeaves } from './page-leave';

/** Daily: delete page-leave metrics older than PAGE_LEAVE_RETENTION_DAYS, so the table stays bounded. */
export const pageLeaveRetentionJob = defineJob({
  name: 'purge-page-leave-metrics',
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 300,
  schedule: '17 3 * * *',
  handler: async (_payload, { db, logger }) => {
    const purged = await purgeOldPageLeaves(db);
    if (purged > 0) logger.info({ purged, days: PAGE_LEAVE_RETENTION_DAYS }, 'purged old page-leave metrics');
  },
});
