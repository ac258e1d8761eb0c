import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { csvDocument, csvLine } from '../../csv';
import { type CsvWords, csvWordsIn } from '../../csv-words/csv-words';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import { sessionActorOf } from '../../http/sessions';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { enforcePolicy } from '../../rpc/policy';
import { loadCourse } from '../courses';
import { certifyCourse } from './policy';

/** A certificate as a line of the export. */
interface ExportedCertificate {
  learnerName: string;
  email: string;
  className: string | null;
  revoked: boolean;
  code: string;
  issuedAt: string;
  refreshedAt: string | null;
  revokedAt: string | null;
  revokedReason: string | null;
  issuedByName: string | null;
}

/** Every certificate of the course, newest first as the list shows them, in one query. */
async function exportedCertificates(db: Db, courseId: string): Promise<ExportedCertificate[]> {
  return rowsOf<ExportedCertificate>(
    await db.execute(sql`
      SELECT u.full_name AS "learnerName", u.email, k.name AS "className",
        c.revoked_at IS NOT NULL AS revoked, c.code, ${isoSql(sql`c.issued_at`)} AS "issuedAt",
        ${isoSql(sql`c.refreshed_at`)} AS "refreshedAt", ${isoSql(sql`c.revoked_at`)} AS "revokedAt",
        c.revoked_reason AS "revokedReason", s.full_name AS "issuedByName"
      FROM certificates c
      JOIN users u ON u.id = c.user_id
      LEFT JOIN cohorts k ON k.id = c.cohort_id
      LEFT JOIN users s ON s.id = c.issued_by
      WHERE c.course_id = ${courseId}::uuid
      ORDER BY c.issued_at DESC, c.id`),
  );
}

async function preferredLanguageOf(db: Db, userId: string): Promise<string | undefined> {
  const [row] = rowsOf<{ language: string }>(
    await db.execute(sql`SELECT preferred_language AS language FROM users WHERE id = ${userId}::uuid`),
  );
  return row?.language;
}

/** The student certification list as CSV, its headings and statuses in `words`. */
function certificatesCsv(rows: readonly ExportedCertificate[], words: CsvWords['certificates']): string {
  const header = csvLine([
    words.learner,
    words.email,
    words.className,
    words.status,
    words.code,
    words.issuedAt,
    words.refreshedAt,
    words.revokedAt,
    words.revokedReason,
    words.issuedBy,
  ]);
  const lines = rows.map((row) =>
    csvLine([
      row.learnerName,
      row.email,
      row.className ?? '',
      row.revoked ? words.revoked : words.valid,
      row.code,
      row.issuedAt,
      row.refreshedAt ?? '',
      row.revokedAt ?? '',
      row.revokedReason ?? '',
      row.issuedByName ?? words.courseRule,
    ]),
  );
  return csvDocument([header, ...lines]);
}

/**
 * `GET /api/certificates/export.csv?course={path}`: the course's student certification list, every
 * certificate at once, for the course team, in the requester's language (spec §4 CSV export).
 */
export function registerCertificatesCsvRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/certificates/export.csv', async (request, reply) => {
    const { course: coursePath } = request.query as { course?: unknown };
    const actor = await sessionActorOf(deps, request);
    if (actor.userId === null) throw new AppError('not_signed_in', REASONS.notSignedIn);
    const { db } = deps.database;
    const course =
      typeof coursePath === 'string' && coursePath !== ''
        ? await loadCourse(db, actor.userId, coursePath)
        : undefined;
    if (!course) throw new AppError('not_found', REASONS.notFound);
    await enforcePolicy(certifyCourse, actor, course);
    const [rows, language] = await Promise.all([
      exportedCertificates(db, course.id),
      preferredLanguageOf(db, actor.userId),
    ]);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="certificates-${course.path}.csv"`)
      .header('cache-control', 'no-store')
      .send(certificatesCsv(rows, csvWordsIn(language).certificates));
  });
}
