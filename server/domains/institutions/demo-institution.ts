import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PortalContent } from '../../../common/api/portal';
import { type Db, rowsOf } from '../../db/client';
import { randomToken } from '../../security/keys';
import { DEMO_ACCOUNTS, findUserByEmail } from '../accounts';
import { DEMO_QUALIFICATION } from '../certification';
import { DEMO_COURSE_CREATOR_EMAIL } from '../content';
import { DEMO_SCHEDULED_COURSE } from '../learning';
import { addInstitutionCourse } from './institution-courses';
import { createInstitution } from './institution-create';
import { updateAutoMembership } from './institution-membership';
import { addAdministrator } from './institution-team';
import { savePortalPart } from './portal-record';

/** The mail domain whose verified people join the demo institution as learners. */
export const DEMO_INSTITUTION_DOMAIN = 'student.kelas-university.example';

/** The demo institution's address. */
export const DEMO_INSTITUTION = 'kelas-university';

/** The demo account of an institution administrator: Kelas University's owner. */
export const DEMO_INSTITUTION_ADMIN_EMAIL = DEMO_ACCOUNTS.find(
  (account) => account.role === 'institution admin',
)!.email;

type PortalEntry = { [Part in keyof PortalContent]: [Part, PortalContent[Part]] }[keyof PortalContent];

/** The domain Kelas University names for its portal (`.example`: it never goes live). */
const DEMO_INSTITUTION_OWN_DOMAIN = 'learn.kelas-university.example';

/** Kelas University's portal, at /kelas-university/. */
const DEMO_PORTAL: PortalContent = {
  strings: {
    headline: 'Learn to teach, online and in class',
    introduction:
      'Kelas University trains teachers across the region. Take our courses at your own pace, or join a class with a cohort and a facilitator.',
  },
  sellingPoints: [
    {
      title: 'Taught by practising teachers',
      text: 'Every course is written and run by people who teach every week.',
    },
    {
      title: 'Learn with a cohort',
      text: 'Classes start each term, with deadlines, feedback and a class feed.',
    },
    { title: 'Certificates that verify', text: 'Finish a course and share a certificate anyone can check.' },
  ],
  faqs: [
    {
      question: 'Who can join Kelas University?',
      answer:
        'Anyone can take our open courses. Students with a university address join the institution automatically when they verify it.',
    },
    {
      question: 'How much does it cost?',
      answer: 'Open courses are free. Some classes have a fee, shown on their course page before you enrol.',
    },
    {
      question: 'Can I study on my phone?',
      answer: 'Yes: every page works on a phone, and your progress is kept wherever you continue.',
    },
  ],
  navBarLinks: [
    { label: 'All courses', url: '/courses/?institution=kelas-university' },
    { label: 'About Kelas', url: '/about/' },
  ],
  footerData: {
    text: 'Kelas University · Jalan Pendidikan 1, Jakarta',
    links: [
      { label: 'Contact', url: '/contact/' },
      { label: 'Terms of service', url: '/accounts/terms/terms_of_service/' },
    ],
  },
  pageSections: [
    { kind: 'sellingPoints', title: '', text: '' },
    { kind: 'courses', title: 'Start learning', text: '' },
    {
      kind: 'text',
      title: 'Our approach',
      text: 'We believe teachers learn best from each other.\n\nOur courses mix short readings, practice in your own classroom and reflection with your cohort.',
    },
    { kind: 'faqs', title: '', text: '' },
  ],
  // No container: a demo's pages would call Google for a container nobody owns.
  googleTagManagerCode: '',
};

/**
 * Kelas University, owned by the demo institution administrator, the demo course creator one of
 * its administrators, who adds their scheduled course to it (its learners its first members), with
 * automatic membership on for DEMO_INSTITUTION_DOMAIN, its portal written and its own domain named
 * (waiting for its DNS); left alone when it exists.
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
    for (const [part, value] of Object.entries(DEMO_PORTAL) as PortalEntry[]) {
      await savePortalPart(tx as unknown as Db, institution.id, part, value);
    }
    // On the platform for three months, so its usage has months and billing periods to show.
    await tx.execute(
      sql`UPDATE institutions SET created_at = now() - interval '95 days' WHERE id = ${institution.id}::uuid`,
    );
    // Its portal offers the demo's qualification (platform staff's choice).
    await tx.execute(sql`
      UPDATE qualifications SET portal_id = ${institution.id}::uuid
      WHERE code = ${DEMO_QUALIFICATION} AND portal_id IS NULL`);
    // Its own domain, named and waiting for its DNS (a live one would send the demo's portal there).
    await tx.execute(sql`
      INSERT INTO institution_domains (institution_id, domain, verification_token)
      VALUES (${institution.id}::uuid, ${DEMO_INSTITUTION_OWN_DOMAIN}, ${randomToken(24)})`);
  });
  logger.info({ path: DEMO_INSTITUTION }, 'demo institution created');
}
