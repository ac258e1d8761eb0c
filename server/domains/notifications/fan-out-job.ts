import { z } from 'zod';
import { readConfig } from '../../config';
import type { Db } from '../../db/client';
import { defineJob } from '../../jobs/job';
import { createMailer } from '../../mail/mailer';
import { type Audience, fanOutAll } from './fan-out';
import { sendDueMail } from './notification-mail';

const Draft = z.object({
  actorId: z.uuid().nullable(),
  courseId: z.uuid().nullable(),
  cohortId: z.uuid().nullable(),
  targetUrl: z.string().startsWith('/'),
  sourceId: z.string().min(1),
  excerpt: z.string(),
  pageId: z.uuid().nullable().optional(),
});

const AudienceSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('members'),
    cohortIds: z.array(z.uuid()).min(1),
    event: z.literal('announcement'),
  }),
  z.object({
    kind: z.literal('followers'),
    pageId: z.uuid(),
    cohortId: z.uuid(),
    event: z.literal('post_on_followed_page'),
  }),
]) satisfies z.ZodType<Audience>;

/**
 * Write the notifications of a happening with a large audience (an announcement to classes of
 * thousands), queued by the hook in the poster's transaction so the request returns at once. Each
 * batch is one INSERT … SELECT in its own transaction; a retry skips whoever already has theirs.
 */
export const fanOutJob = defineJob({
  name: 'notification-fan-out',
  payload: z.object({ draft: Draft, audience: AudienceSchema }),
  retryLimit: 5,
  retryDelaySeconds: 30,
  retryBackoff: true,
  handler: async ({ draft, audience }, { db, logger }) => {
    const mailNow = await fanOutAll(draft, audience, (work) =>
      db.transaction((tx) => work(tx as unknown as Db)),
    );
    if (!mailNow) return;
    // This worker mails them at once rather than waiting for the minute's sweep.
    const config = readConfig();
    const mailer = createMailer({ config, logger });
    await sendDueMail(db, { mailer, config });
    await mailer.settled();
  },
});
