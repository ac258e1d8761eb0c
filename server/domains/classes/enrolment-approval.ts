import { and, asc, eq } from 'drizzle-orm';
import {
  type DecidedEnrolment,
  ENROLMENT_REASONS,
  type PendingEnrolment,
} from '../../../common/api/enrolment';
import type { Db } from '../../db/client';
import { cohorts, enrolments, users } from '../../db/schema';
import { AppError, REASONS } from '../../rpc/app-error';
import type { LoadedClass } from './class-access';
import { enrolInClass } from './enrol';

/** The class's requests to join that wait for staff, oldest first: one query. */
export async function listPendingEnrolments(db: Db, cohortId: string): Promise<PendingEnrolment[]> {
  const rows = await db
    .select({
      enrolmentId: enrolments.id,
      userId: users.id,
      fullName: users.fullName,
      emailAddress: users.email,
      requestedAt: enrolments.enrolledAt,
    })
    .from(enrolments)
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(eq(enrolments.cohortId, cohortId), eq(enrolments.status, 'pending')))
    .orderBy(asc(enrolments.enrolledAt), asc(enrolments.id));
  return rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() }));
}

/**
 * Approve or reject a pending request of the class. Approval goes through enrolInClass, so the
 * end date, close date and seat limit hold as for any enrolment; either way the decision is
 * recorded with who made it. Returns the decision with the learner it was about.
 */
export async function decideEnrolment(
  db: Db,
  deciderId: string,
  loaded: LoadedClass,
  input: { enrolmentId: string; decision: 'approve' | 'reject' },
): Promise<DecidedEnrolment & { userId: string }> {
  // The class row first, as enrolInClass takes it: two decisions on one request take turns.
  await db.select({ id: cohorts.id }).from(cohorts).where(eq(cohorts.id, loaded.id)).for('update');
  const [request] = await db
    .select({ userId: enrolments.userId, status: enrolments.status })
    .from(enrolments)
    .where(and(eq(enrolments.id, input.enrolmentId), eq(enrolments.cohortId, loaded.id)));
  if (!request) throw new AppError('not_found', REASONS.notFound);
  if (request.status !== 'pending') throw new AppError('conflict', ENROLMENT_REASONS.alreadyDecided);
  const status = input.decision === 'approve' ? 'active' : 'rejected';
  if (status === 'active') {
    await enrolInClass(db, { cohortId: loaded.id, userId: request.userId, source: 'approval', status });
  }
  await db
    .update(enrolments)
    .set({ ...(status === 'rejected' && { status }), decidedAt: new Date(), decidedBy: deciderId })
    .where(eq(enrolments.id, input.enrolmentId));
  return { enrolmentId: input.enrolmentId, status, userId: request.userId };
}
