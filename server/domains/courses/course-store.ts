import { and, asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AppearanceInput,
  CourseData,
  GeneralSettingsInput,
  LandingPageSettingsInput,
  MyCourse,
} from '../../../common/api/course';
import type { Language } from '../../../common/constants';
import type { CourseRole } from '../../../common/domain/course-classification';
import type { CredentialFramework } from '../../../common/domain/opencred-frameworks';
import type { InstalmentParts } from '../../../common/instalments';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { courses, modules, pages, roleGrants, users } from '../../db/schema';
import type { WithCourseRole } from './policy';

/** A course row as the course methods load it, with the caller's role and its outline's size. */
export type LoadedCourse = typeof courses.$inferSelect &
  WithCourseRole & { moduleCount: number; pageCount: number };

// Every column but the generated search vector, which is never read or written here.
const { searchVector: _searchVector, ...COURSE_COLUMNS } = getTableColumns(courses);

/** The course row and its outline's size, with `myRole` as given (a signed-in caller's, or NULL). */
function courseWithRole(db: Db, myRole: SQL<CourseRole | null>) {
  return db
    .select({
      ...COURSE_COLUMNS,
      myRole,
      // `${courses}.id`, not `${courses.id}`: a one-table select writes a column unqualified, and an
      // unqualified "id" inside the subquery is the module's or page's own id (counts were always 0).
      moduleCount: sql<number>`(SELECT count(*)::int FROM ${modules} m WHERE m.course_id = ${courses}.id)`,
      pageCount: sql<number>`(SELECT count(*)::int FROM ${pages} p WHERE p.course_id = ${courses}.id)`,
    })
    .from(courses)
    .where(eq(courses.path, sql.placeholder('path')));
}

// Every course method loads its course: built once (server/db/prepared.ts), for a visitor and for
// a signed-in caller.
const courseForVisitor = prepared('course_for_visitor', (db, name) =>
  courseWithRole(db, sql<CourseRole | null>`NULL`).prepare(name),
);
const courseForUser = prepared('course_for_user', (db, name) =>
  courseWithRole(
    db,
    sql<CourseRole | null>`(SELECT g.role FROM ${roleGrants} g
        WHERE g.user_id = ${sql.placeholder('userId')} AND g.scope = 'course' AND g.scope_path = ${courses.path})`,
  ).prepare(name),
);

/** The course at `path` with `userId`'s role in it, in one query; undefined when there is none. */
export async function loadCourse(
  db: Db,
  userId: string | null,
  path: string,
): Promise<LoadedCourse | undefined> {
  const [row] = userId
    ? await courseForUser(db).execute({ userId, path: path.toLowerCase() })
    : await courseForVisitor(db).execute({ path: path.toLowerCase() });
  return row as LoadedCourse | undefined;
}

/** The public address of a stored course image key. */
export function courseMediaUrl(key: string | null): string | null {
  return key ? `/media/courses/${key}` : null;
}

const courseAdmins = prepared('course_admins', (db, name) =>
  db
    .select({ fullName: users.fullName, profileName: users.profileName })
    .from(roleGrants)
    .innerJoin(users, eq(users.id, roleGrants.userId))
    .where(
      and(
        eq(roleGrants.scope, 'course'),
        eq(roleGrants.scopePath, sql.placeholder('path')),
        eq(roleGrants.role, 'administrator'),
      ),
    )
    .orderBy(asc(roleGrants.grantedAt))
    .prepare(name),
);

/** The course data of spec §3 (one more query: its administrators). */
export async function courseData(db: Db, course: LoadedCourse): Promise<CourseData> {
  const admins = await courseAdmins(db).execute({ path: course.path });
  return {
    path: course.path,
    name: course.name,
    objective: course.objective,
    outcomes: course.outcomes,
    admins,
    defaultCohort: course.defaultCohort,
    themeData: course.themeData,
    language: course.language as Language,
    displayed: course.displayed,
    guestAccess: course.guestAccess,
    alignmentVisibility: course.alignmentVisibility,
    instalmentPlan:
      course.instalmentParts === null ? null : { parts: course.instalmentParts as InstalmentParts },
    courseType: course.courseType,
    courseSectorTypes: course.sectorTypes,
    category: course.category,
    classifications: course.classifications,
    credentialFramework: course.credentialFramework as CredentialFramework | null,
    learningHours: course.learningHours,
    description: course.description,
    imageUrl: courseMediaUrl(course.imageKey),
    bannerUrl: courseMediaUrl(course.bannerKey),
    myRole: course.myRole,
    moduleCount: course.moduleCount,
    pageCount: course.pageCount,
  };
}

/** Write `changes` to the course and return its data as it now is. */
async function updateCourse(
  db: Db,
  course: LoadedCourse,
  changes: Partial<typeof courses.$inferInsert>,
): Promise<CourseData> {
  const [row] = await db
    .update(courses)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(courses.id, course.id))
    .returning(COURSE_COLUMNS);
  const { myRole, moduleCount, pageCount } = course;
  return courseData(db, { ...(row as typeof courses.$inferSelect), myRole, moduleCount, pageCount });
}

/** Save the general settings. */
export function setGeneralSettings(
  db: Db,
  course: LoadedCourse,
  input: z.output<typeof GeneralSettingsInput>,
): Promise<CourseData> {
  const { courseSectorTypes, instalmentPlan, ...rest } = input;
  return updateCourse(db, course, {
    ...rest,
    sectorTypes: courseSectorTypes,
    ...(instalmentPlan !== undefined ? { instalmentParts: instalmentPlan?.parts ?? null } : {}),
  });
}

/** Save the landing-page settings. */
export function setLandingPageSettings(
  db: Db,
  course: LoadedCourse,
  input: z.output<typeof LandingPageSettingsInput>,
): Promise<CourseData> {
  return updateCourse(db, course, input);
}

/** Save the theme colours, keeping any other theme entries. */
export function setAppearance(
  db: Db,
  course: LoadedCourse,
  input: z.output<typeof AppearanceInput>,
): Promise<CourseData> {
  return updateCourse(db, course, { themeData: { ...course.themeData, ...input.themeData } });
}

/** The courses `userId` holds a course role in, newest first (one query). */
export async function listMyCourses(db: Db, userId: string): Promise<MyCourse[]> {
  const rows = await db
    .select({ path: courses.path, name: courses.name, displayed: courses.displayed, role: roleGrants.role })
    .from(roleGrants)
    .innerJoin(courses, eq(courses.path, roleGrants.scopePath))
    .where(and(eq(roleGrants.userId, userId), eq(roleGrants.scope, 'course')))
    .orderBy(sql`${courses.createdAt} DESC`);
  return rows as MyCourse[];
}
