import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CERTIFICATE_IMAGE_KINDS,
  CERTIFICATE_IMAGE_MAX_BYTES,
  CertificateImageKey,
  type CertificateImageUpload,
  qualificationSignatureUploadPath,
} from '../../../common/api/certification';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { enforcePolicy, staff } from '../../rpc/policy';
import { hitRateLimit } from '../../security/rate-limit';
import { readOneFile, withImageUploads } from '../../storage/image-upload';
import { serveMedia } from '../../storage/serve-media';
import { COURSE_IMAGE_UPLOADS_PER_USER, loadCourse } from '../courses';
import { certificateImagePng } from './certificate-image-file';
import { findCertificateImages, storeCertificateImage } from './certificate-image-store';
import { certifyCourse } from './policy';

/**
 * `POST /api/course/{path}/certificate-images/logo/` and `/signature/` (the course team, who design
 * the certificate; CSRF checked by the /api hook): one PNG or JPEG, multipart, at most 2 MB,
 * stored as a PNG and answered as `{ key }`, which the settings (`logoKey`) or a signatory
 * (`signatureKey`) then name; nothing changes until they are saved. Uploads count against the
 * course image limit. `POST /api/qualification-images/signature/`: the same, for platform staff
 * designing a qualification's certificate (an image of no course). `GET
 * /api/certificate-images/{key}` shows one to its course's team (no course's: to staff).
 */
export async function registerCertificateImageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await withImageUploads(app, (scope) => {
    for (const kind of CERTIFICATE_IMAGE_KINDS) {
      scope.post(`/api/course/:path/certificate-images/${kind}/`, async (request) => {
        const { actor } = request;
        if (!actor.userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
        const db = deps.database.db;
        const course = await loadCourse(db, actor.userId, (request.params as { path: string }).path);
        if (!course) throw new AppError('not_found', REASONS.notFound);
        await enforcePolicy(certifyCourse, actor, course);
        return upload(request, { courseId: course.id, uploaderId: actor.userId, kind });
      });
    }
    // A qualification's certificate is designed by platform staff, and belongs to no course.
    scope.post(qualificationSignatureUploadPath, async (request) => {
      const { actor } = request;
      await enforcePolicy(staff, actor, null);
      return upload(request, { courseId: null, uploaderId: actor.userId!, kind: 'signature' });
    });
  });

  /** Store the request's one image for `target` (the uploader's limit counted first): its key. */
  async function upload(
    request: FastifyRequest,
    target: Parameters<typeof storeCertificateImage>[2],
  ): Promise<{ result: CertificateImageUpload }> {
    const db = deps.database.db;
    await hitRateLimit(db, COURSE_IMAGE_UPLOADS_PER_USER, target.uploaderId);
    const file = await readOneFile(request, 'file', CERTIFICATE_IMAGE_MAX_BYTES);
    const png = await certificateImagePng(file.data, target.kind);
    return { result: { key: await storeCertificateImage(db, deps.storage, target, png) } };
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/certificate-images/:key',
    handler: async (request, reply) => {
      const { key } = request.params as { key: string };
      const db = deps.database.db;
      if (!CertificateImageKey.safeParse(key).success) throw new AppError('not_found', REASONS.notFound);
      const [image] = await findCertificateImages(db, [key]);
      if (!image) throw new AppError('not_found', REASONS.notFound);
      const course = image.coursePath
        ? await loadCourse(db, request.actor.userId, image.coursePath)
        : undefined;
      // An image of no course (none is uploaded so) is for platform staff alone.
      await enforcePolicy(certifyCourse, request.actor, course ?? { myRole: null });
      return serveMedia(request, reply, deps.storage, image, key, { shared: false });
    },
  });
}
