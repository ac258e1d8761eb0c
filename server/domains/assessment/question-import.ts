import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { ImportResult, type ImportState, type questionbankCalls } from '../../../common/api/questionbank';
import type { Db } from '../../db/client';
import { courses, questionBanks, questionImports } from '../../db/schema';
import { isUuid } from '../../db/uuid';
import type { JobQueue } from '../../jobs/queue';
import { exportPercentage } from '../learning';
import { type LoadedBank, loadedBankColumns } from './question-banks';
import {
  FailedImport,
  failImport,
  type PendingImport,
  questionImportJob,
  runQuestionImport,
} from './question-import-job';

type ImportInput = z.output<typeof questionbankCalls.importQuestions.input>;

/** What the status of an import is read from (not its file, of up to 2 MB, read every second). */
const stateColumns = {
  id: questionImports.id,
  status: questionImports.status,
  processed: questionImports.processed,
  total: questionImports.total,
  report: questionImports.report,
};
type ImportRow = Pick<typeof questionImports.$inferSelect, keyof typeof stateColumns>;

/** An import with its bank, loaded as the bank is (the bank rule decides on it). */
export type LoadedImport = LoadedBank & { questionImport: ImportRow };

/** Import `importId` with its bank, its course and the caller's role in it, in one query. */
export async function loadImport(
  db: Db,
  userId: string | null,
  importId: string,
): Promise<LoadedImport | undefined> {
  if (!isUuid(importId)) return undefined;
  const [row] = await db
    .select({ ...loadedBankColumns(userId), questionImport: stateColumns })
    .from(questionImports)
    .innerJoin(questionBanks, eq(questionBanks.id, questionImports.bankId))
    .innerJoin(courses, eq(courses.id, questionBanks.courseId))
    .where(eq(questionImports.id, importId));
  return row;
}

/** Where import `row` stands: its percentage, then its report, or why it failed. */
export function importState(row: ImportRow): ImportState {
  const state: ImportState = { importId: row.id, status: row.status, percentage: exportPercentage(row) };
  if (row.status === 'finished') return { ...state, result: ImportResult.parse(row.report) };
  if (row.status === 'failed') return { ...state, reason: FailedImport.parse(row.report).reason };
  return state;
}

/**
 * Start importing a file into `bank`: the `question_imports` row (committed: the method has no
 * transaction, so a worker finds it), then the job; in a process without a job queue the import
 * runs here, after the answer. An import whose job cannot be queued is failed (and the call too).
 */
export async function startQuestionImport(
  db: Db,
  deps: { jobs?: JobQueue; logger: Logger },
  bank: LoadedBank,
  requestedBy: string,
  input: ImportInput,
): Promise<ImportState> {
  const pending: z.infer<typeof PendingImport> | null = input.encoding ? { encoding: input.encoding } : null;
  const [created] = await db
    .insert(questionImports)
    .values({ bankId: bank.id, requestedBy, format: input.format, text: input.text, report: pending })
    .returning(stateColumns);
  const importId = created!.id;
  const failed = (error: Error) => deps.logger.error({ err: error, importId }, 'question import failed');
  if (deps.jobs) {
    await deps.jobs.send(questionImportJob, { importId }).catch(async (error: Error) => {
      await failImport(db, importId);
      throw error;
    });
  } else setImmediate(() => runQuestionImport(db, importId).catch(failed));
  return importState(created!);
}
