import { sql } from 'drizzle-orm';
import type { ClassCertificateRule, SetClassRule } from '../../../common/api/certification';
import { reasonText } from '../../../common/reasons';
import { type Db, rowsOf } from '../../db/client';
import { AppError } from '../../rpc/app-error';

/** Every class of the course with its own certificate rule, or null where it follows the course's; one query. */
export async function readClassRules(db: Db, courseId: string): Promise<ClassCertificateRule[]> {
  return rowsOf<ClassCertificateRule>(
    await db.execute(sql`
      SELECT k.path AS "cohortPath", k.name AS "className", r.issue_rule AS "issueRule", r.pass_mark AS "passMark"
      FROM cohorts k LEFT JOIN certificate_class_rules r ON r.cohort_id = k.id
      WHERE k.course_id = ${courseId}::uuid
      ORDER BY k.name, k.path`),
  );
}

/**
 * Give the class at `rule.cohortPath` of the course its own rule, or (null) let it follow the
 * course's again. A class of another course, or none, is refused by its field.
 */
export async function saveClassRule(db: Db, courseId: string, rule: SetClassRule): Promise<void> {
  const [cohort] = rowsOf<{ id: string }>(
    await db.execute(
      sql`SELECT id FROM cohorts WHERE course_id = ${courseId}::uuid AND path = ${rule.cohortPath}`,
    ),
  );
  if (!cohort) {
    const reason = reasonText('certificate.unknownClass');
    throw new AppError('invalid_input', reason, { cohortPath: reason });
  }
  if (rule.issueRule === null) {
    await db.execute(sql`DELETE FROM certificate_class_rules WHERE cohort_id = ${cohort.id}::uuid`);
    return;
  }
  await db.execute(sql`
    INSERT INTO certificate_class_rules (cohort_id, issue_rule, pass_mark)
    VALUES (${cohort.id}::uuid, ${rule.issueRule}, ${rule.passMark})
    ON CONFLICT (cohort_id) DO UPDATE
      SET issue_rule = excluded.issue_rule, pass_mark = excluded.pass_mark, updated_at = now()`);
}
