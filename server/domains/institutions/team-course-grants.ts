import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// The institution's team administers the institution's courses (spec §1 institution
// administrators): each member holds an 'administrator' course grant `granted_via` the
// institution's path. A member who already held a lesser role of their own keeps it in `own_role`
// and gets it back when the team's grant goes; an own 'administrator' grant is left as it is.

/** Which of the team's grants: on one course, for one member, or both. */
interface Scope {
  coursePath?: string;
  userId?: string;
}

const teamMembers = (institutionPath: string, userId?: string) => sql`
  SELECT user_id FROM role_grants
  WHERE scope = 'institution' AND scope_path = ${institutionPath}
    ${userId ? sql`AND user_id = ${userId}::uuid` : sql``}`;

const institutionCoursePaths = (institutionId: string, coursePath?: string) => sql`
  SELECT c.path FROM institution_courses ic JOIN courses c ON c.id = ic.course_id
  WHERE ic.institution_id = ${institutionId}::uuid
    ${coursePath ? sql`AND c.path = ${coursePath}` : sql``}`;

/** Give the team (or one member) administration of the institution's courses (or one of them); one statement. */
export async function grantTeamCourses(
  db: Db,
  institution: { id: string; path: string },
  scope: Scope,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO role_grants (user_id, scope, scope_path, role, granted_via)
    SELECT m.user_id, 'course', c.path, 'administrator', ${institution.path}
    FROM (${teamMembers(institution.path, scope.userId)}) m
      CROSS JOIN (${institutionCoursePaths(institution.id, scope.coursePath)}) c
    ON CONFLICT (user_id, scope, scope_path) DO UPDATE
      SET role = 'administrator', granted_via = EXCLUDED.granted_via, own_role = role_grants.role
      WHERE role_grants.role <> 'administrator' AND role_grants.granted_via IS NULL`);
}

/** Take the team's grants (on one course, or of one member) away, giving back roles held in their own right; one statement. */
export async function revokeTeamCourses(db: Db, institutionPath: string, scope: Scope): Promise<void> {
  const which: SQL = sql`scope = 'course' AND granted_via = ${institutionPath}
    ${scope.coursePath ? sql`AND scope_path = ${scope.coursePath}` : sql``}
    ${scope.userId ? sql`AND user_id = ${scope.userId}::uuid` : sql``}`;
  // Both parts see the rows as they were, so a restored grant is never also deleted.
  await db.execute(sql`
    WITH restored AS (
      UPDATE role_grants SET role = own_role, granted_via = NULL, own_role = NULL
      WHERE ${which} AND own_role IS NOT NULL)
    DELETE FROM role_grants WHERE ${which} AND own_role IS NULL`);
}
