import { z } from 'zod';
import { readConfig } from '../../config';
import { defineJob } from '../../jobs/job';
import { createMailer } from '../../mail/mailer';
import { sendDailyDigests, sendDueNotificationMail } from './notification-mail';

/**
 * Mail the notifications due now (e-mail 'immediately'): queued by the writing transaction, and
 * every minute to pick up what a lost job left. The mail goes through this worker's own outbox mailer.
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
    const mailed = await sendDueNotificationMail(db, { mailer, config });
    await mailer.settled();
    if (mailed > 0) logger.info({ mailed }, 'notification mail sent');
  },
});

/** Send the daily digests that are due: each hour, since each person's digest hour is in their time zone. */
export const notificationDigestJob = defineJob({
  name: 'notification-digest',
  payload: z.object({}),
  retryLimit: 3,
  retryDelaySeconds: 300,
  schedule: '5 * * * *',
  handler: async (_payload, { db, logger }) => {
    const config = readConfig();
    const mailer = createMailer({ config, logger });
    const digests = await sendDailyDigests(db, { mailer, config });
    await mailer.settled();
    if (digests > 0) logger.info({ digests }, 'notification digests sent');
  },
});
