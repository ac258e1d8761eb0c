import type { FastifyInstance } from 'fastify';
import { COURSE_IMAGE_SIZES, type CourseImageKind } from '../../../common/api/course';
import { AppError, REASONS } from '../../rpc/app-error';
import type { AppDeps } from '../../rpc/context';
import { enforcePolicy } from '../../rpc/policy';
import { hitRateLimit, type RateLimit } from '../../security/rate-limit';
import { readUploadedImage, withImageUploads } from '../../storage/image-upload';
import { replaceCourseImage } from './course-media';
import { loadCourse } from './course-store';
import { designSeenCourse } from './policy';

/** Course image uploads of one user: each costs an image decode, so they are counted. */
export const COURSE_IMAGE_UPLOADS_PER_USER: RateLimit = {
  name: 'course-image-upload',
  max: 60,
  windowSeconds: 60 * 60,
};

const KINDS: readonly CourseImageKind[] = ['image', 'banner'];

/**
 * `POST /api/course/{path}/image/` and `/banner/` (administrators and design admins; CSRF checked
 * by the /api hook): one image, multipart, replaces the course's. `GET /media/courses/{key}` serves
 * them from classes (classes/course-image-serving.ts), which knows who sees a course.
 */
export async function registerCourseImageRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await withImageUploads(app, (scope) => {
    for (const kind of KINDS) {
      scope.post(`/api/course/:path/${kind}/`, async (request) => {
        const { userId } = request.actor;
        if (!userId) throw new AppError('not_signed_in', REASONS.notSignedIn);
        const db = deps.database.db;
        const course = await loadCourse(db, userId, (request.params as { path: string }).path);
        if (!course) throw new AppError('not_found', REASONS.notFound);
        await enforcePolicy(designSeenCourse, request.actor, course);
        await hitRateLimit(db, COURSE_IMAGE_UPLOADS_PER_USER, userId);
        const { width, height } = COURSE_IMAGE_SIZES[kind];
        const image = await readUploadedImage(request, width, height);
        const target = { courseId: course.id, uploaderId: userId, kind };
        return { result: await replaceCourseImage(db, deps.storage, target, image) };
      });
    }
  });
}
