import type { FastifyInstance } from 'fastify';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { enforcePolicy } from '../../rpc/policy';
import { hitRateLimit } from '../../security/rate-limit';
import { readUploadedImage, withImageUploads } from '../../storage/image-upload';
import { COURSE_IMAGE_UPLOADS_PER_USER } from '../courses';
import { loadEditablePage } from './page-access';
import { PAGE_THUMBNAIL_SIZE, replacePageThumbnail } from './page-thumbnail';
import { writeNamedPage } from './policy';

/**
 * `POST /api/page/{pageId}/thumbnail/` (the page's editors; CSRF checked by the /api hook): one
 * image, multipart, replaces the page's thumbnail, answered as `{ thumbnailUrl }`. Served with the
 * course images by `GET /media/courses/{key}`; uploads count against the course image limit.
 */
export async function registerPageThumbnailRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await withImageUploads(app, (scope) => {
    scope.post('/api/page/:pageId/thumbnail/', async (request) => {
      const { actor } = request;
      if (!actor.userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
      const db = deps.database.db;
      const page = await loadEditablePage(db, { actor }, (request.params as { pageId: string }).pageId);
      if (!page) throw new AppError('not_found', REASONS.notFound);
      await enforcePolicy(writeNamedPage, actor, page);
      await hitRateLimit(db, COURSE_IMAGE_UPLOADS_PER_USER, actor.userId);
      const { width, height } = PAGE_THUMBNAIL_SIZE;
      const image = await readUploadedImage(request, width, height);
      const target = { pageId: page.id, courseId: page.courseId, uploaderId: actor.userId };
      return { result: await replacePageThumbnail(db, deps.storage, target, image) };
    });
  });
}
