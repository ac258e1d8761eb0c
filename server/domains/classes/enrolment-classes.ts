import { and, asc, eq, sql } from 'drizzle-orm';
import type { EnrollableClass } from '../../../common/api/enrolment';
import type { Db } from '../../db/client';
import { cohorts, enrolments } from '../../db/schema';
import type { Actor } from '../../rpc/actor';
import { isActiveLearner } from './active-learner';
import { localPrice } from './class-price';
import { classDate } from './enrolment-dates';

const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * `lookup cohort listEnrollableClasses`: the classes of a course whose landing page the caller may
 * see (policy.ts listJoinableClasses), with their prices, seats left, whether enrolment has closed
 * or the class ended, and the caller's own status in each. Two queries, however many classes.
 */
export async function listEnrollableClasses(
  db: Db,
  actor: Actor,
  course: { id: string },
  now = new Date(),
): Promise<EnrollableClass[]> {
  const seatsTaken = sql<number>`(SELECT count(*)::int FROM ${enrolments} AS taken
    WHERE taken.cohort_id = ${cohorts.id} AND ${isActiveLearner('taken')})`;
  const rows = await db
    .select({
      path: cohorts.path,
      name: cohorts.name,
      mode: cohorts.mode,
      classAccessTz: cohorts.classAccessTz,
      startDate: cohorts.startDate,
      endDate: cohorts.endDate,
      enrolmentCloseDate: cohorts.enrolmentCloseDate,
      enrolmentType: cohorts.enrolmentType,
      seatLimit: cohorts.seatLimit,
      currency: cohorts.currency,
      coursePriceMinor: cohorts.coursePriceMinor,
      studentPriceMinor: cohorts.studentPriceMinor,
      seatsTaken,
      myStatus: enrolments.status,
    })
    .from(cohorts)
    .leftJoin(
      enrolments,
      and(eq(enrolments.cohortId, cohorts.id), eq(enrolments.userId, sql`${actor.userId ?? NO_USER}::uuid`)),
    )
    .where(eq(cohorts.courseId, course.id))
    .orderBy(sql`${cohorts.startDate} ASC NULLS FIRST`, asc(cohorts.name), asc(cohorts.path));
  return rows.map((row) => ({
    path: row.path,
    name: row.name,
    mode: row.mode,
    classAccessTz: row.classAccessTz,
    startDate: classDate(row.startDate, row.classAccessTz),
    endDate: classDate(row.endDate, row.classAccessTz),
    enrolmentCloseDate: classDate(row.enrolmentCloseDate, row.classAccessTz),
    enrolmentType: row.enrolmentType,
    localPrice: localPrice(row),
    seatsLeft: row.seatLimit === null ? null : Math.max(0, row.seatLimit - row.seatsTaken),
    closed: row.enrolmentCloseDate !== null && row.enrolmentCloseDate <= now,
    ended: row.endDate !== null && row.endDate <= now,
    myStatus: row.myStatus,
  }));
}
