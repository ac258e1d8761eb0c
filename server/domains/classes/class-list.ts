import { asc, eq, sql } from 'drizzle-orm';
import type { ClassList, ClassMode, EnrolmentType } from '../../../common/api/cohort';
import type { Db } from '../../db/client';
import { cohorts, courses, enrolments, roleGrants } from '../../db/schema';
import type { Actor } from '../../rpc/actor';
import type { OutlineCourse } from '../courses';
import { isActiveClassStaff, isActiveLearner } from './active-learner';
import { localPrice } from './class-price';
import { mayAdministerClasses } from './policy';

const count = (query: ReturnType<typeof sql>) => sql<number>`(${query})::int`;

/**
 * Every class of the course with its counts of active learners, pending requests and staff (people
 * who are facilitators or cohort administrators), for the course's roles and staff (policy.ts
 * listClassesOf). One query, whatever the number of classes.
 */
export async function listClasses(db: Db, actor: Actor, course: OutlineCourse): Promise<ClassList> {
  const rows = await db
    .select({
      path: cohorts.path,
      name: cohorts.name,
      defaultCohort: courses.defaultCohort,
      enrolmentType: cohorts.enrolmentType,
      mode: cohorts.mode,
      classAccessTz: cohorts.classAccessTz,
      startDate: cohorts.startDate,
      endDate: cohorts.endDate,
      seatLimit: cohorts.seatLimit,
      currency: cohorts.currency,
      coursePriceMinor: cohorts.coursePriceMinor,
      studentPriceMinor: cohorts.studentPriceMinor,
      activeLearners: count(sql`SELECT count(*) FROM ${enrolments} e
        WHERE e.cohort_id = ${cohorts.id} AND ${isActiveLearner('e')}`),
      pendingRequests: count(sql`SELECT count(*) FROM ${enrolments} e
        WHERE e.cohort_id = ${cohorts.id} AND e.status = 'pending'`),
      staffCount: count(sql`SELECT count(*) FROM (
        SELECT e.user_id FROM ${enrolments} e
          WHERE e.cohort_id = ${cohorts.id} AND ${isActiveClassStaff('e')}
        UNION
        SELECT g.user_id FROM ${roleGrants} g
          WHERE g.scope = 'class' AND g.scope_path = ${cohorts.path}) staff`),
    })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(eq(cohorts.courseId, course.id))
    .orderBy(asc(cohorts.createdAt), asc(cohorts.path));
  return {
    coursePath: course.path,
    defaultCohort: rows[0]?.defaultCohort ?? null,
    canManage: mayAdministerClasses(actor, course.role),
    classes: rows.map(
      ({ defaultCohort, startDate, endDate, currency, coursePriceMinor, studentPriceMinor, ...row }) => ({
        ...row,
        localPrice: localPrice({ currency, coursePriceMinor, studentPriceMinor }),
        isDefault: row.path === defaultCohort,
        enrolmentType: row.enrolmentType as EnrolmentType,
        mode: row.mode as ClassMode,
        startDate: startDate?.toISOString() ?? null,
        endDate: endDate?.toISOString() ?? null,
      }),
    ),
  };
}
