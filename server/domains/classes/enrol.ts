import { and, count, eq, gt, isNull, ne, or } from 'drizzle-orm';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { cohorts, enrolments, users } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import { isActiveLearner } from './active-learner';
import { CLASS_REASONS } from './class-reasons';

/** How a user came into a class (stored on the enrolment). */
export type EnrolmentSource =
  | 'open'
  | 'access_code'
  | 'voucher'
  | 'invitation'
  | 'approval'
  | 'staff'
  | 'payment';

/** What an enrolment request asks for. */
export interface EnrolRequest {
  cohortId: string;
  userId: string;
  source: EnrolmentSource;
  /** 'pending' for an approval class: staff decide later, no seat is taken yet. */
  status: 'active' | 'pending';
  /** A facilitator: never counts against the seat limit, allowed after the close date. */
  staff?: boolean;
  enrolmentCode?: string | null;
}

/** The outcome: newly enrolled (or pending), or already enrolled (or already pending). */
export interface EnrolResult {
  enrolmentId: string;
  outcome: 'enrolled' | 'pending' | 'already_enrolled' | 'already_pending';
}

/**
 * The one way into a class. The class row is locked first, so concurrent requests take turns:
 * the seat count read here cannot be overtaken before the insert commits, and the limit holds.
 * Refuses a class that has ended (`class_ended`, the web sends the learner to /ended_error/), an
 * enrolment after the close date (`enrolment_closed`), a full class (`class_full`) and a learner
 * who is already in another running class of the course (`already_in_course_class`, decision
 * 0012: one class of a course at a time). A user already in the class keeps their enrolment; a
 * rejected one may ask again. Call inside the request's transaction.
 */
export async function enrolInClass(db: Db, request: EnrolRequest, now = new Date()): Promise<EnrolResult> {
  const [cohort] = await db
    .select({
      courseId: cohorts.courseId,
      endDate: cohorts.endDate,
      closeDate: cohorts.enrolmentCloseDate,
      seatLimit: cohorts.seatLimit,
    })
    .from(cohorts)
    .where(eq(cohorts.id, request.cohortId))
    .for('update');
  if (!cohort) throw new AppError('not_found', 'Not found.');
  const [existing] = await db
    .select({ id: enrolments.id, status: enrolments.status })
    .from(enrolments)
    .where(and(eq(enrolments.cohortId, request.cohortId), eq(enrolments.userId, request.userId)));
  if (existing?.status === 'active') return { enrolmentId: existing.id, outcome: 'already_enrolled' };
  // A place held back over an unpaid instalment comes back only when it is paid.
  if (existing?.status === 'suspended') {
    throw new AppError('course_access_denied', CLASS_REASONS.enrolmentSuspended);
  }
  if (existing?.status === 'pending' && request.status === 'pending') {
    return { enrolmentId: existing.id, outcome: 'already_pending' };
  }
  if (cohort.endDate && cohort.endDate <= now) throw new AppError('class_ended', CLASS_REASONS.classEnded);
  if (!request.staff && cohort.closeDate && cohort.closeDate <= now) {
    throw new AppError('enrolment_closed', CLASS_REASONS.enrolmentClosed);
  }
  if (!request.staff) await refuseSecondClass(db, request, cohort.courseId, now);
  if (request.status === 'active' && !request.staff && cohort.seatLimit !== null) {
    const [taken] = await db
      .select({ seats: count() })
      .from(enrolments)
      .where(and(eq(enrolments.cohortId, request.cohortId), isActiveLearner()));
    if ((taken?.seats ?? 0) >= cohort.seatLimit) throw new AppError('class_full', CLASS_REASONS.classFull);
  }
  const values = {
    status: request.status,
    staff: request.staff ?? false,
    source: request.source,
    enrolmentCode: request.enrolmentCode ?? null,
    enrolledAt: now,
    decidedAt: null,
    decidedBy: null,
  };
  const [saved] = existing
    ? await db
        .update(enrolments)
        .set(values)
        .where(eq(enrolments.id, existing.id))
        .returning({ id: enrolments.id })
    : await db
        .insert(enrolments)
        .values({ ...values, cohortId: request.cohortId, userId: request.userId })
        .returning({ id: enrolments.id });
  return { enrolmentId: saved!.id, outcome: request.status === 'active' ? 'enrolled' : 'pending' };
}

/**
 * Refuse a learner who is already active in another class of the course that has not ended,
 * naming that class (decision 0012). The learner's row is locked first, so two requests of theirs
 * for two classes of the course take turns and cannot both pass.
 */
async function refuseSecondClass(db: Db, request: EnrolRequest, courseId: string, now: Date): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, request.userId)).for('no key update');
  const [current] = await db
    .select({ name: cohorts.name })
    .from(enrolments)
    .innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId))
    .where(
      and(
        eq(enrolments.userId, request.userId),
        isActiveLearner(),
        eq(cohorts.courseId, courseId),
        ne(cohorts.id, request.cohortId),
        or(isNull(cohorts.endDate), gt(cohorts.endDate, now)),
      ),
    )
    .limit(1);
  if (!current) return;
  // Staff approving a request read about the learner; everyone else is the learner themself.
  const decidedByStaff = request.source === 'approval' && request.status === 'active';
  const code = decidedByStaff ? 'enrolment.learnerInOtherClass' : 'enrolment.oneClassPerCourse';
  throw new AppError('already_in_course_class', reasonText(code, { className: current.name }));
}
