import type { FastifyInstance } from 'fastify';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { certificateImageStorageKey } from './certificate-image-store';
import { lookUpCertificate } from './code-lookup';

/**
 * `GET /api/certificate-logos/{code}`: the logo a certificate was issued (or last refreshed)
 * with, for anyone holding its code, like its PDF; its verification page shows it. Not found when
 * it has none. Cached briefly: refreshing the certificate may change it. Wrong codes count against
 * the client's limit as on the verification page.
 */
export function registerCertificateLogoRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/certificate-logos/:code', async (request, reply) => {
    const { code } = request.params as { code: string };
    const record = await lookUpCertificate(deps.database.db, request.ip, code);
    const key = record.data.logoKey;
    const png = key ? await deps.storage.get(certificateImageStorageKey(key)) : undefined;
    if (!png) throw new AppError('not_found', REASONS.notFound);
    return reply
      .type('image/png')
      .header('cache-control', 'private, max-age=300')
      .header('x-content-type-options', 'nosniff')
      .send(png);
  });
}
