import { sql } from 'drizzle-orm';
import {
  CERTIFICATE_LIST_PAGE_SIZE,
  type CertificateList,
  type CertificateListQuery,
  type CertificateRow,
  type UncertifiedLearner,
} from '../../../common/api/certification';
import { type Db, rowsOf } from '../../db/client';
import { isoSql } from '../../db/iso-sql';
import { containsPattern } from '../../db/like-pattern';
import { isActiveLearner } from '../classes';

/** The student certification list of a course (spec §9: page 1 first, 50 a page), newest first, in one query. */
export async function listCertificates(
  db: Db,
  courseId: string,
  input: CertificateListQuery,
): Promise<CertificateList> {
  const offset = (input.page - 1) * CERTIFICATE_LIST_PAGE_SIZE;
  const status =
    input.status === 'valid'
      ? sql`AND c.revoked_at IS NULL`
      : input.status === 'revoked'
        ? sql`AND c.revoked_at IS NOT NULL`
        : sql``;
  const search = input.search
    ? sql`AND (u.full_name ILIKE ${containsPattern(input.search)} OR u.email ILIKE ${containsPattern(input.search)} OR c.code ILIKE ${containsPattern(input.search)})`
    : sql``;
  const rows = rowsOf<CertificateRow & { total: number }>(
    await db.execute(sql`
      SELECT c.code, c.user_id AS "userId", u.full_name AS "learnerName", u.email, k.name AS "className",
        CASE WHEN c.revoked_at IS NULL THEN 'valid' ELSE 'revoked' END AS status,
        ${isoSql(sql`c.issued_at`)} AS "issuedAt",
        ${isoSql(sql`c.refreshed_at`)} AS "refreshedAt",
        ${isoSql(sql`c.revoked_at`)} AS "revokedAt",
        c.revoked_reason AS "revokedReason", s.full_name AS "issuedByName", count(*) OVER ()::int AS total
      FROM certificates c
      JOIN users u ON u.id = c.user_id
      LEFT JOIN cohorts k ON k.id = c.cohort_id
      LEFT JOIN users s ON s.id = c.issued_by
      WHERE c.course_id = ${courseId}::uuid ${status} ${search}
      ORDER BY c.issued_at DESC, c.id
      LIMIT ${CERTIFICATE_LIST_PAGE_SIZE} OFFSET ${offset}`),
  );
  return {
    rows: rows.map(({ total: _total, ...row }) => row),
    page: input.page,
    pageSize: CERTIFICATE_LIST_PAGE_SIZE,
    total: rows[0]?.total ?? (offset > 0 ? await countCertificates(db, courseId) : 0),
  };
}

// A page past the end has no row to carry the count.
async function countCertificates(db: Db, courseId: string): Promise<number> {
  const [row] = rowsOf<{ total: number }>(
    await db.execute(
      sql`SELECT count(*)::int AS total FROM certificates WHERE course_id = ${courseId}::uuid`,
    ),
  );
  return row?.total ?? 0;
}

/** At most this many learners without a certificate are offered at once: a search narrows them. */
export const UNCERTIFIED_LIMIT = 50;

/** The course's active learners without its certificate, by name, with their progress, in one query. */
export async function listUncertified(
  db: Db,
  courseId: string,
  search: string,
): Promise<UncertifiedLearner[]> {
  const filter = search
    ? sql`AND (u.full_name ILIKE ${containsPattern(search)} OR u.email ILIKE ${containsPattern(search)})`
    : sql``;
  return rowsOf<UncertifiedLearner>(
    await db.execute(sql`
      SELECT DISTINCT ON (u.full_name, u.id) u.id AS "userId", u.full_name AS "fullName", u.email,
        k.name AS "className",
        CASE WHEN coalesce(p.total_pages, 0) = 0 THEN 0
          ELSE round(100.0 * p.completed_pages / p.total_pages)::int END AS progress
      FROM enrolments e
      JOIN cohorts k ON k.id = e.cohort_id AND k.course_id = ${courseId}::uuid
      JOIN users u ON u.id = e.user_id
      LEFT JOIN course_progress p ON p.user_id = u.id AND p.course_id = ${courseId}::uuid
      WHERE ${isActiveLearner('e')} ${filter}
        AND NOT EXISTS (SELECT 1 FROM certificates c WHERE c.user_id = u.id AND c.course_id = ${courseId}::uuid)
      ORDER BY u.full_name, u.id, e.enrolled_at DESC
      LIMIT ${UNCERTIFIED_LIMIT}`),
  );
}
