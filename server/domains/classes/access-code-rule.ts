import { eq } from 'drizzle-orm';
import { newAccessCodeFailure } from '../../../common/api/cohort';
import type { Db } from '../../db/client';
import { cohorts } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import type { LoadedClass } from './class-access';

/**
 * Refuse saving `code` over the class's stored access code when it is a new code under the
 * six-character minimum (newAccessCodeFailure): a shorter code stored before the rule keeps
 * working while the class keeps it. The row is read under lock, as the save that follows writes it.
 */
export async function refuseShortNewAccessCode(
  db: Db,
  loaded: LoadedClass,
  code: string | null,
): Promise<void> {
  const [stored] = await db
    .select({ accessCode: cohorts.accessCode })
    .from(cohorts)
    .where(eq(cohorts.id, loaded.id))
    .for('update');
  const failure = newAccessCodeFailure(code, stored?.accessCode ?? null);
  if (failure) throw new AppError('invalid_input', failure, { accessCode: failure });
}
