import { z } from 'zod';
import { readConfig } from '../../config';
import { defineJob } from '../../jobs/job';
import { createMailer } from '../../mail/mailer';
import { sendDueMail } from './notification-mail';

/**
 * Mail what is due now: notifications mailed on their own (e-mail 'immediately') and the daily
 * digests whose hour has come in their person's time zone. Queued by the writing transaction when
 * something is due at once, and every minute for the digest hours and to pick up what a lost job
 * left. The mail goes through this worker's own outbox mailer.
 */
export const notificationMailJob = defineJob({
  name: 'notification-mail',
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 30,
  schedule: '* * * * *',
  handler: async (_payload, { db, logger }) => {
    const config = readConfig();
    const mailer = createMailer({ config, logger });
    const sent = await sendDueMail(db, { mailer, config });
    await mailer.settled();
    if (sent.mailed > 0 || sent.digests > 0) logger.info(sent, 'notification mail sent');
  },
});
