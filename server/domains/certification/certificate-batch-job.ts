import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { BatchSkipReason } from '../../../common/api/certification';
import type { Db } from '../../db/client';
import { certificateBatches } from '../../db/schema';
import { defineJob } from '../../jobs/job';
import { type IssueOutcome, issueCertificate } from './issue';

/**
 * Learners issued per transaction; the progress is written with each. Few enough that a chunk holds
 * PGlite's one connection, which every other request waits for, briefly (about 0.15 s on the
 * bench's machine: docs/performance.md).
 */
export const BATCH_CHUNK = 25;

/** What a batch has done so far, as its row keeps it. */
type Tally = Pick<typeof certificateBatches.$inferSelect, 'done' | 'issued' | 'skipped'>;

const running = (batchId: string) =>
  and(eq(certificateBatches.id, batchId), eq(certificateBatches.status, 'running'));

/** Mark batch `batchId` failed if it still runs (the certificates it issued stay). */
export async function failBatch(db: Db, batchId: string): Promise<void> {
  await db
    .update(certificateBatches)
    .set({ status: 'failed', finishedAt: sql`now()`, updatedAt: sql`now()` })
    .where(running(batchId));
}

/** Why issuing by hand left the learner without a certificate. */
function skipReason(refused: Exclude<IssueOutcome, { outcome: 'issued' }>): BatchSkipReason {
  if (
    refused.outcome === 'not_complete' ||
    refused.outcome === 'not_passed' ||
    refused.outcome === 'payment_required'
  )
    throw new Error('issuing by hand never asks for completion, a pass or a payment');
  return refused.outcome;
}

/**
 * Issue the certificate to `userIds` through `issueCertificate` (its rules and the learner's
 * notification hold) and write the batch's progress, in one transaction that first locks the batch
 * row while it still runs: the tally after, or null (nothing issued) when it no longer runs.
 */
function issueChunk(
  db: Db,
  batchId: string,
  batch: { courseId: string; staffId: string },
  userIds: readonly string[],
  before: Tally,
): Promise<Tally | null> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: certificateBatches.id })
      .from(certificateBatches)
      .where(running(batchId))
      .for('update');
    if (!locked) return null;
    const tally = { done: before.done, issued: before.issued, skipped: { ...before.skipped } };
    for (const userId of userIds) {
      const outcome = await issueCertificate(tx as unknown as Db, batch.courseId, userId, {
        by: 'staff',
        staffId: batch.staffId,
      });
      tally.done++;
      if (outcome.outcome === 'issued') tally.issued++;
      else {
        const reason = skipReason(outcome);
        tally.skipped[reason] = (tally.skipped[reason] ?? 0) + 1;
      }
    }
    await tx
      .update(certificateBatches)
      .set({ ...tally, updatedAt: sql`now()` })
      .where(eq(certificateBatches.id, batchId));
    return tally;
  });
}

/**
 * Run batch `batchId` if it still runs, from where it stands (a retried job goes on): its learners
 * in chunks of `chunkSize`, each committed with the progress (then `afterChunk` awaited), then
 * finished. A learner refused (not a learner, learning time short, certified already) is counted
 * as skipped by reason. A failure marks it failed, keeping the chunks committed, and is thrown on.
 */
export async function runCertificateBatch(
  db: Db,
  batchId: string,
  {
    chunkSize = BATCH_CHUNK,
    afterChunk,
  }: { chunkSize?: number; afterChunk?: (done: number) => Promise<void> } = {},
): Promise<void> {
  const [batch] = await db.select().from(certificateBatches).where(running(batchId));
  // Done already (a retry of a job that finished), failed, or its course was deleted.
  if (!batch) return;
  try {
    if (!batch.requestedBy) throw new Error('the bulk issue’s requester is gone');
    const of = { courseId: batch.courseId, staffId: batch.requestedBy };
    let tally: Tally | null = batch;
    while (tally.done < batch.userIds.length) {
      const chunk = batch.userIds.slice(tally.done, tally.done + chunkSize);
      tally = await issueChunk(db, batchId, of, chunk, tally);
      if (!tally) return;
      await afterChunk?.(tally.done);
      // PGlite runs every query in this thread: the event loop gets a turn between chunks, so
      // requests (a status read among them) are not held off until the batch ends.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await db
      .update(certificateBatches)
      .set({ status: 'finished', finishedAt: sql`now()`, updatedAt: sql`now()` })
      .where(running(batchId));
  } catch (error) {
    await failBatch(db, batchId);
    throw error;
  }
}

/** The bulk issue job: a retry after a failure finds the batch failed and leaves it; one after a lost worker goes on. */
export const certificateBatchJob = defineJob({
  name: 'certificate-batch',
  payload: z.object({ batchId: z.uuid() }),
  retryLimit: 1,
  retryDelaySeconds: 30,
  handler: async ({ batchId }, deps) => {
    await runCertificateBatch(deps.db, batchId);
    deps.logger.info({ batchId }, 'certificates issued in bulk');
  },
});
