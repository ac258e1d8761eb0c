import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  AVATAR_CONTENT_TYPES,
  AVATAR_MAX_BYTES,
  AVATAR_MAX_FILES,
  AVATAR_UPLOAD_PATH,
  UPLOAD_REASONS,
} from '../../../common/uploads';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit';
import { toAvatarImage } from './avatar-image';
import { readAvatar, replaceAvatar } from './avatars';

/** Avatar uploads of one user: each costs an image decode, so they are counted. */
export const AVATAR_UPLOADS_PER_USER: RateLimit = { name: 'avatar-upload', max: 20, windowSeconds: 60 * 60 };

/**
 * `POST /api/profile/avatar/` (signed in, CSRF header checked by the /api hook): one image file,
 * multipart, replaces the user's avatar. `GET /media/avatars/{key}` serves avatars to anyone.
 */
export async function registerAvatarRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  // Multipart parsing only inside this scope: every other route keeps refusing multipart bodies.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { files: AVATAR_MAX_FILES, fileSize: AVATAR_MAX_BYTES, fields: 5, fieldSize: 1024, parts: 6 },
    });
    scope.post(AVATAR_UPLOAD_PATH, async (request) => {
      const userId = request.actor.userId;
      if (!userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
      const db = deps.database.db;
      await hitRateLimit(db, AVATAR_UPLOADS_PER_USER, userId);
      const image = await toAvatarImage(await readOneImage(request));
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

/** The bytes of the one uploaded file, with the messages of spec §5 for every way it can fail. */
async function readOneImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('bad_request', UPLOAD_REASONS.noFile);
  let data: Buffer | undefined;
  try {
    for await (const part of request.files()) {
      if (!(AVATAR_CONTENT_TYPES as readonly string[]).includes(part.mimetype)) {
        part.file.resume();
        throw new AppError('file_type_not_accepted', UPLOAD_REASONS.fileTypeNotAccepted);
      }
      data = await part.toBuffer();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') {
      throw new AppError('too_many_files', UPLOAD_REASONS.tooManyFiles(AVATAR_MAX_FILES));
    }
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('file_too_big', UPLOAD_REASONS.fileTooBig(AVATAR_MAX_BYTES));
    }
    throw error;
  }
  if (!data) throw new AppError('invalid_input', UPLOAD_REASONS.noFile, { file: UPLOAD_REASONS.noFile });
  return data;
}
