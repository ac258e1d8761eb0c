import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  STUDENT_DATA_REASONS,
  type StudentData,
  type StudentDataExport,
  studentDataDownloadUrl,
} from '../../../common/api/student-data';
import { readConfig } from '../../config';
import { CSV_BYTE_ORDER_MARK, csvLine } from '../../csv';
import { type CsvWords, csvWordsIn } from '../../csv-words/csv-words';
import type { Db } from '../../db/client';
import { institutionCsvExports, users } from '../../db/schema';
import { defineJob } from '../../jobs/job';
import type { JobQueue } from '../../jobs/queue';
import { sendOrRunSoon } from '../../jobs/send-or-run';
import { AppError } from '../../rpc/app-error';
import type { FileStorage } from '../../storage/storage';
import { storageFromConfig } from '../../storage/storage-from-config';
import { exportPercentage } from '../learning';
import { readStudentData } from './student-data';

// The institution's student data as CSV (spec §4 CSV export): a job writes it in steps of
// EXPORT_CHUNK_SIZE learners by name, saving how far it got after each, into a file on this
// machine (never the whole list in memory), then stores that file and marks the export finished.

/** Learners written per step. */
export const EXPORT_CHUNK_SIZE = 500;

const exportKey = (csvID: string) => `exports/institution-students-${csvID}.csv`;

const headerOf = (words: CsvWords['institutionStudents']) =>
  csvLine([words.name, words.email, words.joinedAt, words.classes, words.lastActive, words.learningMinutes]);

/** A learner as a line: their classes as "course – class (progress %)", learning time in whole minutes. */
function lineOf(student: StudentData): string {
  return csvLine([
    student.fullName,
    student.email,
    student.joinedAt,
    student.classes
      .map((taken) => `${taken.courseName} – ${taken.cohortName} (${taken.progress}%)`)
      .join('; '),
    student.lastActiveAt ?? '',
    Math.round(student.learningTimeSeconds / 60),
  ]);
}

/**
 * Write export `csvID`: its learners by name, `chunkSize` at a time, `processed` saved after each
 * step (then `afterStep` awaited, for whoever follows it); a failure marks it failed and is thrown on.
 */
export async function writeStudentDataExport(
  db: Db,
  storage: FileStorage,
  csvID: string,
  { chunkSize = EXPORT_CHUNK_SIZE, afterStep }: { chunkSize?: number; afterStep?: () => Promise<void> } = {},
): Promise<void> {
  const [found] = await db
    .select({ institutionId: institutionCsvExports.institutionId, language: users.preferredLanguage })
    .from(institutionCsvExports)
    .leftJoin(users, eq(users.id, institutionCsvExports.requestedBy))
    .where(eq(institutionCsvExports.id, csvID));
  if (!found) return;
  const folder = await mkdtemp(join(tmpdir(), 'kelas-institution-export-'));
  const file = join(folder, 'students.csv');
  try {
    const out = createWriteStream(file);
    const write = (text: string) =>
      new Promise<void>((resolve, reject) => out.write(text, (error) => (error ? reject(error) : resolve())));
    await write(CSV_BYTE_ORDER_MARK + headerOf(csvWordsIn(found.language).institutionStudents));
    const query = { q: '', sort: 'name', order: 'asc', limit: chunkSize } as const;
    for (let offset = 0; ; offset += chunkSize) {
      const { students, total } = await readStudentData(db, found.institutionId, { ...query, offset });
      await write(students.map(lineOf).join(''));
      await db
        .update(institutionCsvExports)
        .set({ processed: Math.min(total, offset + students.length), total })
        .where(eq(institutionCsvExports.id, csvID));
      await afterStep?.();
      if (students.length < chunkSize) break;
    }
    out.end();
    await finished(out);
    await storage.putFile(exportKey(csvID), file, 'text/csv; charset=utf-8');
    await db
      .update(institutionCsvExports)
      .set({ status: 'finished', storageKey: exportKey(csvID), finishedAt: sql`now()` })
      .where(eq(institutionCsvExports.id, csvID));
  } catch (error) {
    await db
      .update(institutionCsvExports)
      .set({ status: 'failed' })
      .where(eq(institutionCsvExports.id, csvID));
    throw error;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** The export job: `storage` is the app's own when run inline, else the configured uploads storage. */
export const studentDataExportJob = defineJob({
  name: 'institution-student-export',
  payload: z.object({ csvID: z.uuid() }),
  retryLimit: 1,
  retryDelaySeconds: 30,
  handler: async ({ csvID }, deps) => {
    const storage = deps.storage ?? storageFromConfig(readConfig());
    await writeStudentDataExport(deps.db, storage, csvID);
    deps.logger.info({ csvID }, 'institution student export written');
  },
});

/** Start an export of the institution's student data: its row, then the job. */
export async function startStudentDataExport(
  db: Db,
  deps: { jobs?: JobQueue; storage: FileStorage; logger: Logger },
  institution: { id: string; path: string },
  requestedBy: string,
): Promise<StudentDataExport> {
  const [created] = await db
    .insert(institutionCsvExports)
    .values({ institutionId: institution.id, requestedBy })
    .returning({ id: institutionCsvExports.id });
  const csvID = created!.id;
  await sendOrRunSoon(
    deps.jobs,
    studentDataExportJob,
    { csvID },
    { db, logger: deps.logger, storage: deps.storage },
  );
  return { csvID, status: 'running', percentage: 0 };
}

/** Export `csvID` of the institution as spec §4 reports it, with where it is stored; 404 for another's. */
export async function readStudentDataExport(
  db: Db,
  institution: { id: string; path: string },
  csvID: string,
): Promise<StudentDataExport & { storageKey: string | null }> {
  const [row] = await db
    .select()
    .from(institutionCsvExports)
    .where(and(eq(institutionCsvExports.id, csvID), eq(institutionCsvExports.institutionId, institution.id)));
  if (!row)
    throw new AppError('not_found', STUDENT_DATA_REASONS.export, { csvID: STUDENT_DATA_REASONS.export });
  return {
    csvID,
    status: row.status,
    percentage: exportPercentage(row),
    storageKey: row.storageKey,
    ...(row.status === 'finished' && { downloadUrl: studentDataDownloadUrl(institution.path, csvID) }),
  };
}
