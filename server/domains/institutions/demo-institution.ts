import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, rowsOf } from '../../db/client';
import { DEMO_ACCOUNTS, findUserByEmail } from '../accounts';
import { DEMO_COURSE_CREATOR_EMAIL } from '../content';
import { createInstitution } from './institution-create';
import { addAdministrator } from './institution-team';

/** The demo institution's address. */
export const DEMO_INSTITUTION = 'kelas-university';

/** The demo account of an institution administrator: Kelas University's owner. */
export const DEMO_INSTITUTION_ADMIN_EMAIL = DEMO_ACCOUNTS.find(
  (account) => account.role === 'institution admin',
)!.email;

/**
 * Kelas University, owned by the demo institution administrator, the demo course creator one of
 * its administrators; left alone when it exists.
 */
export async function seedDemoInstitution(db: Db, logger: Logger): Promise<void> {
  const [existing] = rowsOf<{ id: string }>(
    await db.execute(sql`SELECT id FROM institutions WHERE path = ${DEMO_INSTITUTION}`),
  );
  const owner = await findUserByEmail(db, DEMO_INSTITUTION_ADMIN_EMAIL);
  if (existing || !owner) return;
  await db.transaction(async (tx) => {
    const institution = await createInstitution(tx as unknown as Db, owner.id, {
      path: DEMO_INSTITUTION,
      name: 'Kelas University',
      country: 'au',
    });
    if (await findUserByEmail(tx as unknown as Db, DEMO_COURSE_CREATOR_EMAIL))
      await addAdministrator(tx as unknown as Db, institution, DEMO_COURSE_CREATOR_EMAIL);
  });
  logger.info({ path: DEMO_INSTITUTION }, 'demo institution created');
}
