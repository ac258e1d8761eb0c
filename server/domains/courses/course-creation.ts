import { count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COURSE_REASONS,
  type CreateCourseInput,
  type CreatedCourse,
  type SubscriptionPlanData,
} from '../../../common/api/course';
import { isPlan, PLAN_COURSE_LIMITS } from '../../../common/domain/plans';
import type { Db } from '../../db/client';
import { courses, roleGrants, users } from '../../db/schema';
import { AppError } from '../../rpc/app-error';
import type { RequestContext } from '../../rpc/context';
import { courseCreated } from './course-hooks';

/** How many courses `userId` has created. */
async function coursesCreatedBy(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courses).where(eq(courses.createdBy, userId));
  return row?.n ?? 0;
}

/** The user's plan and how much of its course allowance is used. */
export async function subscriptionPlanData(db: Db, userId: string): Promise<SubscriptionPlanData> {
  const [row] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId));
  const plan = isPlan(row?.plan) ? row.plan : 'free';
  return {
    plan,
    courseLimit: PLAN_COURSE_LIMITS[plan],
    coursesCreated: await coursesCreatedBy(db, userId),
  };
}

/**
 * Create a course with `userId` as its administrator, not displayed. Runs inside the method's
 * transaction: the user row is locked first so two concurrent creations cannot both pass the limit.
 */
export async function createCourse(
  db: Db,
  ctx: RequestContext,
  userId: string,
  input: z.output<typeof CreateCourseInput>,
): Promise<CreatedCourse> {
  const [user] = await db.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).for('update');
  const limit = PLAN_COURSE_LIMITS[isPlan(user?.plan) ? user.plan : 'free'];
  if ((await coursesCreatedBy(db, userId)) >= limit) {
    throw new AppError('plan_limit_reached', COURSE_REASONS.planLimit(limit));
  }
  const [created] = await db
    .insert(courses)
    .values({
      path: input.code,
      name: input.name,
      language: input.language,
      category: input.category,
      courseType: input.courseType,
      sectorTypes: input.sectorTypes,
      classifications: input.classifications,
      credentialFramework: input.credentialFramework,
      learningHours: input.learningHours,
      displayed: false,
      createdBy: userId,
    })
    .onConflictDoNothing({ target: courses.path })
    .returning({ id: courses.id, path: courses.path, name: courses.name });
  if (!created) {
    throw new AppError('course_code_taken', COURSE_REASONS.codeTaken, { code: COURSE_REASONS.codeTaken });
  }
  await db
    .insert(roleGrants)
    .values({ userId, scope: 'course', scopePath: created.path, role: 'administrator' });
  await ctx.hooks.emit(courseCreated, db, ctx, created, userId);
  return { path: created.path, name: created.name };
}
