import { z } from 'zod';
import { purgeExpiredSessions } from '../http/session-store';
import { purgeKeptMail } from '../mail/kept-mail';
import { purgeForgottenBackoffs } from '../security/backoff';
import { purgeExpiredCounters } from '../security/rate-limit';
import { defineJob } from './job';

/**
 * Hourly: remove expired sessions, ended rate-limit windows, forgotten back-off counters and kept
 * mail past its retention.
 */
export const purgeExpiredJob = defineJob({
  name: 'purge-expired',
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 60,
  schedule: '17 * * * *',
  handler: async (_payload, { db, logger }) => {
    const sessions = await purgeExpiredSessions(db);
    const counters = await purgeExpiredCounters(db);
    const backoffs = await purgeForgottenBackoffs(db);
    const keptMail = await purgeKeptMail(db);
    logger.info({ sessions, counters, backoffs, keptMail }, 'purged expired rows');
  },
});
