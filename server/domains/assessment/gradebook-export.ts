import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { z } from 'zod';
import { gradebookExportUrl } from '../../../common/api/gradebook';
import type { StudentExportState } from '../../../common/api/progress';
import { readConfig } from '../../config';
import { csvDocument } from '../../csv';
import { csvWordsIn } from '../../csv-words/csv-words';
import type { Db } from '../../db/client';
import { courses, gradebookExports, users } from '../../db/schema';
import { defineJob } from '../../jobs/job';
import type { JobQueue } from '../../jobs/queue';
import { sendOrRunSoon } from '../../jobs/send-or-run';
import type { Actor } from '../../rpc/actor';
import { AppError, REASONS } from '../../rpc/app-error';
import type { FileStorage } from '../../storage/storage';
import { storageFromConfig } from '../../storage/storage-from-config';
import type { LoadedClass } from '../classes';
import { exportPercentage } from '../learning';
import { loadCourseWithClasses } from './course-with-classes';
import { countLearners, gradebookRows, learnersOf, maxTotalOf } from './gradebook';
import { gradebookCsvHeader, gradebookCsvLine } from './gradebook-csv';
import { gradebookItems } from './gradebook-items';
import { type CourseWithClasses, gradebookClasses, readGradebook } from './policy';

/** Learners written per step; `processed` is saved after each. */
export const GRADEBOOK_EXPORT_CHUNK = 200;

/** Where a finished export is stored. */
const exportKey = (exportId: string) => `exports/gradebook-${exportId}.csv`;

/**
 * The classes export `exportId` covers, as its requester sees them now (they may have lost a class
 * since they asked): the one asked for, or every class they see in the course's gradebook; and the
 * words of the file in the requester's language.
 */
async function exportedClasses(db: Db, exportId: string) {
  const [found] = await db
    .select({
      courseId: gradebookExports.courseId,
      cohortId: gradebookExports.cohortId,
      coursePath: courses.path,
      requester: {
        id: users.id,
        isStaff: users.isStaff,
        isSuperUser: users.isSuperUser,
        language: users.preferredLanguage,
      },
    })
    .from(gradebookExports)
    .innerJoin(courses, eq(courses.id, gradebookExports.courseId))
    .leftJoin(users, eq(users.id, gradebookExports.requestedBy))
    .where(eq(gradebookExports.id, exportId));
  if (!found) return undefined;
  const { requester } = found;
  if (!requester) throw new Error('the export’s requester is gone');
  const actor: Actor = {
    userId: requester.id,
    sessionId: null,
    isStaff: requester.isStaff,
    isSuperUser: requester.isSuperUser,
  };
  const loaded = await loadCourseWithClasses(db, { actor }, found.coursePath);
  const seen = loaded && readGradebook(actor, loaded) === true ? gradebookClasses(actor, loaded) : [];
  const classes = found.cohortId ? seen.filter((cohort) => cohort.id === found.cohortId) : seen;
  if (classes.length === 0) throw new Error('the requester no longer sees the classes exported');
  return { courseId: found.courseId, classes, words: csvWordsIn(requester.language).gradebook };
}

/**
 * Write the gradebook CSV of export `exportId` in steps of `chunkSize` learners (by name), saving
 * `processed` and `total` after each (then awaiting `afterStep`, for whoever follows the progress),
 * then store it and mark the export finished; a failure marks it failed and is thrown on.
 */
