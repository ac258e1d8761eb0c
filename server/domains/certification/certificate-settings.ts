import { sql } from 'drizzle-orm';
import type { CertificateSettings, CertificateSettingsView } from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import { loadCertifiedCourse } from './certified-course';
import { checkDesignImages } from './design-images';

/** A course's certificate settings with what the designer's preview shows of the course. */
export async function readCertificateSettings(db: Db, courseId: string): Promise<CertificateSettingsView> {
  const [course, [counted]] = await Promise.all([
    loadCertifiedCourse(db, courseId),
    db
      .execute(sql`SELECT count(*)::int AS issued FROM certificates WHERE course_id = ${courseId}::uuid`)
      .then((result) => rowsOf<{ issued: number }>(result)),
  ]);
  return {
    enabled: course!.enabled,
    design: course!.design,
    logoKey: course!.logoKey,
    issueRule: course!.issueRule,
    minLearningMinutes: course!.minLearningMinutes,
    passMark: course!.passMark,
    price: course!.price,
    courseName: course!.name,
    learningHours: course!.learningHours,
    outcomes: course!.outcomes,
    issuedCount: counted?.issued ?? 0,
  };
}

/**
 * Save a course's certificate settings (the design applies to certificates issued or refreshed
 * later), once every image they name is known to be the course's.
 */
export async function saveCertificateSettings(
  db: Db,
  courseId: string,
  settings: CertificateSettings,
): Promise<void> {
  await checkDesignImages(db, courseId, settings.logoKey, settings.design);
  const design = JSON.stringify(settings.design);
  // Issuing by hand is free: only a certificate earned by a rule is sold.
  const price = settings.issueRule === 'manual' ? null : settings.price;
  await db.execute(sql`
    INSERT INTO certificate_designs (course_id, enabled, design, logo_key, issue_rule, min_learning_minutes, pass_mark,
      price_minor, price_currency)
    VALUES (${courseId}::uuid, ${settings.enabled}, ${design}::jsonb, ${settings.logoKey ?? null}, ${settings.issueRule},
      ${settings.minLearningMinutes}, ${settings.passMark}, ${price?.amount ?? null}, ${price?.currency ?? null})
    ON CONFLICT (course_id) DO UPDATE SET enabled = excluded.enabled, design = excluded.design,
      logo_key = CASE WHEN ${settings.logoKey === undefined} THEN certificate_designs.logo_key ELSE excluded.logo_key END,
      issue_rule = excluded.issue_rule, min_learning_minutes = excluded.min_learning_minutes,
      pass_mark = excluded.pass_mark, price_minor = excluded.price_minor,
      price_currency = excluded.price_currency, updated_at = now()`);
}
