import type { FastifyInstance } from 'fastify';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { enforcePolicy } from '../../rpc/policy';
import { serveMedia } from '../../storage/serve-media';
import { findCourseImage } from '../courses';
import { seeCourseImage } from './policy';
import { findVisibleCourse } from './visible-course';

/**
 * `GET|HEAD /media/courses/{key}`: course images, banners and page thumbnails, for those who may
 * see their course (policy.ts seeCourseImage; served here, where who sees a course is known).
 * A key names one image forever, so it is cached for a year: by anyone for a displayed course,
 * in the browser only otherwise. HEAD answers from the row without opening the file.
 */
export function registerCourseImageServing(app: FastifyInstance, deps: AppDeps): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/media/courses/:key',
    handler: async (request, reply) => {
      const { key } = request.params as { key: string };
      const db = deps.database.db;
      const image = await findCourseImage(db, key);
      if (!image) throw new AppError('not_found', REASONS.notFound);
      const course = image.coursePath
        ? await findVisibleCourse(db, request.actor, image.coursePath)
        : undefined;
      await enforcePolicy(seeCourseImage, request.actor, { ownerId: image.ownerId, course });
      return serveMedia(request, reply, deps.storage, image, key, { shared: course?.displayed === true });
    },
  });
}
