import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { DEFAULT_CERTIFICATE_DESIGN } from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import { findUserByEmail } from '../accounts';
import { DEMO_LEARNER_EMAIL } from '../learning';
import { DEMO_CERTIFIED_COURSE, DEMO_OPENCRED_COURSE } from './demo-certificates';
import { enrolLearner } from './qualification-enrolment';
import { saveQualification } from './qualification-writes';

/** The demo qualification's code: /qualifications/data-and-digital-skills/. */
export const DEMO_QUALIFICATION = 'data-and-digital-skills';

/**
 * The demo's qualification: the certified data course as its core, two electives of which one is
 * asked (the Malay course certifies at 100% progress; the Python course issues no certificate in
 * the demo), published, by the data course's creator, with the demo learner enrolled (their core
 * course is complete, no elective yet). Left alone once it exists.
 */
export async function seedDemoQualification(db: Db, logger: Logger): Promise<void> {
  const [creator] = rowsOf<{ createdBy: string | null }>(
    await db.execute(sql`SELECT created_by AS "createdBy" FROM courses WHERE path = ${DEMO_CERTIFIED_COURSE}
      AND NOT EXISTS (SELECT 1 FROM qualifications WHERE code = ${DEMO_QUALIFICATION})`),
  );
  const learner = await findUserByEmail(db, DEMO_LEARNER_EMAIL);
  if (!creator || !learner) return;
  await db.transaction(async (tx) => {
    await saveQualification(tx as unknown as Db, creator.createdBy, null, {
      code: DEMO_QUALIFICATION,
      name: 'Data and Digital Skills',
      description: 'Analyse data with confidence, then add a language or a programming skill.',
      coreCoursePaths: [DEMO_CERTIFIED_COURSE],
      electiveCoursePaths: [DEMO_OPENCRED_COURSE, 'python-programming-essentials'],
      electivesRequired: 1,
      published: true,
      design: {
        ...DEFAULT_CERTIFICATE_DESIGN,
        title: 'Certificate of Qualification',
        wording: 'has completed the qualification',
      },
    });
    const [saved] = rowsOf<{ id: string }>(
      await tx.execute(sql`SELECT id FROM qualifications WHERE code = ${DEMO_QUALIFICATION}`),
    );
    await enrolLearner(tx as unknown as Db, saved!.id, learner.id);
  });
  logger.info({ code: DEMO_QUALIFICATION }, 'demo qualification');
}
