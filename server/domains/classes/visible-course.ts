import { eq, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { courses, roleGrants, users } from '../../db/schema';
import type { Actor } from '../../rpc/actor';
import { classAccessColumns } from './course-access';
import { isCourseVisible } from './policy';

/**
 * A course as anyone who reads it needs it: its fields, its creator, the caller's course role and
 * what the caller is in its classes (the general course loader of the landing page, course pages
 * and the rendering helpers).
 */
export type VisibleCourse = Awaited<ReturnType<typeof selectVisibleCourse<Record<never, never>>>>[number];

/**
 * The query of the course at the placeholder `path` as a VisibleCourse, for a visitor or for the
 * signed-in caller at the placeholder `userId`, with `extra` columns of a higher domain's own
 * (the course page read carries its page in them, so the read is one statement).
 */
export function selectVisibleCourse<Extra extends SelectedFields>(db: Db, signedIn: boolean, extra: Extra) {
  const userId = signedIn ? sql.placeholder('userId') : null;
  // The actor's course role rides along in the same query, so visibility costs nothing extra.
  const roleOf = userId
    ? sql<string | null>`(SELECT ${roleGrants.role} FROM ${roleGrants}
        WHERE ${roleGrants.userId} = ${userId} AND ${roleGrants.scope} = 'course'
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
      credentialFramework: courses.credentialFramework,
      learningHours: courses.learningHours,
      displayed: courses.displayed,
      imageKey: courses.imageKey,
      bannerKey: courses.bannerKey,
      creatorName: users.fullName,
      creatorProfileName: users.profileName,
      actorRole: roleOf,
      // What the caller is in the course's classes, for the page access rule (course-access.ts).
      ...classAccessColumns(userId),
      ...extra,
    })
    .from(courses)
    .leftJoin(users, eq(users.id, courses.createdBy))
    .where(eq(courses.path, sql.placeholder('path')))
    .limit(1);
}

// Every landing page, course page and membership read loads its course: built once
// (server/db/prepared.ts), for a visitor and for a signed-in caller.
const visibleCourseForVisitor = prepared('visible_course_for_visitor', (db, name) =>
  selectVisibleCourse(db, false, {}).prepare(name),
);
const visibleCourseForUser = prepared('visible_course_for_user', (db, name) =>
  selectVisibleCourse(db, true, {}).prepare(name),
);

/**
 * The course at `path` with what `actor` is to it (course role, class access), whether or not they
 * may see it: the load of methods whose policy decides on its visibility (policy.ts).
 */
export async function loadReaderCourse(
  db: Db,
  actor: Actor,
  path: string,
): Promise<VisibleCourse | undefined> {
  const values = { path: path.toLowerCase() };
  const [course] = actor.userId
    ? await visibleCourseForUser(db).execute({ ...values, userId: actor.userId })
    : await visibleCourseForVisitor(db).execute(values);
  return course;
}

/**
 * The course at `path` when `actor` may see its landing page (policy.ts isCourseVisible).
 * Undefined for a hidden course, so it is a plain 404.
 */
export async function findVisibleCourse(
  db: Db,
  actor: Actor,
  path: string,
): Promise<VisibleCourse | undefined> {
  const course = await loadReaderCourse(db, actor, path);
  return course && isCourseVisible(actor, course) ? course : undefined;
}
