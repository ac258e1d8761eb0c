import { sql } from 'drizzle-orm';
import type { ListedInstitution } from '../../../common/api/institution';
import { type Db, rowsOf } from '../../db/client';

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
