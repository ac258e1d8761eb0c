import type { FastifyInstance } from 'fastify';
import { exportDownloadOf, sendCsvDownload } from '../../http/export-download';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { refusalError } from '../../rpc/policy';
import { loadClass } from '../classes';
import { teachStudents } from './policy';
import { readStudentExport } from './student-export';

/**
 * `GET /api/cohort/{path}/exports/{exportId}.csv` (the class's teachers): a finished students export
 * as a download.
 */
export function registerStudentExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/cohort/:path/exports/:file', async (request, reply) => {
    const { actor, path, exportId } = exportDownloadOf(request);
    const db = deps.database.db;
    const loaded = await loadClass(db, { actor }, path);
    if (!loaded) throw new AppError('not_found', REASONS.notFound);
    const verdict = teachStudents(actor, loaded);
    if (verdict !== true) throw refusalError(verdict, false);
    const state = await readStudentExport(db, loaded, exportId);
    return sendCsvDownload(reply, deps.storage, state, `${loaded.path}-students`);
  });
}
