import { sql } from 'drizzle-orm';
import type { InstitutionSettings, InstitutionSettingsInput } from '../../../common/api/institution';
import type { Db } from '../../db/client';
import { type LoadedInstitution, settingsOf } from './institution-record';

/** Save the institution's general settings (its path stays); answers them, one query. */
export async function updateSettings(
  db: Db,
  institution: LoadedInstitution,
  input: InstitutionSettingsInput,
): Promise<InstitutionSettings> {
  await db.execute(sql`
    UPDATE institutions SET name = ${input.name}, country = ${input.country}, region = ${input.region},
      status = ${input.status}, colours = ${JSON.stringify(input.colours)}::jsonb, updated_at = now()
    WHERE id = ${institution.id}::uuid`);
  return settingsOf({ ...institution, ...input });
}
