import { sql } from 'drizzle-orm';
import { INSTITUTION_REASONS, INSTITUTION_TEAM_MAX, type TeamMember } from '../../../common/api/institution';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import { AppError } from '../../rpc/app-error';
import { findUserByEmail } from '../accounts';
import type { LoadedInstitution } from './institution-record';
import { grantTeamCourses, revokeTeamCourses } from './team-course-grants';

type Institution = Pick<LoadedInstitution, 'id' | 'path'>;

/** The refusal of a team change, by the field it names. */
function teamRefusal(field: 'email' | 'userId', reason: string): AppError {
  return new AppError('invalid_input', reason, { [field]: reason });
}

/** The institution's team: its owner first, then its administrators by name; one query. */
export async function readTeam(db: Db, path: string): Promise<TeamMember[]> {
  return rowsOf<TeamMember>(
    await db.execute(sql`
      SELECT g.user_id AS "userId", u.full_name AS "fullName", u.email, g.role,
        ${isoSql(sql`g.granted_at`)} AS "addedAt"
      FROM role_grants g JOIN users u ON u.id = g.user_id
      WHERE g.scope = 'institution' AND g.scope_path = ${path}
      ORDER BY g.role = 'owner' DESC, lower(u.full_name), u.full_name, g.user_id`),
  );
}

/**
 * Add the account at `email` to the team as an administrator, who then administers the
 * institution's courses. The institution's row is locked
 * before its team is counted, so two additions at once cannot pass the limit together.
 */
export async function addAdministrator(db: Db, institution: Institution, email: string): Promise<void> {
  const user = await findUserByEmail(db, email);
  if (!user || user.deactivatedAt) throw teamRefusal('email', INSTITUTION_REASONS.noAccount);
  await db.execute(sql`SELECT 1 FROM institutions WHERE id = ${institution.id}::uuid FOR UPDATE`);
  const [team] = rowsOf<{ role: string | null; administrators: number }>(
    await db.execute(sql`
      SELECT
        (SELECT role FROM role_grants
          WHERE user_id = ${user.id}::uuid AND scope = 'institution' AND scope_path = ${institution.path}) AS role,
        (SELECT count(*)::int FROM role_grants
          WHERE scope = 'institution' AND scope_path = ${institution.path} AND role = 'administrator')
          AS administrators`),
  );
  if (team?.role) throw teamRefusal('email', INSTITUTION_REASONS.alreadyInTeam);
  if ((team?.administrators ?? 0) >= INSTITUTION_TEAM_MAX)
    throw teamRefusal('email', INSTITUTION_REASONS.teamFull);
  await db.execute(sql`
    INSERT INTO role_grants (user_id, scope, scope_path, role)
    VALUES (${user.id}::uuid, 'institution', ${institution.path}, 'administrator')`);
  await grantTeamCourses(db, institution, { userId: user.id });
}

/** Take an administrator out of the team, and their administration of its courses; the owner stays. */
export async function removeAdministrator(db: Db, institution: Institution, userId: string): Promise<void> {
  const [member] = rowsOf<{ role: string | null }>(
    await db.execute(sql`
      WITH removed AS (
        DELETE FROM role_grants
        WHERE user_id = ${userId}::uuid AND scope = 'institution' AND scope_path = ${institution.path}
          AND role = 'administrator'
        RETURNING role)
      SELECT coalesce(
        (SELECT role FROM removed),
        (SELECT role FROM role_grants
          WHERE user_id = ${userId}::uuid AND scope = 'institution' AND scope_path = ${institution.path})
      ) AS role`),
  );
  if (member?.role === 'owner') throw teamRefusal('userId', INSTITUTION_REASONS.ownerStays);
  if (!member?.role) throw teamRefusal('userId', INSTITUTION_REASONS.notInTeam);
  await revokeTeamCourses(db, institution.path, { userId });
}

/**
 * Make the administrator `userId` the institution's owner; its owner (if its account still exists)
 * becomes an administrator, keeping the institution's courses. The institution's row is locked
 * first, so two transfers at once cannot leave two owners. Three queries.
 */
export async function transferOwnership(db: Db, institution: Institution, userId: string): Promise<void> {
  await db.execute(sql`SELECT 1 FROM institutions WHERE id = ${institution.id}::uuid FOR UPDATE`);
  const [member] = rowsOf<{ role: string }>(
    await db.execute(sql`
      SELECT role FROM role_grants
      WHERE user_id = ${userId}::uuid AND scope = 'institution' AND scope_path = ${institution.path}`),
  );
  if (!member) throw teamRefusal('userId', INSTITUTION_REASONS.notInTeam);
  if (member.role === 'owner') throw teamRefusal('userId', INSTITUTION_REASONS.alreadyOwner);
  await db.execute(sql`
    WITH roles AS (
      UPDATE role_grants SET role = CASE WHEN user_id = ${userId}::uuid THEN 'owner' ELSE 'administrator' END
      WHERE scope = 'institution' AND scope_path = ${institution.path}
        AND (user_id = ${userId}::uuid OR role = 'owner')
      RETURNING 1)
    UPDATE institutions SET owner_id = ${userId}::uuid, updated_at = now() WHERE id = ${institution.id}::uuid`);
}
