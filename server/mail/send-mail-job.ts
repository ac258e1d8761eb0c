import { z } from 'zod';
import { readConfig } from '../config';
import { defineJob } from '../jobs/job';
import { deliverOutboxMail, deliverStalePending } from './delivery';

/**
 * Deliver mail from the outbox over SMTP: one row when queued after a commit, otherwise (on its
 * schedule) every pending row left behind. The worker reads SMTP_URL from its own environment,
 * so the credentials never travel in a job payload.
 */
export const sendMailJob = defineJob({
  name: 'send-mail',
  payload: z.object({ outboxId: z.uuid().optional() }),
  retryLimit: 5,
  retryDelaySeconds: 60,
  schedule: '*/5 * * * *',
  handler: async ({ outboxId }, { db, logger }) => {
    const config = readConfig();
    const deps = { db, logger, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM };
    if (outboxId) {
      await deliverOutboxMail(deps, outboxId);
      return;
    }
    const sent = await deliverStalePending(deps);
    if (sent > 0) logger.info({ sent }, 'delivered mail left pending');
  },
});
