import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type Db, rowsOf } from '../../db/client';
import { DEMO_ACCOUNTS, findUserByEmail } from '../accounts';
import { DEMO_COURSE_CREATOR_EMAIL } from '../content';
import { DEMO_SCHEDULED_COURSE } from '../learning';
import { addInstitutionCourse } from './institution-courses';
import { createInstitution } from './institution-create';
import { updateAutoMembership } from './institution-membership';
import { addAdministrator } from './institution-team';

/** The mail domain whose verified people join the demo institution as learners. */
export const DEMO_INSTITUTION_DOMAIN = 'student.kelas-university.example';

/** The demo institution's address. */
export const DEMO_INSTITUTION = 'kelas-university';

/** The demo account of an institution administrator: Kelas University's owner. */
export const DEMO_INSTITUTION_ADMIN_EMAIL = DEMO_ACCOUNTS.find(
  (account) => account.role === 'institution admin',
)!.email;

/**
 * Kelas University, owned by the demo institution administrator, the demo course creator one of
 * its administrators, who adds their scheduled course to it (its learners its first members), with
 * automatic membership on for DEMO_INSTITUTION_DOMAIN; left alone when it exists.
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
    const creator = await findUserByEmail(tx as unknown as Db, DEMO_COURSE_CREATOR_EMAIL);
    if (!creator) return;
    await addAdministrator(tx as unknown as Db, institution, DEMO_COURSE_CREATOR_EMAIL);
    const actor = { userId: creator.id, anyCourse: false };
    await addInstitutionCourse(tx as unknown as Db, institution, actor, DEMO_SCHEDULED_COURSE);
    await updateAutoMembership(tx as unknown as Db, institution, {
      isEnabled: true,
      rolesMapping: [{ domain: DEMO_INSTITUTION_DOMAIN, role: 'learner' }],
    });
  });
  logger.info({ path: DEMO_INSTITUTION }, 'demo institution created');
}
