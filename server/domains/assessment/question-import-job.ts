import { and, eq, max, sql } from 'drizzle-orm';
import { z } from 'zod';
import { IMPORT_FORMATS, type ImportResult } from '../../../common/api/questionbank';
import { emptyFileProblem } from '../../../common/domain/quiz/import/import-report';
import type { ImportReport } from '../../../common/domain/quiz/import/imported-question';
import { parseImport } from '../../../common/domain/quiz/import/parse-import';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { bankQuestions, questionBanks, questionImportRows, questionImports } from '../../db/schema';
import { defineJob } from '../../jobs/job';

/** Questions staged per statement; the progress is written with each. */
export const IMPORT_CHUNK = 100;

/** What `report` holds while an import runs: how its text is encoded (a QTI package's base64). */
export const PendingImport = z.object({ encoding: z.literal('base64').optional() });

/** Why a failed import took nothing, as `report` keeps it. */
export const FailedImport = z.object({ reason: z.string() });

const running = (importId: string) =>
  and(eq(questionImports.id, importId), eq(questionImports.status, 'running'));

const stagedOf = (importId: string) => eq(questionImportRows.importId, importId);

/** The report of a file that is not imported (no question, or any problem), else null. */
function refusal(report: ImportReport): ImportResult | null {
  const read = report.questions.length + report.problems.length;
  if (read === 0) return { imported: 0, read, problems: [emptyFileProblem()] };
  return report.problems.length > 0 ? { imported: 0, read, problems: report.problems } : null;
}

/** Mark import `importId` failed, having taken nothing, and drop its text and staged questions. */
export async function failImport(db: Db, importId: string): Promise<void> {
  const failed = { reason: reasonText('quiz.import.stopped') } satisfies z.infer<typeof FailedImport>;
  await db.transaction(async (tx) => {
    await tx.delete(questionImportRows).where(stagedOf(importId));
    await tx
      .update(questionImports)
      .set({ status: 'failed', report: failed, text: '', finishedAt: sql`now()` })
      .where(running(importId));
  });
}

/**
 * Put the questions staged for import `importId` after the last of bank `bankId`, in their order,
 * and mark the import finished: one transaction, the bank's row locked so two imports into it take
 * their positions one after the other.
 */
async function moveIntoBank(db: Db, importId: string, bankId: string, result: ImportResult): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .select({ id: questionBanks.id })
      .from(questionBanks)
      .where(eq(questionBanks.id, bankId))
      .for('update');
    const [last] = await tx
      .select({ position: max(bankQuestions.position) })
      .from(bankQuestions)
      .where(eq(bankQuestions.bankId, bankId));
    const start = (last?.position ?? -1) + 1;
    await tx.execute(sql`
      INSERT INTO ${bankQuestions} (bank_id, widget_type, setup_data, name, tags, position)
      SELECT ${bankId}::uuid, widget_type, setup_data, name, tags, ${start}::int + ordinal
      FROM ${questionImportRows} WHERE import_id = ${importId}::uuid ORDER BY ordinal`);
    await tx.delete(questionImportRows).where(stagedOf(importId));
    await finishImport(tx as unknown as Db, importId, result);
  });
}

const finishImport = (db: Db, importId: string, result: ImportResult) =>
  db
    .update(questionImports)
    .set({ status: 'finished', processed: result.imported, report: result, text: '', finishedAt: sql`now()` })
    .where(running(importId));

/**
 * Run import `importId` if it is still running: parse its file; a file with any problem imports
 * nothing and finishes with the report. Otherwise its questions are staged in statements of
 * `chunkSize`, each committed with the count of questions staged (then `afterChunk` awaited), and
 * then moved into the bank after its last question in one transaction that marks the import
 * finished (moveIntoBank): the bank gets all of them or none, and the progress shows meanwhile on
 * either database. The text is emptied either way. Any failure marks it failed with a reason
 * (nothing imported) and is thrown on.
 */
export async function runQuestionImport(
  db: Db,
  importId: string,
  {
    chunkSize = IMPORT_CHUNK,
    afterChunk,
  }: { chunkSize?: number; afterChunk?: (processed: number) => Promise<void> } = {},
): Promise<void> {
  const [found] = await db.select().from(questionImports).where(running(importId));
  // Done already (a retry of a job that finished), or its bank was deleted.
  if (!found) return;
  try {
    const format = z.enum(IMPORT_FORMATS).parse(found.format);
    const encoding = PendingImport.parse(found.report ?? {}).encoding;
    const report = parseImport(
      format,
      encoding === 'base64' ? Buffer.from(found.text, 'base64') : found.text,
    );
    const refused = refusal(report);
    if (refused) {
      await finishImport(db, importId, refused);
      return;
    }
    const { questions } = report;
    // A retry starts again from nothing.
    await db.delete(questionImportRows).where(stagedOf(importId));
    await db.update(questionImports).set({ total: questions.length, processed: 0 }).where(running(importId));
    for (let offset = 0; offset < questions.length; offset += chunkSize) {
      const chunk = questions.slice(offset, offset + chunkSize);
      const done = offset + chunk.length;
      await db.transaction(async (tx) => {
        await tx.insert(questionImportRows).values(
          chunk.map((question, at) => ({
            importId,
            ordinal: offset + at,
            widgetType: question.widgetType,
            setupData: question.setupData,
            name: question.name,
            tags: question.tags,
          })),
        );
        await tx.update(questionImports).set({ processed: done }).where(running(importId));
      });
      await afterChunk?.(done);
      // PGlite runs every query in this thread, so a loop of them would hold off every request
      // (a status read among them) until the import ends: the event loop gets a turn between chunks.
      await new Promise((resolve) => setImmediate(resolve));
    }
    await moveIntoBank(db, importId, found.bankId, {
      imported: questions.length,
      read: questions.length,
      problems: [],
    });
  } catch (error) {
    await failImport(db, importId);
    throw error;
  }
}

/** The import job (a retry finds a finished or failed import done, and leaves it). */
export const questionImportJob = defineJob({
  name: 'question-import',
  payload: z.object({ importId: z.uuid() }),
  retryLimit: 1,
  retryDelaySeconds: 30,
  handler: async ({ importId }, deps) => {
    await runQuestionImport(deps.db, importId);
    deps.logger.info({ importId }, 'questions imported');
  },
});
