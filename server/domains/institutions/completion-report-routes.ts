import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type CompletionRow, reportDate } from '../../../common/api/completion-report';
import { csvDocument, csvLine } from '../../csv';
import { type CsvWords, csvWordsIn } from '../../csv-words/csv-words';
import { rowsOf } from '../../db/client';
import type { AppDeps } from '../../rpc/context';
import { readWholeCompletionTable } from './completion-report';
import { registerInstitutionDownload } from './institution-download';

const Query = z.object({
  institution: z.string().trim().min(1).max(100),
  course: z.string().trim().toLowerCase().min(1).max(200),
  cohort: z.string().trim().toLowerCase().max(200).optional(),
});

/** A learner's line: dates as spec §9 writes a report's (DD/MM/YYYY), progress as a whole percentage. */
const lineOf = (row: CompletionRow) =>
  csvLine([
    row.fullName,
    row.email,
    row.cohortName,
    reportDate(row.enrolledAt),
    row.totalPages > 0 ? Math.round((100 * row.completedPages) / row.totalPages) : 0,
    row.completedPages,
    row.totalPages,
    row.completedAt ? reportDate(row.completedAt) : '',
    row.lastActiveAt ? reportDate(row.lastActiveAt) : '',
  ]);

const headerOf = (words: CsvWords['completion']) =>
  csvLine([
    words.name,
    words.email,
    words.className,
    words.enrolledOn,
    words.progressPercent,
    words.completedPages,
    words.totalPages,
    words.completedOn,
    words.lastActive,
  ]);

/**
 * `GET /api/institution/completion.csv?institution={path}&course={path}[&cohort={path}]` (the
 * institution's team and platform staff): a course's completion table, or one class's, as a CSV in
 * the requester's language, written at once (a course's learners, read in one query).
 */
export function registerCompletionReportRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerInstitutionDownload(
    app,
    deps,
    '/api/institution/completion.csv',
    Query,
    async ({ db, actor, institution, query }, reply) => {
      const rows = await readWholeCompletionTable(db, institution.id, query.course, query.cohort);
      const [requester] = rowsOf<{ language: string | null }>(
        await db.execute(
          sql`SELECT preferred_language AS language FROM users WHERE id = ${actor.userId}::uuid`,
        ),
      );
      const name = [institution.path, query.course, query.cohort, 'completion'].filter(Boolean).join('-');
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.csv"`)
        .header('cache-control', 'no-store')
        .send(csvDocument([headerOf(csvWordsIn(requester?.language).completion), ...rows.map(lineOf)]));
    },
  );
}
