import { and, asc, eq, inArray, isNull, or, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type {
  CourseAccessReason,
  CourseMembership,
  EnrolledClass,
  EnrolledClassData,
  EnrolledCourse,
  EnrolledCourseSummary,
  EnrolmentData,
  FirstAvailableMembership,
  MembershipUser,
} from '../../../common/api/membership';
import { type Db, rowsOf } from '../../db/client';
import { prepared } from '../../db/prepared';
import { cohorts, courses, enrolments, roleGrants, users } from '../../db/schema';
import type { Actor, SignedInActor } from '../../rpc/actor';
import { isStaffActor } from '../../rpc/policy';
import { courseMediaUrl } from '../courses';
import { isActiveClassStaff } from './active-learner';
import { classDate } from './enrolment-dates';
import { courseAccess } from './policy';
import type { VisibleCourse } from './visible-course';

/** The caller's enrolments that count as membership: active and pending (rejected ones do not). */
const LISTED_STATUSES = ['active', 'pending'] as const;

/** The condition picking `userId`'s listed enrolments, with `coursePath` only those in that course's classes. */
function listedEnrolmentsOf(userId: string | Placeholder, coursePath: string | Placeholder | undefined) {
  return and(
    eq(enrolments.userId, userId),
    inArray(enrolments.status, [...LISTED_STATUSES]),
    coursePath === undefined ? undefined : eq(courses.path, coursePath),
  );
}

/**
 * The caller's listed enrolments (`userId`) with their classes and courses, with `inCourse` only
 * those of the course at `coursePath` (both placeholders): one query.
 */
function myEnrolmentsQuery(db: Db, inCourse: boolean) {
  return db
    .select({
      enrolment: {
        id: enrolments.id,
        status: enrolments.status,
        staff: enrolments.staff,
        display: enrolments.display,
        hasEnrolmentConsentPermission: enrolments.hasEnrolmentConsentPermission,
        enrolledAt: enrolments.enrolledAt,
      },
      cohort: {
        path: cohorts.path,
        name: cohorts.name,
        classAccessTz: cohorts.classAccessTz,
        startDate: cohorts.startDate,
        endDate: cohorts.endDate,
        enrolmentCloseDate: cohorts.enrolmentCloseDate,
        mode: cohorts.mode,
        enrolmentType: cohorts.enrolmentType,
      },
      course: { path: courses.path, name: courses.name, imageKey: courses.imageKey },
    })
    .from(enrolments)
    .innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(
      listedEnrolmentsOf(sql.placeholder('userId'), inCourse ? sql.placeholder('coursePath') : undefined),
    )
    .orderBy(asc(enrolments.enrolledAt), asc(cohorts.path));
}

// Every membership read asks it: built once (server/db/prepared.ts).
const myEnrolments = prepared('my_enrolments', (db, name) => myEnrolmentsQuery(db, false).prepare(name));
const myEnrolmentsInCourse = prepared('my_enrolments_in_course', (db, name) =>
  myEnrolmentsQuery(db, true).prepare(name),
);

/** The caller's listed enrolments with their classes and courses (optionally of one course): one query. */
function selectMyEnrolments(db: Db, userId: string, coursePath?: string) {
  return coursePath === undefined
    ? myEnrolments(db).execute({ userId })
    : myEnrolmentsInCourse(db).execute({ userId, coursePath });
}

type MyEnrolmentRow = Awaited<ReturnType<typeof selectMyEnrolments>>[number];

/**
 * The caller and the staff (facilitators, cohort administrators) of the caller's classes, with
 * the class each staff row belongs to: one query (a union), whatever the number of classes.
 */
function selectPeople(db: Db, userId: string, coursePath?: string) {
  const myCohortIds = db
    .select({ id: enrolments.cohortId })
    .from(enrolments)
    .innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(listedEnrolmentsOf(userId, coursePath));
  const person = { userId: users.id, fullName: users.fullName, profileName: users.profileName };
  const facilitators = db
    .select({ cohortPath: sql<string | null>`${cohorts.path}`, role: sql<string>`'facilitator'`, ...person })
    .from(enrolments)
    .innerJoin(cohorts, eq(cohorts.id, enrolments.cohortId))
    .innerJoin(users, eq(users.id, enrolments.userId))
    .where(and(isActiveClassStaff(), inArray(enrolments.cohortId, myCohortIds)));
  const administrators = db
    .select({
      cohortPath: sql<string | null>`${cohorts.path}`,
      role: sql<string>`'cohort administrator'`,
      ...person,
    })
    .from(roleGrants)
    .innerJoin(cohorts, eq(cohorts.path, roleGrants.scopePath))
    .innerJoin(users, eq(users.id, roleGrants.userId))
    .where(and(eq(roleGrants.scope, 'class'), inArray(cohorts.id, myCohortIds)));
  const self = db
    .select({ cohortPath: sql<string | null>`NULL::text`, role: sql<string>`'self'`, ...person })
    .from(users)
    .where(eq(users.id, userId));
  return unionAll(self, facilitators, administrators);
}

function enrolmentOf(row: MyEnrolmentRow, userId: string): EnrolmentData {
  return {
    id: row.enrolment.id,
    userId,
    cohortPath: row.cohort.path,
    staff: row.enrolment.staff,
    display: row.enrolment.display,
    hasEnrolmentConsentPermission: row.enrolment.hasEnrolmentConsentPermission,
    status: row.enrolment.status as EnrolmentData['status'],
    enrolledAt: row.enrolment.enrolledAt.toISOString(),
  };
}

function classOf(row: MyEnrolmentRow, coursePath: string, now: Date): EnrolledClass {
  const { cohort } = row;
  const tz = cohort.classAccessTz;
  return {
    path: cohort.path,
    name: cohort.name,
    coursePath,
    classAccessTz: tz,
    startDate: classDate(cohort.startDate, tz),
    endDate: classDate(cohort.endDate, tz),
    enrolmentCloseDate: classDate(cohort.enrolmentCloseDate, tz),
    mode: cohort.mode,
    isScheduled: cohort.mode === 'scheduled',
    isOpen: cohort.mode === 'open',
    isSelfPaced: cohort.mode === 'self_paced',
    enrolmentType: cohort.enrolmentType,
    hasStarted: cohort.startDate === null || cohort.startDate <= now,
    hasEnded: cohort.endDate !== null && cohort.endDate <= now,
    facilitators: [],
    cohortAdministrators: [],
  };
}

const courseOf = (row: MyEnrolmentRow): EnrolledCourseSummary => ({
  path: row.course.path,
  name: row.course.name,
  imageUrl: courseMediaUrl(row.course.imageKey),
});

/**
 * The enrolled class data of spec §3/§7 for `userId`: their active and pending enrolments, their
 * classes with settings and staff, the courses of those classes, and the users referred to (the
 * caller and the staff). With `coursePath`, only that course's classes. Two queries, whatever the
 * number of classes.
 */
export async function readEnrolledClassData(
  db: Db,
  userId: string,
  coursePath?: string,
  now = new Date(),
): Promise<EnrolledClassData> {
  const [rows, people] = await Promise.all([
    selectMyEnrolments(db, userId, coursePath),
    selectPeople(db, userId, coursePath),
  ]);
  const classes = new Map<string, EnrolledClass>();
  const courseList = new Map<string, EnrolledCourseSummary>();
  for (const row of rows) {
    classes.set(row.cohort.path, classOf(row, row.course.path, now));
    courseList.set(row.course.path, courseOf(row));
  }
  const users2 = new Map<string, MembershipUser>();
  for (const { cohortPath, role, ...user } of people) {
    users2.set(user.userId, user);
    const listed = cohortPath === null ? undefined : classes.get(cohortPath);
    if (listed && role === 'facilitator') listed.facilitators.push(user.userId);
    if (listed && role === 'cohort administrator') listed.cohortAdministrators.push(user.userId);
  }
  return {
    enrolments: rows.map((row) => enrolmentOf(row, userId)),
    users2: [...users2.values()],
    classes: [...classes.values()],
    courses: [...courseList.values()],
    // Certification adds the caller's qualifications (the `enrolledClassDataRead` hook).
    qualificationEnrolments: [],
    institutions: [],
  };
}

/** The courses `userId` is enrolled in (active or pending), in order of first enrolment: one query. */
export async function readEnrolledCourses(
  db: Db,
  userId: string,
  institutionPath?: string,
): Promise<EnrolledCourse[]> {
  const enrolled = await selectMyEnrolments(db, userId);
  const ofInstitution =
    institutionPath === undefined ? undefined : await institutionCoursePaths(db, institutionPath);
  const byCourse = new Map<string, EnrolledCourse>();
  for (const row of enrolled) {
    if (ofInstitution && !ofInstitution.has(row.course.path)) continue;
    const course = byCourse.get(row.course.path) ?? { ...courseOf(row), cohortPaths: [], status: 'pending' };
    course.cohortPaths.push(row.cohort.path);
    if (row.enrolment.status === 'active') course.status = 'active';
    byCourse.set(course.path, course);
  }
  return [...byCourse.values()];
}

/** The paths of the courses of the institution at `path` (institutions' table, read here as data); one query. */
async function institutionCoursePaths(db: Db, path: string): Promise<Set<string>> {
  const rows = rowsOf<{ path: string }>(
    await db.execute(sql`
      SELECT c.path FROM institution_courses ic
      JOIN institutions i ON i.id = ic.institution_id JOIN courses c ON c.id = ic.course_id
      WHERE i.path = ${path.toLowerCase()}`),
  );
  return new Set(rows.map((row) => row.path));
}

/** Why `actor` may or may not read `course`'s pages, in the words of CourseAccessReason. */
function accessReason(actor: Actor, course: VisibleCourse, hasPending: boolean): CourseAccessReason {
  if (isStaffActor(actor)) return 'staff';
  if (course.actorRole !== null) return 'course_role';
  if (course.classAccess === 'open') return 'class_member';
  if (course.guestAccess) return 'guest_access';
  if (course.classAccess === 'ended') return 'class_ended';
  if (course.classAccess === 'suspended') return 'suspended';
  return hasPending ? 'pending' : 'not_enrolled';
}

/**
 * The caller's membership in `course` (loaded with findVisibleCourse, which carries their course
 * role and class access): their enrolments in its classes, and whether they may read its pages.
 * One query besides the course's.
 */
export async function readCourseMembership(
  db: Db,
  actor: SignedInActor,
  course: VisibleCourse,
  now = new Date(),
): Promise<CourseMembership> {
  const rows = await selectMyEnrolments(db, actor.userId, course.path);
  const listed = rows.map((row) => ({
    id: row.enrolment.id,
    cohortPath: row.cohort.path,
    staff: row.enrolment.staff,
    status: row.enrolment.status as EnrolmentData['status'],
    enrolledAt: row.enrolment.enrolledAt.toISOString(),
    hasEnded: row.cohort.endDate !== null && row.cohort.endDate <= now,
  }));
  return {
    coursePath: course.path,
    courseRole: course.actorRole,
    classRole: listed.some((enrolment) => enrolment.staff && enrolment.status === 'active')
      ? 'facilitator'
      : listed.length > 0
        ? 'learner'
        : null,
    enrolments: listed,
    canRead: courseAccess(actor, course.actorRole, course) === true,
    reason: accessReason(
      actor,
      course,
      listed.some((enrolment) => enrolment.status === 'pending'),
    ),
  };
}

/**
 * The first class of `course` the caller is active in (earliest enrolment, class not ended), or
 * when there is none how to join the course's default class. One query besides the course's.
 */
export async function readFirstAvailableMembership(
  db: Db,
  userId: string,
  course: { id: string; path: string },
): Promise<FirstAvailableMembership> {
  const notEnded: SQL = or(isNull(cohorts.endDate), sql`${cohorts.endDate} > now()`)!;
  const rows = await db
    .select({
      cohortPath: cohorts.path,
      enrolmentType: cohorts.enrolmentType,
      isDefault: sql<boolean>`${cohorts.path} = ${courses.defaultCohort}`,
      defaultCohort: courses.defaultCohort,
      staff: enrolments.staff,
      enrolledAt: enrolments.enrolledAt,
    })
    .from(courses)
    .leftJoin(cohorts, eq(cohorts.courseId, courses.id))
    .leftJoin(
      enrolments,
      and(
        eq(enrolments.cohortId, cohorts.id),
        eq(enrolments.userId, userId),
        eq(enrolments.status, 'active'),
        notEnded,
      ),
    )
    .where(
      and(
        eq(courses.id, course.id),
        or(isNull(cohorts.id), eq(cohorts.path, courses.defaultCohort), sql`${enrolments.id} IS NOT NULL`),
      ),
    )
    .orderBy(sql`${enrolments.enrolledAt} NULLS LAST`, asc(cohorts.path));
  const first = rows.find((row) => row.enrolledAt !== null);
  if (first?.cohortPath && first.enrolledAt) {
    return {
      kind: 'member',
      cohortPath: first.cohortPath,
      staff: first.staff ?? false,
      enrolledAt: first.enrolledAt.toISOString(),
    };
  }
  const defaultClass = rows.find((row) => row.isDefault);
  return {
    kind: 'join',
    coursePath: course.path,
    defaultCohort: rows[0]?.defaultCohort ?? null,
    enrolmentType: defaultClass?.enrolmentType ?? null,
  };
}
