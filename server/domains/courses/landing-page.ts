import { asc, eq, sql } from 'drizzle-orm';
import type { CourseLandingPage, OutlineModule } from '../../../common/api/catalogue';
import type { Db } from '../../db/client';
import { courses, courseVisits, modules, pages, roleGrants, users } from '../../db/schema';
import type { Actor } from '../../rpc/actor';
import { classAccessColumns } from '../classes/course-access';
import { courseMediaUrl } from './catalogue-search';

/** A course as its landing page needs it, with its creator. */
export type LandingCourse = Awaited<ReturnType<typeof selectLandingCourse>>[number];

function selectLandingCourse(db: Db, path: string, actor: Actor) {
  // The actor's course role rides along in the same query, so visibility costs nothing extra.
  const roleOf = actor.userId
    ? sql<string | null>`(SELECT ${roleGrants.role} FROM ${roleGrants}
        WHERE ${roleGrants.userId} = ${actor.userId} AND ${roleGrants.scope} = 'course'
          AND ${roleGrants.scopePath} = ${courses.path})`
    : sql<string | null>`NULL`;
  return db
    .select({
      id: courses.id,
      path: courses.path,
      name: courses.name,
      objective: courses.objective,
      outcomes: courses.outcomes,
      description: courses.description,
      language: courses.language,
      category: courses.category,
      courseType: courses.courseType,
      sectorTypes: courses.sectorTypes,
      classifications: courses.classifications,
      learningHours: courses.learningHours,
      displayed: courses.displayed,
      imageKey: courses.imageKey,
      bannerKey: courses.bannerKey,
      creatorName: users.fullName,
      creatorProfileName: users.profileName,
      actorRole: roleOf,
      // What the caller is in the course's classes, for the page access rule (course-access.ts).
      ...classAccessColumns(actor.userId),
    })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.createdBy))
    .where(eq(courses.path, path.toLowerCase()))
    .limit(1);
}

/**
 * The course at `path` when `actor` may see its landing page: anyone for a displayed course, its
 * course roles, staff and the members of its classes otherwise. Undefined for a hidden course, so
 * it is a plain 404.
 */
export async function findVisibleCourse(
  db: Db,
  actor: Actor,
  path: string,
): Promise<LandingCourse | undefined> {
  const [course] = await selectLandingCourse(db, path, actor);
  if (!course) return undefined;
  const visible =
    course.displayed ||
    actor.isStaff ||
    actor.isSuperUser ||
    course.actorRole !== null ||
    course.classAccess !== null;
  return visible ? course : undefined;
}

/** The landing page of `course`: its fields and the module outline, in one more query. */
export async function readLandingPage(db: Db, course: LandingCourse): Promise<CourseLandingPage> {
  const rows = await db
    .select({
      moduleId: modules.id,
      moduleTitle: modules.title,
      pageTitle: pages.title,
      pagePath: pages.path,
    })
    .from(modules)
    .leftJoin(pages, eq(pages.moduleId, modules.id))
    .where(eq(modules.courseId, course.id))
    .orderBy(asc(modules.position), asc(modules.id), asc(pages.position), asc(pages.id));
  const outline: OutlineModule[] = [];
  let lastModuleId: string | null = null;
  for (const row of rows) {
    if (row.moduleId !== lastModuleId) {
      outline.push({ title: row.moduleTitle, pages: [] });
      lastModuleId = row.moduleId;
    }
    if (row.pageTitle !== null && row.pagePath !== null) {
      outline[outline.length - 1]!.pages.push({ title: row.pageTitle, path: row.pagePath });
    }
  }
  return {
    path: course.path,
    name: course.name,
    imageUrl: courseMediaUrl(course.imageKey),
    bannerUrl: courseMediaUrl(course.bannerKey),
    objective: course.objective,
    outcomes: course.outcomes,
    description: course.description,
    modules: outline,
    creator: course.creatorName
      ? { fullName: course.creatorName, profileName: course.creatorProfileName }
      : null,
    language: course.language,
    category: course.category,
    courseType: course.courseType,
    sectorTypes: course.sectorTypes,
    classifications: course.classifications,
    learningHours: course.learningHours,
  };
}

/** Remember that `userId` visited the course now (one row per user and course). */
export async function recordCourseVisit(db: Db, userId: string, courseId: string): Promise<void> {
  await db
    .insert(courseVisits)
    .values({ userId, courseId })
    .onConflictDoUpdate({
      target: [courseVisits.userId, courseVisits.courseId],
      set: { visitedAt: sql`now()` },
    });
}
