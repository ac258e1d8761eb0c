import type { FastifyInstance } from 'fastify';
import { INSTITUTION_LOGO_SIZE } from '../../../common/api/portal';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { enforcePolicy } from '../../rpc/policy';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit';
import { imageToWebp, readOneFile, withImageUploads } from '../../storage/image-upload';
import { readInstitutionLogo, replaceInstitutionLogo } from './institution-logo';
import { runInstitution } from './policy';
import { loadPortal } from './portal-record';

/** Logo uploads of one user: each costs an image decode, so they are counted. */
export const INSTITUTION_LOGO_UPLOADS_PER_USER: RateLimit = {
  name: 'institution-logo-upload',
  max: 30,
  windowSeconds: 60 * 60,
};

/**
 * `POST /api/institution/{path}/logo/` (its team and platform staff; CSRF checked by the /api
 * hook): one image, multipart, fitted into INSTITUTION_LOGO_SIZE without cropping, replaces the
 * institution's logo. `GET /media/institution-logos/{key}` serves logos to anyone.
 */
export async function registerInstitutionLogoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await withImageUploads(app, (scope) => {
    scope.post('/api/institution/:path/logo/', async (request) => {
      const { userId } = request.actor;
      if (!userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
      const db = deps.database.db;
      const portal = await loadPortal(db, userId, (request.params as { path: string }).path);
      if (!portal) throw new AppError('not_found', REASONS.notFound);
      await enforcePolicy(runInstitution, request.actor, portal);
      await hitRateLimit(db, INSTITUTION_LOGO_UPLOADS_PER_USER, userId);
      const { data } = await readOneFile(request);
      // A logo keeps its shape and its transparency: fitted inside the box, never enlarged.
      const image = await imageToWebp(data, {
        ...INSTITUTION_LOGO_SIZE,
        fit: 'inside',
        withoutEnlargement: true,
      });
      const upload = { institutionId: portal.id, uploaderId: userId, image };
      return { result: await replaceInstitutionLogo(db, deps.storage, upload) };
    });
  });

  app.get('/media/institution-logos/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    const logo = await readInstitutionLogo(deps.database.db, deps.storage, key);
    if (!logo) throw new AppError('not_found', REASONS.notFound);
    // A key names one image forever (a new upload gets a new key), so it may be cached for good.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type(logo.contentType)
      .send(logo.data);
  });
}
