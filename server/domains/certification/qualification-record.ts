import { type SQL, sql } from 'drizzle-orm';
import type { CertificateDesign } from '../../../common/api/certification';
import type { QualificationCourse, QualificationDetail } from '../../../common/api/qualification';
import { type Db, rowsOf } from '../../db/client';

/** A qualification as stored, with its courses in pathway order and whether the caller is enrolled. */
export interface QualificationRecord {
  id: string;
  code: string;
  name: string;
  description: string;
  electivesRequired: number;
  published: boolean;
  design: CertificateDesign;
  courses: QualificationCourse[];
  enrolledCount: number;
  /** The caller is enrolled in it (false for a visitor). */
  callerEnrolled: boolean;
}

// One query per read, however many courses: the courses come as one JSON array in pathway order.
const selectQualifications = (callerId: string | null, where: SQL) => sql`
  SELECT q.id, q.code, q.name, q.description, q.electives_required AS "electivesRequired", q.published, q.design,
    coalesce((SELECT json_agg(json_build_object('path', k.path, 'name', k.name, 'kind', qc.kind,
        'learningHours', k.learning_hours, 'courseType', k.course_type, 'displayed', k.displayed) ORDER BY qc.position)
      FROM qualification_courses qc JOIN courses k ON k.id = qc.course_id WHERE qc.qualification_id = q.id), '[]'::json)
      AS courses,
    (SELECT count(*)::int FROM qualification_enrolments e WHERE e.qualification_id = q.id) AS "enrolledCount",
    EXISTS (SELECT 1 FROM qualification_enrolments e
      WHERE e.qualification_id = q.id AND e.user_id = ${callerId}::uuid) AS "callerEnrolled"
  FROM qualifications q WHERE ${where}`;

/** The qualification with `code` (any case), or undefined: one query. */
export async function loadQualification(
  db: Db,
  callerId: string | null,
  code: string,
): Promise<QualificationRecord | undefined> {
  const [row] = rowsOf<QualificationRecord>(
    await db.execute(selectQualifications(callerId, sql`q.code = ${code.toLowerCase()}`)),
  );
  return row;
}

/** Every qualification, published or not, by name: one query. */
export async function loadQualifications(db: Db): Promise<QualificationRecord[]> {
  return rowsOf<QualificationRecord>(
    await db.execute(sql`${selectQualifications(null, sql`true`)} ORDER BY q.name, q.code`),
  );
}

const pathsOf = (record: QualificationRecord, kind: QualificationCourse['kind']) =>
  record.courses.filter((course) => course.kind === kind).map((course) => course.path);

/** The qualification as platform staff edit it. */
export const detailOf = (record: QualificationRecord): QualificationDetail => ({
  code: record.code,
  name: record.name,
  description: record.description,
  coreCoursePaths: pathsOf(record, 'core'),
  electiveCoursePaths: pathsOf(record, 'elective'),
  electivesRequired: record.electivesRequired,
  published: record.published,
  design: record.design,
  enrolledCount: record.enrolledCount,
});
