import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { type Config, readConfig } from '../../config';
import type { Db } from '../../db/client';
import { classInvitations } from '../../db/schema';
import { defineJob } from '../../jobs/job';
import { createMailer, type Mailer } from '../../mail/mailer';
import { claimInvitations, processInvitations } from './invitation-processing';

/** Invitations processed per transaction: a batch commits (its mail leaves) before the next starts. */
export const INVITATION_BATCH_SIZE = 500;

/**
 * Process every `untouched` invitation (of one class, or of all when no class is named), batch by
 * batch, each batch in its own transaction with its mail. Returns how many were processed.
 */
export async function processUntouchedInvitations(
  db: Db,
  deps: { mailer: Mailer; config: Pick<Config, 'PUBLIC_URL'>; logger: Logger },
  cohortId?: string,
): Promise<number> {
  const where = and(
    eq(classInvitations.status, 'untouched'),
    cohortId ? eq(classInvitations.cohortId, cohortId) : undefined,
  )!;
  let processed = 0;
  for (;;) {
    const claimed = await deps.mailer.transaction(db, async (tx, outbox) => {
      const work = await claimInvitations(tx, where, INVITATION_BATCH_SIZE);
      await processInvitations(tx, { outbox, config: deps.config, logger: deps.logger }, work);
      return work.length;
    });
    processed += claimed;
    if (claimed < INVITATION_BATCH_SIZE) return processed;
  }
}

/**
 * Long invitation lists (more than INVITATIONS_INLINE_MAX valid addresses) are processed here,
 * queued by `inviteByEmail` for their class. The schedule sweeps up invitations a lost job or a
 * process without a queue left untouched. The mail goes through this worker's own outbox mailer
 * (SMTP_URL from its environment, like send-mail).
 */
export const processInvitationsJob = defineJob({
  name: 'process-class-invitations',
  payload: z.object({ cohortId: z.uuid().optional() }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  schedule: '*/10 * * * *',
  handler: async ({ cohortId }, { db, logger }) => {
    const config = readConfig();
    const mailer = createMailer({ config, logger });
    const processed = await processUntouchedInvitations(db, { mailer, config, logger }, cohortId);
    await mailer.settled();
    if (processed > 0) logger.info({ cohortId, processed }, 'class invitations processed');
  },
});
