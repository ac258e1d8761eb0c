import { z } from 'zod';
import {
  AppearanceInput,
  CreateCourseInput,
  GeneralSettingsInput,
  LandingPageSettingsInput,
  RemoveCourseRoleInput,
} from '../../../common/api/course';
import { signedIn } from '../../rpc/actor';
import { mergeMethods, method, resource } from '../../rpc/method';
import { catalogueMethods } from './catalogue.rpc';
import { createCourse } from './course-creation';
import { removeCourseRole } from './course-role-removal';
import { administerCourse, designCourse, promoteCourse, seeCourse } from './course-roles';
import {
  courseData,
  type LoadedCourse,
  listMyCourses,
  loadCourse,
  setAppearance,
  setGeneralSettings,
  setLandingPageSettings,
} from './course-store';

// Every course-scoped method addresses the course by its path, with the caller's role read alongside.
const byPath = (
  db: Parameters<typeof loadCourse>[0],
  ctx: { actor: { userId: string | null } },
  id: string,
) => loadCourse(db, ctx.actor.userId, id);

/**
 * Courses: creation by any signed-in user, reads and settings by path for its course roles, and
 * the catalogue (catalogue.rpc.ts). Classes add the landing page and learning the course pages.
 */
export const courseResource = resource(
  'course',
  mergeMethods(catalogueMethods, {
    create: method({
      input: CreateCourseInput,
      allow: signedIn,
      run: (db, ctx, _loaded, input) => createCourse(db, ctx, ctx.actor.userId!, input),
    }),
    read: {
      getCourseData: method({
        input: z.object({}),
        allow: seeCourse,
        load: byPath,
        run: (db, _ctx, course: LoadedCourse) => courseData(db, course),
      }),
    },
    lookup: {
      listMyCourses: method({
        input: z.object({}),
        allow: signedIn,
        run: (db, ctx) => listMyCourses(db, ctx.actor.userId!),
      }),
    },
    update: {
      setGeneralSettings: method({
        input: GeneralSettingsInput,
        allow: designCourse,
        load: byPath,
        run: (db, _ctx, course: LoadedCourse, input) => setGeneralSettings(db, course, input),
      }),
      setLandingPageSettings: method({
        input: LandingPageSettingsInput,
        allow: promoteCourse,
        load: byPath,
        run: (db, _ctx, course: LoadedCourse, input) => setLandingPageSettings(db, course, input),
      }),
      setAppearance: method({
        input: AppearanceInput,
        allow: designCourse,
        load: byPath,
        run: (db, _ctx, course: LoadedCourse, input) => setAppearance(db, course, input),
      }),
    },
    delete: {
      removeCourseRole: method({
        input: RemoveCourseRoleInput,
        allow: administerCourse,
        load: byPath,
        run: (db, _ctx, course: LoadedCourse, input) => removeCourseRole(db, course, input.userId),
      }),
    },
  }),
  (created) => (created as { path: string }).path,
);
