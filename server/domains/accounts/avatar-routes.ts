import type { FastifyInstance } from 'fastify';
import { AVATAR_SIZE_PX, AVATAR_UPLOAD_PATH } from '../../../common/uploads';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit';
import { readUploadedImage, withImageUploads } from '../../storage/image-upload';
import { readAvatar, replaceAvatar } from './avatars';

/** Avatar uploads of one user: each costs an image decode, so they are counted. */
export const AVATAR_UPLOADS_PER_USER: RateLimit = { name: 'avatar-upload', max: 20, windowSeconds: 60 * 60 };

/**
 * `POST /api/profile/avatar/` (signed in, CSRF header checked by the /api hook): one image file,
 * multipart, replaces the user's avatar. `GET /media/avatars/{key}` serves avatars to anyone.
 */
export async function registerAvatarRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await withImageUploads(app, (scope) => {
    scope.post(AVATAR_UPLOAD_PATH, async (request) => {
      const userId = request.actor.userId;
      if (!userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
      const db = deps.database.db;
      await hitRateLimit(db, AVATAR_UPLOADS_PER_USER, userId);
      const image = await readUploadedImage(request, AVATAR_SIZE_PX, AVATAR_SIZE_PX);
      return { result: await replaceAvatar(db, deps.storage, userId, image) };
    });
  });

  app.get('/media/avatars/:key', async (request, reply) => {
    const { key } = request.params as { key: string };
    const avatar = await readAvatar(deps.database.db, deps.storage, key);
    if (!avatar) throw new AppError('not_found', REASONS.notFound);
    // A key names one image forever (a new upload gets a new key), so it may be cached for good.
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type(avatar.contentType)
      .send(avatar.data);
  });
}
