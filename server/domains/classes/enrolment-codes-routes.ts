import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { loadClass } from './class-access';
import { enrolmentCodeRows } from './enrolment-codes';
import { enrolmentCodesCsv } from './enrolment-codes-csv';
import { mayManageClass } from './policy';

const CsvQuery = z.object({ batch: z.uuid().optional() });

/**
 * `GET /api/cohort/{path}/enrolment-codes.csv?batch={id}` (the class's managers): a batch's codes
 * (or all the class's codes without `batch`) as a CSV download.
 */
export function registerEnrolmentCodeRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/cohort/:path/enrolment-codes.csv', async (request, reply) => {
    const { actor } = request;
    if (!actor.userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
    const query = CsvQuery.safeParse(request.query);
    if (!query.success) throw new AppError('not_found', REASONS.notFound);
    const db = deps.database.db;
    const loaded = await loadClass(db, { actor }, (request.params as { path: string }).path);
    if (!loaded) throw new AppError('not_found', REASONS.notFound);
    if (!mayManageClass(actor, loaded)) throw new AppError('forbidden', REASONS.forbidden);
    const rows = await enrolmentCodeRows(db, loaded.id, query.data.batch);
    if (query.data.batch !== undefined && rows.length === 0)
      throw new AppError('not_found', REASONS.notFound);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${loaded.path}-enrolment-codes.csv"`)
      .header('cache-control', 'no-store')
      .send(enrolmentCodesCsv(rows));
  });
}
