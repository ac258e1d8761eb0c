import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendCsvDownload } from '../../http/export-download';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { enforcePolicy } from '../../rpc/policy';
import { loadInstitution } from './institution-record';
import { runInstitution } from './policy';
import { readStudentDataExport } from './student-data-export';

const DownloadQuery = z.object({ institution: z.string().trim().min(1).max(100), csvID: z.uuid() });

/**
 * `GET /api/institution/student-data.csv?institution={path}&csvID={id}` (spec §7; the institution's
 * team and platform staff): a finished export of its student data as a download.
 */
export function registerStudentDataRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/institution/student-data.csv', async (request, reply) => {
    const { actor } = request;
    if (!actor.userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
    const query = DownloadQuery.safeParse(request.query);
    if (!query.success) throw new AppError('not_found', REASONS.notFound);
    const db = deps.database.db;
    const institution = await loadInstitution(db, actor.userId, query.data.institution);
    if (!institution) throw new AppError('not_found', REASONS.notFound);
    await enforcePolicy(runInstitution, actor, institution);
    const state = await readStudentDataExport(db, institution, query.data.csvID);
    return sendCsvDownload(reply, deps.storage, state, `${institution.path}-students`);
  });
}
