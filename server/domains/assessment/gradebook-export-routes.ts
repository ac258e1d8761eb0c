import type { FastifyInstance } from 'fastify';
import { exportDownloadOf, sendCsvDownload } from '../../http/export-download';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { refusalError } from '../../rpc/policy';
import { loadCourseWithClasses } from './course-with-classes';
import { readGradebookExport } from './gradebook-export';
import { readGradebook } from './policy';

/**
 * `GET /api/course/{coursePath}/gradebook-exports/{exportId}.csv`: a finished gradebook export as
 * a download, for its requester while they may still read the gradebook (and see its class).
 */
export function registerGradebookExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/course/:path/gradebook-exports/:file', async (request, reply) => {
    const { actor, path, exportId } = exportDownloadOf(request);
    const db = deps.database.db;
    const loaded = await loadCourseWithClasses(db, { actor }, path);
    if (!loaded) throw new AppError('not_found', REASONS.notFound);
    const verdict = readGradebook(actor, loaded);
    if (verdict !== true) throw refusalError(verdict, false);
    const state = await readGradebookExport(db, actor, loaded, exportId);
    const filename = [loaded.course.path, state.cohortPath, 'gradebook'].filter(Boolean).join('-');
    return sendCsvDownload(reply, deps.storage, state, filename);
  });
}
