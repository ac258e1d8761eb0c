import { sql } from 'drizzle-orm';
import type { InstitutionRole, MyInstitution } from '../../../common/api/institution';
import { type Db, rowsOf } from '../../db/client';

// The institutions a person is in (spec §7 getInstitutionRolesForUser), each read in one query.
// Only grants of an institution that exists count.

/** `userId`'s role in each of their institutions, by path. */
export async function readInstitutionRoles(db: Db, userId: string): Promise<Record<string, InstitutionRole>> {
  const rows = rowsOf<{ path: string; role: InstitutionRole }>(
    await db.execute(sql`
      SELECT i.path, g.role
      FROM role_grants g JOIN institutions i ON i.path = g.scope_path
      WHERE g.user_id = ${userId}::uuid AND g.scope = 'institution'`),
  );
  return Object.fromEntries(rows.map((row) => [row.path, row.role]));
}

/** `userId`'s institutions with their name, role and status, by name. */
export async function readMyInstitutions(db: Db, userId: string): Promise<MyInstitution[]> {
  return rowsOf<MyInstitution>(
    await db.execute(sql`
      SELECT i.path, i.name, g.role, i.status
      FROM role_grants g JOIN institutions i ON i.path = g.scope_path
      WHERE g.user_id = ${userId}::uuid AND g.scope = 'institution'
      ORDER BY lower(i.name), i.name, i.path`),
  );
}
