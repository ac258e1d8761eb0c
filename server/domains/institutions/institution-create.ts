import { sql } from 'drizzle-orm';
import {
  type CreateInstitutionInput,
  DEFAULT_INSTITUTION_COLOURS,
  DEFAULT_INSTITUTION_REGION,
  INSTITUTION_REASONS,
  INSTITUTION_STARTING_LEARNER_LIMIT,
} from '../../../common/api/institution';
import { type Db, rowsOf } from '../../db/client';
import { AppError } from '../../rpc/app-error';
import type { RateLimit } from '../../security/rate-limit';
import { type LoadedInstitution, loadInstitution } from './institution-record';

/** Institutions one person may create in a day: each is a portal's address taken for good. */
export const INSTITUTIONS_PER_USER: RateLimit = {
  name: 'institution-create',
  max: 5,
  windowSeconds: 24 * 60 * 60,
};

/**
 * Create an institution owned by `ownerId` (their 'owner' grant in role_grants), inside the
 * caller's transaction. A taken path is refused by its field, also when two callers race for it:
 * the unique index settles it and the loser's insert does nothing.
 */
export async function createInstitution(
  db: Db,
  ownerId: string,
  input: CreateInstitutionInput,
): Promise<LoadedInstitution> {
  const colours = JSON.stringify(DEFAULT_INSTITUTION_COLOURS);
  const [created] = rowsOf<{ path: string }>(
    await db.execute(sql`
      INSERT INTO institutions (path, name, country, region, colours, owner_id, learner_limit)
      VALUES (${input.path}, ${input.name}, ${input.country},
        ${input.region ?? DEFAULT_INSTITUTION_REGION}, ${colours}::jsonb, ${ownerId}::uuid,
        ${INSTITUTION_STARTING_LEARNER_LIMIT})
      ON CONFLICT (path) DO NOTHING
      RETURNING path`),
  );
  if (!created) {
    throw new AppError('conflict', INSTITUTION_REASONS.pathTaken, { path: INSTITUTION_REASONS.pathTaken });
  }
  // Grants left at this path while no institution held it must not put strangers in the new team.
  await db.execute(sql`
    WITH stale AS (
      DELETE FROM role_grants
      WHERE scope = 'institution' AND scope_path = ${created.path} AND user_id <> ${ownerId}::uuid)
    INSERT INTO role_grants (user_id, scope, scope_path, role)
    VALUES (${ownerId}::uuid, 'institution', ${created.path}, 'owner')
    ON CONFLICT (user_id, scope, scope_path) DO UPDATE SET role = 'owner', granted_at = now()`);
  return (await loadInstitution(db, ownerId, created.path))!;
}
