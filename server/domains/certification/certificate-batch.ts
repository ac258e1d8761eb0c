import { and, desc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  BATCH_SKIP_CAUSES,
  type CertificateBatchState,
  type IssueCertificatesInput,
} from '../../../common/api/certification';
import { reasonText } from '../../../common/reasons';
import { type Db, rowsOf } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { certificateBatches, cohorts } from '../../db/schema';
import type { JobQueue } from '../../jobs/queue';
import { sendOrRunSoon } from '../../jobs/send-or-run';
import { AppError, REASONS } from '../../rpc/app-error';
import { isActiveLearner } from '../classes';
import { exportPercentage } from '../learning';
import { certificateBatchJob, failBatch } from './certificate-batch-job';
import { loadCertifiedCourse } from './certified-course';

/** What the state of a batch is read from (not its list of up to 5,000 learners, read every second). */
const stateColumns = {
  id: certificateBatches.id,
  status: certificateBatches.status,
  total: certificateBatches.total,
  done: certificateBatches.done,
  issued: certificateBatches.issued,
  skipped: certificateBatches.skipped,
};
type BatchRow = Pick<typeof certificateBatches.$inferSelect, keyof typeof stateColumns>;

// A running batch whose progress has not moved for this long lost its job (a process ended mid-way).
const STALLED_AFTER = sql`interval '10 minutes'`;

/** Where batch `row` stands: its percentage and counts, every skip reason counted, why it failed. */
export function batchState(row: BatchRow): CertificateBatchState {
  const state: CertificateBatchState = {
    batchId: row.id,
    status: row.status,
    percentage: exportPercentage({ status: row.status, processed: row.done, total: row.total }),
    total: row.total,
    done: row.done,
    issued: row.issued,
    skipped: Object.fromEntries(
      BATCH_SKIP_CAUSES.map((reason) => [reason, row.skipped[reason] ?? 0]),
    ) as CertificateBatchState['skipped'],
  };
  return row.status === 'failed' ? { ...state, reason: reasonText('certificate.batchStopped') } : state;
}

/**
 * Batch `batchId` of the course (not_found when the course has none by that id), or its latest when
 * none is named (null when it never had one).
 */
export async function readCertificateBatch(
  db: Db,
  courseId: string,
  batchId: string | undefined,
): Promise<CertificateBatchState | null> {
  const [row] = await db
    .select(stateColumns)
    .from(certificateBatches)
    .where(
      and(
        eq(certificateBatches.courseId, courseId),
        batchId ? eq(certificateBatches.id, batchId) : undefined,
      ),
    )
    .orderBy(desc(certificateBatches.createdAt))
    .limit(1);
  if (row) return batchState(row);
  if (batchId) throw new AppError('not_found', REASONS.notFound);
  return null;
}

/** The id of the course's class at `cohortPath`; invalid_input when the course has none there. */
async function classOfCourse(db: Db, courseId: string, cohortPath: string): Promise<string> {
  const [cohort] = await db
    .select({ id: cohorts.id })
    .from(cohorts)
    .where(and(eq(cohorts.courseId, courseId), eq(cohorts.path, cohortPath)));
  if (cohort) return cohort.id;
  const reason = reasonText('enrolment.cohortPath');
  throw new AppError('invalid_input', reason, { cohortPath: reason });
}

/**
 * The batch's row, with its learners fixed now: the chosen ones (each once, in their order), or
 * every active learner of the course (of one class) without its certificate, in one statement.
 */
async function insertBatch(
  db: Db,
  courseId: string,
  requestedBy: string,
  input: z.output<typeof IssueCertificatesInput>,
): Promise<BatchRow> {
  if (input.learners === 'chosen') {
    const userIds = [...new Set(input.userIds)];
    const [created] = await db
      .insert(certificateBatches)
      .values({ courseId, requestedBy, userIds, total: userIds.length })
      .returning(stateColumns);
    return created!;
  }
  const cohortId = input.cohortPath ? await classOfCourse(db, courseId, input.cohortPath) : null;
  const [created] = rowsOf<BatchRow>(
    await db.execute(sql`
      INSERT INTO certificate_batches (course_id, requested_by, user_ids, total)
      SELECT ${courseId}::uuid, ${requestedBy}::uuid, coalesce(array_agg(l.user_id ORDER BY l.user_id), '{}'),
        count(*)::int
      FROM (SELECT DISTINCT e.user_id FROM enrolments e
        JOIN cohorts k ON k.id = e.cohort_id AND k.course_id = ${courseId}::uuid
        WHERE ${isActiveLearner('e')} ${cohortId ? sql`AND k.id = ${cohortId}::uuid` : sql``}
          AND NOT EXISTS (SELECT 1 FROM certificates c WHERE c.user_id = e.user_id AND c.course_id = ${courseId}::uuid)
      ) AS l
      RETURNING id, status, total, done, issued, skipped`),
  );
  return created!;
}

/**
 * Start a bulk issue of the course's certificates by `requestedBy` of its team: the batch's row
 * (committed: the method has no transaction, so the job finds it wherever it runs), then the job
 * (sendOrRunSoon). One runs at a time per course (a stalled one is failed first); a batch whose job
 * cannot be queued is failed (and the call too).
 */
export async function startCertificateBatch(
  db: Db,
  deps: { jobs?: JobQueue; logger: Logger },
  courseId: string,
  requestedBy: string,
  input: z.output<typeof IssueCertificatesInput>,
): Promise<CertificateBatchState> {
  const course = await loadCertifiedCourse(db, courseId);
  if (!course?.enabled) throw new AppError('conflict', reasonText('certificate.off'));
  await db
    .update(certificateBatches)
    .set({ status: 'failed', finishedAt: sql`now()` })
    .where(
      and(
        eq(certificateBatches.courseId, courseId),
        eq(certificateBatches.status, 'running'),
        sql`${certificateBatches.updatedAt} < now() - ${STALLED_AFTER}`,
      ),
    );
  const created = await insertBatch(db, courseId, requestedBy, input).catch((error: unknown) => {
    // The course's running batch holds the partial unique index.
    if (isUniqueViolation(error)) throw new AppError('conflict', reasonText('certificate.batchRunning'));
    throw error;
  });
  await sendOrRunSoon(
    deps.jobs,
    certificateBatchJob,
    { batchId: created.id },
    { db, logger: deps.logger },
  ).catch(async (error: unknown) => {
    await failBatch(db, created.id);
    throw error;
  });
  return batchState(created);
}