export async function writeGradebookExport(
  db: Db,
  storage: FileStorage,
  exportId: string,
  {
    chunkSize = GRADEBOOK_EXPORT_CHUNK,
    afterStep,
  }: { chunkSize?: number; afterStep?: () => Promise<void> } = {},
): Promise<void> {
  const setState = (state: Partial<typeof gradebookExports.$inferInsert>) =>
    db.update(gradebookExports).set(state).where(eq(gradebookExports.id, exportId));
  try {
    const exported = await exportedClasses(db, exportId);
    if (!exported) return;
    const cohortIds = exported.classes.map((cohort) => cohort.id);
    const [items, total] = await Promise.all([
      gradebookItems(db, exported.courseId),
      countLearners(db, cohortIds),
    ]);
    await setState({ status: 'running', processed: 0, total });
    const maxTotal = maxTotalOf(items);
    const nameOf = new Map(exported.classes.map((cohort) => [cohort.id, cohort.name]));
    const { words } = exported;
    const parts = [gradebookCsvHeader(words, items.columns)];
    for (let offset = 0; offset < total; offset += chunkSize) {
      const learners = await learnersOf(db, cohortIds, { offset, limit: chunkSize });
      const rows = await gradebookRows(db, items, learners, exported.classes);
      rows.forEach((row, index) => {
        const learner = learners[index]!;
        parts.push(
          gradebookCsvLine(
            words,
            row,
            { email: learner.email, className: nameOf.get(learner.cohortId)! },
            maxTotal,
          ),
        );
      });
      await setState({ processed: Math.min(total, offset + learners.length) });
      await afterStep?.();
      if (learners.length < chunkSize) break;
    }
    await storage.put(
      exportKey(exportId),
      Buffer.from(csvDocument(parts), 'utf8'),
      'text/csv; charset=utf-8',
    );
    await setState({
      status: 'finished',
      processed: total,
      storageKey: exportKey(exportId),
      finishedAt: new Date(),
    });
  } catch (error) {
    await setState({ status: 'failed' });
    throw error;
  }
}

/** The export job: `storage` is the app's own when run inline, else the configured uploads storage. */
export const gradebookExportJob = defineJob({
  name: 'gradebook-csv-export',
  payload: z.object({ exportId: z.uuid() }),
  retryLimit: 1,
  retryDelaySeconds: 30,
  handler: async ({ exportId }, deps) => {
    const storage = deps.storage ?? storageFromConfig(readConfig());
    await writeGradebookExport(deps.db, storage, exportId);
    deps.logger.info({ exportId }, 'gradebook export written');
  },
});

/**
 * Start an export of the gradebook of `courseId` (of class `cohort`, or of every class the
 * requester sees): the `gradebook_exports` row, then the job (sendOrRunSoon).
 */
export async function startGradebookExport(
  db: Db,
  deps: { jobs?: JobQueue; storage: FileStorage; logger: Logger },
  courseId: string,
  cohort: LoadedClass | undefined,
  requestedBy: string,
): Promise<{ exportId: string }> {
  const [created] = await db
    .insert(gradebookExports)
    .values({ courseId, cohortId: cohort?.id ?? null, requestedBy })
    .returning({ id: gradebookExports.id });
  const exportId = created!.id;
  await sendOrRunSoon(
    deps.jobs,
    gradebookExportJob,
    { exportId },
    { db, logger: deps.logger, storage: deps.storage },
  );
  return { exportId };
}

/**
 * Export `exportId` of the course, as spec §4 CSV export reports it: only to its requester, while
 * they still see the class it is of (any other caller is told it does not exist).
 */
export async function readGradebookExport(
  db: Db,
  actor: Actor,
  loaded: CourseWithClasses & { course: { path: string } },
  exportId: string,
): Promise<StudentExportState & { storageKey: string | null; cohortPath: string | null }> {
  const [row] = await db.select().from(gradebookExports).where(eq(gradebookExports.id, exportId));
  const cohort = row?.cohortId
    ? gradebookClasses(actor, loaded).find((seen) => seen.id === row.cohortId)
    : null;
  if (!row || row.courseId !== loaded.course.id || row.requestedBy !== actor.userId || cohort === undefined)
    throw new AppError('not_found', REASONS.notFound);
  return {
    status: row.status,
    percentage: exportPercentage(row),
    storageKey: row.storageKey,
    cohortPath: cohort?.path ?? null,
    ...(row.status === 'finished' && { downloadUrl: gradebookExportUrl(loaded.course.path, row.id) }),
  };
}
