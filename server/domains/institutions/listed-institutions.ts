import { sql } from 'drizzle-orm';
import type {
  EnrolledInstitution,
  FEATURED_PLACES,
  FeaturedInstitution,
  ListedInstitution,
} from '../../../common/api/institution';
import { type Db, rowsOf } from '../../db/client';
import { institutionLogoUrl } from './institution-logo';

/**
 * The active institutions with a course in the catalogue (listed and in use), by name: the
 * catalogue's institution filter (spec §7 getInstitutions). One query.
 */
export async function readListedInstitutions(db: Db): Promise<ListedInstitution[]> {
  return rowsOf<ListedInstitution>(
    await db.execute(sql`
      SELECT i.path, i.name FROM institutions i
      WHERE i.status = 'active' AND EXISTS (
        SELECT 1 FROM institution_courses ic JOIN courses c ON c.id = ic.course_id
        WHERE ic.institution_id = i.id AND ic.archived_at IS NULL AND c.displayed)
      ORDER BY lower(i.name), i.path`),
  );
}

/**
 * The active institutions platform staff feature (spec §7 getFeaturableInstitutions): in the
 * platform's lists, or on its home page too; by name, with their logos. One query.
 */
export async function readFeaturedInstitutions(
  db: Db,
  place: (typeof FEATURED_PLACES)[number],
): Promise<FeaturedInstitution[]> {
  const rows = rowsOf<Omit<FeaturedInstitution, 'logoUrl'> & { logoKey: string | null }>(
    await db.execute(sql`
      SELECT i.path, i.name, i.logo_key AS "logoKey" FROM institutions i
      WHERE i.status = 'active' AND ${place === 'home' ? sql`i.home_featured` : sql`i.featured`}
      ORDER BY lower(i.name), i.path`),
  );
  return rows.map(({ logoKey, ...institution }) => ({
    ...institution,
    logoUrl: institutionLogoUrl(logoKey),
  }));
}

/**
 * The active institutions `userId` is a member of, with their role (spec §7
 * getEnrolledInstitutionsData), by name. One query.
 */
export async function readEnrolledInstitutions(db: Db, userId: string): Promise<EnrolledInstitution[]> {
  const rows = rowsOf<Omit<EnrolledInstitution, 'logoUrl'> & { logoKey: string | null }>(
    await db.execute(sql`
      SELECT i.path, i.name, m.role, i.logo_key AS "logoKey"
      FROM institution_members m JOIN institutions i ON i.id = m.institution_id
      WHERE m.user_id = ${userId}::uuid AND i.status = 'active'
      ORDER BY lower(i.name), i.path`),
  );
  return rows.map(({ logoKey, ...institution }) => ({
    ...institution,
    logoUrl: institutionLogoUrl(logoKey),
  }));
}
