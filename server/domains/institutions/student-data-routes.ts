import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { sendCsvDownload } from '../../http/export-download';
import type { AppDeps } from '../../rpc/context';
import { registerInstitutionDownload } from './institution-download';
import { readStudentDataExport } from './student-data-export';

const DownloadQuery = z.object({ institution: z.string().trim().min(1).max(100), csvID: z.uuid() });

/**
 * `GET /api/institution/student-data.csv?institution={path}&csvID={id}` (spec §7; the institution's
 * team and platform staff): a finished export of its student data as a download.
 */
export function registerStudentDataRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerInstitutionDownload(
    app,
    deps,
    '/api/institution/student-data.csv',
    DownloadQuery,
    async ({ db, institution, query }, reply) => {
      const state = await readStudentDataExport(db, institution, query.csvID);
      return sendCsvDownload(reply, deps.storage, state, `${institution.path}-students`);
    },
  );
}
