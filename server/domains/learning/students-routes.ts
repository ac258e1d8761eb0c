import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { refusalError } from '../../rpc/policy';
import { loadClass } from '../classes';
import { teachStudents } from './policy';
import { readStudentExport } from './student-export';

const Params = z.object({ path: z.string().min(1), exportId: z.uuid() });

/**
 * `GET /api/cohort/{path}/exports/{exportId}.csv` (the class's teachers): a finished students export
 * as a download.
 */
export function registerStudentExportRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/cohort/:path/exports/:file', async (request, reply) => {
    const { actor } = request;
    if (!actor.userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
    const { path, file } = request.params as { path: string; file: string };
    const params = Params.safeParse({ path, exportId: file.replace(/\.csv$/, '') });
    if (!params.success || !file.endsWith('.csv')) throw new AppError('not_found', REASONS.notFound);
    const db = deps.database.db;
    const loaded = await loadClass(db, { actor }, params.data.path);
    if (!loaded) throw new AppError('not_found', REASONS.notFound);
    const verdict = teachStudents(actor, loaded);
    if (verdict !== true) throw refusalError(verdict, false);
    const state = await readStudentExport(db, loaded, params.data.exportId);
    const body = state.storageKey ? await deps.storage.get(state.storageKey) : undefined;
    if (state.status !== 'finished' || !body) throw new AppError('not_found', REASONS.notFound);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${loaded.path}-students.csv"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
