import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type CertificateSettings, DEFAULT_CERTIFICATE_DESIGN } from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import { findUserByEmail } from '../accounts';
import { DEMO_LEARNER_EMAIL } from '../learning';
import { saveCertificateSettings } from './certificate-settings';
import { issueCertificate } from './issue';

/** The demo course whose certificate the demo learner holds, issued by its creator by hand. */
export const DEMO_CERTIFIED_COURSE = 'intro-data-analysis';
/** The demo OpenCreds course that certifies its learners at 100% progress, in Malay. */
export const DEMO_OPENCRED_COURSE = 'bahasa-melayu-pemula';

const DEMO_SETTINGS: Record<string, CertificateSettings> = {
  [DEMO_CERTIFIED_COURSE]: {
    enabled: true,
    design: {
      ...DEFAULT_CERTIFICATE_DESIGN,
      signatories: [{ name: 'Dr. Maya Lestari', title: 'Lead instructor' }],
      fields: { ...DEFAULT_CERTIFICATE_DESIGN.fields, outcomes: true },
    },
    issueRule: 'manual',
    minLearningMinutes: null,
  },
  [DEMO_OPENCRED_COURSE]: {
    enabled: true,
    design: {
      ...DEFAULT_CERTIFICATE_DESIGN,
      title: 'Sijil Penyempurnaan',
      wording: 'telah berjaya menamatkan kursus',
      colours: { primary: '#991b1b', accent: '#a16207' },
    },
    issueRule: 'completion',
    minLearningMinutes: 60,
  },
};

/**
 * The demo's certification (docs/domains/certification.md): a design for each of two demo courses,
 * and the demo learner's certificate of the first, issued by its creator. Left alone once a demo
 * course has a design.
 */
export async function seedDemoCertificates(db: Db, logger: Logger): Promise<void> {
  const courses = rowsOf<{ id: string; path: string; createdBy: string | null; designed: boolean }>(
    await db.execute(sql`SELECT c.id, c.path, c.created_by AS "createdBy",
        EXISTS (SELECT 1 FROM certificate_designs d WHERE d.course_id = c.id) AS designed
      FROM courses c WHERE c.path IN (${DEMO_CERTIFIED_COURSE}, ${DEMO_OPENCRED_COURSE})`),
  );
  if (courses.length === 0 || courses.some((course) => course.designed)) return;
  for (const course of courses) await saveCertificateSettings(db, course.id, DEMO_SETTINGS[course.path]!);
  const learner = await findUserByEmail(db, DEMO_LEARNER_EMAIL);
  const certified = courses.find((course) => course.path === DEMO_CERTIFIED_COURSE);
  if (!learner || !certified?.createdBy) return;
  const issued = await db.transaction((tx) =>
    issueCertificate(tx as unknown as Db, certified.id, learner.id, {
      by: 'staff',
      staffId: certified.createdBy!,
    }),
  );
  logger.info({ outcome: issued.outcome }, 'demo certificate');
}
