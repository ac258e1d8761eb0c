import { courseCalls } from '../../../common/api/course';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../rpc/context';
import { resource, serve, servedMethods } from '../../rpc/method';
import { signedIn } from '../../rpc/policy';
import { createCourse } from './course-creation';
import { removeCourseRole } from './course-role-removal';
import {
  courseData,
  listMyCourses,
  loadCourse,
  setAppearance,
  setGeneralSettings,
  setLandingPageSettings,
} from './course-store';
import { administerSeenCourse, designSeenCourse, promoteSeenCourse, readCourse } from './policy';

/** Every course-scoped method addresses the course by its path, with the caller's role read alongside. */
const byPath = (db: Db, ctx: RequestContext, path: string) => loadCourse(db, ctx.actor.userId, path);

/**
 * Courses: creation by any signed-in user, reads and settings by path for its course roles.
 * Classes add the catalogue and the landing page, learning the course pages.
 */
export const courseResource = resource(
  'course',
  servedMethods(
    serve(courseCalls.create, {
      allow: signedIn,
      run: (db, ctx, _loaded, input) => createCourse(db, ctx, ctx.actor.userId, input),
    }),
    serve(courseCalls.getCourseData, {
      allow: readCourse,
      load: byPath,
      run: (db, _ctx, course) => courseData(db, course),
    }),
    serve(courseCalls.listMyCourses, {
      allow: signedIn,
      run: (db, ctx) => listMyCourses(db, ctx.actor.userId),
    }),
    serve(courseCalls.setGeneralSettings, {
      allow: designSeenCourse,
      load: byPath,
      run: (db, _ctx, course, input) => setGeneralSettings(db, course, input),
    }),
    serve(courseCalls.setLandingPageSettings, {
      allow: promoteSeenCourse,
      load: byPath,
      run: (db, _ctx, course, input) => setLandingPageSettings(db, course, input),
    }),
    serve(courseCalls.setAppearance, {
      allow: designSeenCourse,
      load: byPath,
      run: (db, _ctx, course, input) => setAppearance(db, course, input),
    }),
    serve(courseCalls.removeCourseRole, {
      allow: administerSeenCourse,
      load: byPath,
      run: (db, _ctx, course, input) => removeCourseRole(db, course, input.userId),
    }),
  ),
  (created) => (created as { path: string }).path,
);
