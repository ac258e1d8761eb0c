import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { cohorts, courses, enrolments, roleGrants } from '../../db/schema';
import type { RequestContext } from '../../rpc/context';

/** A class as the class methods load it, with its course and what the caller is to both. */
export interface LoadedClass {
  id: string;
  path: string;
  name: string;
  courseId: string;
  coursePath: string;
  courseName: string;
  courseDisplayed: boolean;
  /** The caller's course role (administrator, course design admin, course promo admin) or null. */
  courseRole: string | null;
  /** The caller's class role from role_grants ('cohort administrator') or null. */
  classRole: string | null;
  /** The caller's enrolment in the class, if any. */
  enrolment: { id: string; status: string; staff: boolean } | null;
}

const NO_USER = '00000000-0000-0000-0000-000000000000';

/**
 * The classes and courses query with the caller's roles and enrolment in each class (the caller's
 * id is the placeholder `userId`), to be narrowed by `where`.
 */
function classesWithCaller(db: Db) {
  const userId = sql.placeholder('userId');
  const courseGrant = db
    .select({ scopePath: roleGrants.scopePath, role: roleGrants.role })
    .from(roleGrants)
    .where(and(eq(roleGrants.userId, userId), eq(roleGrants.scope, 'course')))
    .as('course_grant');
  const classGrant = db
    .select({ scopePath: roleGrants.scopePath, role: roleGrants.role })
    .from(roleGrants)
    .where(and(eq(roleGrants.userId, userId), eq(roleGrants.scope, 'class')))
    .as('class_grant');
  return db
    .select({
      id: cohorts.id,
      path: cohorts.path,
      name: cohorts.name,
      courseId: courses.id,
      coursePath: courses.path,
      courseName: courses.name,
      courseDisplayed: courses.displayed,
      courseRole: courseGrant.role,
      classRole: classGrant.role,
      enrolmentId: enrolments.id,
      enrolmentStatus: enrolments.status,
      enrolmentStaff: enrolments.staff,
    })
    .from(cohorts)
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .leftJoin(courseGrant, eq(courseGrant.scopePath, courses.path))
    .leftJoin(classGrant, eq(classGrant.scopePath, cohorts.path))
    .leftJoin(
      enrolments,
      and(eq(enrolments.cohortId, cohorts.id), eq(enrolments.userId, sql`${userId}::uuid`)),
    );
}

type ClassRow = Awaited<ReturnType<typeof classesWithCaller>>[number];

// Every class method loads its class: built once (server/db/prepared.ts).
const classByPath = prepared('class_by_path', (db, name) =>
  classesWithCaller(db)
    .where(eq(cohorts.path, sql.placeholder('path')))
    .prepare(name),
);
const classesOfCourse = prepared('classes_of_course', (db, name) =>
  classesWithCaller(db)
    .where(eq(cohorts.courseId, sql.placeholder('courseId')))
    .prepare(name),
);

const callerId = (ctx: Pick<RequestContext, 'actor'>) => ctx.actor.userId ?? NO_USER;

function asLoadedClass({ enrolmentId, enrolmentStatus, enrolmentStaff, ...loaded }: ClassRow): LoadedClass {
  return {
    ...loaded,
    enrolment:
      enrolmentId === null ? null : { id: enrolmentId, status: enrolmentStatus!, staff: enrolmentStaff! },
  };
}

/** Load the class at `path` (any case) with its course and the caller's roles and enrolment, in one query. */
export async function loadClass(
  db: Db,
  ctx: Pick<RequestContext, 'actor'>,
  path: string,
): Promise<LoadedClass | undefined> {
  const [row] = await classByPath(db).execute({ userId: callerId(ctx), path: path.toLowerCase() });
  return row ? asLoadedClass(row) : undefined;
}

/** Every class of the course `courseId`, each with the caller's roles and enrolment, in one query. */
export async function loadCourseClasses(
  db: Db,
  ctx: Pick<RequestContext, 'actor'>,
  courseId: string,
): Promise<LoadedClass[]> {
  const rows = await classesOfCourse(db).execute({ userId: callerId(ctx), courseId });
  return rows.map(asLoadedClass);
}
