import type { FastifyInstance } from 'fastify';
import {
  BLOCK_MEDIA_KINDS,
  BLOCK_MEDIA_MAX_BYTES,
  type BlockMediaKind,
} from '../../../common/api/block-media';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { enforcePolicy } from '../../rpc/policy';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit';
import { downloadName } from '../../storage/content-disposition';
import { readOneFile, withImageUploads } from '../../storage/image-upload';
import { serveMedia } from '../../storage/serve-media';
import { loadCourse } from '../courses';
import { findBlockMedia, storeBlockMedia } from './block-media-store';
import { coursesOfFile } from './course-file-links';
import { readCourseFile, uploadBlockMedia } from './policy';
import { receiveInto, withTemporaryFolder } from './received-file';

/** Block media uploads of one user: each may be large or decoded, so they are counted. */
export const BLOCK_MEDIA_UPLOADS_PER_USER: RateLimit = {
  name: 'block-media-upload',
  max: 120,
  windowSeconds: 60 * 60,
};

const KIND_REASON = `Choose one of: ${BLOCK_MEDIA_KINDS.join(', ')}.`;

function kindOf(query: unknown): BlockMediaKind {
  const kind = (query as { kind?: unknown }).kind;
  if (typeof kind === 'string' && (BLOCK_MEDIA_KINDS as readonly string[]).includes(kind)) {
    return kind as BlockMediaKind;
  }
  throw new AppError('invalid_input', KIND_REASON, { kind: KIND_REASON });
}

/**
 * `POST /api/course/{path}/block-media/?kind=…` (write permission on the course; CSRF checked by
 * the /api hook) and `GET|HEAD /media/course-files/{name}` (those who may read the pages of the
 * file's course or of a course a page copy linked it to, policy.ts readCourseFile: the address
 * alone is not enough, and it is cached in the browser only).
 *
 * An upload streams into a temporary file (the kind's limit enforced as it arrives) and goes to
 * storage from disk (`putFile`: the local folder, or an S3 multipart upload part by part).
 */
export async function registerBlockMediaRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await withImageUploads(app, (scope) => {
    scope.post('/api/course/:path/block-media/', async (request) => {
      const { userId } = request.actor;
      if (!userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
      const kind = kindOf(request.query);
      const db = deps.database.db;
      const course = await loadCourse(db, userId, (request.params as { path: string }).path);
      if (!course) throw new AppError('not_found', REASONS.notFound);
      await enforcePolicy(uploadBlockMedia, request.actor, course);
      await hitRateLimit(db, BLOCK_MEDIA_UPLOADS_PER_USER, userId);
      const result = await withTemporaryFolder(async (folder) => {
        const file = await readOneFile(request, kind, BLOCK_MEDIA_MAX_BYTES[kind], receiveInto(folder));
        return storeBlockMedia(db, deps.storage, { ownerId: userId, courseId: course.id, kind, file });
      });
      return { result };
    });
  });

  // HEAD is declared, not derived from GET, so it answers from the row without opening the file.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/course-files/:name',
    handler: async (request, reply) => {
      const { name } = request.params as { name: string };
      const db = deps.database.db;
      const media = await findBlockMedia(db, name);
      if (!media) throw new AppError('not_found', REASONS.notFound);
      const courses = await coursesOfFile(db, request.actor, media);
      await enforcePolicy(readCourseFile, request.actor, { ownerId: media.ownerId, courses });
      const requestedName = (request.query as { name?: unknown }).name;
      return serveMedia(request, reply, deps.storage, media, downloadName(requestedName, name), {
        shared: false,
      });
    },
  });
}
