import { membershipCalls } from '../../../common/api/membership';
import type { Db } from '../../db/client';
import { AppError, REASONS } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { serve, servedMethods } from '../../rpc/method';
import { self } from '../../rpc/policy';
import { loadMe } from '../accounts';
import { enrolledClassDataRead } from './class-hooks';
import {
  readCourseMembership,
  readEnrolledClassData,
  readEnrolledCourses,
  readFirstAvailableMembership,
} from './membership-reads';
import { findVisibleCourse, type VisibleCourse } from './visible-course';

/**
 * The course named in the input, as the caller may see it; 404 when it is hidden from them. Read
 * in `run`: every user method addressed by id loads the caller alone (loadMe), so the course is
 * not part of the load.
 */
async function visibleCourse(db: Db, ctx: RequestContext, coursePath: string): Promise<VisibleCourse> {
  const course = await findVisibleCourse(db, ctx.actor, coursePath);
  if (!course) throw new AppError('not_found', REASONS.notFound);
  return course;
}

/** The signed-in user's classes and courses (spec §7 getEnrolled…, getCourseMembershipData …). */
export const classMembershipMethods = servedMethods(
  serve(membershipCalls.getEnrolledClassData, {
    allow: self,
    load: loadMe,
    run: async (db, ctx, me) => {
      const data = await readEnrolledClassData(db, me.userId);
      await ctx.hooks.emit(enrolledClassDataRead, db, ctx, me.userId, data);
      return data;
    },
  }),
  serve(membershipCalls.getEnrolledCohortsData, {
    allow: self,
    load: loadMe,
    run: (db, _ctx, me, input) => readEnrolledClassData(db, me.userId, input.coursePath),
  }),
  serve(membershipCalls.getEnrolledCoursesData, {
    // With institutionPath, only that institution's courses.
    allow: self,
    load: loadMe,
    run: (db, _ctx, me, input) => readEnrolledCourses(db, me.userId, input.institutionPath || undefined),
  }),
  serve(membershipCalls.getCourseMembershipData, {
    allow: self,
    load: loadMe,
    run: async (db, ctx, _me, input) =>
      readCourseMembership(db, ctx.actor, await visibleCourse(db, ctx, input.coursePath)),
  }),
  serve(membershipCalls.getFirstAvailableCourseMembershipData, {
    allow: self,
    load: loadMe,
    run: async (db, ctx, me, input) =>
      readFirstAvailableMembership(db, me.userId, await visibleCourse(db, ctx, input.coursePath)),
  }),
);
