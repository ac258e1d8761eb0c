import { z } from 'zod';
import { purgeExpiredSessions } from '../http/session-store';
import { purgeExpiredCounters } from '../security/rate-limit';
import { defineJob } from './job';

/** Hourly: remove expired sessions and ended rate-limit windows. */
export const purgeExpiredJob = defineJob({
  name: 'purge-expired',
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 60,
  schedule: '17 * * * *',
  handler: async (_payload, { db, logger }) => {
    const sessions = await purgeExpiredSessions(db);
    const counters = await purgeExpiredCounters(db);
    logger.info({ sessions, counters }, 'purged expired rows');
  },
});
