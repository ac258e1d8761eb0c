import { sql } from 'drizzle-orm';
import {
  type AddableCourse,
  INSTITUTION_REASONS,
  type InstitutionCourse,
} from '../../../common/api/institution';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import { AppError } from '../../rpc/app-error';
import { courseMediaUrl } from '../courses';
import type { LoadedInstitution } from './institution-record';
import { grantTeamCourses, revokeTeamCourses } from './team-course-grants';

// The institution's courses (spec §7 getAllCourseSearchSummaries, addCourse, removeCourse,
// archiveCourse). A course belongs to at most one institution (the primary key of
// institution_courses settles a race), and the institution's team administers it meanwhile.

type Institution = Pick<LoadedInstitution, 'id' | 'path'>;

const refusal = (reason: string) => new AppError('invalid_input', reason, { coursePath: reason });

/** The institution's courses by name, with their classes and learners; one query. */
export async function readInstitutionCourses(db: Db, institutionId: string): Promise<InstitutionCourse[]> {
  const rows = rowsOf<Omit<InstitutionCourse, 'imageUrl'> & { imageKey: string | null }>(
    await db.execute(sql`
      SELECT c.path, c.name, c.image_key AS "imageKey", c.displayed,
        CASE WHEN ic.archived_at IS NULL THEN 'active' ELSE 'archived' END AS status,
        (SELECT count(*)::int FROM cohorts k WHERE k.course_id = c.id) AS classes,
        (SELECT count(DISTINCT e.user_id)::int FROM enrolments e JOIN cohorts k ON k.id = e.cohort_id
          WHERE k.course_id = c.id AND e.status = 'active' AND NOT e.staff) AS learners,
        ${isoSql(sql`ic.added_at`)} AS "addedAt"
      FROM institution_courses ic JOIN courses c ON c.id = ic.course_id
      WHERE ic.institution_id = ${institutionId}::uuid
      ORDER BY lower(c.name), c.path`),
  );
  return rows.map(({ imageKey, ...course }) => ({ ...course, imageUrl: courseMediaUrl(imageKey) }));
}

/** The courses `userId` administers in their own right that belong to no institution; one query. */
export async function readAddableCourses(db: Db, userId: string): Promise<AddableCourse[]> {
  return rowsOf<AddableCourse>(
    await db.execute(sql`
      SELECT c.path, c.name
      FROM role_grants g JOIN courses c ON c.path = g.scope_path
      WHERE g.user_id = ${userId}::uuid AND g.scope = 'course' AND g.role = 'administrator'
        AND g.granted_via IS NULL
        AND NOT EXISTS (SELECT 1 FROM institution_courses ic WHERE ic.course_id = c.id)
      ORDER BY lower(c.name), c.path`),
  );
}

/**
 * Add the course at `coursePath` to the institution: the caller must administer it in their own
 * right (`anyCourse`: platform staff may add any), and it must belong to no institution. The team then
 * administers it, and its learners become members.
 */
export async function addInstitutionCourse(
  db: Db,
  institution: Institution,
  actor: { userId: string; anyCourse: boolean },
  coursePath: string,
): Promise<void> {
  const [course] = rowsOf<{ id: string; role: string | null; institutionId: string | null }>(
    await db.execute(sql`
      SELECT c.id,
        (SELECT g.role FROM role_grants g WHERE g.user_id = ${actor.userId}::uuid AND g.scope = 'course'
          AND g.scope_path = c.path AND g.granted_via IS NULL) AS role,
        (SELECT ic.institution_id FROM institution_courses ic WHERE ic.course_id = c.id) AS "institutionId"
      FROM courses c WHERE c.path = ${coursePath}`),
  );
  if (!course || (course.role !== 'administrator' && !actor.anyCourse))
    throw refusal(INSTITUTION_REASONS.course);
  if (course.institutionId) throw placedRefusal(course.institutionId, institution.id);
  const added = await db.execute(sql`
    INSERT INTO institution_courses (course_id, institution_id, added_by)
    VALUES (${course.id}::uuid, ${institution.id}::uuid, ${actor.userId}::uuid)
    ON CONFLICT (course_id) DO NOTHING
    RETURNING institution_id AS "institutionId"`);
  if (rowsOf(added).length === 0) {
    // Another request placed it first: say where it went.
    const [placed] = rowsOf<{ institutionId: string }>(
      await db.execute(sql`
        SELECT institution_id AS "institutionId" FROM institution_courses WHERE course_id = ${course.id}::uuid`),
    );
    throw placedRefusal(placed?.institutionId ?? '', institution.id);
  }
  await grantTeamCourses(db, institution, { coursePath });
  // Its learners come with it, whatever the learner limit: they are there already.
  await db.execute(sql`
    INSERT INTO institution_members (institution_id, user_id, role, source)
    SELECT DISTINCT ${institution.id}::uuid, e.user_id, 'learner', 'course'
    FROM enrolments e JOIN cohorts k ON k.id = e.cohort_id
    WHERE k.course_id = ${course.id}::uuid AND e.status = 'active' AND NOT e.staff
    ON CONFLICT DO NOTHING`);
}

const placedRefusal = (placedIn: string, institutionId: string) =>
  refusal(
    placedIn === institutionId ? INSTITUTION_REASONS.courseAlreadyAdded : INSTITUTION_REASONS.courseInOther,
  );

/**
 * Take the course out of the institution: the team's grants on it go (roles of their own come
 * back), and it must keep an administrator, or nothing changes (the request's transaction rolls back).
 */
export async function removeInstitutionCourse(
  db: Db,
  institution: Institution,
  coursePath: string,
): Promise<void> {
  const removed = await db.execute(sql`
    DELETE FROM institution_courses ic USING courses c
    WHERE ic.course_id = c.id AND c.path = ${coursePath} AND ic.institution_id = ${institution.id}::uuid
    RETURNING ic.course_id`);
  if (rowsOf(removed).length === 0) throw refusal(INSTITUTION_REASONS.courseNotAdded);
  await revokeTeamCourses(db, institution.path, { coursePath });
  const [left] = rowsOf<{ administrators: number }>(
    await db.execute(sql`
      SELECT count(*)::int AS administrators FROM role_grants
      WHERE scope = 'course' AND scope_path = ${coursePath} AND role = 'administrator'`),
  );
  if (!left?.administrators) throw refusal(INSTITUTION_REASONS.courseNeedsAdministrator);
}

/** Archive the institution's course (kept with its classes and learners), or bring it back; one statement. */
export async function archiveInstitutionCourse(
  db: Db,
  institution: Institution,
  coursePath: string,
  archived: boolean,
): Promise<void> {
  const changed = await db.execute(sql`
    UPDATE institution_courses ic
    SET archived_at = CASE WHEN ${archived} THEN coalesce(ic.archived_at, now()) END
    FROM courses c
    WHERE c.id = ic.course_id AND c.path = ${coursePath} AND ic.institution_id = ${institution.id}::uuid
    RETURNING ic.course_id`);
  if (rowsOf(changed).length === 0) throw refusal(INSTITUTION_REASONS.courseNotAdded);
}
