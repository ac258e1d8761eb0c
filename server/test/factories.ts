import type { Db } from '../db/client';
import { cohorts, courses, enrolments, modules, users } from '../db/schema';
import { hashPassword } from '../domains/accounts';
import type { TestApp } from './app';

/** The password every factory-built user has. */
export const TEST_PASSWORD = 'correct horse battery staple';

// The rows tests build, each with the parents it needs: a missing course, class or user is built too.

let sequence = 0;

/** Create a user with a real password hash; fields may be overridden. */
export async function buildUser(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  sequence++;
  const [row] = await db
    .insert(users)
    .values({
      fullName: `Test Person ${String.fromCharCode(65 + (sequence % 26))}`,
      email: `person${sequence}-${Date.now()}@example.test`,
      passwordHash: await hashPassword(TEST_PASSWORD),
      ...overrides,
    })
    .returning();
  return row!;
}

let courseCount = 0;
let classCount = 0;

/**
 * A new course (`displayed` or not) under a path of its own (`course-<n>`, named "Course <n>"), with
 * one empty module ("Module") at position 0.
 */
export async function buildCourse(testApp: TestApp, { displayed = false } = {}) {
  const { db } = testApp.database;
  courseCount++;
  const [course] = await db
    .insert(courses)
    .values({
      path: `course-${courseCount}`,
      name: `Course ${courseCount}`,
      category: 'data',
      courseType: 'SHORT_COURSE',
      displayed,
    })
    .returning();
  const [module] = await db
    .insert(modules)
    .values({ courseId: course!.id, title: 'Module', position: 0 })
    .returning();
  return { course: course!, module: module! };
}

/**
 * A class (path `class-<n>-<time>`, named "Class <n>") of the course `courseId`, or of a new
 * course when none is given, with any settings overridden.
 */
export async function buildClass(
  testApp: TestApp,
  courseId?: string,
  overrides: Partial<typeof cohorts.$inferInsert> = {},
) {
  classCount++;
  const [row] = await testApp.database.db
    .insert(cohorts)
    .values({
      courseId: courseId ?? (await buildCourse(testApp)).course.id,
      path: `class-${classCount}-${Date.now()}`,
      name: `Class ${classCount}`,
      ...overrides,
    })
    .returning();
  return row!;
}

/** How an enrolment is built: an active learner unless told otherwise (a facilitator with `staff`). */
export interface EnrolmentFields {
  status?: 'active' | 'pending' | 'rejected';
  staff?: boolean;
  enrolledAt?: Date;
}

/**
 * An enrolment (source `staff` for staff, else `open`) of `userId` in `cohortId`, building a new
 * user, or a new class of a new course, when either is not given.
 */
export async function buildEnrolment(
  testApp: TestApp,
  {
    userId,
    cohortId,
    status = 'active',
    staff = false,
    enrolledAt,
  }: EnrolmentFields & { userId?: string; cohortId?: string } = {},
) {
  const [row] = await testApp.database.db
    .insert(enrolments)
    .values({
      userId: userId ?? (await buildUser(testApp.database.db)).id,
      cohortId: cohortId ?? (await buildClass(testApp)).id,
      status,
      staff,
      source: staff ? 'staff' : 'open',
      ...(enrolledAt && { enrolledAt }),
    })
    .returning();
  return row!;
}
