import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { StudentExportState } from '../../../common/api/progress';
import { studentExportUrl } from '../../../common/api/progress';
import { readConfig } from '../../config';
import { csvDocument } from '../../csv';
import { csvWordsIn } from '../../csv-words/csv-words';
import type { Db } from '../../db/client';
import { cohorts, csvExports, users } from '../../db/schema';
import { defineJob } from '../../jobs/job';
import type { JobQueue } from '../../jobs/queue';
import { sendOrRunSoon } from '../../jobs/send-or-run';
import { AppError, REASONS } from '../../rpc/app-error';
import type { FileStorage } from '../../storage/storage';
import { storageFromConfig } from '../../storage/storage-from-config';
import type { LoadedClass } from '../classes';
import { countStudents, listStudents } from './students';
import { studentCsvLine, studentsCsvHeader } from './students-csv';

/** Learners written per step; `processed` is saved after each. */
export const EXPORT_CHUNK_SIZE = 200;

/** Where a finished export is stored. */
const exportKey = (exportId: string) => `exports/students-${exportId}.csv`;

/** Spec §4 CSV export: processed over total, rounded (spec §9); a finished export is 100. */
export function exportPercentage(row: { status: string; processed: number; total: number }): number {
  if (row.status === 'finished') return 100;
  return row.total <= 0 ? 0 : Math.min(100, Math.round((row.processed * 100) / row.total));
}

/**
 * Write the students CSV of export `exportId` in steps of `chunkSize` learners (sorted by name),
 * saving `processed` and `total` after each (then awaiting `afterStep`, for whoever follows the
 * progress), then store it and mark the export finished; a failure marks it failed and is thrown on.
 */
export async function writeStudentExport(
  db: Db,
  storage: FileStorage,
  exportId: string,
  { chunkSize = EXPORT_CHUNK_SIZE, afterStep }: { chunkSize?: number; afterStep?: () => Promise<void> } = {},
): Promise<void> {
  const [found] = await db
    .select({
      cohortId: csvExports.cohortId,
      courseId: cohorts.courseId,
      // The file speaks its requester's language.
      language: users.preferredLanguage,
    })
    .from(csvExports)
    .innerJoin(cohorts, eq(cohorts.id, csvExports.cohortId))
    .leftJoin(users, eq(users.id, csvExports.requestedBy))
    .where(eq(csvExports.id, exportId));
  if (!found) return;
  try {
    const cohort = { id: found.cohortId, courseId: found.courseId };
    const total = await countStudents(db, cohort.id);
    await db
      .update(csvExports)
      .set({ status: 'running', processed: 0, total })
      .where(eq(csvExports.id, exportId));
    const parts = [studentsCsvHeader(csvWordsIn(found.language).students)];
    for (let offset = 0; offset < total; offset += chunkSize) {
      const { students } = await listStudents(db, cohort, {
        sort: 'name',
        order: 'asc',
        offset,
        limit: chunkSize,
      });
      parts.push(...students.map(studentCsvLine));
      await db
        .update(csvExports)
        .set({ processed: Math.min(total, offset + students.length) })
        .where(eq(csvExports.id, exportId));
      await afterStep?.();
      if (students.length < chunkSize) break;
    }
    await storage.put(
      exportKey(exportId),
      Buffer.from(csvDocument(parts), 'utf8'),
      'text/csv; charset=utf-8',
    );
    await db
      .update(csvExports)
      .set({ status: 'finished', processed: total, storageKey: exportKey(exportId), finishedAt: sql`now()` })
      .where(eq(csvExports.id, exportId));
  } catch (error) {
    await db.update(csvExports).set({ status: 'failed' }).where(eq(csvExports.id, exportId));
    throw error;
  }
}

/** The export job: `storage` is the app's own when run inline, else the configured uploads storage. */
export const studentExportJob = defineJob({
  name: 'student-csv-export',
  payload: z.object({ exportId: z.uuid() }),
  retryLimit: 1,
  retryDelaySeconds: 30,
  handler: async ({ exportId }, deps) => {
    const storage = deps.storage ?? storageFromConfig(readConfig());
    await writeStudentExport(deps.db, storage, exportId);
    deps.logger.info({ exportId }, 'student export written');
  },
});

/** Start an export of the class's students: the `csv_exports` row, then the job (sendOrRunSoon). */
export async function startStudentExport(
  db: Db,
  deps: { jobs?: JobQueue; storage: FileStorage; logger: Logger },
  cohort: LoadedClass,
  requestedBy: string,
): Promise<{ exportId: string }> {
  const [created] = await db
    .insert(csvExports)
    .values({ cohortId: cohort.id, requestedBy })
    .returning({ id: csvExports.id });
  const exportId = created!.id;
  await sendOrRunSoon(
    deps.jobs,
    studentExportJob,
    { exportId },
    { db, logger: deps.logger, storage: deps.storage },
  );
  return { exportId };
}

/** The export `exportId` of the class, as spec §4 CSV export reports it. */
export async function readStudentExport(
  db: Db,
  cohort: LoadedClass,
  exportId: string,
): Promise<StudentExportState & { storageKey: string | null }> {
  const [row] = await db.select().from(csvExports).where(eq(csvExports.id, exportId));
  if (!row || row.cohortId !== cohort.id) throw new AppError('not_found', REASONS.notFound);
  return {
    status: row.status,
    percentage: exportPercentage(row),
    storageKey: row.storageKey,
    ...(row.status === 'finished' && { downloadUrl: studentExportUrl(cohort.path, row.id) }),
  };
}
