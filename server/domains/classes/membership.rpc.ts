import { z } from 'zod';
import { CourseMembershipInput, EnrolledCoursesInput } from '../../../common/api/membership';
import type { Db } from '../../db/client';
import { AppError, REASONS } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { method, type ResourceMethods } from '../../rpc/method';
import { self } from '../../rpc/policy';
import { loadMe } from '../accounts';
import {
  readCourseMembership,
  readEnrolledClassData,
  readEnrolledCourses,
  readFirstAvailableMembership,
} from './membership-reads';
import { findVisibleCourse, type VisibleCourse } from './visible-course';

/** The course named by the input, as the caller may see it; 404 when it is hidden from them. */
async function visibleCourse(db: Db, ctx: RequestContext, coursePath: string): Promise<VisibleCourse> {
  const course = await findVisibleCourse(db, ctx.actor, coursePath);
  if (!course) throw new AppError('not_found', REASONS.notFound);
  return course;
}

/** The signed-in user's classes and courses (spec §7 getEnrolled…, getCourseMembershipData …). */
export const classMembershipMethods: ResourceMethods = {
  read: {
    getEnrolledClassData: method({
      input: z.object({}),
      allow: self,
      load: loadMe,
      run: (db, _ctx, me) => readEnrolledClassData(db, me.userId),
    }),
    getEnrolledCohortsData: method({
      input: CourseMembershipInput,
      allow: self,
      load: loadMe,
      run: (db, _ctx, me, input) => readEnrolledClassData(db, me.userId, input.coursePath),
    }),
    getEnrolledCoursesData: method({
      // institutionPath is accepted and ignored until institutions exist (their issue narrows it).
      input: EnrolledCoursesInput,
      allow: self,
      load: loadMe,
      run: (db, _ctx, me) => readEnrolledCourses(db, me.userId),
    }),
    getCourseMembershipData: method({
      input: CourseMembershipInput,
      allow: self,
      load: loadMe,
      run: async (db, ctx, me, input) =>
        readCourseMembership(
          db,
          { ...ctx.actor, userId: me.userId },
          await visibleCourse(db, ctx, input.coursePath),
        ),
    }),
    getFirstAvailableCourseMembershipData: method({
      input: CourseMembershipInput,
      allow: self,
      load: loadMe,
      run: async (db, ctx, me, input) =>
        readFirstAvailableMembership(db, me.userId, await visibleCourse(db, ctx, input.coursePath)),
    }),
  },
};
