import type { FastifyInstance } from 'fastify';
import { verificationPath } from '../../../common/api/certification';
import { reasonText } from '../../../common/reasons';
import { AppError } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { certificatePdf } from './certificate-pdf';
import { lookUpCertificate } from './code-lookup';
import { printImagesOf } from './design-images';

/**
 * `GET /api/certificates/{code}.pdf`: the certificate as a PDF, for anyone holding its code (the
 * learner downloads it, a verifier may too); a revoked one is stamped so. Its logo and
 * signatures are those its data names, read from storage (no address of theirs is public). Wrong codes count
 * against the client's limit as on the verification page.
 */
export function registerCertificatePdfRoute(app: FastifyInstance, deps: AppDeps): void {
  app.get('/api/certificates/:file', async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!file.endsWith('.pdf')) throw new AppError('not_found', reasonText('certificate.unknownCode'));
    const record = await lookUpCertificate(deps.database.db, request.ip, file.slice(0, -'.pdf'.length));
    const pdf = await certificatePdf({
      data: record.data,
      code: record.code,
      issuedAt: record.issuedAt,
      refreshedAt: record.refreshedAt,
      revoked: record.revokedAt !== null,
      verificationUrl: `${deps.config.PUBLIC_URL}${verificationPath(record.code)}`,
      images: await printImagesOf(deps.storage, record.data),
    });
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="certificate-${record.code}.pdf"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });
}
