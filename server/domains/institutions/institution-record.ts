import { sql } from 'drizzle-orm';
import type {
  InstitutionCountry,
  InstitutionRegion,
  InstitutionRole,
  InstitutionSettings,
  InstitutionStatus,
} from '../../../common/api/institution';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';

/** An institution as its methods load it: its settings, its owner, and the caller's role in it. */
export interface LoadedInstitution {
  id: string;
  path: string;
  name: string;
  country: InstitutionCountry;
  region: InstitutionRegion;
  status: InstitutionStatus;
  colours: { primary: string; accent: string };
  owner: { userId: string; fullName: string } | null;
  createdAt: string;
  myRole: InstitutionRole | null;
}

/** The institution at `path` with `userId`'s role in it (null for none, or a visitor), in one query. */
export async function loadInstitution(
  db: Db,
  userId: string | null,
  path: string,
): Promise<LoadedInstitution | undefined> {
  const [row] = rowsOf<LoadedInstitution>(
    await db.execute(sql`
      SELECT i.id, i.path, i.name, i.country, i.region, i.status, i.colours,
        CASE WHEN u.id IS NULL THEN NULL
          ELSE json_build_object('userId', u.id, 'fullName', u.full_name) END AS owner,
        ${isoSql(sql`i.created_at`)} AS "createdAt",
        (SELECT g.role FROM role_grants g
          WHERE g.user_id = ${userId}::uuid AND g.scope = 'institution' AND g.scope_path = i.path) AS "myRole"
      FROM institutions i LEFT JOIN users u ON u.id = i.owner_id
      WHERE i.path = ${path.trim().toLowerCase()}`),
  );
  return row;
}

/** The settings answer of a loaded institution. */
export function settingsOf(institution: LoadedInstitution): InstitutionSettings {
  const { id: _id, ...settings } = institution;
  return settings;
}
