import { and, eq, max, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { IMPORT_FORMATS, type ImportResult } from '../../../common/api/questionbank';
import { emptyFileProblem } from '../../../common/domain/quiz/import/import-report';
import type { ImportReport } from '../../../common/domain/quiz/import/imported-question';
import { parseImport } from '../../../common/domain/quiz/import/parse-import';
import { reasonText } from '../../../common/reasons';
import type { Db } from '../../db/client';
import { bankQuestions, questionBanks, questionImports } from '../../db/schema';
import { defineJob } from '../../jobs/job';

/** Questions inserted per statement; the progress is written after each but the last. */
export const IMPORT_CHUNK = 100;

/** What `report` holds while an import runs: how its text is encoded (a QTI package's base64). */
export const PendingImport = z.object({ encoding: z.literal('base64').optional() });

/** Why a failed import took nothing, as `report` keeps it. */
export const FailedImport = z.object({ reason: z.string() });

const running = (importId: string) =>
  and(eq(questionImports.id, importId), eq(questionImports.status, 'running'));

/** The report of a file that is not imported (no question, or any problem), else null. */
function refusal(report: ImportReport): ImportResult | null {
  const read = report.questions.length + report.problems.length;
  if (read === 0) return { imported: 0, read, problems: [emptyFileProblem()] };
  return report.problems.length > 0 ? { imported: 0, read, problems: report.problems } : null;
}

/**
 * Writes `processed` outside the import's transaction, one write after another, without making it
 * wait. On PostgreSQL each goes through another connection of the pool, so a status read sees the
 * questions counted while they are inserted. PGlite is one connection, which the transaction holds
 * to its end (a status read waits for it too): there the writes run after it and, finding the
 * import no longer running, change nothing.
 */
function progressWriter(db: Db, importId: string, logger: Logger) {
  let last = Promise.resolve();
  return {
    write(processed: number) {
      last = last
        .then(() => db.update(questionImports).set({ processed }).where(running(importId)))
        .then(
          () => undefined,
          (error: Error) => logger.warn({ err: error, importId }, 'question import progress not written'),
        );
    },
    settled: () => last,
  };
}

/** Mark import `importId` failed, having taken nothing, and drop its text. */
export async function failImport(db: Db, importId: string): Promise<void> {
  const failed = { reason: reasonText('quiz.import.stopped') } satisfies z.infer<typeof FailedImport>;
  await db
    .update(questionImports)
    .set({ status: 'failed', report: failed, text: '', finishedAt: sql`now()` })
    .where(running(importId));
}

/**
 * Run import `importId` if it is still running: parse its file; a file with any problem imports
 * nothing and finishes with the report. Otherwise its questions go after the bank's last in
 * statements of `chunkSize`, all in one transaction that also marks it finished, `processed`
 * written between them (then `afterChunk` awaited, inside the transaction). The text is emptied
 * either way. Any failure marks it failed with a reason (nothing imported) and is thrown on.
 */
export async function runQuestionImport(
  db: Db,
  logger: Logger,
  importId: string,
  {
    chunkSize = IMPORT_CHUNK,
    afterChunk,
  }: { chunkSize?: number; afterChunk?: (processed: number) => Promise<void> } = {},
): Promise<void> {
  const [found] = await db.select().from(questionImports).where(running(importId));
  // Done already (a retry of a job that finished), or its bank was deleted.
  if (!found) return;
  const progress = progressWriter(db, importId, logger);
  const finish = (handle: Db, result: ImportResult) =>
    handle
      .update(questionImports)
      .set({
        status: 'finished',
        processed: result.imported,
        report: result,
        text: '',
        finishedAt: sql`now()`,
      })
      .where(running(importId));
  try {
    const format = z.enum(IMPORT_FORMATS).parse(found.format);
    const encoding = PendingImport.parse(found.report ?? {}).encoding;
    const report = parseImport(
      format,
      encoding === 'base64' ? Buffer.from(found.text, 'base64') : found.text,
    );
    const refused = refusal(report);
    if (refused) {
      await finish(db, refused);
      return;
    }
    const { questions } = report;
    await db.update(questionImports).set({ total: questions.length }).where(running(importId));
    await db.transaction(async (tx) => {
      // The bank's row locked: two imports into it take their positions one after the other.
      await tx
        .select({ id: questionBanks.id })
        .from(questionBanks)
        .where(eq(questionBanks.id, found.bankId))
        .for('update');
      const [last] = await tx
        .select({ position: max(bankQuestions.position) })
        .from(bankQuestions)
        .where(eq(bankQuestions.bankId, found.bankId));
      const start = (last?.position ?? -1) + 1;
      for (let offset = 0; offset < questions.length; offset += chunkSize) {
        const chunk = questions.slice(offset, offset + chunkSize);
        await tx.insert(bankQuestions).values(
          chunk.map((question, at) => ({
            bankId: found.bankId,
            widgetType: question.widgetType,
            setupData: question.setupData,
            name: question.name,
            tags: question.tags,
            position: start + offset + at,
          })),
        );
        const done = offset + chunk.length;
        if (done < questions.length) {
          progress.write(done);
          await afterChunk?.(done);
        }
      }
      await finish(tx as unknown as Db, { imported: questions.length, read: questions.length, problems: [] });
    });
    await progress.settled();
  } catch (error) {
    // After the last progress write: a failed import shows how far it went.
    await progress.settled();
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
    await runQuestionImport(deps.db, deps.logger, importId);
    deps.logger.info({ importId }, 'questions imported');
  },
});
