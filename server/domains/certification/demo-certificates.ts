import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { type CertificateSettings, DEFAULT_CERTIFICATE_DESIGN } from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import type { FileStorage } from '../../storage/storage';
import { findUserByEmail } from '../accounts';
import { DEMO_LEARNER_EMAIL } from '../learning';
import { saveCertificateSettings } from './certificate-settings';
import { storeDemoCertificateImages } from './demo-certificate-images';
import { issueCertificate } from './issue';

/** The demo course whose certificate the demo learner holds, issued by its creator by hand. */
export const DEMO_CERTIFIED_COURSE = 'intro-data-analysis';
/** The demo OpenCreds course that certifies its learners at 100% progress, in Malay. */
export const DEMO_OPENCRED_COURSE = 'bahasa-melayu-pemula';
/** The demo course of quizzes and an exam, whose certificate learners earn with a grade of 60% (the grade printed). */
export const DEMO_ASSESSED_COURSE = 'digital-marketing-foundations';

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
    passMark: null,
    price: null,
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
    passMark: null,
    price: null,
  },
  [DEMO_ASSESSED_COURSE]: {
    enabled: true,
    design: {
      ...DEFAULT_CERTIFICATE_DESIGN,
      title: 'Certificate of Achievement',
      wording: 'has passed the assessment of',
      fields: { ...DEFAULT_CERTIFICATE_DESIGN.fields, grade: true },
    },
    issueRule: 'assessment',
    minLearningMinutes: null,
    passMark: 60,
    price: null,
  },
};

/**
 * The demo's certification (docs/domains/certification.md): a design for each of three demo
 * courses (issued by hand, at 100% progress, on passing the assessment), the first with a logo and
 * its signatory's signature, and the demo learner's certificate of it, issued by its creator. A
 * demo course with a design is left alone.
 */
export async function seedDemoCertificates(db: Db, logger: Logger, storage: FileStorage): Promise<void> {
  const courses = rowsOf<{ id: string; path: string; createdBy: string | null; designed: boolean }>(
    await db.execute(sql`SELECT c.id, c.path, c.created_by AS "createdBy",
        EXISTS (SELECT 1 FROM certificate_designs d WHERE d.course_id = c.id) AS designed
      FROM courses c WHERE c.path IN (${sql.join(
        Object.keys(DEMO_SETTINGS).map((path) => sql`${path}`),
        sql`, `,
      )})`),
  );
  const fresh = courses.filter((course) => !course.designed);
  for (const course of fresh)
    await saveCertificateSettings(db, course.id, await demoSettings(db, storage, course));
  const learner = await findUserByEmail(db, DEMO_LEARNER_EMAIL);
  const certified = fresh.find((course) => course.path === DEMO_CERTIFIED_COURSE);
  if (!learner || !certified?.createdBy) return;
  const issued = await db.transaction((tx) =>
    issueCertificate(tx as unknown as Db, certified.id, learner.id, {
      by: 'staff',
      staffId: certified.createdBy!,
    }),
  );
  logger.info({ outcome: issued.outcome }, 'demo certificate');
}

/** A demo course's settings; the certificate the demo learner holds carries a logo and a signature. */
async function demoSettings(
  db: Db,
  storage: FileStorage,
  course: { id: string; path: string; createdBy: string | null },
): Promise<CertificateSettings> {
  const settings = DEMO_SETTINGS[course.path]!;
  if (course.path !== DEMO_CERTIFIED_COURSE || !course.createdBy) return settings;
  const { logoKey, signatureKey } = await storeDemoCertificateImages(
    db,
    storage,
    course.id,
    course.createdBy,
  );
  const signatories = settings.design.signatories.map((signatory) => ({ ...signatory, signatureKey }));
  return { ...settings, logoKey, design: { ...settings.design, signatories } };
}
