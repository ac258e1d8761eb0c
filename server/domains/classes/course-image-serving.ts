import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parseImageVariant } from '../../../common/image-variants';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { enforcePolicy } from '../../rpc/policy';
import { serveImageVariant } from '../../storage/image-variants';
import { serveMedia } from '../../storage/serve-media';
import { findCourseImage } from '../courses';
import { seeCourseImage } from './policy';
import { findVisibleCourse } from './visible-course';

/**
 * `GET|HEAD /media/courses/{key}`: course images, banners and page thumbnails, for those who may
 * see their course (policy.ts seeCourseImage; served here, where who sees a course is known).
 * A key names one image forever, so it is cached for a year: by anyone for a displayed course,
 * in the browser only otherwise. HEAD answers from the row without opening the file.
 * `GET|HEAD /media/courses/{key}/w{width}.{avif|webp}`: a smaller or AVIF copy of the same image
 * (common/image-variants.ts), to the same people with the same caching, made on first request.
 */
export function registerCourseImageServing(app: FastifyInstance, deps: AppDeps): void {
  /** The recorded image `key` names, once the caller is known to see it, and whether it is for everyone. */
  async function seenImage(request: FastifyRequest, key: string) {
    const db = deps.database.db;
    const image = await findCourseImage(db, key);
    if (!image) throw new AppError('not_found', REASONS.notFound);
    const course = image.coursePath
      ? await findVisibleCourse(db, request.actor, image.coursePath)
      : undefined;
    await enforcePolicy(seeCourseImage, request.actor, { ownerId: image.ownerId, course });
    return { image, shared: course?.displayed === true };
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/courses/:key',
    handler: async (request, reply) => {
      const { key } = request.params as { key: string };
      const { image, shared } = await seenImage(request, key);
      return serveMedia(request, reply, deps.storage, image, key, { shared });
    },
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/courses/:key/:variant',
    handler: async (request, reply) => {
      const { key, variant: name } = request.params as { key: string; variant: string };
      const variant = parseImageVariant(name);
      if (!variant) throw new AppError('not_found', REASONS.notFound);
      const { image, shared } = await seenImage(request, key);
      return serveImageVariant(request, reply, deps.storage, image, variant, { shared });
    },
  });
}
